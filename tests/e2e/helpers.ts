import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const PASSWORD = "password123";

export async function login(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((u) => !["/login", "/"].includes(u.pathname));
}

/**
 * axe-core on the current screen: no serious or critical violations. With a modal menu or
 * dialog open, pass its selector: Radix hides the rest of the page from assistive tech
 * while it is open, which axe would otherwise flag on the (inert) background.
 */
export async function expectAccessible(page: Page, include?: string, exclude?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  // A sandboxed frame that may not run scripts (an email body) cannot host axe: leave it out.
  if (exclude) builder.exclude(exclude);
  const results = await builder.analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`),
  ).toEqual([]);
}

/**
 * The 2FA demo user's one-time recovery codes (lib/demo/seed.ts DEMO_RECOVERY_CODES), one per
 * flow. A TOTP time step is accepted once, so two flows entering a TOTP code within the same
 * 30 s would refuse each other by chance: only account-states.spec.ts enters a TOTP code, and
 * every other 2FA sign-in spends its own recovery code.
 */
export const RECOVERY_CODE = { noJavaScriptForm: "demo-rc01", signedInScreens: "demo-rc02" } as const;
