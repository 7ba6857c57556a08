import { expect, test, type Page } from "@playwright/test";
import { axe, expectScreenAccessible, settleAnimations, VIEWPORTS } from "./helpers";
import { screens, Sessions } from "./screens";

/**
 * axe-core over every screen that exists (the feature table), at 1280 and 375 px: no serious
 * or critical violation, and the page structure the issue asks of every screen (one h1, a
 * main landmark, content inside landmarks, headings in order). Screens whose iframe may not
 * run scripts (an email body) leave that frame out.
 */
let sessions: Sessions;
test.beforeAll(({ browser }) => {
  sessions = new Sessions(browser);
});

for (const screen of screens()) {
  test(`${screen.name} (${screen.path}) as ${screen.who}`, async () => {
    // One load at the first width, then the viewport changes: media queries and the layout hooks
    // that read them follow a resize as they do a load, and one page load is the costly part.
    const [first, ...others] = VIEWPORTS;
    const context = await sessions.context(screen.who, first);
    const page = await context.newPage();
    await page.goto(screen.path);
    await expect(page, `${screen.path} at ${first.width}px`).toHaveURL(new RegExp(`${screen.path.replace(/[?]/g, "\\?")}$`));
    await expectScreenAccessible(page, `${screen.path} at ${first.width}px`);
    for (const viewport of others) {
      await page.setViewportSize(viewport);
      await expectScreenAccessible(page, `${screen.path} at ${viewport.width}px`);
    }
    await context.close();
  });
}

/** Serious, critical, or anything focusable left under aria-hidden, on the whole page. */
async function overlayViolations(page: Page) {
  await settleAnimations(page);
  const results = await axe(page).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical" || v.id === "aria-hidden-focus")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}

test("with the account menu, the drawer or a dialog open, nothing focusable hides under aria-hidden", async () => {
  const context = await sessions.context("owner");
  const page = await context.newPage();
  await page.goto("/home");
  const trigger = page.getByRole("button", { name: /^Account menu for/ });
  await trigger.click();
  await expect(page.getByRole("menu")).toBeVisible();
  expect(await overlayViolations(page), "account menu").toEqual([]);
  await page.getByRole("menuitem", { name: "Account Set-Up" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await overlayViolations(page), "skip-trial dialog").toEqual([]);
  await page.keyboard.press("Escape");
  await expect(trigger).toBeFocused();

  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole("button", { name: "Open navigation" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await overlayViolations(page), "navigation drawer").toEqual([]);
  await context.close();
});
