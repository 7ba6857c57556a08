import { expect, test } from "@playwright/test";
import { checkScreenAtBothWidths, login } from "./helpers";

// Specs share one seeded database: the domain added here is deleted before the test ends.
const run = Date.now().toString(36);
const domain = `studio-${run}.com`;

/** Publishes a record on the run's local DNS server (scripts/e2e.ts), as a coach would at their DNS host. */
async function publish(name: string, type: string, value: string) {
  const res = await fetch(process.env.E2E_DNS_CONTROL!, { method: "POST", body: JSON.stringify({ name, type, value }) });
  expect(res.status).toBe(204);
}

test("sending domain: add it, see the records, not verified yet, publish them, verify, add and activate a sender, delete", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "owner@demo.test");
  await page.goto("/admin-settings?module=email");
  await expect(page.getByRole("link", { name: "Email", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Sending domains", exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Add domain" }).click();
  const add = page.getByRole("dialog", { name: "Add sending domain" });
  await add.getByLabel("Domain").fill("localhost");
  await add.getByRole("button", { name: "Add domain" }).click();
  await expect(add.getByText("The domain must be a valid domain name, like example.com.")).toBeVisible();
  await add.getByLabel("Domain").fill("example.invalid");
  await add.getByRole("button", { name: "Add domain" }).click();
  await expect(add.getByText("The domain must be a valid domain name, like example.com.")).toBeVisible();
  await add.getByLabel("Domain").fill(domain);
  await add.getByRole("button", { name: "Add domain" }).click();

  const created = page.getByRole("dialog", { name: `Create the DNS records for ${domain}` });
  await expect(created.getByRole("list", { name: "DNS records" }).getByRole("listitem")).toHaveCount(4);
  const records: { name: string; type: string; value: string }[] = [];
  for (const kind of ["spf", "dkim", "dmarc", "return_path"]) {
    const name = await created.locator(`input[id$="-${kind}-host"]`).inputValue();
    const value = await created.locator(`input[id$="-${kind}-value"]`).inputValue();
    records.push({ name, type: kind === "return_path" ? "CNAME" : "TXT", value });
  }
  expect(records[0].value).toMatch(/^v=spf1 include:_spf\./);
  expect(records[1].value).toMatch(/^v=DKIM1; k=rsa; p=/);

  // Nothing published yet: every record fails, joined by commas, and the domain is not verified yet.
  await created.getByRole("button", { name: "Verify now" }).click();
  const shown = page.getByRole("dialog", { name: `DNS records for ${domain}`, exact: true });
  await expect(page.getByText(/SPF record not found on .*, DKIM record not found/).first()).toBeVisible();
  await expect(shown.getByText("Not found", { exact: true })).toHaveCount(4);
  await expect(shown.getByText("Not verified yet: fix the records marked below, then verify again.")).toBeVisible();

  for (const r of records) await publish(r.name, r.type, r.value);
  await shown.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Email domain has been verified successfully!").first()).toBeVisible();
  await expect(shown.getByText("Found", { exact: true })).toHaveCount(4);
  await page.keyboard.press("Escape");
  await expect(shown).toHaveCount(0);

  const row = page.getByRole("list", { name: "Sending domains" }).getByRole("listitem").filter({ hasText: domain });
  await expect(row.getByText("Verified")).toBeVisible();
  // Off the toasts: sonner holds them while the pointer rests on them.
  await page.mouse.move(5, 400);
  await checkScreenAtBothWidths(page, "admin-email-domains");

  // A sender on the domain, activated for this location.
  await row.getByRole("button", { name: "Senders" }).click();
  const senders = page.getByRole("dialog", { name: `Senders on ${domain}` });
  await senders.getByRole("button", { name: "Add sender" }).click();
  const sender = page.getByRole("dialog", { name: "Add sender" });
  await sender.getByLabel("From name").fill("Olivia at Downtown");
  await sender.getByLabel("From email").fill("olivia@elsewhere.com");
  await sender.getByRole("button", { name: "Save" }).click();
  await expect(sender.getByText("The from email must be an address on the domain.")).toBeVisible();
  await sender.getByLabel("From email").fill(`olivia@${domain}`);
  await sender.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Sender has been saved successfully!")).toBeVisible();
  await senders.getByRole("button", { name: "Activate" }).click();
  await expect(page.getByText("Sender has been activated successfully!")).toBeVisible();
  await expect(senders.getByText("Active", { exact: true })).toBeVisible();
  await senders.getByRole("button", { name: "Close" }).click();
  await expect(page.getByText(`"Olivia at Downtown" <olivia@${domain}>`)).toBeVisible();
  await expect(row.getByText("Active here")).toBeVisible();

  // Put the shared database back: the domain goes, the location returns to the platform sender.
  await row.getByRole("button", { name: `Delete ${domain}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Email domain has been verified successfully!").first()).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText("The platform's address", { exact: true })).toBeVisible();
});
