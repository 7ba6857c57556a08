import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { checkScreenAtBothWidths } from "./helpers";

/**
 * Progress tracking's first slice (issue 28): the coach's side is the API (no coach screens yet),
 * the contact's is the public check-in page at 375 px, opened from the signed link.
 */
async function coach(request: APIRequestContext) {
  const res = await request.post("/api/v3/auth/login", { headers: { Accept: "application/json" }, data: { email: "owner@demo.test", password: "password123" } });
  expect(res.status()).toBe(200);
  const { access_token } = (await res.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${access_token}`, Accept: "application/json" };
  return {
    get: async (path: string) => (await (await request.get(`/api/v3${path}`, { headers })).json()),
    post: async (path: string, data: unknown) => {
      const r = await request.post(`/api/v3${path}`, { headers, data });
      expect(r.ok(), `${path}: ${await r.text()}`).toBe(true);
      return r.json();
    },
  };
}

test("a coach enrols a contact, who checks in on a phone with a photo; the coach sees it", async ({ browser, request }) => {
  const api = await coach(request);
  const created = await api.post("/progress-tracking/store", {
    name: `Weekly check-in ${Date.now()}`,
    sections: [{ name: "How was your week?", questions: [{ type: "scale", label: "Energy levels", required: true }, { type: "photo", label: "Front photo" }] }],
    categories: [{ default_key: "weight" }],
  });
  const trackingId = created.data.id as number;
  const contactId = ((await api.get("/contact/list?per_page=1")).data[0].id) as number;
  await api.post("/progress-tracking/add-contact", { tracking_id: trackingId, contact_ids: [contactId] });
  const link = new URL((await api.get(`/progress-tracking/${trackingId}/contact/${contactId}/relation`)).data.link as string);

  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await phone.newPage();
  await page.goto(link.pathname);
  await expect(page.getByRole("heading", { level: 1, name: "Time To Submit Your Progress" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await checkScreenAtBothWidths(page, "Progress check-in");
  await page.setViewportSize({ width: 375, height: 812 });

  await page.getByLabel("Weight (kg)").fill("81.5");
  await page.getByRole("group", { name: /Energy levels/ }).getByText("8", { exact: true }).click();
  const photo = await sharp({ create: { width: 60, height: 80, channels: 3, background: "#7799bb" } }).jpeg().toBuffer();
  await page.getByLabel("Front photo").setInputFiles({ name: "front.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByRole("button", { name: "Submit Progress" }).click();
  await expect(page.getByRole("status")).toContainText("Thank you! Your coach has your check-in.");
  await phone.close();

  const history = (await api.get(`/progress-tracking/${trackingId}/contact-progress-tracking?contact_id=${contactId}`)).data;
  expect(history).toHaveLength(1);
  expect(history[0].answers.map((a: { number: number | null }) => a.number)).toEqual(expect.arrayContaining([8, 81.5]));
  const proofs = (await api.get(`/progress-tracking/${trackingId}/contact-progress-proof?contact_id=${contactId}`)).data;
  expect(proofs).toHaveLength(1);
  const current = (await api.get(`/progress-tracking/${trackingId}/current-progress`)).data;
  expect(current.find((c: { contact_id: number }) => c.contact_id === contactId)).toMatchObject({ submitted: true, streak: 1 });

  // A forged link is a 404.
  const forged = await request.get(`${link.pathname.slice(0, -2)}xx`);
  expect(forged.status()).toBe(404);
});
