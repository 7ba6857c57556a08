import "server-only";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, scheduledMessages } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { toPage } from "@/lib/http/pagination";
import { sendJob } from "@/lib/platform/jobs";
import { ownContact } from "@/lib/contacts/crud";
import { SCHEDULE_MAX_DAYS, SCHEDULE_STATUS, type Channel } from "./constants";
import { scheduledSendJob } from "./job";
import type { ScheduledQuery, ScheduledRow } from "./schemas";

type ScheduleInput = { contact_id: number; message: string; send_at: string };

/**
 * Records a message to send later, then queues its job to start at `send_at` (record, then
 * queue: a lost queue entry leaves the row "scheduled" and visible, never a silent send).
 * `check` refuses a contact the channel cannot reach (an SMS needs a number).
 */
export async function scheduleMessage(db: Db, ctx: Ctx, channel: Channel, input: ScheduleInput, check?: (c: typeof contacts.$inferSelect) => string | null): Promise<ScheduledRow> {
  const sendAt = new Date(input.send_at);
  const now = Date.now();
  if (sendAt.getTime() <= now) throw validationError({ send_at: ["The send at must be a time in the future."] });
  if (sendAt.getTime() > now + SCHEDULE_MAX_DAYS * 86_400_000) throw validationError({ send_at: [`The send at must be within ${SCHEDULE_MAX_DAYS} days.`] });
  const [contact] = await db.select().from(contacts).where(ownContact(ctx, input.contact_id)).limit(1);
  if (!contact) throw notFound("Contact");
  const refused = check?.(contact);
  if (refused) throw validationError({ contact_id: [refused] });
  const [row] = await db
    .insert(scheduledMessages)
    .values({ locationId: ctx.locationId, channel, contactId: contact.id, userId: ctx.userId, body: input.message, sendAt })
    .returning();
  await sendJob(scheduledSendJob, { id: row.id }, { startAfter: sendAt, singletonKey: `scheduled-${row.id}` }).catch((err) => console.error("scheduled: queueing failed", err));
  return toRow(row, contactName(contact));
}

const contactName = (c: { firstName: string | null; lastName: string | null; number?: string | null }) => `${c.firstName ?? ""} ${c.lastName ?? ""}`.trim() || (c.number ?? "") || "Unnamed contact";

function toRow(r: typeof scheduledMessages.$inferSelect, name: string): ScheduledRow {
  return {
    id: r.id,
    channel: r.channel as Channel,
    contact_id: r.contactId,
    name,
    body: r.body,
    send_at: r.sendAt.toISOString(),
    status: r.status,
    status_reason: r.statusReason,
    created_at: r.createdAt.toISOString(),
  };
}

/** The location's messages still waiting to be sent (soonest first), of one channel or all. */
export async function listScheduled(db: Db, ctx: Ctx, q: ScheduledQuery, channel?: Channel) {
  const ch = channel ?? q.channel;
  const where = and(
    eq(scheduledMessages.locationId, ctx.locationId),
    eq(scheduledMessages.status, SCHEDULE_STATUS.scheduled),
    ch ? eq(scheduledMessages.channel, ch) : undefined,
    q.contact_id ? eq(scheduledMessages.contactId, q.contact_id) : undefined,
    isNull(contacts.deletedAt),
  );
  const rows = await db
    .select({ m: scheduledMessages, firstName: contacts.firstName, lastName: contacts.lastName, number: contacts.number, total: sql<number>`count(*) over ()::int` })
    .from(scheduledMessages)
    .innerJoin(contacts, and(eq(contacts.id, scheduledMessages.contactId), eq(contacts.locationId, ctx.locationId)))
    .where(where)
    .orderBy(asc(scheduledMessages.sendAt), asc(scheduledMessages.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && q.page > 1) {
    const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(scheduledMessages).innerJoin(contacts, eq(contacts.id, scheduledMessages.contactId)).where(where);
    total = c?.n ?? 0;
  }
  return toPage(rows.map((r) => toRow(r.m, contactName(r))), total, q.page, q.per_page);
}

/**
 * Deletes scheduled messages of the location (of one channel, or any): all of them or none.
 * One already sent (or sending) is no longer scheduled, so it is not found either.
 */
export async function deleteScheduled(db: Db, ctx: Ctx, ids: number[], channel?: Channel): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(scheduledMessages)
      .where(
        and(
          eq(scheduledMessages.locationId, ctx.locationId),
          inArray(scheduledMessages.id, unique),
          eq(scheduledMessages.status, SCHEDULE_STATUS.scheduled),
          channel ? eq(scheduledMessages.channel, channel) : undefined,
        ),
      )
      .returning({ id: scheduledMessages.id });
    // Throwing rolls the deletes back: a foreign or sent id leaves everything as it was.
    if (gone.length !== unique.length) throw notFound("Scheduled message");
    return gone.length;
  });
}
