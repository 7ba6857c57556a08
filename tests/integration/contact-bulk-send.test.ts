/**
 * The bulk bar's phone code and email send (ungated, doc 2 s6), resend login (update) and the
 * portal password calls: answers, permission gates, bad input 422, another tenant's ids 404, the
 * job for large selections (idempotent), and the set-password link (hashed, expiring, single use).
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows";
import { activities, contactBulkSendRecipients, contactBulkSends, contactPortalTokens, contacts, emailMessages, emailSuppressions } from "../../db/schema";
import { BULK_SEND_BATCH } from "../../lib/contacts/bulk-constants";
import { LEASE_SECONDS } from "../../lib/platform/jobs/lease";
import { contactBulkSendJob, runBulkSend } from "../../lib/contacts/bulk-send-job";
import { PORTAL_LINK_INVALID } from "../../lib/contacts/portal-constants";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { setupJobQueue } from "../helpers/jobs";
import type { DemoIds } from "../tenancy/fixture";

const { db } = setupTestDb();
const queue = setupJobQueue();
let ids: DemoIds;
let owner: string;
let staff: string;
let editor: string;
let otherContact: number;

beforeAll(async () => {
  ids = await demoIds(db());
  owner = (await loginAs("owner@demo.test")).access_token;
  staff = (await loginAs("staff@demo.test")).access_token;
  editor = (await loginAs("editor@demo.test")).access_token;
  otherContact = (await db().select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, ids.otherLoc)).limit(1))[0].id;
});

let seq = 0;
async function add(body: Record<string, unknown> = {}) {
  seq += 1;
  const res = await call("POST", "/contact/save", { token: owner, body: { first_name: `Send${seq}`, last_name: "Test", email: `send${seq}-${Date.now()}@example.com`, ...body } });
  expect(res.status).toBe(201);
  return res.json.data.id as number;
}
const row = async (id: number) => (await db().select().from(contacts).where(eq(contacts.id, id)))[0];
const mailsTo = async (id: number) => db().select().from(emailMessages).where(eq(emailMessages.contactId, id)).orderBy(desc(emailMessages.id));

describe("phone code (PATCH /contact/update-phone-country-code)", () => {
  it("sets the country of the named contacts, or of all matching, and clears it with null", async () => {
    const [a, b] = [await add(), await add()];
    const res = await call("PATCH", "/contact/update-phone-country-code", { token: owner, body: { contact_ids: [a], country_code: "gb" } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 1, count: 1, message: "Phone country code has been updated successfully!" });
    expect((await row(a)).phoneCountryCode).toBe("GB");
    expect((await row(b)).phoneCountryCode).toBeNull();

    const mark = `phonecode${Date.now()}`;
    const [c, d] = [await add({ last_name: mark }), await add({ last_name: mark })];
    const all = await call("PATCH", "/contact/update-phone-country-code", { token: owner, body: { all: true, filters: { search: mark }, except: [d], country_code: "DE" } });
    expect(all.json.count).toBe(1);
    expect((await row(c)).phoneCountryCode).toBe("DE");
    expect((await row(d)).phoneCountryCode).toBeNull();

    await call("PATCH", "/contact/update-phone-country-code", { token: owner, body: { contact_ids: [c], country_code: null } });
    expect((await row(c)).phoneCountryCode).toBeNull();
  });

  it("is ungated (staff with view only), refuses bad input with 422 and another location's ids with 404", async () => {
    const a = await add();
    expect((await call("PATCH", "/contact/update-phone-country-code", { token: staff, body: { contact_ids: [a], country_code: "FR" } })).status).toBe(200);
    expect((await row(a)).phoneCountryCode).toBe("FR");
    const bad = await call("PATCH", "/contact/update-phone-country-code", { token: owner, body: { contact_ids: [a], country_code: "XX" } });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.country_code).toEqual(["The selected country code is invalid."]);
    expect((await call("PATCH", "/contact/update-phone-country-code", { token: owner, body: { country_code: "FR" } })).json.errors.contact_ids).toBeDefined();
    expect((await call("PATCH", "/contact/update-phone-country-code", { token: owner, body: { contact_ids: [otherContact], country_code: "FR" } })).status).toBe(404);
    expect((await row(otherContact)).phoneCountryCode).not.toBe("FR");
  });
});

describe("email send (POST /contact/send-email with a selection)", () => {
  it("sends to the selection within the request and says who was not reached", async () => {
    const a = await add();
    const noEmail = await add({ email: null });
    const off = await add();
    await call("PATCH", "/contact/update-delivery-status", { token: owner, body: { contact_ids: [off], type: "email", enabled: false } });
    const res = await call("POST", "/contact/send-email", { token: owner, body: { contact_ids: [a, noEmail, off], subject: "Hello", message: "Line one\n\nLine <two>" } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 1, queued: false, count: 3, sent: 1, blocked: 1, skipped: 1 });
    expect(res.json.message).toBe("Email has been sent to 1 contact. 2 contacts not sent to (no email address, email delivery off or unsubscribed).");
    const [mail] = await mailsTo(a);
    expect(mail).toMatchObject({ subject: "Hello", kind: "location", locationId: ids.downtown });
    expect(mail.html).toContain("Line &lt;two&gt;");
    expect((await mailsTo(off))[0].status).toBe("blocked");
  });

  it("answers -1 with the reason when nobody is reached; honours suppressions", async () => {
    const a = await add();
    const { email } = await row(a);
    await db().insert(emailSuppressions).values({ locationId: ids.downtown, email: email!, type: "unsubscribe" });
    const res = await call("POST", "/contact/send-email", { token: owner, body: { contact_ids: [a], subject: "Hi", message: "There" } });
    expect(res.json.status).toBe(-1);
    expect(res.json.sent).toBe(0);
    expect(res.json.message).toMatch(/./);
  });

  it("still sends to one contact from the profile (contact_id) with the profile's answer", async () => {
    const a = await add();
    const res = await call("POST", "/contact/send-email", { token: owner, body: { contact_id: a, subject: "One", message: "Just you" } });
    expect(res.json).toEqual({ status: 1, message: "Email has been sent successfully!" });
  });

  it("queues a large selection as a job, which sends once whatever it is run", async () => {
    const mark = `bulkmail${Date.now()}`;
    const made: number[] = [];
    for (let i = 0; i < 27; i++) made.push(await add({ last_name: mark }));
    const noEmail = await add({ last_name: mark, email: null });
    const res = await call("POST", "/contact/send-email", { token: owner, body: { all: true, filters: { search: mark }, except: [made[0]], subject: "News", message: "Big news" } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 1, queued: true, count: 27 });
    expect(res.json.message).toBe("Sending to 27 contacts. The result will appear in your activity feed.");

    expect(await queue.drain(contactBulkSendJob)).toBe(1);
    const sent = await db().select({ c: emailMessages.contactId }).from(emailMessages).where(and(inArray(emailMessages.contactId, [...made, noEmail]), eq(emailMessages.subject, "News")));
    expect(sent).toHaveLength(26);
    expect(sent.map((s) => s.c)).not.toContain(made[0]);

    // A second run (a retried job) sends nothing more and writes no second summary.
    const [send] = await db().select().from(contactBulkSends).where(eq(contactBulkSends.subject, "News"));
    expect(send.finishedAt).not.toBeNull();
    await runBulkSend(db(), send.id);
    await db().update(contactBulkSends).set({ finishedAt: null }).where(eq(contactBulkSends.id, send.id));
    await runBulkSend(db(), send.id);
    expect(await db().select({ c: emailMessages.contactId }).from(emailMessages).where(eq(emailMessages.subject, "News"))).toHaveLength(26);
    const feed = await db().select().from(activities).where(and(eq(activities.locationId, ids.downtown), eq(activities.action, "bulk-email"), sql`${activities.data}->>'send_id' = ${String(send.id)}`));
    expect(feed.length).toBeGreaterThanOrEqual(1);
    expect(feed[0].title).toBe("Email has been sent to 26 contacts. 1 contact not sent to (no email address, email delivery off or unsubscribed).");
  });

  it("a worker that dies mid-batch: its job comes back within a minute and every recipient gets exactly one email", async () => {
    const mark = `leasecrash${Date.now()}`;
    const total = BULK_SEND_BATCH * 2 + 50;
    const made = await queryRows<{ id: number }>(db(), sql`
      insert into contacts (location_id, first_name, last_name, email, status, tab)
      select ${ids.downtown}, 'Lease' || g, ${mark}, ${mark} || g || '@example.test', 'Lead', 'leads' from generate_series(1, ${total}) g
      returning id`);
    const res = await call("POST", "/contact/send-email", { token: owner, body: { all: true, filters: { search: mark }, subject: mark, message: "Once only" } });
    expect(res.json).toMatchObject({ status: 1, queued: true, count: total });
    const [send] = await db().select().from(contactBulkSends).where(eq(contactBulkSends.subject, mark));

    // The worker takes the job, sends the first round, and dies inside the second (a statement of
    // that round fails, as a killed connection's transaction is rolled back). It never settles the job.
    const job = await queue.fetchAndDie(contactBulkSendJob);
    expect(job).not.toBeNull();
    const dies = made.map((m) => m.id).sort((a, b) => a - b)[BULK_SEND_BATCH + 40];
    await db().execute(sql.raw(`create function die_mid_batch() returns trigger language plpgsql as $$ begin raise exception 'worker killed'; end $$`));
    await db().execute(sql.raw(`create trigger die_mid_batch before update on contact_bulk_send_recipients for each row when (new.contact_id = ${dies}) execute function die_mid_batch()`));
    await expect(runBulkSend(db(), send.id)).rejects.toThrow();
    await db().execute(sql.raw("drop trigger die_mid_batch on contact_bulk_send_recipients"));
    await db().execute(sql.raw("drop function die_mid_batch()"));
    const states = async () =>
      Object.fromEntries(
        (await db().select({ state: contactBulkSendRecipients.state, n: sql<number>`count(*)::int` }).from(contactBulkSendRecipients).where(eq(contactBulkSendRecipients.sendId, send.id)).groupBy(contactBulkSendRecipients.state)).map((r) => [r.state, r.n]),
      );
    expect(await states()).toEqual({ sent: BULK_SEND_BATCH, pending: total - BULK_SEND_BATCH });

    // The dead worker's job is still active, held on a lease of LEASE_SECONDS that nobody renews.
    const [held] = await queryRows<{ state: string; lease: number }>(db(), sql`select state::text, extract(epoch from expire_in)::int as lease from pgboss.job where id = ${job!.id}::uuid`);
    expect(held).toEqual({ state: "active", lease: LEASE_SECONDS });
    // The lease lapsed and the first retry (5-10 s) is due: within a minute of the death.
    queue.clock.advance(LEASE_SECONDS + 15);
    expect(queue.clock.offsetSeconds()).toBeLessThan(60);
    expect(await queue.drain(contactBulkSendJob)).toBe(1);
    expect((await queue.job(contactBulkSendJob, job!.id))?.state).toBe("completed");

    expect(await states()).toEqual({ sent: total });
    const perContact = await queryRows<{ n: number }>(db(), sql`
      select count(m.id)::int as n from contacts c left join email_messages m on m.contact_id = c.id and m.subject = ${mark}
      where c.last_name = ${mark} group by c.id`);
    expect(perContact).toHaveLength(total);
    expect(perContact.every((r) => r.n === 1)).toBe(true);
    const feed = await db().select().from(activities).where(and(eq(activities.action, "bulk-email"), sql`${activities.data}->>'send_id' = ${String(send.id)}`));
    expect(feed.map((f) => f.title)).toEqual([`Email has been sent to ${total} contacts.`]);
  });

  it("is ungated (staff with view only); refuses bad input with 422 and foreign ids with 404", async () => {
    const a = await add();
    expect((await call("POST", "/contact/send-email", { token: staff, body: { contact_ids: [a], subject: "S", message: "M" } })).json.status).toBe(1);
    const none = await call("POST", "/contact/send-email", { token: owner, body: { subject: "S", message: "M" } });
    expect(none.status).toBe(422);
    expect(none.json.errors.contact_id).toBeDefined();
    const both = await call("POST", "/contact/send-email", { token: owner, body: { contact_id: a, contact_ids: [a], subject: "S", message: "M" } });
    expect(both.status).toBe(422);
    const empty = await call("POST", "/contact/send-email", { token: owner, body: { contact_ids: [a], subject: " ", message: "" } });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.json.errors).sort()).toEqual(["message", "subject"]);
    expect((await call("POST", "/contact/send-email", { token: owner, body: { contact_ids: [otherContact], subject: "S", message: "M" } })).status).toBe(404);
    expect(await mailsTo(otherContact)).toHaveLength(0);
  });
});

/** The set-password link out of the last login email a contact got. */
async function linkToken(id: number): Promise<string> {
  const [mail] = await mailsTo(id);
  expect(mail.sensitive).toBe(true);
  const m = /\/portal\/set-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(m).not.toBeNull();
  return decodeURIComponent(m![1]);
}

describe("resend login and the set-password link", () => {
  it("emails contacts with portal access a single-use link that sets an argon2 password", async () => {
    const a = await add();
    const noPortal = await add();
    await call("PATCH", "/contact/portal-account-activate-suspend", { token: owner, body: { contact_ids: [a], active: true } });
    const res = await call("POST", "/contact/resend-login", { token: owner, body: { contact_ids: [a, noPortal] } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 1, sent: 1, skipped: 1, message: "Login details have been sent to 1 contact. 1 contact not sent to (no portal access or no email address)." });
    expect(await mailsTo(noPortal)).toHaveLength(0);
    const token = await linkToken(a);
    // Only the hash is stored.
    const stored = await db().select().from(contactPortalTokens).where(eq(contactPortalTokens.contactId, a));
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).not.toContain(token);

    const mismatch = await call("POST", "/portal/set-password", { body: { token, password: "portal-pass-1", password_confirmation: "other" } });
    expect(mismatch.status).toBe(422);
    expect(mismatch.json.errors.password_confirmation).toBeDefined();
    const short = await call("POST", "/portal/set-password", { body: { token, password: "short", password_confirmation: "short" } });
    expect(short.json.errors.password).toEqual(["The password must be at least 8 characters."]);

    const ok = await call("POST", "/portal/set-password", { body: { token, password: "portal-pass-1", password_confirmation: "portal-pass-1" } });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ status: 1, message: "Your password has been set." });
    const c = await row(a);
    expect(c.portalPasswordHash).toMatch(/^\$argon2id\$/);
    expect(c.portalPasswordSetAt).not.toBeNull();

    const again = await call("POST", "/portal/set-password", { body: { token, password: "portal-pass-2", password_confirmation: "portal-pass-2" } });
    expect(again.status).toBe(422);
    expect(again.json.errors.token).toEqual([PORTAL_LINK_INVALID]);
    expect((await row(a)).portalPasswordHash).toBe(c.portalPasswordHash);
  });

  it("refuses an expired link and a link of a suspended portal", async () => {
    const a = await add();
    await call("PATCH", "/contact/portal-account-activate-suspend", { token: owner, body: { contact_ids: [a], active: true } });
    await call("POST", "/contact/resend-login", { token: owner, body: { contact_ids: [a] } });
    const expired = await linkToken(a);
    await db().update(contactPortalTokens).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(contactPortalTokens.contactId, a));
    const r1 = await call("POST", "/portal/set-password", { body: { token: expired, password: "portal-pass-1", password_confirmation: "portal-pass-1" } });
    expect(r1.json.errors.token).toEqual([PORTAL_LINK_INVALID]);

    await call("POST", "/contact/resend-login", { token: owner, body: { contact_ids: [a] } });
    const fresh = await linkToken(a);
    await call("PATCH", "/contact/portal-account-activate-suspend", { token: owner, body: { contact_ids: [a], active: false } });
    const r2 = await call("POST", "/portal/set-password", { body: { token: fresh, password: "portal-pass-1", password_confirmation: "portal-pass-1" } });
    expect(r2.status).toBe(422);
    expect((await row(a)).portalPasswordHash).toBeNull();
    expect((await call("POST", "/portal/set-password", { body: { token: "nope", password: "portal-pass-1", password_confirmation: "portal-pass-1" } })).status).toBe(422);
  });

  it("is gated on update (editor yes, staff 403); foreign ids 404; a selection of none with portal access answers -1", async () => {
    const a = await add();
    expect((await call("POST", "/contact/resend-login", { token: staff, body: { contact_ids: [a] } })).status).toBe(403);
    const r = await call("POST", "/contact/resend-login", { token: editor, body: { contact_ids: [a] } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ status: -1, sent: 0, message: "This contact has no portal access or no email address." });
    expect((await call("POST", "/contact/resend-login", { token: owner, body: { contact_ids: [otherContact] } })).status).toBe(404);
    expect((await call("POST", "/contact/resend-login", { token: owner, body: {} })).status).toBe(422);
  });
});

describe("POST /contact/{id}/update-portal-password", () => {
  it("sets the password of a contact with portal access and spends its open links", async () => {
    const a = await add();
    await call("PATCH", "/contact/portal-account-activate-suspend", { token: owner, body: { contact_ids: [a], active: true } });
    await call("POST", "/contact/resend-login", { token: owner, body: { contact_ids: [a] } });
    const token = await linkToken(a);
    const res = await call("POST", `/contact/${a}/update-portal-password`, { token: editor, body: { password: "coach-set-1", password_confirmation: "coach-set-1" } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 1, message: "Portal password has been updated successfully!" });
    expect((await row(a)).portalPasswordHash).toMatch(/^\$argon2id\$/);
    expect((await call("POST", "/portal/set-password", { body: { token, password: "portal-pass-1", password_confirmation: "portal-pass-1" } })).status).toBe(422);
  });

  it("refuses a contact without portal access (422), bad input (422), staff (403) and another location's contact (404)", async () => {
    const a = await add();
    const noPortal = await call("POST", `/contact/${a}/update-portal-password`, { token: owner, body: { password: "coach-set-1", password_confirmation: "coach-set-1" } });
    expect(noPortal.status).toBe(422);
    expect(noPortal.json.errors.password).toBeDefined();
    expect((await call("POST", `/contact/${a}/update-portal-password`, { token: owner, body: { password: "x" } })).status).toBe(422);
    expect((await call("POST", `/contact/${a}/update-portal-password`, { token: staff, body: { password: "coach-set-1", password_confirmation: "coach-set-1" } })).status).toBe(403);
    expect((await call("POST", `/contact/${otherContact}/update-portal-password`, { token: owner, body: { password: "coach-set-1", password_confirmation: "coach-set-1" } })).status).toBe(404);
    expect((await row(otherContact)).portalPasswordHash).toBeNull();
  });
});
