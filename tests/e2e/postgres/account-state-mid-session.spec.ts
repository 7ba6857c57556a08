import postgres from "postgres";
import { expect, test } from "@playwright/test";
import { login } from "../helpers";

// State changes made behind the session's back need the database: this folder runs only with
// DATABASE_URL set (PostgreSQL, SEED_DEMO=1; playwright.config.ts, .ci/run), where the test
// changes the account directly; the embedded database lives inside the server process.
// tests/integration/account-state-sync.test.ts covers the same flows through the proxy and
// the sync route in every mode.
test.describe("account state changes mid-session (PostgreSQL)", () => {
  const sql = () => postgres(process.env.DATABASE_URL!, { max: 1 });

  test("suspended mid-session: one step to Suspended, no loop; reactivated: back to Contacts", async ({ page }) => {
    const db = sql();
    try {
      await login(page, "staff@demo.test");
      await page.goto("/contacts");
      await expect(page).toHaveURL(/\/contacts$/);
      await db`update users set is_active = false, is_suspended = true where email = 'staff@demo.test'`;
      const res = await page.goto("/contacts");
      expect(res!.status()).toBe(200);
      await expect(page).toHaveURL(/\/account-suspended$/);
      await expect(page.getByRole("heading", { name: "Your account is suspended" })).toBeVisible();
      // Redirect chain of that navigation: /contacts -> sync -> /account-suspended.
      let hops = 0;
      for (let r = res!.request().redirectedFrom(); r; r = r.redirectedFrom()) hops++;
      expect(hops).toBeLessThanOrEqual(3);
      await db`update users set is_active = true, is_suspended = false where email = 'staff@demo.test'`;
      await page.reload();
      await expect(page).toHaveURL(/\/contacts$/);

      await db`update users set is_active = false, is_suspended = false where email = 'staff@demo.test'`;
      await page.goto("/contacts");
      await expect(page).toHaveURL(/\/payment-action-required$/);
      await db`update users set is_active = true where email = 'staff@demo.test'`;
      await page.reload();
      await expect(page).toHaveURL(/\/contacts$/);
    } finally {
      await db`update users set is_active = true, is_suspended = false where email = 'staff@demo.test'`;
      await db.end();
    }
  });
});
