import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailMessages } from "../../db/schema";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";

const { db } = setupTestDb();
let owner: string;
let staff: string;

beforeAll(async () => {
  owner = (await loginAs("owner@demo.test")).access_token;
  staff = (await loginAs("staff@demo.test")).access_token;
});

let n = 0;
async function newContact(body: Record<string, unknown> = {}) {
  n += 1;
  const res = await call("POST", "/contact/save", { token: owner, body: { first_name: `Rew${n}`, last_name: "Ard", email: `rew${n}@example.com`, ...body } });
  expect(res.status).toBe(201);
  return res.json.data.id as number;
}
const mailsOf = async (contactId: number) => db().select().from(emailMessages).where(eq(emailMessages.contactId, contactId)).orderBy(desc(emailMessages.id));

describe("reward settings", () => {
  it("reads the defaults and sets name, worth and notification", async () => {
    expect((await call("GET", "/reward/get-user-reward", { token: owner })).json.data).toEqual({ point_name: "Points", notification: true, point_value: 0, currency: "USD" });
    const named = await call("PATCH", "/reward/update-point-name", { token: owner, body: { point_name: "Gains" } });
    expect(named.json.message).toBe("Reward points name successfully updated");
    const worth = await call("PATCH", "/reward/update-point-currency", { token: owner, body: { point_value: 5, currency: "eur" } });
    expect(worth.status).toBe(200);
    expect(worth.json.data).toEqual({ point_name: "Gains", notification: true, point_value: 5, currency: "EUR" });
    const off = await call("PATCH", "/reward/update-reward-notification", { token: owner, body: { notification: false } });
    expect(off.json).toMatchObject({ data: { notification: false, point_value: 5 }, message: "Reward notification successfully disabled" });
    // Another location keeps its own.
    const other = (await loginAs("other@demo.test")).access_token;
    expect((await call("GET", "/reward/get-user-reward", { token: other })).json.data).toMatchObject({ point_name: "Points", point_value: 0 });
  });

  it("refuses bad input and callers without admin-settings update", async () => {
    const bad = async (path: string, body: unknown) => call("PATCH", path, { token: owner, body });
    expect((await bad("/reward/update-point-currency", { point_value: -1, currency: "USD" })).json.errors.point_value).toBeDefined();
    expect((await bad("/reward/update-point-currency", { point_value: 1.5, currency: "USD" })).json.errors.point_value).toBeDefined();
    expect((await bad("/reward/update-point-currency", { point_value: 1, currency: "dollars" })).json.errors.currency).toBeDefined();
    expect((await bad("/reward/update-point-currency", {})).json.errors.point_value).toEqual(["The point value field is required."]);
    expect((await bad("/reward/update-reward-notification", { notification: "yes" })).json.errors.notification).toBeDefined();
    expect((await bad("/reward/update-point-name", { point_name: " " })).json.errors.point_name).toBeDefined();
    for (const [path, body] of [["/reward/update-point-currency", { point_value: 1, currency: "USD" }], ["/reward/update-reward-notification", { notification: true }]] as const) {
      expect((await call("PATCH", path, { token: staff, body })).status).toBe(403);
    }
  });

  it("emails the contact when they earn points while the notification is on", async () => {
    await call("PATCH", "/reward/update-point-name", { token: owner, body: { point_name: "Stars" } });
    await call("PATCH", "/reward/update-point-currency", { token: owner, body: { point_value: 10, currency: "USD" } });
    await call("PATCH", "/reward/update-reward-notification", { token: owner, body: { notification: true } });
    const id = await newContact();
    expect((await call("POST", "/contact/send-reward", { token: owner, body: { contact_id: id, title: "Ten classes", points: 30 } })).status).toBe(201);
    const [mail] = await mailsOf(id);
    expect(mail.subject).toBe("You have earned 30 Stars");
    expect(mail.text).toContain("Ten classes");
    expect(mail.text).toContain("Your balance is now 30 Stars (worth $3.00)");

    await call("PATCH", "/reward/update-reward-notification", { token: owner, body: { notification: false } });
    await call("POST", "/contact/send-reward", { token: owner, body: { contact_id: id, title: "Again", points: 5 } });
    expect((await mailsOf(id)).length).toBe(1);
  });
});
