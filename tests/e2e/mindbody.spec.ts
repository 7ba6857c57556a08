import { expect, test } from "@playwright/test";
import { MSG } from "../../lib/integrations/mindbody/constants";
import { checkScreenAtBothWidths, login } from "./helpers";
import { E2E_MINDBODY } from "./mindbody-site";

/**
 * Mindbody, as a coach connects it: scripts/e2e.ts serves a local peer of the Mindbody v6 API
 * (MINDBODY_BASE_URL) holding the e2e site. Specs share one seeded database: the synced contacts
 * are deleted and the site disconnected before the test ends.
 */


test("connect a Mindbody site, sync its clients into contacts, disconnect", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "owner@demo.test");
  await page.goto("/admin-settings?module=organization&tab=integrations");
  const card = page.getByRole("region", { name: "Mindbody" });
  await expect(card.getByText("Not connected")).toBeVisible();

  await card.getByRole("button", { name: "Connect Mindbody" }).click();
  const dialog = page.getByRole("dialog", { name: "Connect Mindbody" });
  await dialog.getByLabel("Site id").fill(E2E_MINDBODY.siteId);
  await dialog.getByLabel("Staff username").fill(E2E_MINDBODY.username);
  await dialog.getByLabel("Staff password").fill("not the password");
  await dialog.getByRole("button", { name: "Connect" }).click();
  await expect(dialog.getByText(MSG.badCredentials)).toBeVisible();
  await dialog.getByLabel("Staff password").fill(E2E_MINDBODY.password);
  await dialog.getByRole("button", { name: "Connect" }).click();
  await expect(page.getByText(MSG.connected)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText("Connected", { exact: true })).toBeVisible();

  await card.getByRole("button", { name: "Sync clients now" }).click();
  await expect(card.getByText(/Last synced .*: 3 clients read\. 3 added, 0 updated, 0 unchanged, 0 skipped\./)).toBeVisible({ timeout: 30_000 });
  await checkScreenAtBothWidths(page, "admin-integrations-mindbody");

  await page.goto("/contacts?search=Mbsync");
  for (const c of E2E_MINDBODY.clients) await expect(page.getByRole("checkbox", { name: `Select ${c.FirstName} ${c.LastName}` })).toBeVisible();
  for (const c of E2E_MINDBODY.clients) await page.getByRole("checkbox", { name: `Select ${c.FirstName} ${c.LastName}` }).check();
  const bar = page.getByRole("region", { name: "Bulk actions" });
  await bar.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog", { name: "Are you sure?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(/No contacts match/)).toBeVisible();

  await page.goto("/admin-settings?module=organization&tab=integrations");
  await card.getByRole("button", { name: "Disconnect" }).click();
  await page.getByRole("alertdialog", { name: "Disconnect Mindbody?" }).getByRole("button", { name: "Disconnect" }).click();
  await expect(page.getByText(MSG.disconnected)).toBeVisible();
  await expect(card.getByText("Not connected")).toBeVisible();
});
