import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, login } from "./helpers";

/**
 * The contact list's bulk bar (doc 2 s6) as a coach uses it: move a contact to Clients, delete
 * it and restore it from Deleted contacts; a user without the delete permission is not offered
 * Delete. Each test adds its own contacts (specs share one seeded database).
 */
const XHR = { "X-Requested-With": "XMLHttpRequest" };

async function addContact(page: Page, lastName: string): Promise<number> {
  const res = await page.request.post("/api/v3/contact/save", { headers: XHR, data: { first_name: "Bulk", last_name: lastName } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

async function searchFor(page: Page, text: string) {
  await page.getByLabel("Search contacts").first().fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${text}`));
}

test("move a contact to Clients with the bulk bar, delete it and restore it", async ({ page }) => {
  await login(page, "owner@demo.test");
  const mark = `Mover${Date.now()}`;
  await addContact(page, mark);
  await page.goto(`/contacts?search=${mark}`);
  await page.getByRole("checkbox", { name: `Select Bulk ${mark}` }).check();

  const bar = page.getByRole("region", { name: "Bulk actions" });
  await expect(bar.getByText("1 selected")).toBeVisible();
  await bar.getByRole("button", { name: "Move" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Move contacts" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, "[role=alertdialog]");
  await dialog.getByLabel("Tab").selectOption("clients");
  await dialog.getByRole("button", { name: "Move" }).click();
  await expect(page.getByText("Contacts have been moved successfully!")).toBeVisible();
  await expect(bar).toHaveCount(0);

  await page.getByRole("tab", { name: /^Clients/ }).click();
  await expect(page).toHaveURL(/status=clients/);
  await searchFor(page, mark);
  await expect(page.getByRole("checkbox", { name: `Select Bulk ${mark}` })).toBeVisible();

  // Delete (confirmed), then it is gone from the list.
  await page.getByRole("checkbox", { name: `Select Bulk ${mark}` }).check();
  await bar.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you sure?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Contacts have been deleted successfully!")).toBeVisible();
  await expect(page.getByText(/No contacts match/)).toBeVisible();

  // Restore it from Deleted contacts, reached from the contacts screen.
  await page.getByRole("link", { name: "Deleted" }).click();
  await expect(page).toHaveURL(/\/contacts\/deleted$/);
  await expect(page.getByRole("heading", { name: "Deleted contacts" })).toBeVisible();
  await page.getByLabel("Search deleted contacts").fill(mark);
  // The search applies after typing stops (and a new search clears the selection): wait for it.
  await expect(page).toHaveURL(new RegExp(`search=${mark}`));
  await page.getByRole("checkbox", { name: `Select Bulk ${mark}` }).check();
  await expectAccessible(page);
  await page.getByRole("region", { name: "Bulk actions" }).getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText("Contacts have been restored successfully!")).toBeVisible();
  await expect(page.getByText(/No deleted contacts match/)).toBeVisible();

  await page.goto(`/contacts?status=clients&search=${mark}`);
  await expect(page.getByRole("checkbox", { name: `Select Bulk ${mark}` })).toBeVisible();
});

test("email the selected contacts from the bulk bar", async ({ page }) => {
  await login(page, "owner@demo.test");
  const mark = `Mailer${Date.now()}`;
  for (const n of [1, 2]) {
    const res = await page.request.post("/api/v3/contact/save", { headers: XHR, data: { first_name: "Bulk", last_name: `${mark}${n}`, email: `${mark.toLowerCase()}${n}@example.com` } });
    expect(res.status()).toBe(201);
  }
  await page.goto(`/contacts?search=${mark}`);
  await page.getByRole("checkbox", { name: `Select Bulk ${mark}1` }).check();
  await page.getByRole("checkbox", { name: `Select Bulk ${mark}2` }).check();
  const bar = page.getByRole("region", { name: "Bulk actions" });
  await bar.getByRole("button", { name: "More actions" }).click();
  await page.getByRole("menuitem", { name: "Send email" }).click();
  const dialog = page.getByRole("dialog", { name: "Send email" });
  await expect(dialog.getByText("To 2 contacts.", { exact: false })).toBeVisible();
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByText("The subject field is required.")).toBeVisible();
  await dialog.getByLabel("Subject").fill(`Hello ${mark}`);
  await dialog.getByLabel("Message").fill("See you on Monday.");
  await expectAccessible(page, "[role=dialog]");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Email has been sent to 2 contacts.")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(bar).toHaveCount(0);
  const sent = await page.request.get(`/api/v3/dev/outbox/latest?to=${encodeURIComponent(`${mark.toLowerCase()}2@example.com`)}`);
  expect((await sent.json()).subject).toBe(`Hello ${mark}`);
});

test("a user without the delete permission is not offered Delete or Copy To Location", async ({ page }) => {
  await login(page, "editor@demo.test");
  const mark = `Editor${Date.now()}`;
  await addContact(page, mark);
  await page.goto(`/contacts?search=${mark}`);
  await page.getByRole("checkbox", { name: `Select Bulk ${mark}` }).check();
  const bar = page.getByRole("region", { name: "Bulk actions" });
  await expect(bar.getByRole("button", { name: "Move" })).toBeVisible();
  await expect(bar.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await bar.getByRole("button", { name: "More actions" }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: "Change gender" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Merge" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Resend login" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Copy To Location" })).toHaveCount(0);
  await expectAccessible(page, "[role=menu]");
});

test("suppressions list each kind with its tabs", async ({ page }) => {
  await login(page, "owner@demo.test");
  await page.goto("/contacts");
  await page.getByRole("link", { name: "Suppressions" }).click();
  await expect(page).toHaveURL(/\/contacts\/suppressions$/);
  await expect(page.getByText("bounced@example.com").first()).toBeVisible();
  await page.getByRole("tab", { name: "Unsubscribes" }).click();
  await expect(page).toHaveURL(/type=unsubscribes/);
  await expect(page.getByText("unsubscribed@example.com").first()).toBeVisible();
  await expectAccessible(page);
});
