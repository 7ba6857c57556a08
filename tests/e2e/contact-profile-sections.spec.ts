import { expect, test } from "@playwright/test";
import { expectAccessible, login } from "./helpers";

// A 4x4 PNG (the server re-encodes every image it stores).
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWMwTpsJRwzEcQDrIxMhLoLCbgAAAABJRU5ErkJggg==",
  "base64",
);

test("a coach adds a contact, edits it on the profile, tags it, rewards it, texts it and uploads its photo", async ({ page }) => {
  test.slow(); // one long flow across every section: on a shared 2-core machine it outlasts the default 45 s
  // Own rows only (specs share one database): a contact with a unique email.
  const stamp = Date.now().toString(36);
  await login(page, "owner@demo.test");
  await page.getByRole("button", { name: "Add contact" }).click();
  const dialog = page.getByRole("dialog", { name: "Add contact" });
  await dialog.getByLabel("First name").fill("Rhea");
  await dialog.getByLabel("Last name").fill(`Reward${stamp}`);
  await dialog.getByLabel("Email").fill(`rhea.${stamp}@example.com`);
  await dialog.getByLabel("Phone").fill("+1 415 555 2671");
  await dialog.getByRole("button", { name: "Add contact" }).click();
  await expect(dialog).toBeHidden();
  const created = await page.request.get(`/api/v3/contact/list?search=${stamp}`);
  const id = (await created.json()).data[0].id as number;
  await page.goto(`/contact/${id}/profile`);
  const name = `Rhea Reward${stamp}`;
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // Edit on the profile: member ID and birthday go to their own calls.
  await page.getByRole("button", { name: "Edit member ID and birthday" }).click();
  const member = page.getByRole("form", { name: "Edit member ID and birthday" });
  await member.getByLabel("Member ID", { exact: true }).fill(`M-${stamp}`);
  await member.getByLabel("Birthday").fill("1992-03-14");
  await member.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Profile has been updated successfully!")).toBeVisible();
  await expect(page.getByText(`M-${stamp}`)).toBeVisible();
  await expect(page.getByText("Mar 14, 1992")).toBeVisible();

  // Tag it.
  await page.getByRole("combobox", { name: "Add a tag" }).fill(`Profile ${stamp}`);
  await page.getByRole("form", { name: "Tag this contact" }).getByRole("button", { name: "Add" }).click();
  await expect(page.getByRole("list", { name: "Tags" }).getByText(`Profile ${stamp}`)).toBeVisible();

  // A reward: the balance shows in the location's points name; redeeming more than the balance is refused on the field.
  const rewards = page.getByRole("form", { name: "Send a reward" });
  await rewards.getByLabel("Reward for").fill("Ten classes in a month");
  await rewards.getByLabel("Points").fill("50");
  await rewards.getByRole("button", { name: "Send reward" }).click();
  await expect(page.getByText("Reward has been sent successfully!")).toBeVisible();
  await expect(page.getByRole("list", { name: "Reward entries" }).getByText("Ten classes in a month")).toBeVisible();
  const redeem = page.getByRole("form", { name: "Redeem points" });
  await redeem.getByLabel("Redeem points").fill("80");
  await redeem.getByRole("button", { name: "Redeem" }).click();
  await expect(redeem.getByText("The contact does not have enough points.")).toBeVisible();
  await redeem.getByLabel("Redeem points").fill("20");
  await redeem.getByRole("button", { name: "Redeem" }).click();
  await expect(page.getByText("Reward points have been redeemed successfully!")).toBeVisible();
  await expect(page.getByText("30 Points · 50 earned")).toBeVisible();
  await expectAccessible(page);

  // Send an SMS: queued, and in the location's SMS log (the outbox in embedded mode).
  await page.getByRole("button", { name: "Send SMS" }).click();
  const sms = page.getByRole("dialog", { name: "Send SMS" });
  await expectAccessible(page, "[role=dialog]");
  await sms.getByLabel("Message").fill(`Class moved to 6pm ${stamp}`);
  await sms.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("SMS has been queued.")).toBeVisible();
  await expect(sms).toBeHidden();

  // SMS delivery off: the next send is refused with the server's message.
  await page.getByRole("switch", { name: "SMS delivery" }).click();
  await expect(page.getByRole("switch", { name: "SMS delivery" })).toHaveAttribute("aria-checked", "false");
  await page.getByRole("button", { name: "Send SMS" }).click();
  await sms.getByLabel("Message").fill("Are you coming?");
  await sms.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("This contact has SMS delivery switched off.")).toBeVisible();
  await sms.getByRole("button", { name: "Cancel" }).click();

  // Upload a photo: stored by the platform's file storage, then shown as the avatar.
  await page.getByLabel("Photo file").setInputFiles({ name: "rhea.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("Photo has been updated successfully!")).toBeVisible();
  await expect(page.locator("main header img")).toHaveAttribute("src", /\/api\/files\//);

  // Everything is still there after a reload, and the SMS is in the log.
  await page.reload();
  await expect(page.getByText(`M-${stamp}`)).toBeVisible();
  await expect(page.getByRole("list", { name: "Reward entries" }).getByText("Ten classes in a month")).toBeVisible();
  await expect(page.getByRole("switch", { name: "SMS delivery" })).toHaveAttribute("aria-checked", "false");
  await page.goto("/mailbox/sms");
  await expect(page.getByText(`Class moved to 6pm ${stamp}`).first()).toBeVisible();
});

test("a view-only staff member sees the profile's sections without their forms", async ({ page }) => {
  await login(page, "staff@demo.test");
  await page.goto("/contact/1/profile");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Stats" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Send a reward" })).toHaveCount(0);
  await expect(page.getByRole("switch", { name: "SMS delivery" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Upload photo" })).toHaveCount(0);
});
