import { expect, test } from "@playwright/test";
import { brandStyle } from "../../lib/white-label/colors";
import { expectAccessible, login } from "./helpers";

const XHR = { "X-Requested-With": "XMLHttpRequest" };

test("a landing token opens a new tab signed in on the user's landing screen", async ({ page, browser }) => {
  await login(page, "owner@demo.test");
  const made = await page.request.post("/api/v3/user/generate-landing-token", { headers: XHR });
  expect(made.ok()).toBeTruthy();
  const { token } = await made.json();

  // The funnel tool's tab: a browser with no session of ours.
  const fresh = await browser.newContext();
  const tab = await fresh.newPage();
  await tab.goto(`/user/${token}/landing`);
  await tab.waitForURL("**/contacts");
  await expect(tab.getByRole("heading", { level: 1 })).toBeVisible();
  // Single use: the same link again is the 404 page.
  const again = await fresh.newPage();
  await fresh.clearCookies();
  await again.goto(`/user/${token}/landing`);
  await again.waitForURL("**/404");
  await fresh.close();
});

test("Login shows no Google button without Google keys", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await expect(page.getByText("Sign in with Google")).toHaveCount(0);
  await page.goto("/create-account");
  await expect(page.getByText("Sign up with Google")).toHaveCount(0);
});

test("the portal set-password page wears the coach's white label", async ({ page, browser }) => {
  await login(page, "owner@demo.test");
  const wl = await page.request.patch("/api/v3/user/update-white-label", { headers: XHR, data: { enabled: true, name: "Peak Coaching", primary_color: "#0f766e" } });
  expect(wl.ok()).toBeTruthy();
  const email = `portal-${Date.now()}@example.com`;
  const saved = await page.request.post("/api/v3/contact/save", { headers: XHR, data: { first_name: "Polly", last_name: "Portal", email } });
  expect(saved.ok()).toBeTruthy();
  const id = (await saved.json()).data.id as number;
  expect((await page.request.patch("/api/v3/contact/portal-account-activate-suspend", { headers: XHR, data: { contact_ids: [id], active: true } })).ok()).toBeTruthy();
  expect((await page.request.post("/api/v3/contact/resend-login", { headers: XHR, data: { contact_ids: [id] } })).ok()).toBeTruthy();
  const { text } = await (await page.request.get(`/api/v3/dev/outbox/latest?to=${encodeURIComponent(email)}`)).json();
  const link = /https?:\/\/[^/\s]+(\/portal\/set-password\?token=[\w%-]+)/.exec(text)![1];

  // The client, on their own phone or laptop.
  const client = await browser.newContext();
  const tab = await client.newPage();
  try {
    for (const width of [1280, 375]) {
      await tab.setViewportSize({ width, height: 800 });
      await tab.goto(link);
      await expect(tab.getByRole("heading", { name: "Set your password" })).toBeVisible();
      await expect(tab.getByText("Peak Coaching")).toBeVisible();
      await expect(tab.getByText("CoachOS")).toHaveCount(0);
      await expect(tab).toHaveTitle("Set Your Password · Peak Coaching");
      // The brand colour is the page's primary (the Set password button paints with it).
      const strong = await tab.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--color-primary-strong").trim());
      expect(strong).toBe(brandStyle("#0f766e")!["--color-primary-strong"]);
      expect(await tab.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAccessible(tab);
      await tab.screenshot({ path: `test-results/portal-set-password-branded-${width}.png`, fullPage: true });
    }
  } finally {
    await client.close();
    await page.request.patch("/api/v3/user/update-white-label", { headers: XHR, data: { enabled: false } });
  }
});
