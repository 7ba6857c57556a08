import "server-only";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, emailEvents, emailMessages } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import type { DeliveryLogQuery, DeliveryLogRow, EventLogRow } from "./schemas";

/**
 * GET /email-log/get-delivery-log: the location's recorded email, newest first, by status and
 * source. The page's ids are read from the (location[, status], id) index first, then only those
 * rows are read with their open and click counts.
 */
export async function deliveryLog(db: Db, ctx: Ctx, q: DeliveryLogQuery) {
  const m = emailMessages;
  const filters = [q.status ? eq(m.status, q.status) : undefined, q.source ? eq(m.source, q.source) : undefined];
  const page = await listPage(
    {
      tenant: eq(m.locationId, ctx.locationId),
      filters,
      sorts: { id: m.id },
      sort: "id",
      direction: "desc",
      id: m.id,
      page: q.page,
      perPage: q.per_page,
      ids: () => db.select({ id: m.id }).from(m).$dynamic(),
    },
    (__total) =>
      db
        .select({
          id: m.id,
          to: m.toAddress,
          subject: m.subject,
          status: m.status,
          status_reason: m.statusReason,
          source: m.source,
          source_id: m.sourceId,
          contact_id: m.contactId,
          opens: sql<number>`(select count(*) from ${emailEvents} e where e.message_id = ${m}.id and e.type = 'open' and not e.machine)::int`,
          clicks: sql<number>`(select count(*) from ${emailEvents} e where e.message_id = ${m}.id and e.type = 'click')::int`,
          bounced: sql<boolean>`exists (select 1 from ${emailEvents} e where e.message_id = ${m}.id and e.type in ('bounce', 'soft_bounce'))`,
          created_at: m.createdAt,
          sent_at: m.sentAt,
          __total,
        })
        .from(m)
        .$dynamic(),
    async (where) => (await db.select({ n: count() }).from(m).where(where))[0].n,
  );
  return {
    ...page,
    data: page.data.map((r): DeliveryLogRow => ({ ...r, created_at: r.created_at.toISOString(), sent_at: r.sent_at?.toISOString() ?? null })),
  };
}

/** GET /contact/email-sent-event-logs: what happened to the email a contact of the location was sent, newest first. */
export async function contactEventLogs(db: Db, ctx: Ctx, q: { contact_id: number; page: number; per_page: number }) {
  const [c] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.id, q.contact_id), eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt)));
  if (!c) throw notFound("Contact");
  const e = emailEvents;
  const page = await listPage(
    {
      tenant: eq(e.locationId, ctx.locationId),
      filters: [eq(e.contactId, q.contact_id)],
      sorts: { id: e.id },
      sort: "id",
      direction: "desc",
      id: e.id,
      page: q.page,
      perPage: q.per_page,
    },
    (__total) =>
      db
        .select({ id: e.id, type: e.type, machine: e.machine, url: e.url, detail: e.detail, message_id: e.messageId, subject: emailMessages.subject, created_at: e.createdAt, __total })
        .from(e)
        .innerJoin(emailMessages, eq(emailMessages.id, e.messageId))
        .$dynamic(),
    async (where) => (await db.select({ n: count() }).from(e).where(where))[0].n,
  );
  return { ...page, data: page.data.map((r): EventLogRow => ({ ...r, created_at: r.created_at.toISOString() })) };
}
