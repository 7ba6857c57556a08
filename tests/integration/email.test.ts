import { and, eq, sql } from "drizzle-orm";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { activities, contacts, emailMessages, locations, users } from "../../db/schema";
import { sendEmail } from "../../lib/platform/email";
import { emailSendJob } from "../../lib/platform/email/job";
import { call } from "../helpers/api";
import { queryRows, setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { setupJobQueue } from "../helpers/jobs";

const { db } = setupTestDb();
const queue = setupJobQueue();

type Received = { from: string; to: string[]; raw: string };
const received: Received[] = [];
let rejectNext = 0;
let server: SMTPServer;

beforeAll(async () => {
  // A real SMTP server on an ephemeral port: what nodemailer sends is what arrives.
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (rejectNext > 0) {
          rejectNext--;
          return cb(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
});

afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
});

afterEach(() => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  received.length = 0;
  rejectNext = 0;
});

function useSmtp() {
  process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  process.env.MAIL_FROM = "Coach HQ <hello@coach.test>";
}

async function message(id: number) {
  const [m] = await db().select().from(emailMessages).where(eq(emailMessages.id, id));
  return m;
}

describe("email", () => {
  it("embedded: recorded as queued, then captured by the job, never delivered anywhere", async () => {
    const id = await sendEmail(db(), { to: "a@demo.test", subject: "Hi", html: "<p>Hi</p>", text: "Hi" });
    expect((await message(id)).status).toBe("queued");
    await queue.drain(emailSendJob);
    const m = await message(id);
    expect(m.status).toBe("captured");
    expect(m.sentAt).not.toBeNull();
    expect(received).toHaveLength(0);
  });

  it("SMTP: the password reset email arrives with the right headers and body", async () => {
    useSmtp();
    expect((await call("POST", "/auth/forgot-password", { body: { email: "owner@demo.test" } })).status).toBe(200);
    await queue.drain(emailSendJob);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.from).toBe("hello@coach.test");
    expect(mail.to).toEqual(["owner@demo.test"]);
    expect(mail.raw).toMatch(/^Subject: Reset your password\r?$/m);
    expect(mail.raw).toMatch(/^From: Coach HQ <hello@coach\.test>\r?$/m);
    expect(mail.raw).toMatch(/^To: owner@demo\.test\r?$/m);
    expect(mail.raw).toMatch(/^Message-ID: <email-\d+\.\d+@coachos>\r?$/m);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(mail.raw.replace(/=\r?\n/g, "")).toMatch(/\/password\/[\w-]+\/reset/);
    const last = (await db().select().from(emailMessages).where(eq(emailMessages.toAddress, "owner@demo.test")).orderBy(emailMessages.id)).at(-1)!;
    expect(last.status).toBe("sent");
    expect(last.providerId).toMatch(/@coachos>$/);
    expect(last.fromAddress).toBe("Coach HQ <hello@coach.test>");
  });

  it("a failing SMTP server leaves the message failed with the reason, and the retry delivers it", async () => {
    useSmtp();
    rejectNext = 1;
    const id = await sendEmail(db(), { to: "b@demo.test", subject: "Retry me", html: "<p>x</p>", text: "x" });
    await queue.drain(emailSendJob);
    let m = await message(id);
    expect(m.status).toBe("failed");
    expect(m.statusReason).toMatch(/Mailbox unavailable/);
    expect(m.attempts).toBe(1);
    expect(received).toHaveLength(0);
    // pg-boss holds the job for its retry, 30 to 60 seconds later (backoff): not before.
    const [state] = await queryRows<{ state: string }>(db(), sql`select state from pgboss.job where name = 'email.send' and (data->>'id')::int = ${id}`);
    expect(state.state).toBe("retry");
    queue.clock.advance(29);
    expect(await queue.drain(emailSendJob)).toBe(0);
    queue.clock.advance(31);
    expect(await queue.drain(emailSendJob)).toBe(1);
    m = await message(id);
    expect(m.status).toBe("sent");
    expect(m.statusReason).toBeNull();
    expect(m.attempts).toBe(2);
    expect(received).toHaveLength(1);
  });

  it("after the last retry the failure stays recorded as given up", async () => {
    useSmtp();
    rejectNext = 100;
    const id = await sendEmail(db(), { to: "c@demo.test", subject: "Never", html: "<p>x</p>", text: "x" });
    for (let attempt = 1; attempt <= emailSendJob.retry.limit + 1; attempt++) {
      await emailSendJob.handler({ id }, { db: db(), jobId: "x", attempt }).catch(() => {});
    }
    const m = await message(id);
    expect(m.status).toBe("failed");
    expect(m.statusReason).toMatch(/gave up after 6 attempts/);
    // Nothing further happens to a given-up message unless someone sends it again.
    expect(received).toHaveLength(0);
  });

  it("a location's own mail that gives up is written to its activity feed", async () => {
    useSmtp();
    rejectNext = 1;
    const ids = await demoIds(db());
    const own = await sendEmail(db(), { kind: "location", locationId: ids.downtown, to: "gives-up@demo.test", subject: "Class moved", html: "<p>x</p>", text: "x" });
    // A 5xx for a location's (tracked) mail is a hard bounce: final at once.
    await emailSendJob.handler({ id: own }, { db: db(), jobId: "x", attempt: 1 });
    expect((await message(own)).status).toBe("failed");
    const feed = await db().select().from(activities).where(and(eq(activities.locationId, ids.downtown), eq(activities.module, "email"), eq(activities.action, "failed")));
    expect(feed.map((a) => ({ title: a.title, data: a.data }))).toEqual([{ title: "Email to gives-up@demo.test could not be sent", data: { email_id: own, subject: "Class moved" } }]);
    expect(feed[0].body).toMatch(/Mailbox unavailable/);
  });

  it("a contact who switched email off is not emailed; another location's contact is refused (404)", async () => {
    const ids = await demoIds(db());
    const [mine] = await db().select().from(contacts).where(eq(contacts.locationId, ids.downtown)).limit(1);
    const [theirs] = await db().select().from(contacts).where(eq(contacts.locationId, ids.otherLoc)).limit(1);
    await db().update(contacts).set({ emailEnabled: false }).where(eq(contacts.id, mine.id));
    const off = await sendEmail(db(), { kind: "location", locationId: ids.downtown, contactId: mine.id, to: "m@demo.test", subject: "Offer", html: "x", text: "x" });
    expect(await message(off)).toMatchObject({ status: "blocked", statusReason: "This contact has email delivery switched off." });
    await db().update(contacts).set({ emailEnabled: true }).where(eq(contacts.id, mine.id));
    await expect(
      sendEmail(db(), { kind: "location", locationId: ids.downtown, contactId: theirs.id, to: "t@demo.test", subject: "Offer", html: "x", text: "x" }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("the location kill switch and email_status 0 block location mail with a recorded reason; system mail still goes", async () => {
    const ids = await demoIds(db());
    await db().update(locations).set({ emailStatus: 0 }).where(eq(locations.id, ids.downtown));
    const blocked = await sendEmail(db(), { kind: "location", locationId: ids.downtown, to: "d@demo.test", subject: "Offer", html: "x", text: "x" });
    expect(await message(blocked)).toMatchObject({ status: "blocked", statusReason: "Email sending is switched off for this location." });
    const system = await sendEmail(db(), { locationId: ids.downtown, to: "d@demo.test", subject: "Reset", html: "x", text: "x" });
    expect((await message(system)).status).toBe("queued");
    await db().update(locations).set({ emailStatus: 1 }).where(eq(locations.id, ids.downtown));

    await db().update(users).set({ emailStatus: 0 }).where(eq(users.id, ids.owner));
    const byUser = await sendEmail(db(), { kind: "location", locationId: ids.downtown, userId: ids.owner, to: "e@demo.test", subject: "Offer", html: "x", text: "x" });
    expect(await message(byUser)).toMatchObject({ status: "blocked", statusReason: "Email sending is switched off for this account." });
    await db().update(users).set({ emailStatus: 1 }).where(eq(users.id, ids.owner));
    await queue.drain(emailSendJob);
    const still = await db().select().from(emailMessages).where(and(eq(emailMessages.id, blocked)));
    expect(still[0].status).toBe("blocked");
  });
});
