import { expect, test } from "@playwright/test";
import { expectAccessible, login } from "./helpers";

test("a coach creates, renames and deletes a tag on the Tags screen", async ({ page }) => {
  await login(page, "owner@demo.test");
  await page.goto("/tags");
  await expect(page.getByRole("heading", { level: 1, name: "Tags" })).toBeVisible();
  // ID tags start empty (other specs may have made system tags).
  await page.getByRole("tab", { name: /^ID Tags/ }).click();
  await expect(page.getByText("No ID tags yet")).toBeVisible();

  await page.getByRole("button", { name: "Create tag" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create tag" });
  await dialog.getByLabel("Name").fill("Member 7");
  await dialog.getByLabel("Type").selectOption({ label: "ID Tags" });
  await dialog.getByRole("button", { name: "Create tag" }).click();
  await expect(page.getByText("Tag has been created successfully!")).toBeVisible();

  const table = page.getByRole("table", { name: "ID Tags" });
  await expect(table.getByText("Member 7")).toBeVisible();
  await expectAccessible(page);

  // A name already used (any case) is refused on the field.
  await page.getByRole("button", { name: "Create tag" }).first().click();
  await dialog.getByLabel("Name").fill("member 7");
  await dialog.getByRole("button", { name: "Create tag" }).click();
  await expect(dialog.getByText("The name has already been taken.")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await table.getByRole("button", { name: "Edit Member 7" }).click();
  const edit = page.getByRole("dialog", { name: "Edit tag" });
  await edit.getByLabel("Name").fill("Member 8");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Tag has been updated successfully!")).toBeVisible();
  await expect(table.getByText("Member 8")).toBeVisible();

  await table.getByRole("button", { name: "Delete Member 8" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Tag has been deleted successfully!")).toBeVisible();
  await expect(page.getByText("No ID tags yet")).toBeVisible();
});
