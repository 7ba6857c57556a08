import { expect, test, type Page } from "@playwright/test";
import { checkScreenAtBothWidths, login } from "./helpers";

// A coach builds a three-message sequence, adds contacts, sends the first message now after
// reading the email count, and reads the analytics. Short tests in order (45 s budget each).
test.describe.configure({ mode: "serial" });

const XHR = { "X-Requested-With": "XMLHttpRequest" };
const stamp = Date.now().toString(36);
const title = `Welcome series ${stamp}`;
let editUrl = "";

async function api(page: Page, method: "post" | "patch" | "get", path: string, data?: unknown) {
  const res = await page.request[method](`/api/v3${path}`, { headers: XHR, ...(data ? { data } : {}) });
  expect(res.status(), `${method} ${path}`).toBeLessThan(300);
  return res.json();
}

test("create a sequence and write its first email", async ({ page }) => {
  await login(page, "owner@demo.test");
  await page.goto("/sequences");
  await expect(page.getByRole("heading", { name: "Sequences", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "New sequence" }).first().click();
  const create = page.getByRole("dialog", { name: "New sequence" });
  await create.getByLabel("Title").fill(title);
  await create.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/sequence\/\d+\/edit$/);
  editUrl = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Add message" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add a message" });
  await dialog.getByLabel("Subject").fill("Welcome {{ contact.first_name }}");
  await dialog.getByRole("textbox", { name: "Message" }).fill("Glad you are here.");
  await dialog.getByRole("button", { name: "Add message" }).click();
  await expect(page.getByText("Sequence message has been saved").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Welcome {{ contact.first_name }}" })).toBeVisible();
});

test("add a text and a second email, then contacts", async ({ page }) => {
  await login(page, "owner@demo.test");
  await page.goto(editUrl);
  await page.getByRole("button", { name: "Add message" }).first().click();
  const sms = page.getByRole("dialog", { name: "Add a message" });
  await sms.getByLabel("Send as").selectOption("sms");
  await sms.getByLabel("Send after the previous one").fill("2");
  await sms.getByLabel("Message").fill("How is week one going, {{ contact.first_name }}?");
  await sms.getByRole("button", { name: "Add message" }).click();
  await expect(page.getByText("2 days after the previous one")).toBeVisible();
  const id = Number(editUrl.split("/")[2]);
  await api(page, "post", `/sequence/${id}/add-message`, { kind: "email", subject: "Your first month", body: "<p>Here is what is next.</p>", delay_amount: 7, delay_unit: "days" });
  await page.reload();
  await expect(page.getByRole("list", { name: "Messages in order" }).getByRole("listitem")).toHaveCount(3);

  const a = (await api(page, "post", "/contact/save", { first_name: "Seqa", last_name: stamp, email: `seqa-${stamp}@example.test` })).data;
  await api(page, "post", "/contact/save", { first_name: "Seqb", last_name: stamp, email: `seqb-${stamp}@example.test` });
  await page.getByRole("tab", { name: "Subscribers" }).click();
  await page.getByRole("button", { name: "Add contacts" }).click();
  const add = page.getByRole("dialog", { name: "Add contacts" });
  await add.getByLabel("Search contacts").fill(stamp);
  await add.getByLabel(`Seqa ${stamp}`).check();
  await add.getByLabel(`Seqb ${stamp}`).check();
  await add.getByRole("button", { name: "Add to sequence" }).click();
  await expect(page.getByText("Contacts have been successfully added to sequences").first()).toBeVisible();
  await expect(page.getByRole("cell", { name: `Seqa ${stamp}`, exact: true })).toBeVisible();
  expect(a.id).toBeGreaterThan(0);
  await page.mouse.move(0, 0);
  await checkScreenAtBothWidths(page, "sequence subscribers");
});

test("send now after the email count, then read the analytics", async ({ page }) => {
  await login(page, "owner@demo.test");
  await page.goto(editUrl);
  await checkScreenAtBothWidths(page, "sequence messages");
  await page.getByRole("button", { name: "Send now" }).first().click();
  const confirm = page.getByRole("alertdialog", { name: "Send this message now?" });
  await expect(confirm.getByText("It goes to 2 deliverable emails of 2 active subscribers")).toBeVisible();
  await confirm.getByRole("button", { name: "Send now" }).click();
  await expect(page.getByText("Sequence message is being sent").first()).toBeVisible();

  await expect(async () => {
    await page.reload();
    await page.getByRole("tab", { name: "Analytics" }).click();
    // Two from send now, two from the plan (the first message goes right after joining).
    await expect(page.getByRole("definition").filter({ hasText: /^4$/ }).first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await page.mouse.move(0, 0);
  await checkScreenAtBothWidths(page, "sequence analytics");
  await page.goto("/sequences");
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
  await checkScreenAtBothWidths(page, "sequences dashboard");
});
