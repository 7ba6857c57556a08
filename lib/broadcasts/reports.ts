import "server-only";
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { queryRows } from "@/db/rows";
import { broadcasts, contacts, locations, tags, type BroadcastAudience } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import type { SuppressionType } from "@/lib/contacts/bulk-constants";
import { listSuppressions } from "@/lib/contacts/suppressions";
import { notFound } from "@/lib/http/errors";
import { toPage } from "@/lib/http/pagination";
import { mergeValues } from "@/lib/merge-fields/context";
import { renderField } from "@/lib/merge-fields/engine";
import { contactFromLinkToken } from "@/lib/merge-fields/links";
import { sanitizeRichText } from "@/lib/rich-text/sanitize";
import { emailSignature, getSignature } from "@/lib/signatures/service";
import { escapeHtml } from "@/lib/utils/html";
import { audienceSelect, unopenedSelect } from "./audience";
import { BROADCAST_MSG, BROADCAST_STATUS, type BroadcastChannel } from "./constants";
import { findBroadcast } from "./service";

type C = Pick<Ctx, "locationId">;
type Paging = { page: number; per_page: number };
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function pageOf<T>(db: Db, from: SQL, columns: SQL, order: SQL, q: Paging): Promise<{ rows: T[]; total: number }> {
  const rows = await queryRows<T & { __total: number }>(db, sql`select ${columns}, count(*) over ()::int as __total ${from} order by ${order} limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
  let total = rows[0]?.__total ?? 0;
  if (!rows.length && q.page > 1) [{ total }] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total ${from}`);
  return { rows, total };
}

/**
 * GET /broadcast/{id}/recipient: before the send, who it would reach now ("eligible"); from the
 * send on, its frozen recipients with their state.
 */
export async function listRecipients(db: Db, ctx: C, id: number, q: Paging) {
  const b = await findBroadcast(db, ctx, id);
  const frozen = b.fannedOutAt !== null;
  const source = frozen
    ? sql`(select r.contact_id, r.address, r.state, r.sent_at from broadcast_recipients r where r.broadcast_id = ${b.id} and r.location_id = ${ctx.locationId})`
    : b.resendOf
      ? sql`(select u.contact_id, u.address, 'eligible' as state, null::timestamptz as sent_at from (${unopenedSelect(ctx.locationId, b.resendOf)}) u)`
      : sql`(select a.contact_id, a.address, 'eligible' as state, null::timestamptz as sent_at from (${audienceSelect(ctx.locationId, b.channel as BroadcastChannel, b.audience as BroadcastAudience)}) a)`;
  const { rows, total } = await pageOf<{ contact_id: number; first_name: string; last_name: string; address: string; state: string; sent_at: Date | string | null }>(
    db,
    sql`from ${source} x join contacts c on c.id = x.contact_id and c.location_id = ${ctx.locationId}`,
    sql`x.contact_id, c.first_name, c.last_name, x.address, x.state, x.sent_at`,
    sql`x.contact_id`,
    q,
  );
  return toPage(rows.map((r) => ({ contact_id: r.contact_id, first_name: r.first_name, last_name: r.last_name, address: r.address, state: r.state, sent_at: iso(r.sent_at) })), total, q.page, q.per_page);
}

/**
 * GET /broadcast/broadcast-logs: per recipient, what happened (sent, the outbox status, the
 * first human open and click, bounce, complaint, unsubscribe), read from email_events.
 */
export async function broadcastLogs(db: Db, ctx: C, q: Paging & { broadcast_id: number }) {
  const b = await findBroadcast(db, ctx, q.broadcast_id);
  const email = b.channel === "email";
  const ev = (type: string, extra = sql``) => sql`(select min(e.created_at) from email_events e where e.message_id = r.message_id and e.location_id = r.location_id and e.type = ${type} ${extra})`;
  const perRecipient = email
    ? sql`m.status as message_status, ${ev("open", sql`and not e.machine`)} as opened_at, ${ev("click")} as clicked_at,
        ${ev("bounce")} is not null as bounced, ${ev("complaint")} is not null as complained, ${ev("unsubscribe")} is not null as unsubscribed`
    : sql`m.status as message_status, null::timestamptz as opened_at, null::timestamptz as clicked_at, false as bounced, false as complained, false as unsubscribed`;
  const messages = email ? sql`email_messages` : sql`sms_messages`;
  const from = sql`from broadcast_recipients r join contacts c on c.id = r.contact_id and c.location_id = r.location_id
    left join ${messages} m on m.id = r.message_id and m.location_id = r.location_id
    where r.broadcast_id = ${b.id} and r.location_id = ${ctx.locationId}`;
  type Row = { contact_id: number; first_name: string; last_name: string; address: string; state: string; sent_at: string | Date | null; message_status: string | null; opened_at: string | Date | null; clicked_at: string | Date | null; bounced: boolean; complained: boolean; unsubscribed: boolean };
  const { rows, total } = await pageOf<Row>(db, from, sql`r.contact_id, c.first_name, c.last_name, r.address, r.state, r.sent_at, ${perRecipient}`, sql`r.contact_id`, q);
  const [stats] = await queryRows<Record<string, number>>(db, sql`
    select count(*)::int as total, count(*) filter (where t.state = 'sent')::int as sent, count(t.opened_at)::int as opened, count(t.clicked_at)::int as clicked,
      count(*) filter (where t.bounced)::int as bounced, count(*) filter (where t.complained)::int as complained, count(*) filter (where t.unsubscribed)::int as unsubscribed
    from (select r.state, ${perRecipient} ${from}) t`);
  return {
    ...toPage(rows.map((r) => ({ ...r, sent_at: iso(r.sent_at), opened_at: iso(r.opened_at), clicked_at: iso(r.clicked_at) })), total, q.page, q.per_page),
    stats: { total: stats.total, sent: stats.sent, opened: stats.opened, clicked: stats.clicked, bounced: stats.bounced, complained: stats.complained, unsubscribed: stats.unsubscribed },
  };
}

/** GET /broadcast/suppressed-contacts: the contact centre's suppression list, by type. */
export function suppressedContacts(db: Db, ctx: Ctx, q: Paging & { type: SuppressionType }) {
  return listSuppressions(db, ctx, q.type, q);
}

/** GET /contact/filter-by-unopened-emails: the live contacts a broadcast was sent to who have not opened it. */
export async function unopenedContacts(db: Db, ctx: C, q: Paging & { broadcast_id: number }) {
  const b = await findBroadcast(db, ctx, q.broadcast_id);
  const { rows, total } = await pageOf<{ id: number; first_name: string; last_name: string; email: string | null; sent_at: string | Date | null }>(
    db,
    sql`from (${unopenedSelect(ctx.locationId, b.id, false)}) u join contacts c on c.id = u.contact_id and c.location_id = ${ctx.locationId}
      join broadcast_recipients r on r.broadcast_id = ${b.id} and r.contact_id = u.contact_id`,
    sql`c.id, c.first_name, c.last_name, c.email, r.sent_at`,
    sql`c.id`,
    q,
  );
  return toPage(rows.map((r) => ({ ...r, sent_at: iso(r.sent_at) })), total, q.page, q.per_page);
}

/** POST /contact/apply-unopened-tag: tags every contact who has not opened a broadcast, in one INSERT ... SELECT. */
export async function applyUnopenedTag(db: Db, ctx: C, input: { broadcast_id: number; tag_id: number }) {
  const b = await findBroadcast(db, ctx, input.broadcast_id);
  const [tag] = await db.select({ id: tags.id }).from(tags).where(and(eq(tags.id, input.tag_id), eq(tags.locationId, ctx.locationId)));
  if (!tag) throw notFound("Tag");
  const added = await queryRows(db, sql`
    insert into contact_tags (location_id, contact_id, tag_id)
    select ${ctx.locationId}, u.contact_id, ${tag.id} from (${unopenedSelect(ctx.locationId, b.id, false)}) u
    on conflict do nothing
    returning contact_id`);
  return { status: 1, message: BROADCAST_MSG.tagApplied, count: added.length };
}

/**
 * GET /broadcast/{id}/public-view (public): a sent broadcast as its recipient saw it, with merge
 * fields from the recipient's link token (a token of another location, or none, gives the
 * fields' defaults), and the location's signature when its email carries it. A draft is a 404.
 */
export async function publicView(db: Db, id: number, token: string | undefined) {
  return (await loadPublicView(db, id, token)).view;
}

/** The public view and the broadcast's location (the page's branding). */
export async function loadPublicView(db: Db, id: number, token: string | undefined) {
  const [b] = await db
    .select({ id: broadcasts.id, locationId: broadcasts.locationId, name: broadcasts.name, channel: broadcasts.channel, subject: broadcasts.subject, body: broadcasts.body, status: broadcasts.status, sentAt: broadcasts.sentAt })
    .from(broadcasts)
    .where(eq(broadcasts.id, id));
  if (!b || (b.status !== BROADCAST_STATUS.sent && b.status !== BROADCAST_STATUS.sending)) throw notFound("Broadcast");
  const who = token ? contactFromLinkToken(token) : null;
  let contactId = who && who.locationId === b.locationId ? who.contactId : null;
  if (contactId !== null) {
    const [live] = await db.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.id, contactId), eq(contacts.locationId, b.locationId), isNull(contacts.deletedAt)));
    if (!live) contactId = null;
  }
  // The same signature and business values the email was rendered with (lib/merge-fields/render.ts).
  const business = await emailSignature(db, b.locationId);
  const sig = business.append ? await getSignature(db, { locationId: b.locationId }) : null;
  const signature = sig?.data ?? null;
  const values = await mergeValues(db, b.locationId, contactId, business);
  const [loc] = await db.select({ name: locations.businessname }).from(locations).where(eq(locations.id, b.locationId));
  const subject = b.channel === "email" ? await renderField(b.subject, values, "subject") : "";
  const body = b.channel === "email" ? sanitizeRichText(await renderField(b.body, values, "body", true)) : escapeHtml(await renderField(b.body, values, "body")).replace(/\n/g, "<br>");
  const view = {
    broadcast: { id: b.id, name: b.name, subject, html: body, sent_at: iso(b.sentAt), business_name: loc?.name ?? "" },
    signatures: signature && b.channel === "email" ? [{ id: signature.id, html: signature.html }] : [],
  };
  return { locationId: b.locationId, view };
}
