import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, login, PASSWORD, RECOVERY_CODE, submitLogin } from "./helpers";

/** Collects CSP violations the page reports (console and securitypolicyviolation events). */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content[- ]Security[- ]Policy/i.test(m.text())) violations.push(m.text());
  });
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(`Content-Security-Policy violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return violations;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Login is in the server HTML, shows errors and signs in", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await page.getByLabel("Email").fill("owner@demo.test");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("These credentials do not match our records.")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("owner@demo.test");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/contacts$/);
  });

  test("a deep link survives a sign-in without JavaScript", async ({ page }) => {
    await page.goto("/contacts?status=clients");
    await expect(page).toHaveURL(/\/login\?callbackUrl=/);
    await submitLogin(page, "owner@demo.test");
    await expect(page).toHaveURL(/\/contacts\?status=clients$/);
  });

  test("Forgot works as a plain form and offers one way back", async ({ page }) => {
    await page.goto("/forgot");
    await expect(page.getByRole("link", { name: "Back to login" })).toHaveCount(1);
    await page.getByLabel("Email").fill("nobody@demo.test");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("If an account exists for that email, we have sent a password reset link.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to login" })).toHaveCount(1);
  });

  test("two-factor verification works as a plain form", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill("twofa@demo.test");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/two-factor-authentication$/);
    await page.getByLabel("Authentication code").fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("The two-factor code is invalid. Please try again.")).toBeVisible();
    await page.getByLabel("Authentication code").fill(RECOVERY_CODE.noJavaScriptForm);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/contacts$/);
  });
});

test("an encoded-tab callbackUrl stays on this origin", async ({ page, baseURL }) => {
  await page.goto("/login?callbackUrl=/%09/evil.example");
  await page.getByLabel("Email").fill("owner@demo.test");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((u) => u.pathname !== "/login");
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  expect(page.url()).not.toContain("evil");
});

test("Login and Contacts answer with a nonce CSP and raise no CSP errors", async ({ page }) => {
  const violations = watchCsp(page);
  const res = await page.goto("/login");
  const csp = res!.headers()["content-security-policy"];
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res!.headers()["x-content-type-options"]).toBe("nosniff");
  expect(res!.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  // Hydrated under the CSP: the enhanced form answers in place.
  await page.getByLabel("Email").fill("owner@demo.test");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("These credentials do not match our records.")).toBeVisible();
  await login(page, "owner@demo.test");
  const contacts = await page.goto("/contacts");
  expect(contacts!.headers()["content-security-policy"]).toContain("connect-src 'self'");
  await expect(page.getByRole("heading", { name: "Contacts" }).first()).toBeVisible();
  await page.goto("/mailbox");
  await page.goto("/api-docs");
  await expect(page.getByRole("heading", { name: "API Reference" })).toBeVisible();
  expect(violations).toEqual([]);
});

test("the mailbox's sandboxed email preview renders under the CSP", async ({ page, request }) => {
  const violations = watchCsp(page);
  // An email in the mailbox: the reset link mail to the owner.
  await request.post("/api/v3/auth/forgot-password", { data: { email: "owner@demo.test" } });
  await login(page, "owner@demo.test");
  await page.goto("/mailbox");
  const first = page.getByRole("button", { name: /Reset your password/ }).first();
  if (await first.count()) await first.click();
  const frame = page.locator("iframe[srcdoc]").first();
  await expect(frame).toBeVisible();
  await expect(page.frameLocator("iframe[srcdoc]").first().locator("body")).toContainText(/reset/i);
  expect(violations).toEqual([]);
});

test("API answers carry the security headers; the credentials callback never answers 500", async ({ request }) => {
  const health = await request.get("/api/v3/health");
  expect(health.headers()["x-content-type-options"]).toBe("nosniff");
  expect(health.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  const cb = await request.get("/api/auth/callback/credentials", { maxRedirects: 0 });
  expect(cb.status()).toBe(303);
  expect(cb.headers()["location"]).toMatch(/\/login$/);
  expect(cb.headers()["x-content-type-options"]).toBe("nosniff");
});

test("a spent reset link shows the expired state, decided on the server", async ({ page, request }) => {
  await request.post("/api/v3/auth/forgot-password", { data: { email: "staff@demo.test" } });
  const { text } = await (await request.get("/api/v3/dev/outbox/latest?to=staff@demo.test")).json();
  const link = /https?:\/\/[^/]+(\/password\/[\w-]+\/reset)/.exec(text)![1];
  const token = link.split("/")[2];
  const spent = await request.post("/api/v3/auth/reset-password", {
    data: { token, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(spent.ok()).toBeTruthy();
  await page.goto(link);
  await expect(page.getByText("This password reset link is invalid or has expired.")).toBeVisible();
  await expect(page.getByLabel("New password")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Request a new link" })).toBeVisible();
  await expectAccessible(page);
  await page.goto("/password/not-a-real-token/reset");
  await expect(page.getByLabel("New password")).toHaveCount(0);
});

for (const width of [1280, 375]) {
  test(`auth screens look right at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const [path, name] of [["/login", "login"], ["/forgot", "forgot"], ["/password/expired-token/reset", "reset-expired"]] as const) {
      await page.goto(path);
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/auth-${name}-${width}.png`, fullPage: true });
    }
  });
}
