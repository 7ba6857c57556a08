import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

export const PASSWORD = "password123";

/** Fills and sends the sign-in form already on screen. */
export async function submitLogin(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * Signs `email` in and lands where the Login screen would send them (the landing screen, 2FA,
 * activation). The same calls the screen makes, from the test's side: POST /api/v3/auth/login
 * for a token of this test's own, next-auth's credentials callback for the session cookie (the
 * page's context shares the request's cookies), then /login, which sends a signed-in session on.
 * Without the Login screen's load, hydration and typing: that costs about a second a test, and
 * the screen itself is tested where it is the subject (submitLogin, auth-screens.spec.ts).
 * Each call makes its own token, so a test that signs out or changes its session never touches
 * another test's.
 */
export async function login(page: Page, email: string) {
  const signIn = await page.request.post("/api/v3/auth/login", {
    headers: { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" },
    data: { email, password: PASSWORD },
  });
  expect(signIn.status(), `sign-in of ${email}`).toBe(200);
  const { access_token } = (await signIn.json()) as { access_token: string };
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const session = await page.request.post("/api/auth/callback/credentials", {
    headers: { "X-Auth-Return-Redirect": "1" },
    form: { csrfToken, access_token, json: "true" },
  });
  const { url } = (await session.json()) as { url?: string };
  expect(session.ok() && !!url && !new URL(url).searchParams.has("error"), `session of ${email}`).toBe(true);
  await page.goto("/login");
  await page.waitForURL((u) => !["/login", "/"].includes(u.pathname));
}

/**
 * axe-core on the current screen: no serious or critical violations. With a modal menu or
 * dialog open, pass its selector: Radix hides the rest of the page from assistive tech
 * while it is open, which axe would otherwise flag on the (inert) background.
 */
export async function expectAccessible(page: Page, include?: string, exclude?: string) {
  await settleAnimations(page);
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

const STRUCTURE = ["label-content-name-mismatch", "page-has-heading-one", "landmark-one-main", "region", "heading-order", "landmark-unique", "aria-hidden-focus"];
export const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];

/** axe keeps this rule behind its "experimental" flag; the issue found it on every app screen. */
export const axe = (page: Page) =>
  new AxeBuilder({ page }).options({ rules: { "label-content-name-mismatch": { enabled: true } } });

/**
 * The check every screen passes (axe-screens.spec.ts): no serious or critical violation, the
 * structure rules above, and one h1. Email bodies in sandboxed frames cannot host axe.
 */
export async function expectScreenAccessible(page: Page, label: string) {
  await page.locator("h1").first().waitFor({ timeout: 10_000 });
  await settleAnimations(page);
  const results = await axe(page).exclude("iframe[sandbox]").analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical" || STRUCTURE.includes(v.id));
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`),
    label,
  ).toEqual([]);
  await expect(page.locator("h1"), `${label}: one h1`).toHaveCount(1);
}

/**
 * Waits for the page's running transitions to end (a drawer sliding in, a menu fading in):
 * mid-animation colours are half-transparent, and axe's contrast check would read them by
 * chance. Endless animations (spinners, skeleton pulses) are not waited for.
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * A screen checked as a user sees it at both widths: axe (expectScreenAccessible) at 1280 and
 * 375 px, and nothing wider than 375 px. The step's toast is let go first: it sits over the
 * screen and is no part of it. SHOTS_DIR=/some/folder keeps a full-page picture of each width.
 */
export async function checkScreenAtBothWidths(page: Page, label: string) {
  const shot = (w: number) =>
    process.env.SHOTS_DIR ? page.screenshot({ path: `${process.env.SHOTS_DIR}/${label.replace(/\W+/g, "-")}-${w}.png`, fullPage: true }) : null;
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await expectScreenAccessible(page, `${label} at 1280px`);
  await shot(1280);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectScreenAccessible(page, `${label} at 375px`);
  await shot(375);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  // On failure the message names the widest elements past the edge: where to look first.
  const past = width > 375 ? await overflowingElements(page, 375) : [];
  expect(width, `${label}: no sideways scroll ${past.join("; ")}`).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The outermost elements whose right edge passes `edge` px, as tag.class (at most five). */
async function overflowingElements(page: Page, edge: number): Promise<string[]> {
  return page.evaluate((edge) => {
    const out: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll("*"))) {
      if (el.getBoundingClientRect().right <= edge + 1) continue;
      if (el.parentElement && el.parentElement.getBoundingClientRect().right > edge + 1) continue;
      out.push(`${el.tagName.toLowerCase()}.${String(el.getAttribute("class") ?? "").split(/\s+/).slice(0, 6).join(".")} (${Math.round(el.getBoundingClientRect().right)} px)`);
      if (out.length === 5) break;
    }
    return out;
  }, edge);
}

/**
 * Picks files through the Files screen's upload input once React owns it: set on the server-rendered
 * input before hydration, the files would be dropped without an upload.
 */
export async function pickLibraryFiles(page: Page, files: Parameters<Locator["setInputFiles"]>[0]) {
  const input = page.getByTestId("file-upload-input");
  await expect(input).toHaveAttribute("data-hydrated", "true");
  await input.setInputFiles(files);
}

/**
 * The portal's tab bar: with more than five tabs it shows four and "More", a menu of the rest
 * (components/portal/portal-app.tsx). Opens the tab named `name` from wherever it is.
 */
export async function openPortalTab(page: Page, name: string) {
  const bar = page.getByRole("navigation", { name: "Portal" });
  const direct = bar.getByRole("link", { name, exact: true });
  if (await direct.count()) return direct.click();
  await bar.getByRole("button", { name: "More" }).click();
  await page.getByRole("menuitem", { name, exact: true }).click();
}

/** Every tab the client can open, the bar's and those under "More", in order. */
export async function portalTabNames(page: Page): Promise<string[]> {
  const bar = page.getByRole("navigation", { name: "Portal" });
  const names = (await bar.getByRole("link").allInnerTexts()).map((t) => t.trim());
  const more = bar.getByRole("button", { name: "More" });
  if (!(await more.count())) return names;
  await more.click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  names.push(...(await menu.getByRole("menuitem").allInnerTexts()).map((t) => t.trim()));
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  return names;
}
