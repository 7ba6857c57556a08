import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { checkScreenAtBothWidths, login } from "./helpers";

const json = { Accept: "application/json", "X-Requested-With": "XMLHttpRequest" };
const unescape = (href: string) => href.replace(/&amp;/g, "&");

async function apiJson(page: Page, method: "get" | "post" | "patch", url: string, data?: unknown) {
  const res = await page.request[method](url, { headers: json, ...(data === undefined ? {} : { data }) });
  expect(res.ok(), `${method} ${url}: ${res.status()}`).toBe(true);
  return res.json();
}

test("the contact profile shows one Emails section with each email's clicks and unsubscribe, and the broadcasts the contact was sent", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "owner@demo.test");
  const stamp = Date.now().toString(36);

  // A contact of our own, tagged, sent a broadcast with a link (through the API, as the screens would).
  const contactId = (await apiJson(page, "post", "/api/v3/contact/save", { first_name: "Sections", last_name: stamp, email: `sections-${stamp}@example.com` })).data.id as number;
  const tag = await apiJson(page, "post", "/api/v3/tag/create", { name: `Sections ${stamp}`, tag_type: 1 });
  await apiJson(page, "patch", "/api/v3/tag/add-contact", { tag_ids: [tag.data?.id ?? tag.id], contact_ids: [contactId] });
  const name = `Open day ${stamp}`;
  const draft = await apiJson(page, "post", "/api/v3/broadcast/save", {
    name, channel: "email", subject: `Open day ${stamp}`, body: '<p>Come along: <a href="https://example.com/open-day">the plan</a></p>',
    group_ids: [], tag_ids: [tag.data?.id ?? tag.id], statuses: [], exclude_tag_ids: [],
  });
  const broadcastId = (draft.data?.id ?? draft.id) as number;
  await apiJson(page, "post", `/api/v3/broadcast/${broadcastId}/send-broadcast`, {});

  // Delivery is a job: wait until the contact's email has left (sent, or captured without a relay); its links are then in the stored HTML.
  let messageId = 0;
  await expect(async () => {
    const logs = await apiJson(page, "get", `/api/v3/contact/${contactId}/email-logs`);
    expect(["sent", "captured"]).toContain(logs.data[0]?.status);
    messageId = logs.data[0].id;
  }).toPass({ timeout: 60_000 });
  const html = (await apiJson(page, "get", `/api/v3/mailbox/messages/${messageId}`)).data.html as string;
  const click = html.match(/\/api\/v3\/email-log\/click\/[^"']+/)?.[0];
  const unsubscribe = html.match(/\/unsubscribe\/([^"'/?]+)/)?.[1];
  expect(click, "a tracked link").toBeTruthy();
  expect(unsubscribe, "an unsubscribe link").toBeTruthy();
  // The contact clicks the link, then unsubscribes.
  expect((await page.request.get(unescape(click!), { maxRedirects: 0 })).status()).toBe(302);
  expect((await page.request.post(`/api/v3/email-log/unsubscribe/${unsubscribe}`, { headers: json })).ok()).toBe(true);

  await page.goto(`/contact/${contactId}/profile`);
  await expect(page.getByRole("heading", { level: 2, name: "Emails", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Email activity" })).toHaveCount(0);
  const sent = page.getByRole("list", { name: "Emails sent" }).getByRole("listitem").filter({ hasText: `Open day ${stamp}` }).first();
  const outcomes = sent.getByRole("group", { name: "What happened" });
  await expect(outcomes.getByText("Clicked ×1")).toBeVisible();
  await expect(outcomes.getByText("Unsubscribed", { exact: true })).toBeVisible();
  await sent.getByText(/^Activity \(/).click();
  await expect(sent.getByRole("list", { name: `Activity of Open day ${stamp}` }).getByText("https://example.com/open-day")).toBeVisible();

  // The Broadcasts section: this broadcast, linked to its page.
  await expect(page.getByRole("heading", { level: 2, name: "Broadcasts", exact: true })).toBeVisible();
  const row = page.getByRole("list", { name: "Broadcasts sent" }).getByRole("listitem").filter({ hasText: name });
  await expect(row.getByRole("link", { name })).toHaveAttribute("href", `/broadcasts/${broadcastId}`);
  await expect(row.getByRole("group", { name: "What happened" })).toHaveText(/Clicked ×1.*Unsubscribed/);
  await checkScreenAtBothWidths(page, "Contact profile email sections");
});

test("a coach edits the recovery page in Admin Settings > Email and the public page shows it", async ({ page }) => {
  test.setTimeout(120_000);
  // Other Studio's page: the unsubscribe flow (email-logs.spec.ts) uses Downtown's defaults.
  await login(page, "other@demo.test");
  const stamp = Date.now().toString(36);
  await page.goto("/admin-settings?module=email");
  const form = page.getByRole("form", { name: "Recovery page" });
  await expect(form).toBeVisible();
  await form.getByRole("textbox", { name: /^Headline/ }).fill(`Sorry to see you go ${stamp}`);
  await form.getByRole("textbox", { name: /^Text/ }).fill(`No more emails from us. Changed your mind ${stamp}? Join again below.`);
  await form.getByRole("textbox", { name: /^Button label/ }).fill("Join again");
  // The logo comes from the image library's picker (a GIF, kept as it is).
  await form.getByRole("button", { name: "Add logo" }).click();
  const picker = page.getByRole("dialog", { name: "Choose an image" });
  await expect(picker.getByRole("button", { name: "Choose an image" })).toBeEnabled();
  const gif = await sharp({ create: { width: 360, height: 120, channels: 3, background: "#2f7eed" } }).gif().toBuffer();
  await picker.getByTestId("image-upload-input").setInputFiles({ name: `recovery-logo-${stamp}.gif`, mimeType: "image/gif", buffer: gif });
  await page.getByRole("alertdialog").getByRole("button", { name: "No" }).click();
  await expect(picker).toBeHidden();
  const logo = form.getByRole("img", { name: "Recovery page logo" });
  await expect(logo).toBeVisible();
  const logoSrc = await logo.getAttribute("src");
  await form.getByRole("button", { name: "Save recovery page" }).click();
  await expect(page.getByText("Recovery page has been saved successfully!").first()).toBeVisible();
  await checkScreenAtBothWidths(page, "Admin Settings Email recovery page");

  // An empty headline is refused on its field.
  await form.getByRole("textbox", { name: /^Headline/ }).fill(" ");
  await form.getByRole("button", { name: "Save recovery page" }).click();
  await expect(form.getByText("The headline field is required.")).toBeVisible();

  const href = await page.getByRole("link", { name: /Preview page/ }).getAttribute("href");
  // The public link carries the location's public id (a uuid), never its sequential id.
  expect(href).toMatch(/^\/resubscribes\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  await page.goto(href!);
  await expect(page.getByRole("heading", { name: `Sorry to see you go ${stamp}` })).toBeVisible();
  await expect(page.getByText(`No more emails from us. Changed your mind ${stamp}? Join again below.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Join again" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Other Studio logo" })).toHaveAttribute("src", logoSrc!);
  await checkScreenAtBothWidths(page, "Recovery page as saved");
});
