import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, reminderSends } from "@/db/schema";
import { queueEmail, recordEmail } from "@/lib/platform/email/record";
import { queueSms, recordSms } from "@/lib/platform/sms/send";
import { nextReminderAt } from "./plan";
import { reminderSource, reminderSourceKeys, type DueReminder, type ReminderChannel, type ReminderSource } from "./sources";

/** Enrolments claimed per transaction, so 10k due reminders never load at once. */
export const REMINDER_BATCH = 200;

export type Queued = { channel: ReminderChannel; id: number };
export const queueReminder = (q: Queued) => (q.channel === "sms" ? queueSms(q.id) : queueEmail(q.id));

/**
 * Records one reminder in the outbox (email for channel "email", else SMS), keyed by its
 * reminder_sends row, inside the caller's transaction. A contact without an address for the
 * channel, or whose number the carrier cannot take, is skipped (nothing to retry).
 */
async function record(tx: Db, key: string, source: ReminderSource, due: DueReminder, sendId: number): Promise<Queued | null> {
  const [c] = await tx
    .select({ email: contacts.email, number: contacts.number })
    .from(contacts)
    .where(and(eq(contacts.id, due.contactId), eq(contacts.locationId, due.locationId), isNull(contacts.deletedAt)));
  const msg = c ? await source.message(tx, due) : null;
  const to = due.channel === "sms" ? c?.number : c?.email;
  if (!msg || !to) return null;
  const rec = await tx
    .transaction(async (sp) => {
      const s = sp as unknown as Db;
      if (due.channel === "sms") return recordSms(s, { locationId: due.locationId, to, body: msg.sms, contactId: due.contactId });
      return recordEmail(s, { kind: "location", sensitive: true, to, subject: msg.subject, text: msg.text, html: msg.html, contactId: due.contactId, locationId: due.locationId, source: "reminder", sourceId: sendId });
    })
    .catch((e) => {
      if ((e as { status?: number }).status === 422) return null;
      throw e;
    });
  if (!rec) return null;
  await tx.update(reminderSends).set({ channel: due.channel, messageId: rec.id }).where(eq(reminderSends.id, sendId));
  return rec.queued ? { channel: due.channel, id: rec.id } : null;
}

/** Claims the send key (source, enrolment, instant): null when that reminder was sent already. */
async function claimKey(tx: Db, key: string, due: DueReminder): Promise<number | null> {
  const [row] = await tx
    .insert(reminderSends)
    .values({ locationId: due.locationId, source: key, enrolmentId: due.id, contactId: due.contactId, dueAt: due.dueAt, channel: "skipped" })
    .onConflictDoNothing()
    .returning({ id: reminderSends.id });
  return row?.id ?? null;
}

/**
 * Sends every source's due reminders at `now` (the clock's). Each batch claims its rows
 * (FOR UPDATE SKIP LOCKED), records each reminder and advances `next_reminder_at` past `now` in
 * one transaction, then queues delivery after the commit: a run killed midway rolls back whole
 * and its retry sends those reminders once. Advancing past `now` (not past the planned instant)
 * means a worker that was down sends one reminder for the missed time, never a backlog.
 */
export async function sendDueReminders(db: Db, now: Date = new Date()): Promise<number> {
  let claimed = 0;
  for (const key of reminderSourceKeys()) {
    const source = await reminderSource(key);
    for (;;) {
      const round = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const due = await source.claimDue(tx, now, REMINDER_BATCH);
        const queued: Queued[] = [];
        for (const d of due) {
          if (!d.enabled) {
            await source.setNext(tx, d.id, null);
            continue;
          }
          const sendId = await claimKey(tx, key, d);
          const q = sendId ? await record(tx, key, source, d, sendId) : null;
          if (q) queued.push(q);
          const from = d.dueAt && d.dueAt.getTime() > now.getTime() ? d.dueAt : now;
          await source.setNext(tx, d.id, nextReminderAt(d.schedule, d.timeZone, from));
        }
        return { n: due.length, queued };
      });
      claimed += round.n;
      for (const q of round.queued) await queueReminder(q);
      if (round.n < REMINDER_BATCH) break;
    }
  }
  return claimed;
}

/**
 * Sends one enrolment's reminder now (the coach's resend): recorded like a planned one but
 * without a planned instant, so it never stands in for (or blocks) the next planned reminder.
 * `once` keys it instead (source `<key>:<tag>`, the enrolment, `at`): a second send with the
 * same key sends nothing (the roster's nudge, once per period however often it is clicked).
 * Answers the channel used, or null when the contact has no address for it or it was sent already.
 */
export async function sendReminderNow(db: Db, key: string, due: DueReminder, once?: { tag: string; at: Date }): Promise<ReminderChannel | null> {
  const source = await reminderSource(key);
  const q = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const sendId = once ? await claimKey(tx, `${key}:${once.tag}`, { ...due, dueAt: once.at }) : (await claimKey(tx, key, { ...due, dueAt: null }))!;
    if (sendId === null) return { rec: null, sent: false };
    const rec = await record(tx, key, source, { ...due, dueAt: null }, sendId);
    const [row] = await tx.select({ channel: reminderSends.channel }).from(reminderSends).where(eq(reminderSends.id, sendId));
    return { rec, sent: row.channel !== "skipped" };
  });
  if (q.rec) await queueReminder(q.rec);
  return q.sent ? due.channel : null;
}
