import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailMessages, locations, smsMessages } from "../../db/schema";
import { sendEmail } from "../../lib/platform/email";
import { emailSendJob } from "../../lib/platform/email/job";
import { sendSms } from "../../lib/platform/sms";
import { smsSendJob } from "../../lib/platform/sms/job";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { setupJobQueue } from "../helpers/jobs";
import type { DemoIds } from "../tenancy/fixture";

const { db } = setupTestDb();
const queue = setupJobQueue();
let ids: DemoIds;
let owner: string;

beforeAll(async () => {
  ids = await demoIds(db());
  owner = (await loginAs("owner@demo.test")).access_token;
});

const kill = (type: "email" | "sms", status: 0 | 1, token = owner) => call("POST", "/user/update-kill-status", { token, body: { type, status } });
const mail = (to: string) => sendEmail(db(), { kind: "location", locationId: ids.downtown, to, subject: "Hello", html: "<p>Hi</p>", text: "Hi" });

describe("POST /user/update-kill-status and the senders", () => {
  it("while email is off, a location's email is recorded as blocked and nothing reaches the outbox", async () => {
    expect((await kill("email", 0)).json.data).toEqual({ email_status: 0, sms_status: 1 });
    const id = await mail("killed@example.test");
    expect(await queue.drain(emailSendJob)).toBe(0);
    const [row] = await db().select().from(emailMessages).where(eq(emailMessages.id, id));
    expect(row).toMatchObject({ status: "blocked", statusReason: "Email sending is switched off for this location." });
    // System email (codes, resets) is never stopped by a location's switch.
    const system = await sendEmail(db(), { kind: "system", to: "owner@demo.test", subject: "Code", html: "1", text: "1" });
    expect(await queue.drain(emailSendJob)).toBe(1);
    expect((await db().select().from(emailMessages).where(eq(emailMessages.id, system)))[0].status).toBe("captured");

    await kill("email", 1);
    const sent = await mail("alive@example.test");
    expect(await queue.drain(emailSendJob)).toBe(1);
    expect((await db().select().from(emailMessages).where(eq(emailMessages.id, sent)))[0].status).toBe("captured");
  });

  it("while SMS is off, a location's SMS is recorded as blocked and never sent; another location still sends", async () => {
    await kill("sms", 0);
    const id = await sendSms(db(), { locationId: ids.downtown, to: "+15005550006", body: "Hi there" });
    expect(await queue.drain(smsSendJob)).toBe(0);
    const [row] = await db().select().from(smsMessages).where(eq(smsMessages.id, id));
    expect(row).toMatchObject({ status: "blocked", statusReason: "SMS sending is switched off for this location." });
    const uptown = await sendSms(db(), { locationId: ids.uptown, to: "+15005550006", body: "Hi there" });
    expect(await queue.drain(smsSendJob)).toBe(1);
    expect((await db().select().from(smsMessages).where(eq(smsMessages.id, uptown)))[0].status).toBe("captured");
    await kill("sms", 1);
    const [loc] = await db().select({ s: locations.smsStatus }).from(locations).where(eq(locations.id, ids.downtown));
    expect(loc.s).toBe(1);
  });

  it("switches only the accessed location: another company's stays on", async () => {
    const other = (await loginAs("other@demo.test")).access_token;
    await kill("email", 0, other);
    const [mine] = await db().select({ s: locations.emailStatus }).from(locations).where(eq(locations.id, ids.downtown));
    expect(mine.s).toBe(1);
    await kill("email", 1, other);
  });

  it("is for organization admins: staff without admin-settings update and location users get 403; bad input 422", async () => {
    expect((await kill("email", 0, (await loginAs("staff@demo.test")).access_token)).status).toBe(403);
    expect((await kill("email", 0, (await loginAs("location@demo.test")).access_token)).status).toBe(403);
    const bad = await call("POST", "/user/update-kill-status", { token: owner, body: { type: "fax", status: "off" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["status", "type"]);
    expect((await call("POST", "/user/update-kill-status", { body: { type: "email", status: 0 } })).status).toBe(401);
  });
});
