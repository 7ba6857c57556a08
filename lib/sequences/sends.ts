import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { queryRows } from "@/db/rows";
import { sequenceMessages, sequenceSchedules, sequenceSubscribers } from "@/db/schema";
import { notFound, validationError } from "@/lib/http/errors";
import { toPage } from "@/lib/http/pagination";
import type { Ctx } from "@/lib/auth/access";
import { SEQUENCE_MSG, type MessageKind } from "./constants";
import { oneOffAudience, prepareSequenceQueues, queueSchedule, sendOnce } from "./engine";
import { secondsUntil } from "./planning";
import { ownSequence } from "./service";

/** One-off sends (schedule-sequence, send-now, resend), their count and their recipients. */

type LocCtx = Pick<Ctx, "locationId">;
const tx$ = (t: unknown) => t as Db;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

async function ownMessage(db: Db, ctx: LocCtx, seqId: number, messageId: number) {
  const [m] = await db.select().from(sequenceMessages).where(and(eq(sequenceMessages.id, messageId), eq(sequenceMessages.sequenceId, seqId), eq(sequenceMessages.locationId, ctx.locationId)));
  if (!m) throw validationError({ message_id: ["The selected message id is invalid."] });
  return m;
}

function toSchedule(s: typeof sequenceSchedules.$inferSelect) {
  return { id: s.id, sequence_id: s.sequenceId, message_id: s.messageId, send_at: s.sendAt.toISOString(), contact_ids: s.contactIds, status: s.status, sent: s.sent, created_at: s.createdAt.toISOString() };
}

/** Chosen contacts must all be subscribers of the sequence (422 on contact_ids). */
async function checkChosen(db: Db, seqId: number, contactIds: number[] | undefined) {
  if (!contactIds) return null;
  const want = [...new Set(contactIds)];
  const subs = await oneOffAudience(db, seqId, want);
  if (subs.length !== want.length) throw validationError({ contact_ids: ["Every contact must be a subscriber of this sequence."] });
  return want;
}

async function createSchedule(db: Db, ctx: LocCtx, id: number, input: { message_id: number; contact_ids?: number[] }, sendAt: Date) {
  const s = await ownSequence(db, ctx, id);
  const m = await ownMessage(db, ctx, s.id, input.message_id);
  const chosen = await checkChosen(db, s.id, input.contact_ids);
  await prepareSequenceQueues();
  return db.transaction(async (t) => {
    const tx = tx$(t);
    const [row] = await tx.insert(sequenceSchedules).values({ locationId: ctx.locationId, sequenceId: s.id, messageId: m.id, sendAt, contactIds: chosen }).returning();
    await queueSchedule(tx, row.id, secondsUntil(sendAt, new Date()));
    return row;
  });
}

/** POST /sequence/{id}/schedule-sequence: one message to all (active) or chosen subscribers at a date. */
export async function scheduleSequence(db: Db, ctx: LocCtx, id: number, input: { message_id: number; send_at: string; contact_ids?: number[] }) {
  const at = new Date(input.send_at);
  if (at.getTime() <= Date.now()) throw validationError({ send_at: ["The send at must be a date in the future."] });
  const row = await createSchedule(db, ctx, id, input, at);
  return { status: 1, message: SEQUENCE_MSG.scheduled, data: toSchedule(row) };
}

/** POST /sequence/{id}/send-now: the same, due now (a job; the answer does not wait for it). */
export async function sendNow(db: Db, ctx: LocCtx, id: number, input: { message_id: number; contact_ids?: number[] }) {
  const row = await createSchedule(db, ctx, id, input, new Date());
  return { status: 1, message: SEQUENCE_MSG.sending, data: toSchedule(row) };
}

/** GET /sequence/{messageId}/schedules: a message's schedules, newest first. */
export async function listSchedules(db: Db, ctx: LocCtx, messageId: number) {
  const [m] = await db.select({ id: sequenceMessages.id }).from(sequenceMessages).where(and(eq(sequenceMessages.id, messageId), eq(sequenceMessages.locationId, ctx.locationId)));
  if (!m) throw notFound("Message");
  const rows = await db.select().from(sequenceSchedules).where(and(eq(sequenceSchedules.messageId, m.id), eq(sequenceSchedules.locationId, ctx.locationId))).orderBy(asc(sequenceSchedules.sendAt), asc(sequenceSchedules.id));
  return { data: rows.map(toSchedule) };
}

/** DELETE /sequence/{id}/delete-schedule: a schedule not yet sent (its job then finds nothing). */
export async function deleteSchedule(db: Db, ctx: LocCtx, id: number, scheduleId: number) {
  const s = await ownSequence(db, ctx, id);
  const gone = await db
    .delete(sequenceSchedules)
    .where(and(eq(sequenceSchedules.id, scheduleId), eq(sequenceSchedules.sequenceId, s.id), eq(sequenceSchedules.locationId, ctx.locationId), eq(sequenceSchedules.status, "scheduled")))
    .returning({ id: sequenceSchedules.id });
  if (!gone.length) throw validationError({ schedule_id: ["The selected schedule id is invalid."] });
  return { status: 1, message: SEQUENCE_MSG.scheduleDeleted };
}

/**
 * POST /sequence/{id}/get-email-count: how many messages a send of `message_id` would deliver now
 * (for the confirm dialog): subscribers with an address, their channel on, not suppressed, the
 * location's kill switch off. `total` is how many subscribers it targets.
 */
export async function deliverableCount(db: Db, ctx: LocCtx, id: number, input: { message_id: number; contact_ids?: number[] }) {
  const s = await ownSequence(db, ctx, id);
  const m = await ownMessage(db, ctx, s.id, input.message_id);
  const chosen = input.contact_ids ? [...new Set(input.contact_ids)] : null;
  const who = chosen ? sql`s.contact_id = any(${sql.raw(`ARRAY[${chosen.map((n) => Math.trunc(n)).join(",")}]::int[]`)})` : sql`s.status = 'active'`;
  const email = m.kind === "email";
  const ok = email
    ? sql`c.email is not null and c.email <> '' and c.email_enabled and l.email_status <> 0
        and not exists (select 1 from email_suppressions x where x.location_id = s.location_id and lower(x.email) = lower(c.email))`
    : sql`c.number is not null and c.number <> '' and c.sms_enabled and l.sms_status <> 0`;
  const [r] = await queryRows<{ total: number; count: number }>(db, sql`
    select count(*)::int as total, count(*) filter (where ${ok})::int as count
    from sequence_subscribers s join contacts c on c.id = s.contact_id and c.location_id = s.location_id and c.deleted_at is null
    join locations l on l.id = s.location_id
    where s.sequence_id = ${s.id} and s.location_id = ${ctx.locationId} and ${who}`);
  return { data: { count: r.count, total: r.total, kind: m.kind as MessageKind } };
}

/** GET /sequence/{id}/message/{messageId}/subscribers: who was sent the message (plan sends), with what happened. */
export async function messageSubscribers(db: Db, ctx: LocCtx, id: number, messageId: number, q: { page: number; per_page: number }) {
  const s = await ownSequence(db, ctx, id);
  const m = await ownMessage(db, ctx, s.id, messageId);
  const from = sql`from sequence_sends x join contacts c on c.id = x.contact_id
    left join email_messages em on em.id = x.email_message_id left join sms_messages sm on sm.id = x.sms_message_id
    where x.message_id = ${m.id} and x.location_id = ${ctx.locationId} and x.key = ${`m${m.id}`}`;
  type Row = { subscriber_id: number; contact_id: number; name: string; address: string | null; status: string; outbox_status: string | null; sent_at: string | Date; opened_at: string | Date | null; clicked_at: string | Date | null; __total: number };
  const rows = await queryRows<Row>(db, sql`
    select x.subscriber_id, x.contact_id, trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) as name,
      coalesce(em.to_address, sm.to_number) as address, x.status, coalesce(em.status, sm.status) as outbox_status, x.created_at as sent_at,
      (select min(e.created_at) from email_events e where e.message_id = x.email_message_id and e.type = 'open' and not e.machine) as opened_at,
      (select min(e.created_at) from email_events e where e.message_id = x.email_message_id and e.type = 'click') as clicked_at,
      count(*) over ()::int as __total
    ${from} order by x.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
  let total = rows[0]?.__total ?? 0;
  if (!rows.length && q.page > 1) [{ total }] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total ${from}`);
  return toPage(rows.map(({ __total, ...r }) => ({ ...r, sent_at: iso(r.sent_at)!, opened_at: iso(r.opened_at), clicked_at: iso(r.clicked_at) })), total, q.page, q.per_page);
}

/**
 * POST /sequence/{id}/message/{messageId}/resend: to one subscriber (422 on contact_id when the
 * contact is not one) or, with `unopened`, to every subscriber sent it who has not opened it.
 */
export async function resendMessage(db: Db, ctx: LocCtx, id: number, messageId: number, input: { contact_id?: number; unopened?: boolean }) {
  const s = await ownSequence(db, ctx, id);
  const m = await ownMessage(db, ctx, s.id, messageId);
  if (!input.contact_id && !input.unopened) throw validationError({ contact_id: ["The contact id field is required unless unopened is true."] });
  let targets: { id: number; contactId: number }[];
  if (input.contact_id) {
    targets = await db
      .select({ id: sequenceSubscribers.id, contactId: sequenceSubscribers.contactId })
      .from(sequenceSubscribers)
      .where(and(eq(sequenceSubscribers.sequenceId, s.id), eq(sequenceSubscribers.locationId, ctx.locationId), eq(sequenceSubscribers.contactId, input.contact_id)));
    if (!targets.length) throw validationError({ contact_id: ["The contact is not a subscriber of this sequence."] });
  } else {
    targets = (
      await queryRows<{ id: number; contact_id: number }>(db, sql`
        select distinct x.subscriber_id as id, x.contact_id from sequence_sends x
        where x.message_id = ${m.id} and x.location_id = ${ctx.locationId} and x.key = ${`m${m.id}`} and x.status = 'sent'
          and not exists (select 1 from sequence_sends y join email_events e on e.message_id = y.email_message_id and e.type = 'open' and not e.machine
                          where y.subscriber_id = x.subscriber_id and y.message_id = x.message_id)`)
    ).map((r) => ({ id: r.id, contactId: r.contact_id }));
  }
  const key = `r${m.id}-${Date.now()}`;
  const afters = await db.transaction(async (t) => {
    const tx = tx$(t);
    const out: (() => Promise<void>)[] = [];
    for (const sub of targets) {
      const rec = await sendOnce(tx, s, m, sub, key);
      if (rec?.after) out.push(rec.after);
    }
    return out;
  });
  for (const a of afters) await a();
  return { status: 1, message: SEQUENCE_MSG.resent, count: targets.length };
}
