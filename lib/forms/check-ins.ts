import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db";
import { contacts, formContacts, forms, locations } from "@/db/schema";
import { queueEmail, recordEmail } from "@/lib/platform/email/record";
import { defineJob } from "@/lib/platform/jobs";
import { queueSms, recordSms } from "@/lib/platform/sms/send";
import { escapeHtml } from "@/lib/utils/html";
import { REMINDER_AFTER_HOURS } from "./constants";
import { formLink } from "./sending";

/** Claimed and sent per statement, so a large location never loads all at once. */
const BATCH = 200;

type Claimed = { id: number; formId: number; contactId: number; locationId: number; token: string };

/**
 * A recurring check-in is due again for a contact when its last send is `recur_days` old: one
 * UPDATE … RETURNING moves `last_sent_at` to now and clears the reminder, so two runs (or a
 * retry) never claim the same send twice.
 */
async function claimDue(db: Db, now: Date): Promise<Claimed[]> {
  const rows = await db.execute<Claimed>(sql`
    update ${formContacts} fc set last_sent_at = ${now.toISOString()}::timestamptz, last_reminded_at = null, updated_at = now()
    where fc.id in (
      select fc2.id from ${formContacts} fc2 join ${forms} f on f.id = fc2.form_id and f.location_id = fc2.location_id
      where f.recur_days is not null and f.enabled and not fc2.disabled
        and fc2.last_sent_at <= ${now.toISOString()}::timestamptz - make_interval(days => f.recur_days)
      order by fc2.id limit ${BATCH} for update of fc2 skip locked)
    returning fc.id, fc.form_id as "formId", fc.contact_id as "contactId", fc.location_id as "locationId", fc.token`);
  return (Array.isArray(rows) ? rows : (rows as { rows: Claimed[] }).rows) as Claimed[];
}

/**
 * A reminder is due when a sent check-in is unanswered since its last send, that send is a day
 * old, and no reminder went out in the last day: reminders repeat daily until it is answered.
 */
async function claimReminders(db: Db, now: Date): Promise<Claimed[]> {
  const rows = await db.execute<Claimed>(sql`
    update ${formContacts} fc set last_reminded_at = ${now.toISOString()}::timestamptz, updated_at = now()
    where fc.id in (
      select fc2.id from ${formContacts} fc2 join ${forms} f on f.id = fc2.form_id and f.location_id = fc2.location_id
      where f.recur_days is not null and f.enabled and not fc2.disabled
        and (fc2.answered_at is null or fc2.answered_at < fc2.last_sent_at)
        and fc2.last_sent_at <= ${now.toISOString()}::timestamptz - make_interval(hours => ${REMINDER_AFTER_HOURS})
        and (fc2.last_reminded_at is null or fc2.last_reminded_at <= ${now.toISOString()}::timestamptz - make_interval(hours => ${REMINDER_AFTER_HOURS}))
      order by fc2.id limit ${BATCH} for update of fc2 skip locked)
    returning fc.id, fc.form_id as "formId", fc.contact_id as "contactId", fc.location_id as "locationId", fc.token`);
  return (Array.isArray(rows) ? rows : (rows as { rows: Claimed[] }).rows) as Claimed[];
}

type Queued = { sms: boolean; id: number };

/** Records the claimed sends' messages (in the claim's transaction); the deliveries to queue after the commit. */
async function deliver(db: Db, claimed: Claimed[], reminder: boolean): Promise<Queued[]> {
  const queued: Queued[] = [];
  if (!claimed.length) return queued;
  const formRows = await db
    .select({ id: forms.id, title: forms.title, url: forms.url, channel: forms.reminderChannel, business: locations.businessname })
    .from(forms)
    .innerJoin(locations, eq(locations.id, forms.locationId))
    .where(inArray(forms.id, [...new Set(claimed.map((c) => c.formId))]));
  const people = await db
    .select({ id: contacts.id, locationId: contacts.locationId, firstName: contacts.firstName, email: contacts.email, number: contacts.number })
    .from(contacts)
    .where(and(inArray(contacts.id, [...new Set(claimed.map((c) => c.contactId))]), isNotNull(contacts.id)));
  for (const c of claimed) {
    const f = formRows.find((x) => x.id === c.formId);
    const p = people.find((x) => x.id === c.contactId && x.locationId === c.locationId);
    if (!f || !p) continue;
    const link = formLink(f.url, c.token);
    const lead = reminder ? `A reminder from ${f.business}: your check-in “${f.title}” is waiting.` : `${f.business}: time for your check-in “${f.title}”.`;
    try {
      // A savepoint each: one bad address rolls back its own record only.
      const sms = reminder && f.channel === "sms" && !!p.number;
      const row = await db.transaction(async (sp) => {
        const tx = sp as unknown as Db;
        if (sms) return recordSms(tx, { locationId: c.locationId, to: p.number!, body: `${lead} ${link}`, contactId: p.id });
        if (!p.email) return null;
        return recordEmail(tx, {
          kind: "location", to: p.email, subject: reminder ? `Reminder: ${f.title}` : f.title, locationId: c.locationId, contactId: p.id, sensitive: true,
          text: `Hi ${p.firstName || "there"},\n\n${lead}\n\nOpen the form: ${link}`,
          html: `<p>Hi ${escapeHtml(p.firstName || "there")},</p><p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(link)}">Open the form</a></p>`,
        });
      });
      if (row?.queued) queued.push({ sms, id: row.id });
    } catch (err) {
      // One bad address must not stop the others; the claim stays (no duplicate later).
      console.error(`form check-in for contact ${p.id} failed:`, err);
    }
  }
  return queued;
}

/**
 * One round of claims and their messages in one transaction, queued after the commit: a run
 * killed mid-round rolls its claims back, and the retry sends them (never "claimed, then lost").
 */
async function round(db: Db, claim: (tx: Db) => Promise<Claimed[]>, reminder: boolean): Promise<number> {
  const r = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const due = await claim(tx);
    return { n: due.length, queued: await deliver(tx, due, reminder) };
  });
  for (const q of r.queued) await (q.sms ? queueSms(q.id) : queueEmail(q.id));
  return r.n;
}

/** Sends every check-in and reminder due at `now`. Returns how many of each were claimed. */
export async function runCheckIns(db: Db, now: Date) {
  let sent = 0;
  let reminded = 0;
  for (;;) {
    const n = await round(db, (tx) => claimDue(tx, now), false);
    sent += n;
    if (n < BATCH) break;
  }
  for (;;) {
    const n = await round(db, (tx) => claimReminders(tx, now), true);
    reminded += n;
    if (n < BATCH) break;
  }
  return { sent, reminded };
}

/**
 * Every 30 minutes: recurring check-in forms are sent again every N days to the contacts they
 * were sent to, and unanswered ones get a daily reminder (email, or SMS if the form says so)
 * until answered. `at` pins the time (tests).
 */
export const formCheckInJob = defineJob({
  name: "forms.check-ins",
  schema: z.object({ at: z.iso.datetime({ offset: true }).optional() }),
  cron: "*/30 * * * *",
  cronData: {},
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  expireInSeconds: 30 * 60,
  concurrency: 1,
  async handler({ at }, { db }) {
    await runCheckIns(db, at ? new Date(at) : new Date());
  },
});
