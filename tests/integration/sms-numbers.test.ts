import { and, eq } from "drizzle-orm";
import twilio from "twilio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsMessages, twilioAccounts } from "../../db/schema";
import { appUrl } from "../../lib/auth/app-url";
import { handleTwilioSmsWebhook } from "../../lib/platform/sms/webhook";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { startTwilioPeer } from "../helpers/twilio-peer";

const { db } = setupTestDb();

const OWNER_SID = `AC${"a1".repeat(16)}`;
const OWNER_TOKEN = "0123456789abcdef0123456789abcdef";
const THIEF_SID = `AC${"b2".repeat(16)}`;
const THIEF_TOKEN = "fedcba9876543210fedcba9876543210";
const NUMBER = "+15005550006";

let peer: Awaited<ReturnType<typeof startTwilioPeer>>;
let ids: Awaited<ReturnType<typeof demoIds>>;
let owner = "";
let thief = "";

beforeAll(async () => {
  peer = await startTwilioPeer();
  peer.own(OWNER_SID, NUMBER);
  ids = await demoIds(db());
  owner = (await loginAs("owner@demo.test")).access_token;
  thief = (await loginAs("other@demo.test")).access_token;
});
afterAll(() => peer.stop());

const save = (token: string, account_sid: string, auth_token: string, phone_number = NUMBER) =>
  call("POST", "/integration/save-twilio-credentials", { token, body: { account_sid, auth_token, phone_number } });
const connect = (token: string) => call("POST", "/integration/update-twilio-connection", { token, body: { status: true } });
const row = async (locationId: number) => (await db().select().from(twilioAccounts).where(eq(twilioAccounts.locationId, locationId)))[0];

function inbound(token: string, sid: string) {
  const url = `${appUrl()}/api/webhooks/twilio/sms`;
  const params = { MessageSid: sid, From: "+14155550142", To: NUMBER, Body: "hello" };
  return handleTwilioSmsWebhook(
    db(),
    new Request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": twilio.getExpectedTwilioSignature(token, url, params) },
      body: new URLSearchParams(params).toString(),
    }),
  );
}

describe("who a Twilio number belongs to", () => {
  it("an unverified claim by another tenant neither blocks the real owner nor receives its messages", async () => {
    // Another tenant types in a number it does not hold: saved as pending, claims nothing.
    expect((await save(thief, THIEF_SID, THIEF_TOKEN)).status).toBe(200);
    expect((await inbound(THIEF_TOKEN, "SMthief1")).status).toBe(403);

    // The real owner saves and verifies the same number.
    const saved = await save(owner, OWNER_SID, OWNER_TOKEN);
    expect(saved.status).toBe(200);
    expect((await connect(owner)).json).toEqual({ status: true, error_message: null });
    expect((await row(ids.downtown)).status).toBe("connected");

    // The claimant cannot verify a number its Twilio account does not hold.
    const theirs = await connect(thief);
    expect(theirs.json.status).toBe(false);
    expect((await row(ids.otherLoc)).status).toBe("failed");

    // Inbound mail to the number reaches the owner, signed with the owner's token only.
    expect((await inbound(THIEF_TOKEN, "SMthief2")).status).toBe(403);
    expect((await inbound(OWNER_TOKEN, "SMowner1")).status).toBe(200);
    const [msg] = await db().select().from(smsMessages).where(eq(smsMessages.providerId, "SMowner1"));
    expect(msg.locationId).toBe(ids.downtown);
  });

  it("a number verified by one location answers 422 on phone_number when another saves it", async () => {
    const res = await save(thief, THIEF_SID, THIEF_TOKEN);
    expect(res.status).toBe(422);
    expect(res.json.errors.phone_number).toEqual(["This phone number is already connected to another account."]);
    // The owner re-saving its own number is no conflict.
    expect((await save(owner, OWNER_SID, OWNER_TOKEN)).status).toBe(200);
  });

  it("two locations holding the same Twilio account: only the first to verify gets the number", async () => {
    const first = await connect(owner);
    expect(first.json, JSON.stringify(first)).toMatchObject({ status: true });
    await db().update(twilioAccounts).set({ status: "pending" }).where(eq(twilioAccounts.locationId, ids.otherLoc));
    // Uptown saves the same account and number while Downtown has it pending, then Downtown verifies.
    const uptown = (await call("POST", `/location/${ids.uptown}/access`, { token: owner })).json.access_token as string;
    owner = (await loginAs("owner@demo.test")).access_token; // switching location ended the Downtown session
    await db().update(twilioAccounts).set({ status: "pending" }).where(eq(twilioAccounts.locationId, ids.downtown));
    expect((await save(uptown, OWNER_SID, OWNER_TOKEN)).status).toBe(200);
    const again = await connect(owner);
    expect(again.json, JSON.stringify(again)).toMatchObject({ status: true });
    const second = await connect(uptown);
    expect(second.json).toEqual({ status: false, error_message: "This phone number is already connected to another account." });
    expect((await row(ids.uptown)).status).toBe("failed");
    expect((await row(ids.downtown)).status).toBe("connected");
  });

  it("two locations verifying the same number at once: exactly one gets it, the other is told why", async () => {
    const uptown = (await call("POST", `/location/${ids.uptown}/access`, { token: owner })).json.access_token as string;
    owner = (await loginAs("owner@demo.test")).access_token;
    await db().update(twilioAccounts).set({ status: "pending" }).where(eq(twilioAccounts.fromNumber, NUMBER));
    const both = await Promise.all([connect(owner), connect(uptown)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.json.status).sort()).toEqual([false, true]);
    expect(both.find((r) => !r.json.status)!.json.error_message).toBe("This phone number is already connected to another account.");
    const connected = await db().select().from(twilioAccounts).where(and(eq(twilioAccounts.fromNumber, NUMBER), eq(twilioAccounts.status, "connected")));
    expect(connected).toHaveLength(1);
  });

  it("a pending or failed number receives nothing", async () => {
    // (Whichever location won the race above, no location now holds the number verified.)
    await db().update(twilioAccounts).set({ status: "failed" }).where(eq(twilioAccounts.fromNumber, NUMBER));
    expect((await inbound(OWNER_TOKEN, "SMowner2")).status).toBe(403);
    await db().update(twilioAccounts).set({ status: "pending" }).where(eq(twilioAccounts.fromNumber, NUMBER));
    expect((await inbound(OWNER_TOKEN, "SMowner3")).status).toBe(403);
  });
});
