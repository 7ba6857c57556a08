import { expect, test } from "@playwright/test";
import { checkScreenAtBothWidths, login } from "./helpers";

test("a coach writes a broadcast to a group and a tag, schedules it, sends it, reads it in the outbox and opens its public view", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "owner@demo.test");

  // A group of two contacts and a tag on a third (set up through the API, as the groups and tags screens would).
  const list = await (await page.request.get("/api/v3/contact/list?per_page=25", { headers: { Accept: "application/json", "X-Requested-With": "XMLHttpRequest" } })).json();
  const withEmail = (list.data as { id: number; email: string | null }[]).filter((c) => c.email && !/bounced|complained|unsubscribed/.test(c.email)).slice(0, 3);
  expect(withEmail).toHaveLength(3);
  const stamp = Date.now().toString(36);
  const group = await page.request.post("/api/v3/group/create-group", { data: { name: `Bootcamp ${stamp}`, contact_ids: [withEmail[0].id, withEmail[1].id] }, headers: { Accept: "application/json", "X-Requested-With": "XMLHttpRequest" } });
  expect(group.ok()).toBe(true);
  const tag = await (await page.request.post("/api/v3/tag/create", { data: { name: `Newsletter ${stamp}`, tag_type: 1 }, headers: { Accept: "application/json", "X-Requested-With": "XMLHttpRequest" } })).json();
  const tagId = tag.data?.id ?? tag.id;
  expect((await page.request.patch("/api/v3/tag/add-contact", { data: { tag_ids: [tagId], contact_ids: [withEmail[2].id] }, headers: { Accept: "application/json", "X-Requested-With": "XMLHttpRequest" } })).ok()).toBe(true);

  // A new draft from the dashboard.
  await page.goto("/broadcasts");
  await expect(page.getByRole("heading", { level: 1, name: "Broadcasts" })).toBeVisible();
  await page.getByRole("button", { name: "New broadcast" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New broadcast" });
  await dialog.getByLabel("Name").fill(`Spring news ${stamp}`);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/broadcasts\/\d+$/);
  const id = Number(page.url().split("/").at(-1));

  await page.getByLabel("Subject").fill(`Spring news ${stamp}`);
  const body = page.getByRole("textbox", { name: "Email body" });
  await expect(page.locator("[data-hydrated=true]").filter({ has: body })).toBeVisible();
  await body.click();
  await page.keyboard.type("Hi there, classes move outdoors next week.");
  await page.getByRole("checkbox", { name: `Bootcamp ${stamp}` }).click();
  await page.getByRole("group", { name: "Tags" }).getByRole("checkbox", { name: `Newsletter ${stamp}` }).click();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Broadcast has been saved successfully").first()).toBeVisible();
  await expect(page.getByText("3 contacts would get it now", { exact: false })).toBeVisible();
  await checkScreenAtBothWidths(page, "Broadcast editor");

  // Scheduled for tomorrow, then sent now after all.
  const tomorrow = new Date(Date.now() + 86_400_000);
  const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await page.getByLabel("Or schedule for (your time)").fill(local);
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByText("Broadcast has been queued successfully").first()).toBeVisible();
  await expect(page.getByText(/^Scheduled for /)).toBeVisible();
  await page.getByRole("button", { name: "Send now" }).click();
  await expect(page.getByRole("heading", { name: "Report" })).toBeVisible({ timeout: 60_000 });
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/^Sent /)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByRole("table", { name: "Recipients" }).getByRole("row")).toHaveCount(4);

  // The message in the outbox.
  await page.getByRole("link", { name: "Open the outbox" }).click();
  await expect(page).toHaveURL(/\/mailbox/);
  await page.getByRole("button", { name: new RegExp(`Spring news ${stamp}`) }).first().click();
  await expect(page.getByRole("heading", { name: `Spring news ${stamp}` })).toBeVisible();
  await expect(page.frameLocator(`iframe[title="Email: Spring news ${stamp}"]`).getByText("classes move outdoors")).toBeVisible();

  // The public view: the sent broadcast, server-rendered.
  await page.goto(`/broadcast/${id}/public-view`);
  await expect(page.getByRole("heading", { level: 1, name: `Spring news ${stamp}` })).toBeVisible();
  await expect(page.getByText("classes move outdoors next week")).toBeVisible();
  await checkScreenAtBothWidths(page, "Broadcast public view");

  // The dashboard shows its card.
  await page.goto("/broadcasts");
  await expect(page.getByRole("link", { name: `Spring news ${stamp}` })).toBeVisible();
  await checkScreenAtBothWidths(page, "Broadcasts dashboard");
});
