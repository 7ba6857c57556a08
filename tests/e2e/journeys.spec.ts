import { expect, test } from "@playwright/test";
import { checkScreenAtBothWidths, login } from "./helpers";

// A coach builds "New lead welcome" (tag added → email → wait → condition → add tag), tags a
// contact, and sees the email in the outbox and the run under Users and History.
test.describe.configure({ mode: "serial" });

const XHR = { "X-Requested-With": "XMLHttpRequest" };
const stamp = Date.now().toString(36);
const name = `New lead welcome ${stamp}`;

test("build a journey, tag a contact, see the email and the run history", async ({ page }) => {
  await login(page, "owner@demo.test");
  const api = async (method: "post" | "patch", path: string, data: unknown) => {
    const res = await page.request[method](`/api/v3${path}`, { headers: XHR, data });
    expect(res.status(), `${method} ${path}`).toBeLessThan(300);
    return res.json();
  };
  const lead = (await api("post", "/tag/create", { name: `Lead Magnet ${stamp}` })).data;
  const client = (await api("post", "/tag/create", { name: `Client ${stamp}` })).data;
  const contact = (await api("post", "/contact/save", { first_name: "Journey", last_name: stamp, email: `journey-${stamp}@example.test` })).data;

  await page.goto("/journeys");
  await expect(page.getByRole("heading", { name: "Journeys", level: 1 })).toBeVisible();
  await checkScreenAtBothWidths(page, "journeys dashboard");
  await page.getByRole("button", { name: "New journey" }).first().click();
  const create = page.getByRole("dialog", { name: "New journey" });
  await create.getByLabel("Name").fill(name);
  await create.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/journey\/\d+\/edit$/);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();

  // Trigger: tag added.
  await page.getByRole("button", { name: "Add trigger" }).click();
  const trig = page.getByRole("dialog", { name: "Add trigger" });
  await trig.getByLabel("Starts when").selectOption("tag_added");
  await trig.getByLabel("Tag").selectOption(String(lead.id));
  await trig.getByRole("button", { name: "Save trigger" }).click();
  await expect(page.getByText("Journey trigger has been saved").first()).toBeVisible();
  await expect(page.getByText(`Tag added: Lead Magnet ${stamp}`)).toBeVisible();

  // Steps: email, wait, condition with an add tag under Yes.
  const addAtEnd = () => page.getByRole("button", { name: "Add a step at the end", exact: true }).click();
  await addAtEnd();
  await page.getByRole("dialog", { name: "Add a step" }).getByRole("button", { name: /^Send email/ }).click();
  const email = page.getByRole("dialog", { name: "Send email" });
  await email.getByLabel("Subject").fill("Welcome {{ contact.first_name }}");
  await email.getByLabel("Message").fill("Glad you are here.");
  await email.getByRole("button", { name: "Add step" }).click();
  await expect(page.getByText("Send email: Welcome {{ contact.first_name }}")).toBeVisible();

  await addAtEnd();
  await page.getByRole("dialog", { name: "Add a step" }).getByRole("button", { name: /^Wait/ }).click();
  const wait = page.getByRole("dialog", { name: "Wait" });
  await wait.getByLabel("Wait for").fill("1");
  await wait.getByLabel("Unit").selectOption("minutes");
  await wait.getByRole("button", { name: "Add step" }).click();
  await expect(page.getByText("Wait 1 minute")).toBeVisible();

  await addAtEnd();
  await page.getByRole("dialog", { name: "Add a step" }).getByRole("button", { name: /^Condition/ }).click();
  const cond = page.getByRole("dialog", { name: "Condition" });
  await cond.getByLabel("Tag").selectOption(String(client.id));
  await cond.getByRole("button", { name: "Add step" }).click();
  await expect(page.getByRole("list", { name: "Yes branch" })).toBeVisible();

  await page.getByRole("button", { name: "Add a step at the end in the Yes branch" }).click();
  await page.getByRole("dialog", { name: "Add a step" }).getByRole("button", { name: /^Add tag/ }).click();
  const addTag = page.getByRole("dialog", { name: "Add tag" });
  await addTag.getByLabel("Tag").selectOption(String(client.id));
  await addTag.getByRole("button", { name: "Add step" }).click();
  await expect(page.getByRole("list", { name: "Yes branch" }).getByText(`Add tag: Client ${stamp}`)).toBeVisible();

  // On, then tag the contact.
  await page.getByRole("switch", { name: /no one enters/ }).click();
  await expect(page.getByText("Journey has been enabled successfully").first()).toBeVisible();
  // The pointer rests on the switch, under the toasts: sonner holds toasts while hovered.
  await page.mouse.move(0, 0);
  await checkScreenAtBothWidths(page, "journey builder");
  await api("patch", "/tag/add-contact", { contact_ids: [contact.id], tag_ids: [lead.id] });

  // The run: the email went, the contact waits at the condition.
  await page.getByRole("tab", { name: "Users" }).click();
  await expect(async () => {
    await page.reload();
    await page.getByRole("tab", { name: "Users" }).click();
    await expect(page.getByRole("cell", { name: `Journey ${stamp}` })).toBeVisible({ timeout: 2000 });
    await expect(page.getByRole("row", { name: new RegExp(`Journey ${stamp}`) }).getByText("Condition")).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await page.getByRole("button", { name: `Journey ${stamp}` }).click();
  const history = page.getByRole("list", { name: "History" });
  await expect(history.getByText("Entered the journey (tag added)")).toBeVisible();
  await expect(history.getByText(`Email “Welcome Journey” to journey-${stamp}@example.test`)).toBeVisible();
  await expect(history.getByText("Waiting 1 minute")).toBeVisible();

  // The email in the outbox.
  await page.goto("/mailbox");
  await expect(page.getByRole("button", { name: /Welcome Journey/ }).first()).toBeVisible();
});
