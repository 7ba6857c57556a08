/**
 * Email logs, tracking and suppressions (issue 11): tracking written at delivery, the open pixel
 * (honest opens), the signed click redirect, bounces and complaints (simulator, SMTP, ARF),
 * unsubscribe and the recovery page, the report, the delivery log and a contact's events; gates,
 * bad input and another tenant's ids.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { contacts, emailEvents, emailMessages, emailSuppressions, locations } from "../../db/schema";
import { signFeedback } from "../../lib/email-logs/feedback";
import { webViewMessage } from "../../lib/email-logs/recovery";
import { sendEmail } from "../../lib/platform/email";
import { emailSendJob } from "../../lib/platform/email/job";
import { clickSignature, messageToken, resubscribeToken } from "../../lib/platform/email/tokens";
import { api } from "../../lib/api/app";
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
let other: string;
let otherContact: number;

type Received = { to: string[]; raw: string };
const received: Received[] = [];
let reject: { code: number; times: number } | null = null;
let server: SMTPServer;

beforeAll(async () => {
  ids = await demoIds(db());
  owner = (await loginAs("owner@demo.test")).access_token;
  staff = (await loginAs("staff@demo.test")).access_token;
  other = (await loginAs("other@demo.test")).access_token;
  otherContact = (await db().select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, ids.otherLoc)).limit(1))[0].id;
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (reject && reject.times > 0) {
          reject.times--;
          return cb(Object.assign(new Error(`${reject.code} Mailbox says no`), { responseCode: reject.code }));
        }
        received.push({ to: _session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
});

afterEach(() => {
  delete process.env.SMTP_URL;
  delete process.env.TRUSTED_PROXY_HOPS;
  reject = null;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
});

let seq = 0;
async function addContact(email?: string) {
  seq += 1;
  const res = await call("POST", "/contact/save", { token: owner, body: { first_name: `Logs${seq}`, last_name: "Test", email: email ?? `logs${seq}-${Date.now()}@example.com` } });
  expect(res.status).toBe(201);
  return res.json.data.id as number;
}
const lastMail = async (contactId: number) => (await db().select().from(emailMessages).where(eq(emailMessages.contactId, contactId)).orderBy(desc(emailMessages.id)).limit(1))[0];
const eventsOf = (messageId: number) => db().select().from(emailEvents).where(eq(emailEvents.messageId, messageId)).orderBy(emailEvents.id);
const suppressed = async (email: string, type: string) =>
  (await db().select().from(emailSuppressions).where(and(eq(emailSuppressions.locationId, ids.downtown), eq(emailSuppressions.type, type), sql`lower(${emailSuppressions.email}) = lower(${email})`))).length > 0;

/** A coach emails a contact from the profile, and the delivery job runs. */
async function emailAndDeliver(contactId: number, message = "Hi {{ contact.first_name }}, read https://example.org/plan?a=1&b=2 and <a>this</a>") {
  const res = await call("POST", "/contact/send-email", { token: owner, body: { contact_id: contactId, subject: "Plan for {{ contact.first_name }}", message } });
  expect(res.status).toBe(200);
  await queue.drain(emailSendJob);
  return lastMail(contactId);
}
/** Apple Mail's user agent: a person's mail app, unless it comes through Apple's proxy. */
const MAIL_APP = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)";
/** A template-style HTML email with a link, sent to a contact and delivered. */
async function htmlEmailAndDeliver(contactId: number) {
  const [c] = await db().select().from(contacts).where(eq(contacts.id, contactId));
  const id = await sendEmail(db(), {
    kind: "location", locationId: ids.downtown, contactId, to: c.email!, subject: "Links", source: "template",
    html: '<html><body><p>Read <a href="https://example.org/plan?a=1&amp;b=2">the plan</a> or <a href="mailto:coach@example.org">write</a>.</p></body></html>', text: "Read the plan",
  });
  await queue.drain(emailSendJob);
  return (await db().select().from(emailMessages).where(eq(emailMessages.id, id)))[0];
}
const rawGet = (path: string, headers: Record<string, string> = {}) => api.request(`/api/v3${path}`, { headers });
/** The message as delivered: its tracked links, read from the stored HTML. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));

describe("the contact centre's email goes through the one render, and delivery tracks it", () => {
  it("merge fields, source 'contact', the unsubscribe footer, the pixel and signed click links", async () => {
    const id = await addContact();
    const m = await emailAndDeliver(id);
    expect(m).toMatchObject({ status: "captured", source: "contact", kind: "location", subject: `Plan for Logs${seq}` });
    expect(m.html).toContain(`Hi Logs${seq}`);
    const token = messageToken(m.id);
    expect(m.html).toContain(`/api/v3/email-log/open/${token}`);
    const links = hrefs(m.html);
    expect(links.some((l) => l.endsWith(`/unsubscribe/${token}`))).toBe(true);
    expect(links.some((l) => l.endsWith(`/view/${token}`))).toBe(true);
    expect(m.text).toContain(`/unsubscribe/${token}`);
    // Delivering again changes nothing (idempotent tracking).
    await db().update(emailMessages).set({ status: "queued" }).where(eq(emailMessages.id, m.id));
    await emailSendJob.handler({ id: m.id }, { db: db(), jobId: "again", attempt: 1 });
    expect((await lastMail(id)).html).toBe(m.html);
  });

  it("an unknown merge field is a 422 on the message", async () => {
    const id = await addContact();
    const res = await call("POST", "/contact/send-email", { token: owner, body: { contact_id: id, subject: "S", message: "Hi {{ contact.nope }}" } });
    expect(res.status).toBe(422);
    expect(res.json.errors.message).toBeDefined();
  });

  it("SMTP delivery carries one-click List-Unsubscribe headers", async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`;
    const id = await addContact();
    const m = await emailAndDeliver(id);
    expect(m.status).toBe("sent");
    const raw = received.at(-1)!.raw.replace(/\r\n[ \t]+/g, " ");
    expect(raw).toMatch(new RegExp(`List-Unsubscribe: <[^>]*/api/v3/email-log/unsubscribe/${messageToken(m.id).replace(/[.]/g, "\\.")}>`));
    expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });
});

describe("opens and clicks", () => {
  it("a person's open is counted; Apple's proxy, a bot and a fetch within 2 s of delivery are machine opens", async () => {
    const m = await emailAndDeliver(await addContact());
    const token = messageToken(m.id);
    // Just delivered: a scanner at the receiving server.
    const first = await rawGet(`/email-log/open/${token}`, { "user-agent": MAIL_APP });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/gif");
    await db().update(emailMessages).set({ sentAt: new Date(Date.now() - 60_000) }).where(eq(emailMessages.id, m.id));
    await rawGet(`/email-log/open/${token}`, { "user-agent": MAIL_APP });
    await rawGet(`/email-log/open/${token}`, { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    process.env.TRUSTED_PROXY_HOPS = "1";
    await rawGet(`/email-log/open/${token}`, { "user-agent": MAIL_APP, "x-forwarded-for": "17.58.1.2" });
    expect((await eventsOf(m.id)).map((e) => [e.type, e.machine])).toEqual([
      ["open", true],
      ["open", false],
      ["open", true],
      ["open", true],
    ]);
    expect((await eventsOf(m.id))[1]).toMatchObject({ locationId: ids.downtown, contactId: m.contactId });
  });

  it("a forged or foreign token opens nothing (404)", async () => {
    const m = await emailAndDeliver(await addContact());
    expect((await rawGet(`/email-log/open/${m.id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`)).status).toBe(404);
    expect((await rawGet(`/email-log/open/nonsense`)).status).toBe(404);
    expect(await eventsOf(m.id)).toHaveLength(0);
  });

  it("a click goes to a link of that message only; a forged URL or signature is refused", async () => {
    const m = await htmlEmailAndDeliver(await addContact());
    expect(hrefs(m.html)).toContain("mailto:coach@example.org");
    const link = hrefs(m.html).find((l) => l.includes("/email-log/click/"))!;
    const url = new URL(link);
    expect(url.searchParams.get("url")).toBe("https://example.org/plan?a=1&b=2");
    const ok = await rawGet(`${url.pathname.replace("/api/v3", "")}${url.search}`);
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("https://example.org/plan?a=1&b=2");
    const token = messageToken(m.id);
    const forged = await rawGet(`/email-log/click/${token}?url=${encodeURIComponent("https://evil.example")}&sig=${url.searchParams.get("sig")}`);
    expect(forged.status).toBe(404);
    // A signature made for another message does not open this one's redirect either.
    const elsewhere = await rawGet(`/email-log/click/${token}?url=${encodeURIComponent("https://evil.example")}&sig=${clickSignature(m.id + 1, "https://evil.example")}`);
    expect(elsewhere.status).toBe(404);
    expect((await eventsOf(m.id)).map((e) => [e.type, e.url])).toEqual([["click", "https://example.org/plan?a=1&b=2"]]);
  });
});

describe("bounces and complaints", () => {
  it("the outbox's bounce simulator is a hard bounce: failed without retry, event and suppression", async () => {
    const address = `gone${Date.now()}@bounce.test`;
    const m = await emailAndDeliver(await addContact(address));
    expect(m.status).toBe("failed");
    expect(m.statusReason).toMatch(/^550/);
    expect((await eventsOf(m.id)).map((e) => e.type)).toEqual(["bounce"]);
    expect(await suppressed(address, "bounce")).toBe(true);
    queue.clock.advance(3600);
    expect(await queue.drain(emailSendJob)).toBe(0);
  });

  it("the complaint simulator is delivered, then reported: event and suppression", async () => {
    const address = `angry${Date.now()}@complaint.test`;
    const id = await addContact(address);
    const m = await emailAndDeliver(id);
    expect(m.status).toBe("captured");
    expect((await eventsOf(m.id)).map((e) => e.type)).toEqual(["complaint"]);
    expect(await suppressed(address, "complaint")).toBe(true);
    // The next email to that address is blocked.
    const res = await call("POST", "/contact/send-email", { token: owner, body: { contact_id: id, subject: "Again", message: "x" } });
    expect(res.json.status).toBe(-1);
  });

  it("SMTP 5xx is a hard bounce; 4xx until the retries run out is a soft bounce", async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`;
    reject = { code: 550, times: 1 };
    const hardAddress = `hard${Date.now()}@example.com`;
    const hard = await emailAndDeliver(await addContact(hardAddress));
    expect(hard.status).toBe("failed");
    expect((await eventsOf(hard.id)).map((e) => e.type)).toEqual(["bounce"]);
    expect(await suppressed(hardAddress, "bounce")).toBe(true);

    reject = { code: 451, times: 100 };
    const softAddress = `soft${Date.now()}@example.com`;
    const id = await addContact(softAddress);
    await call("POST", "/contact/send-email", { token: owner, body: { contact_id: id, subject: "Soft", message: "x" } });
    const soft = await lastMail(id);
    for (let attempt = 1; attempt <= emailSendJob.retry.limit + 1; attempt++) {
      await emailSendJob.handler({ id: soft.id }, { db: db(), jobId: "x", attempt }).catch(() => {});
      // Only the last attempt records the soft bounce.
      expect((await eventsOf(soft.id)).length).toBe(attempt > emailSendJob.retry.limit ? 1 : 0);
    }
    expect((await eventsOf(soft.id))[0].type).toBe("soft_bounce");
    expect(await suppressed(softAddress, "bounce")).toBe(false);
  });

  it("an ARF report on the signed route records a complaint; a bad signature or a non-report is refused", async () => {
    const address = `arf${Date.now()}@example.com`;
    const m = await emailAndDeliver(await addContact(address));
    const arf = [
      "From: feedback@isp.example",
      "To: fbl@coachos.local",
      "Subject: FW: complaint",
      "MIME-Version: 1.0",
      'Content-Type: multipart/report; report-type=feedback-report; boundary="b1"',
      "",
      "--b1",
      "Content-Type: text/plain",
      "",
      "This is an email abuse report.",
      "--b1",
      "Content-Type: message/feedback-report",
      "",
      "Feedback-Type: abuse",
      "User-Agent: ISP-FBL/1.0",
      "Version: 1",
      "",
      "--b1",
      "Content-Type: text/rfc822-headers",
      "",
      `Message-ID: <email-${m.id}.${m.createdAt.getTime()}@coachos>`,
      `To: ${address}`,
      "Subject: Plan",
      "",
      "--b1--",
      "",
    ].join("\r\n");
    const post = (body: string, headers: Record<string, string>) => call("POST", "/email-log/complaint", { raw: body, headers: { "content-type": "message/rfc822", ...headers } });
    expect((await post(arf, {})).status).toBe(403);
    expect((await post(arf, { ...signFeedback(arf), "x-coachos-signature": "sha256=00" })).status).toBe(403);
    expect((await post(arf, signFeedback(arf, Math.floor(Date.now() / 1000) - 3600))).status).toBe(403);
    expect((await post("hello", signFeedback("hello"))).status).toBe(422);
    expect(await eventsOf(m.id)).toHaveLength(0);
    const ok = await post(arf, signFeedback(arf));
    expect(ok.status).toBe(200);
    expect((await eventsOf(m.id)).map((e) => [e.type, e.detail])).toEqual([["complaint", "abuse: reported by the recipient's mailbox provider"]]);
    expect(await suppressed(address, "complaint")).toBe(true);
  });
});

/** A location's public id: what its recovery page's public links carry. */
const publicIdOf = async (locationId: number) => (await db().select({ publicId: locations.publicId }).from(locations).where(eq(locations.id, locationId)))[0].publicId;

describe("unsubscribe, the recovery page and resubscribe", () => {
  it("the button unsubscribes once (event and suppression); one-click works as a form POST; forged tokens 404", async () => {
    const address = `leave${Date.now()}@example.com`;
    const id = await addContact(address);
    const m = await emailAndDeliver(id);
    const token = messageToken(m.id);
    const res = await call("POST", `/email-log/unsubscribe/${token}`, {});
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 1, recovery_page_id: await publicIdOf(ids.downtown), email: address, token: resubscribeToken(ids.downtown, address) });
    expect(await suppressed(address, "unsubscribe")).toBe(true);
    const oneClick = await api.request(`/api/v3/email-log/unsubscribe/${token}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect(oneClick.status).toBe(200);
    expect((await eventsOf(m.id)).map((e) => e.type)).toEqual(["unsubscribe"]);
    expect((await call("POST", `/email-log/unsubscribe/${m.id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`, {})).status).toBe(404);
    // Unsubscribed: the next email is blocked and says why.
    expect((await call("POST", "/contact/send-email", { token: owner, body: { contact_id: id, subject: "S", message: "M" } })).json.status).toBe(-1);
  });

  it("an unsubscribed buyer still gets transactional mail (a receipt): counted, with no unsubscribe link or header", async () => {
    const address = `buyer${Date.now()}@example.com`;
    const id = await addContact(address);
    const first = await emailAndDeliver(id);
    await call("POST", `/email-log/unsubscribe/${messageToken(first.id)}`, {});
    expect(await suppressed(address, "unsubscribe")).toBe(true);
    const receipt = { kind: "location" as const, locationId: ids.downtown, contactId: id, to: address, subject: "Your receipt", html: "<p>Paid</p>", text: "Paid" };
    const sent = await sendEmail(db(), { ...receipt, source: "checkout" });
    // The same message as marketing is stopped by the unsubscribe.
    const blocked = await sendEmail(db(), { ...receipt, source: "template" });
    await queue.drain(emailSendJob);
    const [m] = await db().select().from(emailMessages).where(eq(emailMessages.id, sent));
    expect(m.status).toBe("captured");
    expect(m.html).toContain(`/api/v3/email-log/open/${messageToken(m.id)}`);
    expect(m.html).not.toContain("/unsubscribe/");
    expect(m.text).not.toContain("Unsubscribe");
    expect((await db().select().from(emailMessages).where(eq(emailMessages.id, blocked)))[0].status).toBe("blocked");
  });

  it("resubscribes with the signed token; without it (or forged) a confirmation link is mailed instead", async () => {
    const address = `back${Date.now()}@example.com`;
    const m = await emailAndDeliver(await addContact(address));
    const { json } = await call("POST", `/email-log/unsubscribe/${messageToken(m.id)}`, {});
    const downtown = await publicIdOf(ids.downtown);

    const forged = await call("POST", `/recovery-page/${downtown}/resubscribe`, { body: { email: address, token: "x".repeat(32) } });
    expect(forged.json).toMatchObject({ status: 1, confirmed: false, message: "Please check your email: we have sent you a link to confirm." });
    const absent = await call("POST", `/recovery-page/${downtown}/resubscribe`, { body: { email: address.toUpperCase() } });
    expect(absent.json.confirmed).toBe(false);
    expect(await suppressed(address, "unsubscribe")).toBe(true);
    const confirmations = await db().select().from(emailMessages).where(and(eq(emailMessages.toAddress, address), eq(emailMessages.source, "recovery-page")));
    expect(confirmations).toHaveLength(2);
    expect(confirmations[0]).toMatchObject({ kind: "system", status: "queued" });
    expect(confirmations[0].html).toContain(`/resubscribes/${downtown}?email=${encodeURIComponent(address)}&amp;token=${json.token}`);

    // An address that is not unsubscribed gets the same answer and no email.
    const stranger = `stranger${Date.now()}@example.com`;
    expect((await call("POST", `/recovery-page/${downtown}/resubscribe`, { body: { email: stranger } })).json.confirmed).toBe(false);
    expect(await db().select().from(emailMessages).where(eq(emailMessages.toAddress, stranger))).toHaveLength(0);

    const ok = await call("POST", `/recovery-page/${downtown}/resubscribe`, { body: { email: address, token: json.token } });
    expect(ok.json).toMatchObject({ status: 1, confirmed: true, message: "You have been resubscribed." });
    expect(await suppressed(address, "unsubscribe")).toBe(false);
    // Another location's page with this location's token is not a confirmation.
    expect((await call("POST", `/recovery-page/${await publicIdOf(ids.otherLoc)}/resubscribe`, { body: { email: address, token: json.token } })).json.confirmed).toBe(false);
    expect((await call("POST", `/recovery-page/999999/resubscribe`, { body: { email: address, token: json.token } })).status).toBe(404);
    // The location's numeric id is not a page's id.
    expect((await call("POST", `/recovery-page/${ids.downtown}/resubscribe`, { body: { email: address, token: json.token } })).status).toBe(404);
    expect((await call("POST", `/recovery-page/${downtown}/resubscribe`, { body: { email: "not-an-email" } })).status).toBe(422);
  });

  it("the recovery page: defaults, save (templates update), 422s, public settings by the location's public id", async () => {
    const downtown = await publicIdOf(ids.downtown);
    const got = await call("GET", "/recovery-page", { token: other });
    expect(got.json).toMatchObject({ id: await publicIdOf(ids.otherLoc), headline: "You have been unsubscribed", button: "Resubscribe", logo: null });
    const body = { headline: "Sorry to see you go", text: "Come back any time.", button: "Count me in", logo: "https://cdn.example.org/logo.png" };
    const saved = await call("POST", "/recovery-page/save", { token: owner, body });
    expect(saved.json).toMatchObject({ status: 1, message: "Recovery page has been saved successfully!", data: { id: downtown, ...body } });
    expect((await call("GET", "/recovery-page", { token: owner })).json).toMatchObject(body);
    expect((await call("GET", `/recovery-page/${downtown}/public-setting`)).json).toMatchObject({ ...body, business_name: "Downtown" });
    // The other location still has its defaults.
    expect((await call("GET", `/recovery-page/${await publicIdOf(ids.otherLoc)}/public-setting`)).json.headline).toBe("You have been unsubscribed");
    expect((await call("GET", `/recovery-page/999999/public-setting`)).status).toBe(404);
    const bad = await call("POST", "/recovery-page/save", { token: owner, body: { headline: " ", text: "t", button: "b", logo: "javascript:alert(1)" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["headline", "logo"]);
    expect((await call("POST", "/recovery-page/save", { token: staff, body })).status).toBe(403);
    expect((await call("GET", "/recovery-page")).status).toBe(401);
  });

  it("public links carry an unguessable id: counting up the location ids lists no page", async () => {
    const all = await db().select({ id: locations.id, publicId: locations.publicId }).from(locations);
    expect(new Set(all.map((l) => l.publicId)).size).toBe(all.length);
    for (const l of all) {
      expect(l.publicId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect((await call("GET", `/recovery-page/${l.id}/public-setting`)).status, `location ${l.id}`).toBe(404);
      expect((await call("GET", `/recovery-page/${l.publicId}/public-setting`)).status).toBe(200);
    }
    // Not a uuid, or no location's: a 404, never a database error.
    for (const id of ["0", "abc", "00000000-0000-4000-8000-000000000000", `${all[0].publicId}x`]) {
      expect((await call("GET", `/recovery-page/${id}/public-setting`)).status, id).toBe(404);
    }
    // The uuid in capitals names the same page.
    expect((await call("GET", `/recovery-page/${all[0].publicId.toUpperCase()}/public-setting`)).status).toBe(200);
  });

  it("the web view shows a sent message by its token only", async () => {
    const m = await emailAndDeliver(await addContact());
    expect(await webViewMessage(db(), messageToken(m.id))).toMatchObject({ subject: m.subject, html: m.html });
    expect(await webViewMessage(db(), `${m.id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`)).toBeNull();
  });
});

describe("the report, the delivery log and a contact's events", () => {
  it("counts per day of the location's zone: 9:30 pm in New York is that day, not the next UTC day", async () => {
    await db().update(locations).set({ timezone: "America/New_York" }).where(eq(locations.id, ids.otherLoc));
    // 2026-03-16T01:30Z is 9:30 pm on Mar 15 in New York (EDT).
    await db().insert(emailMessages).values({ kind: "location", toAddress: "zoned@example.test", fromAddress: "a@example.test", subject: "Zoned", html: "<p>z</p>", text: "z", status: "captured", locationId: ids.otherLoc, sentAt: new Date("2026-03-16T01:30:00Z") });
    const res = await call("GET", "/email-log/get-email-report?from=2026-03-15&to=2026-03-16", { token: other });
    expect(res.json.data.days.map((d: { date: string; sent: number }) => [d.date, d.sent])).toEqual([["2026-03-15", 1], ["2026-03-16", 0]]);
    await db().update(locations).set({ timezone: "UTC" }).where(eq(locations.id, ids.otherLoc));
  });

  it("counts delivered email and each event per day, machine opens apart", async () => {
    const before = (await call("GET", "/email-log/get-email-report", { token: owner })).json.data;
    const m = await emailAndDeliver(await addContact());
    await rawGet(`/email-log/open/${messageToken(m.id)}`); // machine: within 2 s of delivery
    await db().update(emailMessages).set({ sentAt: new Date(Date.now() - 60_000) }).where(eq(emailMessages.id, m.id));
    await rawGet(`/email-log/open/${messageToken(m.id)}`, { "user-agent": MAIL_APP });
    await call("POST", `/email-log/unsubscribe/${messageToken(m.id)}`, {});
    const res = await call("GET", "/email-log/get-email-report", { token: owner });
    expect(res.status).toBe(200);
    const after = res.json.data;
    expect(after.days).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(after.to).toBe(today);
    const delta = (k: string) => after.totals[k] - before.totals[k];
    expect([delta("sent"), delta("opens"), delta("machine_opens"), delta("unsubscribes")]).toEqual([1, 1, 1, 1]);
    expect(after.days.at(-1).date).toBe(today);
    // Another location sees none of it.
    const theirs = (await call("GET", "/email-log/get-email-report", { token: other })).json.data;
    expect(theirs.totals.sent).toBe(0);
    expect((await call("GET", "/email-log/get-email-report", { token: owner, body: undefined })).status).toBe(200);
    expect((await call("GET", "/email-log/get-email-report?from=2026-02-30", { token: owner })).status).toBe(422);
    expect((await call("GET", "/email-log/get-email-report?from=2026-05-01&to=2026-04-01", { token: owner })).status).toBe(422);
    expect((await call("GET", "/email-log/get-email-report?from=2020-01-01&to=2026-01-01", { token: owner })).status).toBe(422);
    expect((await call("GET", "/email-log/get-email-report?from=2026-01-01&to=2026-01-03", { token: owner })).json.data.days.map((d: { date: string }) => d.date)).toEqual(["2026-01-01", "2026-01-02", "2026-01-03"]);
    expect((await call("GET", "/email-log/get-email-report", { token: staff })).status).toBe(403);
  });

  it("the delivery log pages newest first, filters by status and source, and shows opens and clicks", async () => {
    const m = await emailAndDeliver(await addContact());
    await db().update(emailMessages).set({ sentAt: new Date(Date.now() - 60_000) }).where(eq(emailMessages.id, m.id));
    await rawGet(`/email-log/open/${messageToken(m.id)}`, { "user-agent": MAIL_APP });
    const first = await call("GET", "/email-log/get-delivery-log?per_page=5", { token: owner });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ current_page: 1, per_page: 5 });
    expect(first.json.data[0]).toMatchObject({ id: m.id, status: "captured", source: "contact", opens: 1, clicks: 0, bounced: false });
    const ids1 = first.json.data.map((r: { id: number }) => r.id);
    expect([...ids1].sort((a: number, b: number) => b - a)).toEqual(ids1);
    const page2 = await call("GET", "/email-log/get-delivery-log?per_page=5&page=2", { token: owner });
    expect(page2.json.data.every((r: { id: number }) => r.id < ids1.at(-1))).toBe(true);
    const failed = await call("GET", "/email-log/get-delivery-log?status=failed&source=contact", { token: owner });
    expect(failed.json.data.length).toBeGreaterThan(0);
    expect(failed.json.data.every((r: { status: string; source: string }) => r.status === "failed" && r.source === "contact")).toBe(true);
    expect(failed.json.data.some((r: { bounced: boolean }) => r.bounced)).toBe(true);
    expect((await call("GET", "/email-log/get-delivery-log", { token: other })).json.data.every((r: { id: number }) => r.id !== m.id)).toBe(true);
    expect((await call("GET", "/email-log/get-delivery-log?status=lost", { token: owner })).status).toBe(422);
    expect((await call("GET", "/email-log/get-delivery-log?per_page=1000", { token: owner })).status).toBe(422);
    expect((await call("GET", "/email-log/get-delivery-log", { token: staff })).status).toBe(403);
    expect((await call("GET", "/email-log/get-delivery-log")).status).toBe(401);
  });

  it("a contact's events, newest first; another location's contact is a 404", async () => {
    const id = await addContact();
    const m = await htmlEmailAndDeliver(id);
    const link = new URL(hrefs(m.html).find((l) => l.includes("/email-log/click/"))!);
    await rawGet(`${link.pathname.replace("/api/v3", "")}${link.search}`);
    await call("POST", `/email-log/unsubscribe/${messageToken(m.id)}`, {});
    const res = await call("GET", `/contact/email-sent-event-logs?contact_id=${id}`, { token: staff });
    expect(res.status).toBe(200);
    expect(res.json.data.map((e: { type: string }) => e.type)).toEqual(["unsubscribe", "click"]);
    expect(res.json.data[1]).toMatchObject({ message_id: m.id, subject: "Links", url: "https://example.org/plan?a=1&b=2" });
    expect((await call("GET", `/contact/email-sent-event-logs?contact_id=${otherContact}`, { token: owner })).status).toBe(404);
    expect((await call("GET", `/contact/email-sent-event-logs`, { token: owner })).status).toBe(422);
    expect((await call("GET", `/contact/email-sent-event-logs?contact_id=abc`, { token: owner })).status).toBe(422);
  });
});

describe("sendEmail keeps other mail untouched", () => {
  it("system email is not tracked", async () => {
    const id = await sendEmail(db(), { to: `sys${Date.now()}@example.com`, subject: "Code", html: "<p>https://example.org</p><a href=\"https://example.org\">x</a>", text: "x" });
    await queue.drain(emailSendJob);
    const [m] = await db().select().from(emailMessages).where(eq(emailMessages.id, id));
    expect(m.html).not.toContain("/email-log/");
  });
});
