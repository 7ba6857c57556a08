import "server-only";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, sequenceMessages, sequenceSchedules, sequenceSends, sequenceSubscribers, sequences } from "@/db/schema";
import { AppError } from "@/lib/http/errors";
import { renderEmail, renderSms } from "@/lib/merge-fields/render";
import { queueEmail, recordEmail } from "@/lib/platform/email/record";
import { prepareQueues, sendJobsIn } from "@/lib/platform/jobs";
import { queueSms, recordSms } from "@/lib/platform/sms/send";
import { sequenceScheduleJob, sequenceSendJob } from "./jobs";
import { dueAt, secondsUntil, type SendWindow } from "./planning";

/**
 * # The sequence model (issue 27; the spec shows none, so this is ours)
 *
 * - A **sequence** holds messages in `position` order, each email (subject, HTML) or SMS, each
 *   with a delay after the previous send (the first: after enrolment). An optional daily send
 *   window ("09:00"–"17:00" wall time in the sequence's zone) moves a due time to the window's
 *   next opening (planning.ts).
 * - A **subscriber** is one contact on one sequence (unique): active, completed, stopped (they
 *   replied and the sequence stops on reply) or removed. An active subscriber points at its next
 *   message (`next_message_id`, due `next_at`) and exactly one job is queued for it, keyed by
 *   subscriber and message, carrying the subscriber's `plan` number.
 * - **The next message** is the first, in the current order, that the subscriber has not been
 *   sent; it is due its delay after the subscriber's last send (or enrolment). Inserting,
 *   reordering, deleting a message, changing a delay or the window **re-plans** every active
 *   subscriber from their last send: the plan number goes up and a new job is queued, in the
 *   transaction of the change; the old job finds another plan and does nothing.
 * - **Exactly once**: the job locks its subscriber (active, pointing at that message, same plan),
 *   claims a `sequence_sends` row unique on (subscriber, `m{message}`), records the email or SMS
 *   in the outbox (where delivery flags, suppressions and kill switches block it), points the
 *   subscriber at the next message and queues its job, all in one transaction; delivery is queued
 *   after the commit (the outbox's requeue picks up a lost call). A retried or duplicated job
 *   finds the row claimed or the subscriber moved on.
 * - **One-off sends** (schedule-sequence, send-now, resend) record sends keyed `s{schedule}` /
 *   `r{message}-{time}`; they do not move the subscriber's plan.
 * - **Stop on reply**: an inbound SMS from a subscriber (platform event) stops their active
 *   subscriptions to sequences that stop on reply, in the inbound message's transaction.
 */

type Tx = Db;
type Message = typeof sequenceMessages.$inferSelect;
type Sequence = typeof sequences.$inferSelect;
type Subscriber = typeof sequenceSubscribers.$inferSelect;

export const prepareSequenceQueues = () => prepareQueues([sequenceSendJob, sequenceScheduleJob]);

export const windowOf = (s: Pick<Sequence, "windowStart" | "windowEnd" | "timezone">): SendWindow => ({ start: s.windowStart, end: s.windowEnd, timezone: s.timezone });

export async function orderedMessages(db: Db, sequenceId: number): Promise<Message[]> {
  return db.select().from(sequenceMessages).where(eq(sequenceMessages.sequenceId, sequenceId)).orderBy(asc(sequenceMessages.position), asc(sequenceMessages.id));
}

/**
 * Points each active subscriber given (all when `ids` is absent) at its next unsent message, due
 * its delay after the last send, and queues that job (inside the caller's transaction); a
 * subscriber with nothing left completes. `now` comes from the clock (Date).
 */
export async function replan(tx: Tx, seq: Sequence, ids?: number[], now = new Date()): Promise<void> {
  if (ids && !ids.length) return;
  const subs = await tx
    .select()
    .from(sequenceSubscribers)
    .where(and(eq(sequenceSubscribers.sequenceId, seq.id), eq(sequenceSubscribers.status, "active"), ids ? inArray(sequenceSubscribers.id, ids) : undefined))
    .orderBy(asc(sequenceSubscribers.id))
    .for("update");
  if (!subs.length) return;
  const messages = await orderedMessages(tx, seq.id);
  const sent = await tx
    .select({ subscriberId: sequenceSends.subscriberId, key: sequenceSends.key })
    .from(sequenceSends)
    .where(and(eq(sequenceSends.sequenceId, seq.id), inArray(sequenceSends.subscriberId, subs.map((s) => s.id)), sql`${sequenceSends.key} like 'm%'`));
  const sentKeys = new Set(sent.map((s) => `${s.subscriberId}:${s.key}`));
  const jobs: { data: { subscriber_id: number; message_id: number; plan: number }; startAfter: number; singletonKey: string }[] = [];
  for (const sub of subs) {
    const next = messages.find((m) => !sentKeys.has(`${sub.id}:m${m.id}`));
    if (!next) {
      await tx.update(sequenceSubscribers).set({ status: "completed", nextMessageId: null, nextAt: null, endedAt: now }).where(eq(sequenceSubscribers.id, sub.id));
      continue;
    }
    const due = dueAt(sub.lastSentAt ?? sub.createdAt, next.delayAmount, next.delayUnit, windowOf(seq));
    const plan = sub.plan + 1;
    await tx.update(sequenceSubscribers).set({ nextMessageId: next.id, nextAt: due, plan }).where(eq(sequenceSubscribers.id, sub.id));
    jobs.push({ data: { subscriber_id: sub.id, message_id: next.id, plan }, startAfter: secondsUntil(due, now), singletonKey: `sub-${sub.id}-msg-${next.id}-plan-${plan}` });
  }
  if (jobs.length && !(await sendJobsIn(tx, sequenceSendJob, jobs))) throw new Error("sequences: the send queue is not ready in this process (call prepareSequenceQueues before the transaction)");
}

/** What one send recorded, and what to queue after the commit. */
type Recorded = { status: "sent" | "skipped"; emailId?: number; smsId?: number; after?: () => Promise<void> };

/** Renders a message for one contact and records it in the outbox (inside the caller's transaction). */
async function recordMessage(tx: Tx, seq: Sequence, msg: Message, contactId: number, sendId: number): Promise<Recorded> {
  const [c] = await tx.select().from(contacts).where(and(eq(contacts.id, contactId), eq(contacts.locationId, seq.locationId), isNull(contacts.deletedAt)));
  if (!c) return { status: "skipped" };
  const from = { locationId: seq.locationId, contactId, userId: seq.userId };
  try {
    if (msg.kind === "sms") {
      if (!c.number) return { status: "skipped" };
      const sms = await renderSms(tx, seq.locationId, contactId, msg.body);
      if (!sms.body.trim()) return { status: "skipped" };
      const rec = await recordSms(tx, { ...from, to: c.number, body: sms.body.slice(0, 1600) });
      return { status: "sent", smsId: rec.id, after: rec.queued ? () => queueSms(rec.id) : undefined };
    }
    if (!c.email) return { status: "skipped" };
    const mail = await renderEmail(tx, seq.locationId, contactId, { subject: msg.subject ?? "", body: msg.body });
    // The send row's id is the message's key in the outbox: one send, one email.
    const rec = await recordEmail(tx, { ...from, ...mail, to: c.email, kind: "location", source: "sequence", sourceId: sendId });
    return { status: "sent", emailId: rec.id, after: rec.queued ? () => queueEmail(rec.id) : undefined };
  } catch (e) {
    // A contact whose data cannot render (a merge field) or a number the carrier cannot take is skipped, not retried.
    if (e instanceof AppError && (e.status === 422 || e.status === 404)) return { status: "skipped" };
    throw e;
  }
}

/** Claims the send row for (subscriber, key) and records the message; null when it was sent before. */
export async function sendOnce(tx: Tx, seq: Sequence, msg: Message, sub: Pick<Subscriber, "id" | "contactId">, key: string): Promise<Recorded | null> {
  const [claim] = await tx
    .insert(sequenceSends)
    .values({ locationId: seq.locationId, sequenceId: seq.id, messageId: msg.id, subscriberId: sub.id, contactId: sub.contactId, key, kind: msg.kind, status: "sent" })
    .onConflictDoNothing()
    .returning({ id: sequenceSends.id });
  if (!claim) return null;
  const rec = await recordMessage(tx, seq, msg, sub.contactId, claim.id);
  await tx.update(sequenceSends).set({ status: rec.status, emailMessageId: rec.emailId ?? null, smsMessageId: rec.smsId ?? null }).where(eq(sequenceSends.id, claim.id));
  return rec;
}

/** The `sequences.send` job: one subscriber's next message, exactly once (see the model above). */
export async function sendNext(db: Db, subscriberId: number, messageId: number, plan: number): Promise<void> {
  await prepareSequenceQueues();
  const after = await db.transaction(async (t) => {
    const tx = t as unknown as Tx;
    const [sub] = await tx
      .select()
      .from(sequenceSubscribers)
      .where(and(eq(sequenceSubscribers.id, subscriberId), eq(sequenceSubscribers.status, "active"), eq(sequenceSubscribers.nextMessageId, messageId), eq(sequenceSubscribers.plan, plan)))
      .for("update");
    if (!sub) return undefined;
    const [seq] = await tx.select().from(sequences).where(eq(sequences.id, sub.sequenceId));
    const [msg] = await tx.select().from(sequenceMessages).where(and(eq(sequenceMessages.id, messageId), eq(sequenceMessages.sequenceId, sub.sequenceId)));
    if (!seq || !msg) return undefined;
    const now = new Date();
    const rec = await sendOnce(tx, seq, msg, sub, `m${msg.id}`);
    await tx.update(sequenceSubscribers).set({ lastSentAt: now }).where(eq(sequenceSubscribers.id, sub.id));
    await replan(tx, seq, [sub.id], now);
    return rec?.after;
  });
  await after?.();
}

/** Active subscribers (or the chosen contacts among all subscribers) a one-off send reaches. */
export async function oneOffAudience(db: Db, sequenceId: number, contactIds: number[] | null) {
  return db
    .select({ id: sequenceSubscribers.id, contactId: sequenceSubscribers.contactId })
    .from(sequenceSubscribers)
    .where(and(eq(sequenceSubscribers.sequenceId, sequenceId), contactIds ? inArray(sequenceSubscribers.contactId, contactIds.length ? contactIds : [0]) : eq(sequenceSubscribers.status, "active")))
    .orderBy(asc(sequenceSubscribers.id));
}

/** The `sequences.schedule` job: a dated one-off send, once per subscriber (keys `s{schedule}`). */
export async function sendSchedule(db: Db, scheduleId: number): Promise<void> {
  const afters = await db.transaction(async (t) => {
    const tx = t as unknown as Tx;
    const [sch] = await tx.select().from(sequenceSchedules).where(and(eq(sequenceSchedules.id, scheduleId), eq(sequenceSchedules.status, "scheduled"))).for("update");
    if (!sch) return [];
    const [seq] = await tx.select().from(sequences).where(eq(sequences.id, sch.sequenceId));
    const [msg] = await tx.select().from(sequenceMessages).where(eq(sequenceMessages.id, sch.messageId));
    if (!seq || !msg) return [];
    const out: (() => Promise<void>)[] = [];
    let sent = 0;
    for (const sub of await oneOffAudience(tx, seq.id, sch.contactIds)) {
      const rec = await sendOnce(tx, seq, msg, sub, `s${sch.id}`);
      if (rec?.status === "sent") sent++;
      if (rec?.after) out.push(rec.after);
    }
    await tx.update(sequenceSchedules).set({ status: "sent", sent }).where(eq(sequenceSchedules.id, sch.id));
    return out;
  });
  for (const a of afters) await a();
}

/** Queues a schedule's job inside the caller's transaction. */
export async function queueSchedule(tx: Tx, scheduleId: number, startAfter: number) {
  // sendJobsIn, as replan: it hands pg-boss the delay as seconds in text, which both drivers take.
  if (!(await sendJobsIn(tx, sequenceScheduleJob, [{ data: { schedule_id: scheduleId }, startAfter }]))) throw new Error("sequences: the schedule queue is not ready in this process");
}
