import "server-only";
import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, messageThreads, portalMessages, smsMessages } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import { toPage } from "@/lib/http/pagination";
import type { Channel } from "@/lib/scheduled/constants";
import { SCHEDULE_STATUS } from "@/lib/scheduled/constants";
import type { ThreadQuery, ThreadRow, ThreadStats } from "./schemas";

/**
 * Conversations (threads) of the message centre, one per contact and channel, for SMS and
 * portal chat alike. A thread's last message and unread count are read from `message_threads`,
 * which triggers keep in the statement that writes each message (db/schema/messaging.ts), so a
 * page costs the same however many messages the location has; archiving writes `archived_at`,
 * and a message newer than the archiving brings the thread back to the inbox.
 */
const SOURCES: Record<Channel, { table: SQL; inbound: SQL }> = {
  sms: { table: sql.raw("sms_messages"), inbound: sql.raw("m.direction = 'inbound'") },
  portal: { table: sql.raw("portal_messages"), inbound: sql.raw("m.sender = 'contact'") },
};

type RawThread = {
  contact_id: number;
  first_name: string | null;
  last_name: string | null;
  number: string | null;
  email: string | null;
  photo: string | null;
  body: string;
  inbound: boolean;
  last_at: string | Date;
  unread: number;
  archived: boolean;
  total: number;
};

/** The threads of one location and channel that have a message, on the list index (message_threads_list_idx). */
function threadsFrom(locationId: number, channel: Channel): SQL {
  return sql`
    from message_threads t
    join contacts c on c.id = t.contact_id and c.location_id = ${locationId} and c.deleted_at is null
    where t.location_id = ${locationId} and t.channel = ${channel} and t.last_id is not null`;
}

const ARCHIVED = sql.raw("(t.archived_at is not null and t.archived_at >= t.last_at)");

function tabWhere(tab: ThreadQuery["tab"]): SQL {
  if (tab === "archived") return ARCHIVED;
  if (tab === "unread") return sql`t.unread > 0`;
  return sql`not ${ARCHIVED}`;
}

const rowsOf = (r: unknown) => ((r as { rows?: unknown[] }).rows ?? (r as unknown[])) as RawThread[];

export async function listThreads(db: Db, ctx: Ctx, channel: Channel, q: ThreadQuery) {
  const like = q.search ? `%${q.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const search = like
    ? sql` and (concat_ws(' ', c.first_name, c.last_name) ilike ${like} or c.number ilike ${like} or c.email ilike ${like})`
    : sql``;
  const res = await db.execute(sql`
    select t.contact_id, c.first_name, c.last_name, c.number, c.email, c.photo, t.last_body as body, t.last_inbound as inbound,
      t.last_at, t.unread, ${ARCHIVED} as archived, count(*) over ()::int as total
    ${threadsFrom(ctx.locationId, channel)} and ${tabWhere(q.tab)}${search}
    order by t.last_id desc
    limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
  const rows = rowsOf(res);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && q.page > 1) {
    const counted = rowsOf(await db.execute(sql`select count(*)::int as total ${threadsFrom(ctx.locationId, channel)} and ${tabWhere(q.tab)}${search}`));
    total = counted[0]?.total ?? 0;
  }
  return toPage(rows.map(toThread), total, q.page, q.per_page);
}

function toThread(r: RawThread): ThreadRow {
  return {
    contact_id: r.contact_id,
    name: `${r.first_name ?? ""} ${r.last_name ?? ""}`.trim() || r.number || r.email || "Unnamed contact",
    number: r.number,
    email: r.email,
    photo: r.photo,
    last_message: r.body,
    last_direction: r.inbound ? "inbound" : "outbound",
    last_at: new Date(r.last_at).toISOString(),
    unread: Number(r.unread),
    archived: Boolean(r.archived),
  };
}

/** Tab counts and message totals of one channel. */
export async function threadStats(db: Db, ctx: Ctx, channel: Channel): Promise<ThreadStats> {
  const s = SOURCES[channel];
  const [threads] = rowsOf(
    await db.execute(sql`
      select count(*) filter (where not ${ARCHIVED})::int as inbox, count(*) filter (where t.unread > 0)::int as unread,
        count(*) filter (where ${ARCHIVED})::int as archived
      ${threadsFrom(ctx.locationId, channel)}`),
  ) as unknown as { inbox: number; unread: number; archived: number }[];
  const [messages] = rowsOf(
    await db.execute(sql`
      select count(*) filter (where not (${s.inbound}))::int as sent, count(*) filter (where ${s.inbound})::int as received,
        (select count(*)::int from scheduled_messages where location_id = ${ctx.locationId} and channel = ${channel} and status = ${SCHEDULE_STATUS.scheduled}) as scheduled
      from ${s.table} m where m.location_id = ${ctx.locationId}`),
  ) as unknown as { sent: number; received: number; scheduled: number }[];
  return {
    inbox: threads?.inbox ?? 0,
    unread: threads?.unread ?? 0,
    archived: threads?.archived ?? 0,
    sent: messages?.sent ?? 0,
    received: messages?.received ?? 0,
    scheduled: messages?.scheduled ?? 0,
  };
}

/** Every id is a live contact of the location, or the call is a 404 and nothing changes. */
async function assertOwnContacts(db: Db, ctx: Ctx, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.locationId, ctx.locationId), inArray(contacts.id, unique), isNull(contacts.deletedAt)));
  if (found.length !== unique.length) throw notFound("Contact");
  return unique;
}

/**
 * Read: every inbound message of the threads is read. Unread: the latest inbound message of
 * each thread is unread again (a thread with no inbound message has nothing to mark).
 */
export async function markThreads(db: Db, ctx: Ctx, channel: Channel, ids: number[], read: boolean): Promise<void> {
  const unique = await assertOwnContacts(db, ctx, ids);
  if (channel === "sms") {
    const own = and(eq(smsMessages.locationId, ctx.locationId), inArray(smsMessages.contactId, unique), eq(smsMessages.direction, "inbound"));
    if (read) await db.update(smsMessages).set({ isRead: true, updatedAt: new Date() }).where(and(own, eq(smsMessages.isRead, false)));
    else
      await db
        .update(smsMessages)
        .set({ isRead: false, updatedAt: new Date() })
        .where(and(own, sql`${smsMessages.id} in (select max(id) from sms_messages where location_id = ${ctx.locationId} and direction = 'inbound' and contact_id in ${unique} group by contact_id)`));
    return;
  }
  const own = and(eq(portalMessages.locationId, ctx.locationId), inArray(portalMessages.contactId, unique), eq(portalMessages.sender, "contact"));
  if (read) await db.update(portalMessages).set({ isRead: true }).where(and(own, eq(portalMessages.isRead, false)));
  else
    await db
      .update(portalMessages)
      .set({ isRead: false })
      .where(and(own, sql`${portalMessages.id} in (select max(id) from portal_messages where location_id = ${ctx.locationId} and sender = 'contact' and contact_id in ${unique} group by contact_id)`));
}

export async function archiveThreads(db: Db, ctx: Ctx, channel: Channel, ids: number[], archived: boolean): Promise<void> {
  const unique = await assertOwnContacts(db, ctx, ids);
  // The database clock, the one messages are stamped with, so "newer than the archiving" compares like with like.
  const archivedAt = archived ? sql`now()` : null;
  await db
    .insert(messageThreads)
    .values(unique.map((contactId) => ({ locationId: ctx.locationId, contactId, channel, archivedAt })))
    .onConflictDoUpdate({ target: [messageThreads.locationId, messageThreads.channel, messageThreads.contactId], set: { archivedAt } });
}
