import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db";
import type { Ctx } from "@/lib/auth/access";
import { assertContact } from "@/lib/contacts/profile-guards";
import { toPage } from "@/lib/http/pagination";
import { pageOf } from "./reports";
import type { ContactLogRow } from "./schemas";

type Row = Omit<ContactLogRow, "sent_at"> & { sent_at: string | Date | null };

/**
 * GET /contact/broadcast-logs: the broadcasts a contact of the location was sent (its frozen
 * recipient rows), newest broadcast first, each with how the send went and what the contact did
 * with the email (email_events). Reads the (location_id, contact_id, broadcast_id) index.
 */
export async function contactBroadcastLogs(db: Db, ctx: Ctx, q: { contact_id: number; page: number; per_page: number }) {
  await assertContact(db, ctx, q.contact_id);
  const ev = (cond: ReturnType<typeof sql>) => sql`(select count(*) from email_events e where e.message_id = r.message_id and e.location_id = r.location_id and b.channel = 'email' and ${cond})`;
  const from = sql`from broadcast_recipients r
    join broadcasts b on b.id = r.broadcast_id and b.location_id = r.location_id
    left join email_messages em on b.channel = 'email' and em.id = r.message_id and em.location_id = r.location_id
    left join sms_messages sm on b.channel = 'sms' and sm.id = r.message_id and sm.location_id = r.location_id
    where r.location_id = ${ctx.locationId} and r.contact_id = ${q.contact_id}`;
  const columns = sql`r.broadcast_id, b.name, b.subject, b.channel, r.state, r.sent_at, coalesce(em.status, sm.status) as message_status,
    ${ev(sql`e.type = 'open' and not e.machine`)}::int as opens, ${ev(sql`e.type = 'click'`)}::int as clicks,
    ${ev(sql`e.type in ('bounce', 'soft_bounce')`)} > 0 as bounced, ${ev(sql`e.type = 'unsubscribe'`)} > 0 as unsubscribed`;
  const { rows, total } = await pageOf<Row>(db, from, columns, sql`r.broadcast_id desc`, q);
  return toPage(
    rows.map(({ __total: _, ...r }: Row & { __total?: number }): ContactLogRow => ({ ...r, sent_at: r.sent_at === null ? null : new Date(r.sent_at).toISOString() })),
    total,
    q.page,
    q.per_page,
  );
}
