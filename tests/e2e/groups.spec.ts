import { expect, test } from "@playwright/test";
import { checkScreenAtBothWidths, expectAccessible, login } from "./helpers";

/**
 * Groups (doc 3) as a coach uses them: create a group with a first member, add more from the
 * contact list's bulk bar, see and remove members, rename and delete it. Each run makes its own
 * contacts and group names (specs share one seeded database).
 */
const XHR = { "X-Requested-With": "XMLHttpRequest" };

test("a coach builds a group, fills it from the contact list and manages its members", async ({ page }) => {
  await login(page, "owner@demo.test");
  const mark = `Cohort${Date.now()}`;
  for (const n of [1, 2, 3]) {
    const res = await page.request.post("/api/v3/contact/save", { headers: XHR, data: { first_name: "Grouped", last_name: `${mark}${n}`, email: `${mark.toLowerCase()}${n}@example.com` } });
    expect(res.status()).toBe(201);
  }

  // The inner sidebar lists Groups under Admin once the screen exists.
  await page.getByRole("navigation", { name: "Main" }).getByRole("list", { name: "Admin" }).getByRole("link", { name: "Groups" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Groups" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Groups" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("button", { name: "Create group" }).first().click();
  const create = page.getByRole("dialog", { name: "Create group" });
  await create.getByLabel("Name").fill(`Spring ${mark}`);
  await create.getByLabel("Description").fill("Eight weeks, Tuesdays and Thursdays");
  await create.getByLabel("Search contacts").fill(`${mark}1`);
  await create.getByRole("checkbox", { name: new RegExp(`Grouped ${mark}1`) }).check();
  await expectAccessible(page, "[role=dialog]");
  await create.getByRole("button", { name: "Create group" }).click();
  await expect(page.getByText("Group has been created successfully!")).toBeVisible();

  // The new group opens on its members.
  const members = page.getByRole("dialog", { name: `Spring ${mark}` });
  await expect(members.getByRole("list", { name: "Members" }).getByText(`Grouped ${mark}1`)).toBeVisible();
  await members.getByRole("button", { name: "Close" }).click();

  // A duplicate name is refused on the field.
  await page.getByRole("button", { name: "Create group" }).first().click();
  await create.getByLabel("Name").fill(`spring ${mark.toLowerCase()}`);
  await create.getByRole("button", { name: "Create group" }).click();
  await expect(create.getByText("The group name has already been taken.")).toBeVisible();
  await create.getByRole("button", { name: "Cancel" }).click();

  // The contact list's bulk bar adds the other two (and the first stays once).
  await page.goto(`/contacts?search=${mark}`);
  await page.getByRole("checkbox", { name: `Select Grouped ${mark}1` }).check();
  await page.getByRole("checkbox", { name: `Select Grouped ${mark}2` }).check();
  await page.getByRole("checkbox", { name: `Select Grouped ${mark}3` }).check();
  const bar = page.getByRole("region", { name: "Bulk actions" });
  await bar.getByRole("button", { name: "More actions" }).click();
  await page.getByRole("menuitem", { name: "Add to group" }).click();
  const add = page.getByRole("alertdialog", { name: "Add to group" });
  await add.getByLabel("Group").selectOption({ label: `Spring ${mark}` });
  await add.getByRole("button", { name: "Add" }).click();
  await expect(page.getByText("Contacts have been added to the group successfully!")).toBeVisible();

  await page.goto(`/groups?search=${mark}`);
  const table = page.getByRole("table", { name: "Groups" });
  await expect(table.getByRole("row", { name: new RegExp(`Spring ${mark}`) }).getByRole("cell", { name: "3", exact: true })).toBeVisible();
  await checkScreenAtBothWidths(page, "Groups");

  await table.getByRole("button", { name: new RegExp(`^Spring ${mark}`) }).click();
  await members.getByRole("button", { name: `Remove Grouped ${mark}2 from Spring ${mark}` }).click();
  await expect(page.getByText(`Grouped ${mark}2 has been removed from the group.`)).toBeVisible();
  await expect(members.getByText(`Grouped ${mark}2`)).toHaveCount(0);
  await expect(members.getByText("2 members")).toBeVisible();
  await members.getByRole("button", { name: "Close" }).click();

  await table.getByRole("button", { name: `Actions for Spring ${mark}` }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit group" });
  await edit.getByLabel("Name").fill(`Summer ${mark}`);
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Group has been updated successfully!")).toBeVisible();

  await table.getByRole("button", { name: `Actions for Summer ${mark}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Group has been deleted successfully!")).toBeVisible();
  await expect(page.getByText(`No groups match “${mark}”`)).toBeVisible();
});
