import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { checkScreenAtBothWidths, login, portalTabNames } from "./helpers";

/**
 * The client portal's tabs (issue 32), the client on a 375 px phone in a second context: the
 * coach renames a tab and gives a contact a playbook, a form and a file; the client sees the
 * greeting and the renamed tab, completes a playbook step, submits the form and downloads the
 * file; axe on every portal screen. The coach's /client-portal screen at both widths.
 */
const XHR = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };
const stamp = Date.now().toString(36);
const email = `tabs-${stamp}@example.com`;
const PASSWORD = "portal-pass-1";
const shots = process.env.PORTAL_TABS_SHOTS ?? "/tmp/portal-tabs";

const phone = (browser: Browser) => browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

let slug = "";
const ids = { contact: 0, playbook: 0, form: 0, file: 0 };
let client: BrowserContext;
let me: Page;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  const coach = await browser.newContext();
  const page = await coach.newPage();
  await login(page, "owner@demo.test");
  const r = page.request;
  const ok = async <T>(res: Promise<import("@playwright/test").APIResponse>) => {
    const done = await res;
    expect(done.status(), await done.text()).toBeLessThan(300);
    return (await done.json()) as T;
  };
  const contact = await ok<{ data: { id: number } }>(r.post("/api/v3/contact/save", { headers: XHR, data: { first_name: "Tess", last_name: `Tabs ${stamp}`, email } }));
  ids.contact = contact.data.id;
  await ok(r.patch("/api/v3/contact/portal-account-activate-suspend", { headers: XHR, data: { contact_ids: [ids.contact], active: true } }));
  await ok(r.post(`/api/v3/contact/${ids.contact}/update-portal-password`, { headers: XHR, data: { password: PASSWORD, password_confirmation: PASSWORD } }));
  await ok(r.post("/api/v3/client-portal/rename-tab", { headers: XHR, data: { field: "files_tab_name", value: "My documents" } }));
  slug = (await ok<{ data: { slug: string } }>(r.get("/api/v3/client-portal", { headers: XHR }))).data.slug;

  const pb = await ok<{ data: { id: number } }>(r.post("/api/v3/playbook/create", { headers: XHR, data: { title: `Kickstart ${stamp}` } }));
  ids.playbook = pb.data.id;
  await ok(r.post("/api/v3/playbook/create-step", { headers: XHR, data: { playbook_id: ids.playbook, title: "Meet your coach" } }));
  await ok(r.post("/api/v3/playbook/send-to-contact", { headers: XHR, data: { playbook_ids: [ids.playbook], contact_ids: [ids.contact] } }));

  const form = await ok<{ data: { id: number } }>(r.patch("/api/v3/form/create", { headers: XHR, data: { title: `Intake ${stamp}` } }));
  ids.form = form.data.id;
  await ok(r.post(`/api/v3/form/${ids.form}/save-question`, { headers: XHR, data: { type: "short_text", title: "Your main goal", required: true } }));
  await ok(r.post("/api/v3/form/send-to-contact", { headers: XHR, data: { form_ids: [ids.form], contact_ids: [ids.contact] } }));

  const up = await ok<{ data: { id: number } }>(r.post("/api/v3/file/upload", { headers: XHR, multipart: { file: { name: `Meal plan ${stamp}.txt`, mimeType: "text/plain", buffer: Buffer.from("Eat well.") } } }));
  ids.file = up.data.id;
  await ok(r.patch(`/api/v3/file/${ids.file}/change-permission`, { headers: XHR, data: { permission: "assigned" } }));
  await ok(r.post("/api/v3/file/send-to-contact", { headers: XHR, data: { file_ids: [ids.file], contact_ids: [ids.contact] } }));
  await coach.close();

  client = await phone(browser);
  me = await client.newPage();
  const signed = await me.request.post("/api/v3/portal/login", { headers: XHR, data: { slug, email, password: PASSWORD } });
  expect(signed.status()).toBe(200);
});

test.afterAll(async () => {
  await client?.close();
});

test("the client sees the greeting, the renamed tab and the Classroom", async () => {
  await me.goto(`/portal/${slug}`);
  await expect(me.getByRole("heading", { level: 1, name: /^Good (morning|afternoon|evening), Tess$/ })).toBeVisible();
  const tabs = await portalTabNames(me);
  expect(tabs).toContain("My documents");
  expect(tabs).not.toContain("Files");
  await expect(me.getByRole("heading", { name: "New from your coach" })).toBeVisible();
  await expect(me.getByText(`Kickstart ${stamp}`).first()).toBeVisible();
  await me.screenshot({ path: `${shots}-classroom-375.png`, fullPage: true });
  await checkScreenAtBothWidths(me, "portal classroom");
});

test("the client completes a playbook step", async () => {
  await me.goto(`/portal/${slug}?tab=playbooks`);
  await me.getByRole("link", { name: new RegExp(`Kickstart ${stamp}`) }).click();
  await expect(me.getByRole("heading", { name: `Kickstart ${stamp}` })).toBeVisible();
  await me.getByRole("button", { name: "Mark step as complete" }).click();
  await expect(me.getByText("Completed", { exact: true })).toBeVisible();
  await expect(me.getByRole("progressbar", { name: "Playbook progress" })).toHaveAttribute("aria-valuenow", "100");
  await me.mouse.move(0, 0);
  await me.screenshot({ path: `${shots}-playbook-375.png`, fullPage: true });
  await checkScreenAtBothWidths(me, "portal playbook");
});

test("the client submits a form", async () => {
  await me.goto(`/portal/${slug}?tab=forms&item=${ids.form}`);
  await expect(me.getByRole("heading", { name: `Intake ${stamp}` })).toBeVisible();
  await me.getByRole("button", { name: "SUBMIT" }).click();
  await expect(me.getByText(/required/i).first()).toBeVisible();
  await me.getByLabel(/Your main goal/).fill("Run a half marathon");
  await me.getByRole("button", { name: "SUBMIT" }).click();
  await expect(me.getByRole("status")).toContainText("Thank you");
  await checkScreenAtBothWidths(me, "portal form sent");
  await me.goto(`/portal/${slug}?tab=forms`);
  await expect(me.getByText(/^Answered/)).toBeVisible();
  await checkScreenAtBothWidths(me, "portal forms");
});

test("the client downloads a file; pages and rewards show their empty states", async () => {
  await me.goto(`/portal/${slug}?tab=files`);
  await expect(me.getByRole("heading", { level: 1, name: "My documents" })).toBeVisible();
  const download = me.waitForEvent("download");
  await me.getByRole("link", { name: new RegExp(`Meal plan ${stamp}`) }).click();
  expect((await download).suggestedFilename()).toBe(`Meal plan ${stamp}.txt`);
  await checkScreenAtBothWidths(me, "portal files");
  await me.goto(`/portal/${slug}?tab=pages`);
  await expect(me.getByText("No pages yet")).toBeVisible();
  await checkScreenAtBothWidths(me, "portal pages");
  await me.goto(`/portal/${slug}?tab=rewards`);
  await expect(me.getByRole("heading", { name: "History" })).toBeVisible();
  await me.screenshot({ path: `${shots}-rewards-375.png`, fullPage: true });
  await checkScreenAtBothWidths(me, "portal rewards");
});

test("the coach's portal settings screen", async ({ page }) => {
  await login(page, "owner@demo.test");
  await page.goto("/client-portal");
  await expect(page.getByRole("heading", { level: 1, name: "Client Portal" })).toBeVisible();
  await expect(page.getByLabel("Files tab name")).toHaveValue("My documents");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${shots}-settings-1280.png`, fullPage: true });
  await checkScreenAtBothWidths(page, "client portal settings");
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${shots}-settings-375.png`, fullPage: true });
});
