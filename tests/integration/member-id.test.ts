import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contacts, emailMessages, locations, memberIdAutoSends, smsMessages } from "../../db/schema";
import { memberIdAutoSendJob } from "../../lib/member-id/auto-send";
import { GUESS_LIMIT, GUESS_WINDOW_MS, MEMBER_ID_DEFAULTS } from "../../lib/member-id/constants";
import { sendJob } from "../../lib/platform/jobs";
import { call, loginAs } from "../helpers/api";
import { setClock } from "../helpers/clock";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { setupJobQueue } from "../helpers/jobs";
import type { DemoIds } from "../tenancy/fixture";

const { db } = setupTestDb();
const queue = setupJobQueue();
let ids: DemoIds;
let owner: string;
let staff: string;
let publicId: string;
let otherContact: number;

beforeAll(async () => {
  ids = await demoIds(db());
  owner = (await loginAs("owner@demo.test")).access_token;
  staff = (await loginAs("staff@demo.test")).access_token;
  publicId = (await db().select({ p: locations.publicId }).from(locations).where(eq(locations.id, ids.downtown)))[0].p;
  otherContact = (await db().select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, ids.otherLoc)).limit(1))[0].id;
});

let n = 0;
async function newContact(body: Record<string, unknown> = {}) {
  n += 1;
  const res = await call("POST", "/contact/save", { token: owner, body: { first_name: `Mem${n}`, last_name: "Ber", email: `mem${n}@example.com`, number: "+1 415 555 2671", ...body } });
  expect(res.status).toBe(201);
  return res.json.data.id as number;
}
const setMemberId = (id: number, member_id: string | null) => call("PATCH", `/contact/${id}/update-member-id`, { token: owner, body: { member_id } });
const lastEmail = async (contactId: number) => (await db().select().from(emailMessages).where(eq(emailMessages.contactId, contactId)).orderBy(desc(emailMessages.id)).limit(1))[0];
const linkIn = (text: string) => /\/member-id\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{22})/.exec(text)!;
const card = (pid: string, code: string) => call("GET", `/member-id/${pid}/public-setting?access_code=${encodeURIComponent(code)}`);

const settings = {
  ...MEMBER_ID_DEFAULTS,
  title: "Studio Pass",
  logo_image_id: null,
  code_type: "code128",
  background_color: "#112233",
};

describe("member ID settings", () => {
  it("answers the defaults, saves a design and reads it back", async () => {
    const first = await call("GET", "/member-id/get-member-id-setting", { token: owner });
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ title: "Membership card", code_type: "qr", auto_send: false, logo_url: null });

    const saved = await call("POST", "/member-id/store-member-id-setting", { token: owner, body: settings });
    expect(saved.status).toBe(200);
    expect(saved.json.message).toBe("Member ID settings have been saved successfully!");
    expect(saved.json.data).toMatchObject({ title: "Studio Pass", code_type: "code128", background_color: "#112233" });
    expect((await call("GET", "/member-id/get-member-id-setting", { token: owner })).json.data.title).toBe("Studio Pass");
    // Another location still has the defaults.
    const other = await loginAs("other@demo.test");
    expect((await call("GET", "/member-id/get-member-id-setting", { token: other.access_token })).json.data.title).toBe("Membership card");
  });

  it("refuses bad input with 422 on its field", async () => {
    const bad = async (body: Record<string, unknown>) => (await call("POST", "/member-id/store-member-id-setting", { token: owner, body: { ...settings, ...body } })).json;
    expect((await bad({ title: "" })).errors.title).toEqual(["The title field is required."]);
    expect((await bad({ title: "x".repeat(61) })).errors.title).toBeDefined();
    expect((await bad({ background_color: "blue" })).errors.background_color).toBeDefined();
    expect((await bad({ code_type: "pdf417" })).errors.code_type).toBeDefined();
    expect((await bad({ email_body: "No link here" })).errors.email_body[0]).toContain("{{ member_id_url }}");
    expect((await bad({ sms_body: "{{ contact.nope }} {{ member_id_url }}" })).errors.sms_body).toEqual(["Unknown merge field: {{ contact.nope }}."]);
    expect((await bad({ logo_image_id: 999999 })).errors.logo_image_id).toEqual(["The logo must be an image of your image library."]);
  });

  it("needs admin-settings update to save", async () => {
    const res = await call("POST", "/member-id/store-member-id-setting", { token: staff, body: settings });
    expect(res.status).toBe(403);
  });
});

describe("sending the card and opening it", () => {
  it("sends the link by email and SMS; the link opens the card; a member ID change makes it 404", async () => {
    const id = await newContact();
    expect((await call("POST", `/member-id/${id}/send`, { token: owner, body: {} })).json.errors.member_id).toEqual(["This contact has no member ID yet."]);
    expect((await setMemberId(id, "M-2001")).status).toBe(200);

    const sent = await call("POST", `/member-id/${id}/send`, { token: owner, body: { via: ["email", "sms"] } });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ status: 1, message: "Member ID has been sent successfully!", email: true, sms: true });
    const mail = await lastEmail(id);
    expect(mail.kind).toBe("location");
    const [, pid, code] = linkIn(mail.text!);
    expect(pid).toBe(publicId);
    expect(sent.json.url).toContain(`/member-id/${pid}/${code}`);
    const [sms] = await db().select().from(smsMessages).where(eq(smsMessages.contactId, id));
    expect(sms.body).toContain(code);

    const open = await card(pid, code);
    expect(open.status).toBe(200);
    expect(open.json.data).toMatchObject({ title: "Studio Pass", member_id: "M-2001", first_name: expect.stringMatching(/^Mem/), code_type: "code128" });
    expect(open.json.data.code_svg).toMatch(/^<svg/);

    // Sending again keeps the same code; a new member ID rotates it.
    await call("PUT", `/contact/${id}/resend-member-id`, { token: owner });
    expect(linkIn((await lastEmail(id)).text!)[2]).toBe(code);
    expect((await setMemberId(id, "M-2002")).status).toBe(200);
    expect((await card(pid, code)).status).toBe(404);
    await call("POST", `/member-id/${id}/send`, { token: owner, body: {} });
    const fresh = linkIn((await lastEmail(id)).text!)[2];
    expect(fresh).not.toBe(code);
    expect((await card(pid, fresh)).json.data.member_id).toBe("M-2002");
  });

  it("answers 404 for a wrong code, another location's uuid, or a contact without a member ID", async () => {
    const id = await newContact();
    await setMemberId(id, "M-3001");
    const url = (await call("POST", `/member-id/${id}/send`, { token: owner, body: { via: ["email"] } })).json.url as string;
    const [, pid, code] = linkIn(url);
    const wrong = code.slice(0, 8) + (code[8] === "A" ? "B" : "A") + code.slice(9);
    expect((await card(pid, wrong)).status).toBe(404);
    expect((await card("00000000-0000-4000-8000-000000000000", code)).status).toBe(404);
    expect((await card("1", code)).status).toBe(404);
    expect((await card(pid, "short")).status).toBe(404);
    await setMemberId(id, null);
    expect((await card(pid, code)).status).toBe(404);
  });

  it("keeps to the tenant: another location's contact is 404 and nothing is sent", async () => {
    const res = await call("POST", `/member-id/${otherContact}/send`, { token: owner, body: {} });
    expect(res.status).toBe(404);
  });

  it("refuses a channel the contact cannot receive", async () => {
    const id = await newContact({ number: null });
    await setMemberId(id, "M-4001");
    expect((await call("POST", `/member-id/${id}/send`, { token: owner, body: { via: ["sms"] } })).json.errors.via).toEqual(["This contact has no phone number."]);
    expect((await call("POST", `/member-id/${id}/send`, { token: owner, body: { via: ["fax"] } })).status).toBe(422);
  });
});

describe("guessing codes", () => {
  it("answers 429 after too many wrong codes, until the window passes on the clock", async () => {
    // Start past the window of the wrong codes the other tests sent, so only this test's count.
    const start = setClock(new Date(Date.now() + 2 * GUESS_WINDOW_MS));
    const id = await newContact();
    await setMemberId(id, "M-5001");
    const [, pid, code] = linkIn((await call("POST", `/member-id/${id}/send`, { token: owner, body: {} })).json.url);
    for (let i = 0; i < GUESS_LIMIT; i += 1) expect((await card(pid, `${"Z".repeat(21)}${i % 10}`)).status).toBe(404);
    const limited = await card(pid, code);
    expect(limited.status).toBe(429);
    expect(limited.json.message).toBe("Too many attempts. Please wait a minute and try again.");
    setClock(new Date(start.getTime() + GUESS_WINDOW_MS + 1000));
    expect((await card(pid, code)).status).toBe(200);
  });
});

describe("auto-send on moving to clients", () => {
  it("sends the card once per move, only while auto-send is on", async () => {
    // A move before auto-send was switched on is not sent.
    const before = await newContact();
    await setMemberId(before, "M-6000");
    await call("PATCH", "/contact/change-status", { token: owner, body: { contact_ids: [before], status_value: "Client" } });
    await call("POST", "/member-id/store-member-id-setting", { token: owner, body: { ...settings, auto_send: true } });

    const id = await newContact();
    await setMemberId(id, "M-6001");
    const noId = await newContact();
    const move = async (cid: number) => expect((await call("PATCH", "/contact/change-status", { token: owner, body: { contact_ids: [cid], status_value: "Client" } })).status).toBeLessThan(300);
    await move(id);
    await move(noId);

    await sendJob(memberIdAutoSendJob, {});
    expect(await queue.drain(memberIdAutoSendJob)).toBe(1);
    const claims = await db().select().from(memberIdAutoSends).where(eq(memberIdAutoSends.locationId, ids.downtown));
    expect(claims.find((c) => c.contactId === id)?.outcome).toBe("sent");
    expect(claims.find((c) => c.contactId === noId)?.outcome).toBe("skipped");
    const mails = await db().select().from(emailMessages).where(and(eq(emailMessages.contactId, id)));
    expect(mails.length).toBe(1);
    expect(mails[0].text).toContain("/member-id/");
    expect(claims.find((c) => c.contactId === before)).toBeUndefined();

    // A second run sends nothing again.
    await sendJob(memberIdAutoSendJob, {});
    await queue.drain(memberIdAutoSendJob);
    expect((await db().select().from(emailMessages).where(eq(emailMessages.contactId, id))).length).toBe(1);
  });
});
