import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, login } from "./helpers";

async function addContact(page: Page, fields: { first: string; last: string; email: string; phone?: string }) {
  await page.getByRole("button", { name: "Add contact" }).click();
  const dialog = page.getByRole("dialog", { name: "Add contact" });
  await dialog.getByLabel("First name").fill(fields.first);
  await dialog.getByLabel("Last name").fill(fields.last);
  await dialog.getByLabel("Email").fill(fields.email);
  if (fields.phone) await dialog.getByLabel("Phone").fill(fields.phone);
  await dialog.getByRole("button", { name: "Add contact" }).click();
  return dialog;
}

test("a coach adds a contact, opens the profile, edits a field, stars it, adds a note and tags it", async ({ page }) => {
  test.slow(); // a long flow; the profile now loads its sections' data too
  await login(page, "owner@demo.test");
  await expect(page).toHaveURL(/\/contacts$/);
  // Other specs add contacts too: the count to expect is read from the API first.
  const before = (await (await page.request.get("/api/v3/contact/list?per_page=1")).json()).total as number;

  // The dialog checks the email before sending, then adds the contact at the top of the list.
  await page.getByRole("button", { name: "Add contact" }).click();
  const dialog = page.getByRole("dialog", { name: "Add contact" });
  await dialog.getByLabel("First name").fill("Zelda");
  await dialog.getByLabel("Email").fill("not-an-email");
  await dialog.getByRole("button", { name: "Add contact" }).click();
  await expect(dialog.getByText("The email must be a valid email address.")).toBeVisible();
  await expectAccessible(page, "[role=dialog]");
  await dialog.getByLabel("Last name").fill("Quinn");
  await dialog.getByLabel("Email").fill("zelda.quinn@example.com");
  await dialog.getByLabel("Phone").fill("+1 415 555 2671");
  await dialog.getByRole("button", { name: "Add contact" }).click();
  await expect(page.getByText("Contact has been added successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Showing 1–25 of ${(before + 1).toLocaleString("en-US")}`)).toBeVisible();

  // The server refuses a second contact with the same email, on the Email field.
  const again = await addContact(page, { first: "Yara", last: "Quinn", email: "zelda.quinn@example.com" });
  await expect(again.getByText("The email has already been taken.")).toBeVisible();
  await again.getByLabel("Email").fill("yara.quinn@example.com");
  await again.getByRole("button", { name: "Add contact" }).click();
  await expect(again).toBeHidden();

  // The name opens the profile.
  await page.getByRole("link", { name: "Zelda", exact: true }).first().click();
  await expect(page).toHaveURL(/\/contact\/\d+\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: "Zelda Quinn" })).toBeVisible();
  await expect(page.getByText("zelda.quinn@example.com")).toBeVisible();
  await expectAccessible(page);

  // Edit in place: a server rule's message lands on its field (keys suffixed with the id).
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const edit = page.getByRole("form", { name: "Edit contact" });
  await edit.getByLabel("Last name").fill("Quinn-Hart");
  await edit.getByLabel("Email").fill("yara.quinn@example.com");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit.getByText("The email has already been taken.")).toBeVisible();
  await edit.getByLabel("Email").fill("zelda@example.com");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Profile has been updated successfully!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Zelda Quinn-Hart" })).toBeVisible();
  await expect(page.getByText("zelda@example.com")).toBeVisible();

  // Star, and warm up.
  const star = page.getByRole("button", { name: "Starred" });
  await expect(star).toHaveAttribute("aria-pressed", "false");
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("group", { name: "Temperature" }).getByRole("button", { name: "Hot" }).click();
  await expect(page.getByRole("group", { name: "Temperature" }).getByRole("button", { name: "Hot" })).toHaveAttribute("aria-pressed", "true");

  // Notes: add one, then edit it.
  await expect(page.getByText("No notes yet")).toBeVisible();
  await page.getByLabel("New note").fill("Called about the spring programme.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note has been added successfully!")).toBeVisible();
  const notes = page.getByRole("list", { name: "Notes" });
  await expect(notes.getByText("Called about the spring programme.")).toBeVisible();
  await notes.getByRole("button", { name: "Edit note" }).click();
  await notes.getByRole("textbox", { name: "Note", exact: true }).fill("Called about the spring programme. Starts Monday.");
  await notes.getByRole("button", { name: "Save" }).click();
  await expect(notes.getByText("Called about the spring programme. Starts Monday.")).toBeVisible();
  await expectAccessible(page);

  // Tags: a name that is not a tag yet becomes one and is added.
  await page.getByRole("combobox", { name: "Add a tag" }).fill("Spring bootcamp");
  await page.getByRole("form", { name: "Tag this contact" }).getByRole("button", { name: "Add" }).click();
  await expect(page.getByText("Tag has been added successfully!")).toBeVisible();
  await expect(page.getByRole("list", { name: "Tags" }).getByText("Spring bootcamp")).toBeVisible();

  // Everything is still there after a reload.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Zelda Quinn-Hart" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Starred" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("list", { name: "Notes" }).getByText("Starts Monday.", { exact: false })).toBeVisible();

  await expect(page.getByRole("list", { name: "Tags" }).getByText("Spring bootcamp")).toBeVisible();
  await page.getByRole("button", { name: "Remove tag Spring bootcamp" }).click();
  await expect(page.getByText("No tags yet.", { exact: false })).toBeVisible();

  // Deleting the note asks first.
  await page.getByRole("button", { name: "Delete note" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No notes yet")).toBeVisible();
});

test("a contact that does not exist, or is another location's, shows the 404 page", async ({ page }) => {
  await login(page, "owner@demo.test");
  for (const path of ["/contact/999999/profile", "/contact/abc/profile", "/contact/75/profile"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  }
});

test("staff without the create and update permissions see the profile read-only", async ({ page }) => {
  await login(page, "staff@demo.test");
  await page.goto("/contacts");
  await expect(page.locator("tbody tr").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Add contact" })).toHaveCount(0);
  await page.goto("/contact/1/profile");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Edit/ })).toHaveCount(0);
  await expect(page.getByLabel("New note")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Starred" })).toBeDisabled();
});

test("editing one field of an imported contact leaves the others as stored", async ({ page }) => {
  // Seeded numbers (+1555…) are not valid numbers today; an edit of the name must still save.
  await login(page, "owner@demo.test");
  await page.goto("/contact/2/profile");
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const edit = page.getByRole("form", { name: "Edit contact" });
  await edit.getByLabel("First name").fill("Renamed");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Profile has been updated successfully!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: /^Renamed / })).toBeVisible();
});
