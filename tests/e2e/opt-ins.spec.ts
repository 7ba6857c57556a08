import { expect, test, type Page } from "@playwright/test";
import { checkScreenAtBothWidths, expectScreenAccessible, login } from "./helpers";

/**
 * Opt-ins (issue 28). The coach edits the habit tracking service's opt-in form at 1280 px
 * (fields, a tag, double opt-in); a visitor on a phone (375 px) signs up on the public form,
 * opens the confirmation link from the outbox, and the coach's screen then counts a subscriber
 * who carries the tag. A forged confirmation link is a 404.
 */
test.describe.configure({ mode: "serial" });
test.beforeEach(() => test.slow());

const XHR = { "X-Requested-With": "XMLHttpRequest" };
const stamp = Date.now().toString(36);
const tagName = `Opt-in ${stamp}`;
let formUrl = "";

async function api(page: Page, method: "get" | "post" | "patch", path: string, data?: unknown) {
  const res = await page.request[method](`/api/v3${path}`, { headers: XHR, ...(data ? { data } : {}) });
  expect(res.status(), `${method} ${path}: ${res.status() >= 300 ? await res.text() : ""}`).toBeLessThan(300);
  return res.json();
}

test("the coach edits a service's opt-in settings", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, "owner@demo.test");
  await api(page, "post", "/tag/create", { name: tagName, tag_type: 1 });
  await page.goto("/opt-ins");
  await expect(page.getByRole("heading", { name: "Opt-ins", level: 1 })).toBeVisible();
  await checkScreenAtBothWidths(page, "opt-ins");

  const card = page.getByRole("region", { name: "Habit tracking" });
  await card.getByRole("button", { name: "Edit settings for Habit tracking" }).click();
  const dialog = page.getByRole("dialog", { name: "Habit tracking opt-in form" });
  await dialog.getByLabel("Last name").check();
  await dialog.getByLabel(tagName).check();
  await dialog.getByLabel(/Double opt-in/).check();
  await dialog.getByLabel("Redirect after sign-up").fill("ftp://nope");
  await dialog.getByRole("button", { name: "Save settings" }).click();
  await expect(dialog.getByText("The redirect must be a web address starting with http:// or https://, or empty.")).toBeVisible();
  await dialog.getByLabel("Redirect after sign-up").fill("");
  await expectScreenAccessible(page, "opt-in settings editor");
  await dialog.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Opt-in setting has been updated successfully.").first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("Email, First name, Last name")).toBeVisible();
  await expect(card.getByText(tagName)).toBeVisible();
  await expect(card.getByText("On", { exact: true })).toBeVisible();
  formUrl = await card.getByLabel("Form link").inputValue();
  expect(formUrl).toMatch(/\/opt-in\/[A-Za-z0-9_-]{22}\/5$/);
});

test("a visitor on a phone opts in and confirms from the outbox", async ({ page, browser }) => {
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const visitor = await phone.newPage();
  await visitor.goto(new URL(formUrl).pathname);
  await expect(visitor.getByRole("heading", { level: 1 })).toContainText("Join");
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectScreenAccessible(visitor, "opt-in form at 375px");
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // A refused submission answers each field's message.
  await visitor.getByRole("button", { name: "Sign me up" }).click();
  await expect(visitor.getByText("Enter your email address.")).toBeVisible();
  const email = `olga-${stamp}@example.test`;
  await visitor.getByLabel("First name").fill("Olga");
  await visitor.getByLabel("Last name").fill(`Optin ${stamp}`);
  await visitor.getByLabel("Email").fill(email);
  await visitor.getByRole("button", { name: "Sign me up" }).click();
  await expect(visitor.getByText("Almost done: check your inbox and click the link in our email to confirm.")).toBeVisible();

  const { text } = await (await visitor.request.get(`/api/v3/dev/outbox/latest?to=${encodeURIComponent(email)}`)).json();
  const link = new URL(/https?:\/\/\S+\/opt-in\/confirm\/\S+/.exec(text as string)![0]);
  const forged = await visitor.goto(`${link.pathname.slice(0, -1)}${link.pathname.endsWith("A") ? "B" : "A"}`);
  expect(forged?.status()).toBe(404);
  await visitor.goto(link.pathname);
  await expect(visitor.getByRole("heading", { name: "Subscription confirmed", level: 1 })).toBeVisible();
  await expectScreenAccessible(visitor, "opt-in confirmation at 375px");
  await phone.close();

  await login(page, "owner@demo.test");
  const contacts = await api(page, "get", `/contact/list?search=${encodeURIComponent(email)}`);
  const id = contacts.data[0].id as number;
  const tags = await api(page, "get", `/contact/${id}/tags`);
  expect((tags.data as { name: string }[]).map((t) => t.name)).toContain(tagName);
  await page.goto("/opt-ins");
  await expect(page.getByRole("region", { name: "Habit tracking" }).getByText(/1 subscriber\b/)).toBeVisible();
});
