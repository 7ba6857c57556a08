import { expect, test } from "@playwright/test";
import { checkScreenAtBothWidths, login } from "./helpers";

// One coach's flow through pages, in order: create, style and write a page, send it, hide it on the profile.
test.describe.configure({ mode: "serial" });

const XHR = { "X-Requested-With": "XMLHttpRequest" };
const stamp = Date.now().toString(36);
const title = `Welcome ${stamp}`;

test("create a page with headline settings and body, send it to a contact, hide it on the profile", async ({ page }) => {
  // Editor, send, the contact's view and the profile, axe at two widths: it reached 45 s on 2 cores.
  test.slow();
  await login(page, "owner@demo.test");
  await page.goto("/pages");
  await expect(page.getByRole("heading", { name: "Pages", level: 1 })).toBeVisible();
  await checkScreenAtBothWidths(page, "pages dashboard");

  // Create: a title, then the editor.
  await page.getByRole("button", { name: "New page" }).first().click();
  const create = page.getByRole("dialog", { name: "New page" });
  await create.getByLabel("Title").fill(title);
  await create.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/page\/\d+\/edit$/);
  const pageId = Number(/\/page\/(\d+)\/edit/.exec(page.url())![1]);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();

  // Headline settings: the defaults are Inter 50/600; change them and watch the preview follow.
  const preview = page.getByTestId("page-preview");
  const headline = preview.getByRole("heading", { level: 2 });
  await expect(headline).toHaveCSS("font-size", "50px");
  await expect(headline).toHaveCSS("font-weight", "600");
  await page.getByLabel("Headline", { exact: true }).fill("Start strong");
  const style = page.getByRole("group", { name: "Headline style", exact: true });
  await style.getByLabel("Font").selectOption("Poppins");
  await style.getByLabel("Weight").selectOption("800");
  await style.getByLabel("Size (px)").fill("64");
  await style.getByRole("switch", { name: "Text shadow" }).click();
  await style.getByLabel("Shadow X (px)").fill("3");
  await expect(headline).toHaveText("Start strong");
  await expect(headline).toHaveCSS("font-size", "64px");
  await expect(headline).toHaveCSS("font-weight", "800");
  await expect(headline).toHaveCSS("text-shadow", /3px 2px 4px/);
  await page.getByLabel("Subheadline", { exact: true }).fill("Your first week");
  await expect(preview.getByText("Your first week")).toHaveCSS("font-size", "25px");

  const body = page.getByRole("textbox", { name: "Body" });
  await body.click();
  await body.pressSequentially("Drink water and walk every day.");
  await page.getByRole("button", { name: "Save page" }).click();
  await expect(page.getByText("Page has been updated successfully!")).toBeVisible();
  await expect(page.getByText("All changes saved")).toBeVisible();
  // The saved body as the server renders it for clients.
  await expect(page.getByTestId("page-preview-body")).toContainText("Drink water and walk every day.");

  // Saved: a reload shows the same.
  await page.reload();
  await expect(page.getByTestId("page-preview").getByRole("heading", { level: 2 })).toHaveCSS("font-size", "64px");
  await expect(page.getByRole("textbox", { name: "Body" })).toContainText("Drink water and walk every day.");
  await checkScreenAtBothWidths(page, "page editor");

  // Send it from the dashboard to a contact picked by searching.
  await page.goto("/pages");
  const card = page.getByRole("article").filter({ hasText: title });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: `Actions for ${title}` }).click();
  await page.getByRole("menuitem", { name: "Send to contacts" }).click();
  const send = page.getByRole("dialog", { name: "Send page" });
  const results = send.getByRole("list", { name: "Matching contacts" });
  await expect(results.getByRole("listitem").first()).toBeVisible();
  await results.getByRole("listitem").first().getByRole("checkbox").check();
  await send.getByRole("button", { name: "Send" }).click();
  await expect(send).toBeHidden();
  await expect(page.getByText("Page has been sent successfully!")).toBeVisible();
  await expect(card).toContainText("1 member");

  // The contact's profile lists it; hide it from their portal.
  const members = await page.request.get(`/api/v3/page/${pageId}/assigned-members`, { headers: XHR });
  const contactId = (await members.json()).data[0].id as number;
  await page.goto(`/contact/${contactId}/profile`);
  const section = page.getByRole("list", { name: "Sent pages" });
  const item = section.getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText("In portal");
  await item.getByRole("button", { name: `Hide ${title} from the portal` }).click();
  await expect(page.getByText("Page is now hidden from the client portal.")).toBeVisible();
  await expect(item).toContainText("Hidden");
  await expect(item.getByRole("button", { name: `Show ${title} in the portal` })).toBeVisible();
});
