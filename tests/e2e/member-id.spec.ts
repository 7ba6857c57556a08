import { expect, test } from "@playwright/test";
import { checkScreenAtBothWidths, expectAccessible, login } from "./helpers";

const XHR = { "X-Requested-With": "XMLHttpRequest" };

test("a coach designs the member ID card and sends it; the emailed link opens the card on a phone, and a new member ID retires it", async ({ page, browser }) => {
  await login(page, "owner@demo.test");
  const email = `member-${Date.now()}@example.com`;
  const saved = await page.request.post("/api/v3/contact/save", { headers: XHR, data: { first_name: "Mia", last_name: "Member", email } });
  expect(saved.ok()).toBeTruthy();
  const id = (await saved.json()).data.id as number;
  const memberId = `E2E-${Date.now() % 100000}`;
  expect((await page.request.patch(`/api/v3/contact/${id}/update-member-id`, { headers: XHR, data: { member_id: memberId } })).ok()).toBeTruthy();

  // Admin Settings > Members: the card's design with its live preview.
  await page.goto("/admin-settings?module=members");
  await expect(page.getByRole("heading", { name: "Member ID card" })).toBeVisible();
  const preview = page.getByRole("complementary", { name: "Card preview" });
  await page.getByLabel("Card title").fill("Peak Pass");
  await expect(preview.getByRole("heading", { name: "Peak Pass" })).toBeVisible();
  await page.getByLabel("Barcode (Code 128)").check();
  await expect(preview.getByRole("img", { name: /^Barcode of member ID/ })).toBeVisible();
  await page.getByRole("button", { name: "Save member ID card" }).click();
  await expect(page.getByText("Member ID settings have been saved successfully!")).toBeVisible();

  // Reward points on the same screen.
  await page.getByRole("textbox", { name: /^Points name/ }).fill("Stars");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Reward points name successfully updated")).toBeVisible();
  await checkScreenAtBothWidths(page, "Admin Settings Members");

  // The coach sends the card from the contact's profile.
  await page.goto(`/contact/${id}/profile`);
  await page.getByRole("button", { name: "Resend member ID" }).click();
  await expect(page.getByText("Member ID has been sent successfully!")).toBeVisible();
  const { text } = await (await page.request.get(`/api/v3/dev/outbox/latest?to=${encodeURIComponent(email)}`)).json();
  const link = /https?:\/\/[^/\s]+(\/member-id\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{22})/.exec(text)![1];

  // The member, on their phone, with no session of ours.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const tab = await phone.newPage();
  try {
    await tab.goto(link);
    await expect(tab.getByRole("heading", { name: "Peak Pass" })).toBeVisible();
    await expect(tab.getByText("Mia Member")).toBeVisible();
    await expect(tab.getByText(memberId, { exact: true })).toBeVisible();
    await expect(tab.getByRole("img", { name: `Barcode of member ID ${memberId}` })).toBeVisible();
    await expect(tab.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(tab);

    // A new member ID retires the old link.
    expect((await page.request.patch(`/api/v3/contact/${id}/update-member-id`, { headers: XHR, data: { member_id: `${memberId}-2` } })).ok()).toBeTruthy();
    const gone = await tab.goto(link);
    expect(gone?.status()).toBe(404);
  } finally {
    await phone.close();
  }
});
