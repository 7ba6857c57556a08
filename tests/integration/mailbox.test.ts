import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { locations } from "../../db/schema";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";

const { db } = setupTestDb();

describe("mailbox (the owner's captured mail)", () => {
  it("shows the password reset email to the account owner, body included (its link masked)", async () => {
    await call("POST", "/auth/forgot-password", { body: { email: "staff@demo.test" } });
    const { access_token } = await loginAs("owner@demo.test");
    const list = await call("GET", "/mailbox/messages", { token: access_token });
    expect(list.status).toBe(200);
    const reset = list.json.data.find((m: { to: string }) => m.to === "staff@demo.test");
    expect(reset).toMatchObject({ subject: "Reset your password", status: "queued" });
    const one = await call("GET", `/mailbox/messages/${reset.id}`, { token: access_token });
    expect(one.status).toBe(200);
    // The link itself is the staff member's alone (mailbox-masking.test.ts).
    expect(one.json.data.text).toContain("We received a request to reset your password.");
  });

  it("is the owner's only: staff are refused, another company sees none of it", async () => {
    await call("POST", "/auth/forgot-password", { body: { email: "owner@demo.test" } });
    const staff = await loginAs("staff@demo.test");
    expect((await call("GET", "/mailbox/messages", { token: staff.access_token })).status).toBe(403);
    const other = await loginAs("other@demo.test");
    const list = await call("GET", "/mailbox/messages?per_page=100", { token: other.access_token });
    expect(list.status).toBe(200);
    expect(list.json.data.some((m: { to: string }) => m.to.endsWith("@demo.test") && m.to !== "other@demo.test")).toBe(false);
  });

  it("filters by status and validates the filter", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    const queued = await call("GET", "/mailbox/messages?status=queued", { token: access_token });
    expect(queued.json.data.every((m: { status: string }) => m.status === "queued")).toBe(true);
    expect((await call("GET", "/mailbox/messages?status=bogus", { token: access_token })).status).toBe(422);
  });
});

describe("kill switches (POST /user/update-kill-status)", () => {
  it("lets the organization owner switch a location's email and SMS sending off and on", async () => {
    const ids = await demoIds(db());
    const { access_token } = await loginAs("owner@demo.test");
    const off = await call("POST", "/user/update-kill-status", { token: access_token, body: { type: "sms", status: 0 } });
    expect(off.status).toBe(200);
    expect(off.json.data).toEqual({ email_status: 1, sms_status: 0 });
    const [loc] = await db().select().from(locations).where(eq(locations.id, ids.downtown));
    expect(loc.smsStatus).toBe(0);
    const on = await call("POST", "/user/update-kill-status", { token: access_token, body: { type: "sms", status: true } });
    expect(on.json.data.sms_status).toBe(1);
  });

  it("refuses staff and bad input", async () => {
    const staff = await loginAs("staff@demo.test");
    expect((await call("POST", "/user/update-kill-status", { token: staff.access_token, body: { type: "email", status: 0 } })).status).toBe(403);
    const { access_token } = await loginAs("owner@demo.test");
    const bad = await call("POST", "/user/update-kill-status", { token: access_token, body: { type: "fax", status: 3 } });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.type).toEqual(["The type must be email or sms."]);
    expect(bad.json.errors.status).toEqual(["The status must be 0 or 1."]);
  });
});

describe("the email kill switch reaches the session payload", () => {
  it("answers email_status 0 for the location while its email is off", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    expect((await call("POST", "/auth/refresh", { token: access_token })).json.user.email_status).toBe(1);
    await call("POST", "/user/update-kill-status", { token: access_token, body: { type: "email", status: 0 } });
    expect((await call("POST", "/auth/refresh", { token: access_token })).json.user.email_status).toBe(0);
    await call("POST", "/user/update-kill-status", { token: access_token, body: { type: "email", status: 1 } });
    expect((await call("POST", "/auth/refresh", { token: access_token })).json.user.email_status).toBe(1);
  });
});

describe("SMS log (GET /mailbox/sms)", () => {
  it("shows the owner every text of the company's locations, filtered by direction; nobody else", async () => {
    const ids = await demoIds(db());
    const { sendSms } = await import("../../lib/platform/sms");
    await sendSms(db(), { locationId: ids.uptown, to: "+14155550111", body: "Class moved to 7" });
    await sendSms(db(), { locationId: ids.otherLoc, to: "+14155550112", body: "Other studio's text" });
    const { access_token } = await loginAs("owner@demo.test");
    const all = await call("GET", "/mailbox/sms", { token: access_token });
    expect(all.status).toBe(200);
    expect(all.json.data.map((m: { body: string }) => m.body)).toEqual(["Class moved to 7"]);
    expect(all.json.data[0]).toMatchObject({ location: "Uptown", direction: "outbound", to: "+14155550111", status: "queued" });
    expect((await call("GET", "/mailbox/sms?direction=inbound", { token: access_token })).json.total).toBe(0);
    expect((await call("GET", "/mailbox/sms?direction=sideways", { token: access_token })).status).toBe(422);
    const staff = await loginAs("staff@demo.test");
    expect((await call("GET", "/mailbox/sms", { token: staff.access_token })).status).toBe(403);
    const other = await loginAs("other@demo.test");
    expect((await call("GET", "/mailbox/sms", { token: other.access_token })).json.data.map((m: { body: string }) => m.body)).toEqual(["Other studio's text"]);
  });
});
