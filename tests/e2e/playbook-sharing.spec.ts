import { expect, test } from "@playwright/test";
import { expectAccessible, login } from "./helpers";

/**
 * Issue 13's "import a shared playbook": a coach shares a playbook from the dashboard with anyone
 * who has the link; another company's coach opens the short link and imports a deep copy, which
 * then opens in their own playbook editor with its step.
 */
test.describe.configure({ mode: "serial" });

const XHR = { "X-Requested-With": "XMLHttpRequest" };
const title = `Shared program ${Date.now().toString(36)}`;
let link = "";

test("a coach shares a playbook from the dashboard", async ({ page }) => {
  await login(page, "owner@demo.test");
  const made = await page.request.post("/api/v3/playbook/create", { headers: XHR, data: { title } });
  expect(made.status()).toBe(201);
  const id = ((await made.json()) as { data: { id: number } }).data.id;
  const step = await page.request.post("/api/v3/playbook/create-step", { headers: XHR, data: { playbook_id: id, title: "Week 1" } });
  expect(step.ok()).toBe(true);

  await page.goto(`/playbooks?search=${encodeURIComponent(title)}`);
  await page.getByRole("button", { name: `Actions for ${title}` }).click();
  await page.getByRole("menuitem", { name: "Share" }).click();
  const dialog = page.getByRole("dialog", { name: `Share “${title}”` });
  await expect(dialog.getByLabel("Short link")).toHaveValue(/\/s\/[A-Za-z0-9_-]+$/);
  await dialog.getByLabel("Who can open the link").selectOption("anyone");
  link = await dialog.getByLabel("Short link").inputValue();
  await expectAccessible(page, "[role=dialog]");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Sharing has been updated successfully!")).toBeVisible();
});

test("another company's coach imports the shared playbook and opens the copy", async ({ browser }) => {
  const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await other.newPage();
  await login(page, "other@demo.test");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText("Downtown shared a playbook with you")).toBeVisible();
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText("Playbook imported successfully!")).toBeVisible();
  await page.getByRole("link", { name: "Open playbooks" }).click();
  await expect(page).toHaveURL(/\/playbooks$/);
  await page.getByRole("link", { name: title }).first().click();
  await expect(page).toHaveURL(/\/playbook\/\d+\/edit$/);
  await expect(page.getByText("Week 1").first()).toBeVisible();
  await other.close();
});
