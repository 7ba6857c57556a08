import { expect, test } from "@playwright/test";
import sharp from "sharp";
import yazl from "yazl";
import { checkScreenAtBothWidths, login } from "./helpers";

/** A design-tool export: two page images, numbered so natural order matters. */
async function designZip(): Promise<Buffer> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#2563eb" } }).png().toBuffer();
  const zip = new yazl.ZipFile();
  zip.addBuffer(png, "page-10.png");
  zip.addBuffer(png, "page-2.png");
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

// One coach's flow: a playbook with a step, a tab, a download, a button and an FAQ entry,
// pinned, sent to a contact and seen on that contact's profile.
test("a coach builds a playbook, pins it, sends it and sees it on the contact's profile", async ({ page }) => {
  test.slow(); // a long flow across the dashboard, the editor and the profile on a shared machine
  const stamp = Date.now().toString(36);
  const title = `Kickstart ${stamp}`;
  await login(page, "owner@demo.test");

  // A contact of our own (specs share one database).
  await page.getByRole("button", { name: "Add contact" }).click();
  const add = page.getByRole("dialog", { name: "Add contact" });
  await add.getByLabel("First name").fill("Paula");
  await add.getByLabel("Last name").fill(`Play${stamp}`);
  await add.getByLabel("Email").fill(`paula.${stamp}@example.com`);
  await add.getByRole("button", { name: "Add contact" }).click();
  await expect(add).toBeHidden();

  // Dashboard: create, then pin from the card's menu.
  await page.goto("/playbooks");
  await expect(page.getByRole("heading", { name: "Playbooks", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "New playbook" }).first().click();
  const create = page.getByRole("dialog", { name: "New playbook" });
  await create.getByLabel("Title").fill(title);
  await create.getByRole("button", { name: "Create" }).click();
  await expect(create).toBeHidden();
  const card = page.getByRole("article").filter({ hasText: title });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: `Actions for ${title}` }).click();
  await page.getByRole("menuitem", { name: "Pin" }).click();
  await expect(card.getByText("Pinned")).toBeVisible();
  await checkScreenAtBothWidths(page, "Playbook dashboard");

  // Editor: a step with a tab and a download.
  await card.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Add step" }).first().click();
  const stepDialog = page.getByRole("dialog", { name: "Add step" });
  await stepDialog.getByLabel("Step title").fill("Week 1");
  await stepDialog.getByRole("button", { name: "Add" }).click();
  await expect(stepDialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Week 1", level: 2 })).toBeVisible();

  await page.getByRole("button", { name: "Add tab" }).click();
  const tabDialog = page.getByRole("dialog", { name: "Add tab" });
  await tabDialog.getByLabel("Tab title").fill("Lesson");
  await tabDialog.locator('[contenteditable="true"]').fill("Eat protein at every meal.");
  await tabDialog.getByRole("button", { name: "Save" }).click();
  await expect(tabDialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Edit Lesson" })).toBeVisible();

  await page.getByLabel("Upload a download").setInputFiles({ name: "shopping-list.txt", mimeType: "text/plain", buffer: Buffer.from("eggs\nspinach\n") });
  await expect(page.getByRole("list", { name: "Downloads" })).toContainText("shopping-list.txt");

  // A custom button and an FAQ entry.
  await page.getByRole("tab", { name: "Buttons" }).click();
  await page.getByRole("button", { name: "Add button" }).click();
  const buttonDialog = page.getByRole("dialog", { name: "Add button" });
  await buttonDialog.getByLabel("Label").fill("Book a call");
  await buttonDialog.getByLabel("Link").fill("https://example.com/book");
  await buttonDialog.getByRole("button", { name: "Save" }).click();
  await expect(buttonDialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Edit Book a call" })).toBeVisible();

  await page.getByRole("tab", { name: "FAQ" }).click();
  await page.getByRole("button", { name: "Add question" }).click();
  const faqDialog = page.getByRole("dialog", { name: "Add FAQ entry" });
  await faqDialog.getByLabel("Question").fill("How often do I train?");
  await faqDialog.locator('[contenteditable="true"]').fill("Three times a week.");
  await faqDialog.getByRole("button", { name: "Save" }).click();
  await expect(faqDialog).toBeHidden();
  await expect(page.getByRole("list", { name: "FAQ" })).toContainText("How often do I train?");

  // A design zip built into a step per page, in natural order.
  await page.getByRole("tab", { name: "Steps" }).click();
  await page.getByRole("button", { name: "Import design" }).click();
  const zipDialog = page.getByRole("dialog", { name: "Import a design" });
  await zipDialog.getByLabel("Zip file").setInputFiles({ name: "design.zip", mimeType: "application/zip", buffer: await designZip() });
  await zipDialog.getByRole("button", { name: "Import" }).click();
  await expect(zipDialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Reorder page 2" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reorder page 10" })).toBeVisible();

  await checkScreenAtBothWidths(page, "Playbook editor");

  // Send it to the contact.
  await page.getByRole("button", { name: "Send", exact: true }).click();
  const send = page.getByRole("dialog", { name: "Send to contacts" });
  await send.getByRole("searchbox", { name: "Search contacts" }).fill(`Play${stamp}`);
  const results = send.getByRole("list", { name: "Matching contacts" });
  await expect(results.getByRole("listitem")).toHaveCount(1);
  await results.getByRole("listitem").first().getByRole("checkbox").check();
  await send.getByRole("button", { name: "Send" }).click();
  await expect(send).toBeHidden();

  // The contact's profile lists it.
  const found = await page.request.get(`/api/v3/contact/list?search=${stamp}`);
  const id = (await found.json()).data[0].id as number;
  await page.goto(`/contact/${id}/profile`);
  await expect(page.getByRole("list", { name: "Sent playbooks" })).toContainText(title);
});
