import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { emailEvents, emailMessages } from "@/db/schema";
import { qualified } from "@/db/qualified";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import type { Page } from "@/lib/http/pagination";
import { EMAIL_LOG_EVENTS_MAX } from "./constants";
import { assertContact } from "./profile-guards";
import type { EmailLogRow } from "./profile-schemas";

/**
 * A contact's email logs: the platform's email records (docs/platform.md) the location sent
 * to that contact, newest first by id (the (contact_id, id) index), each with what the contact
 * did with it (email_events, by the (message_id, type) index), and their deletion.
 */

type LogEvent = { id: number; type: string; machine: boolean; url: string | null; detail: string | null; created_at: string };

const ofContact = (ctx: Ctx, contactId: number) => and(eq(emailMessages.locationId, ctx.locationId), eq(emailMessages.contactId, contactId))!;

export async function listEmailLogs(db: Db, ctx: Ctx, contactId: number, q: { page: number; per_page: number }): Promise<Page<EmailLogRow>> {
  await assertContact(db, ctx, contactId);
  const page = await listPage(
    { tenant: ofContact(ctx, contactId), sorts: { id: emailMessages.id }, sort: "id", direction: "desc", id: emailMessages.id, page: q.page, perPage: q.per_page },
    (__total) =>
      db
        .select({
          id: emailMessages.id,
          to: emailMessages.toAddress,
          subject: emailMessages.subject,
          status: emailMessages.status,
          status_reason: emailMessages.statusReason,
          created_at: emailMessages.createdAt,
          sent_at: emailMessages.sentAt,
          opens: sql<number>`(select count(*) from ${emailEvents} e where e.message_id = ${qualified(emailMessages.id)} and e.type = 'open' and not e.machine)::int`,
          clicks: sql<number>`(select count(*) from ${emailEvents} e where e.message_id = ${qualified(emailMessages.id)} and e.type = 'click')::int`,
          // The latest few, as JSON in the page's own statement (no second round trip per email).
          events: sql<LogEvent[]>`coalesce((select json_agg(json_build_object('id', e.id, 'type', e.type, 'machine', e.machine, 'url', e.url, 'detail', e.detail, 'created_at', e.created_at) order by e.id desc)
            from (select * from ${emailEvents} e where e.message_id = ${qualified(emailMessages.id)} and e.location_id = ${qualified(emailMessages.locationId)} order by e.id desc limit ${EMAIL_LOG_EVENTS_MAX}) e), '[]'::json)`,
          __total,
        })
        .from(emailMessages)
        .$dynamic(),
    async (where) => (await db.select({ n: sql<number>`count(*)::int` }).from(emailMessages).where(where))[0].n,
  );
  return {
    ...page,
    data: page.data.map((r) => ({
      ...r,
      created_at: r.created_at.toISOString(),
      sent_at: r.sent_at?.toISOString() ?? null,
      // json_build_object writes times in the session's offset; the wire format is toISOString's.
      events: (typeof r.events === "string" ? (JSON.parse(r.events) as LogEvent[]) : r.events).map((e) => ({ ...e, created_at: new Date(e.created_at).toISOString() })),
    })),
  };
}

/** Deletes the contact's logs among `ids`; none of them being this contact's is a 404. */
export async function deleteEmailLogs(db: Db, ctx: Ctx, contactId: number, ids: number[]): Promise<number> {
  await assertContact(db, ctx, contactId);
  const rows = await db
    .delete(emailMessages)
    .where(and(ofContact(ctx, contactId), inArray(emailMessages.id, ids)))
    .returning({ id: emailMessages.id });
  if (!rows.length) throw notFound("Email log");
  return rows.length;
}
