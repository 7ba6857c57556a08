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
