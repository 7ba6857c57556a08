import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db";
import { queryRows } from "@/db/rows";
import type { Ctx } from "@/lib/auth/access";
import { wallDay, zonedInstant } from "@/lib/utils/time-zone";
import { WEEKDAYS, type MessageKind } from "./constants";
import { orderedMessages } from "./engine";
import type { DetailAnalytics, SequenceAnalytics } from "./schemas";
import { messageTitle, ownSequence } from "./service";

/**
 * A sequence's numbers, read from the outbox and its tracking (email_events: human opens, clicks,
 * bounces, unsubscribes; sms status; an inbound SMS from the contact after the send = a reply).
 */

type LocCtx = Pick<Ctx, "locationId">;
type Counts = { sent: number; delivered: number; opened: number; clicked: number; bounced: number; unsubscribed: number; failed: number; replied: number };

const ev = (type: string, extra = sql``) => sql`exists (select 1 from email_events e where e.message_id = x.email_message_id and e.type = ${type} ${extra})`;
const perSend = sql`
  (x.status = 'sent' and coalesce(em.status, sm.status) not in ('blocked')) as sent,
  coalesce(em.status, sm.status) in ('sent', 'captured') as delivered,
  ${ev("open", sql`and not e.machine`)} as opened, ${ev("click")} as clicked, ${ev("bounce")} as bounced, ${ev("unsubscribe")} as unsubscribed,
  coalesce(em.status, sm.status) = 'failed' as failed,
  (x.sms_message_id is not null and exists (select 1 from sms_messages r where r.location_id = x.location_id and r.contact_id = x.contact_id and r.direction = 'inbound' and r.created_at > x.created_at)) as replied`;
const sums = sql`count(*) filter (where t.sent)::int as sent, count(*) filter (where t.sent and t.delivered)::int as delivered, count(*) filter (where t.sent and t.opened)::int as opened,
  count(*) filter (where t.sent and t.clicked)::int as clicked, count(*) filter (where t.sent and t.bounced)::int as bounced, count(*) filter (where t.sent and t.unsubscribed)::int as unsubscribed,
  count(*) filter (where t.sent and t.failed)::int as failed, count(*) filter (where t.sent and t.replied)::int as replied`;
const sendsOf = (where: ReturnType<typeof sql>) => sql`from sequence_sends x left join email_messages em on em.id = x.email_message_id left join sms_messages sm on sm.id = x.sms_message_id where ${where}`;

const pct = (n: number, of: number) => (of ? Math.round((n / of) * 1000) / 10 : 0);

/** GET /sequence/{id}/analytics: totals for one channel, with rates (percent of sent). */
export async function sequenceAnalytics(db: Db, ctx: LocCtx, id: number, type: MessageKind): Promise<{ data: SequenceAnalytics }> {
  const s = await ownSequence(db, ctx, id);
  const [c] = await queryRows<Counts>(db, sql`select ${sums} from (select ${perSend} ${sendsOf(sql`x.sequence_id = ${s.id} and x.location_id = ${ctx.locationId} and x.kind = ${type}`)}) t`);
  const n = Object.fromEntries(Object.entries(c).map(([k, v]) => [k, Number(v)])) as Counts;
  return {
    data: {
      type, ...n,
      rates: { delivered: pct(n.delivered, n.sent), opened: pct(n.opened, n.sent), clicked: pct(n.clicked, n.sent), bounced: pct(n.bounced, n.sent), unsubscribed: pct(n.unsubscribed, n.sent), failed: pct(n.failed, n.sent), replied: pct(n.replied, n.sent) },
    },
  };
}

/** The Monday (in `tz`) of the week holding `day` ("YYYY-MM-DD") or today. */
function mondayOf(tz: string, day?: string) {
  const d = day ? { year: +day.slice(0, 4), month: +day.slice(5, 7), day: +day.slice(8, 10) } : wallDay(new Date(), tz);
  const dow = (new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() + 6) % 7; // Mon = 0
  return { ...d, day: d.day - dow };
}

/** GET /sequence/{id}/detail-analytics: per message, totals and the week's Mon–Sun series (sends, opens, clicks by the day they happened). */
export async function detailAnalytics(db: Db, ctx: LocCtx, id: number, weekOf?: string): Promise<{ data: DetailAnalytics }> {
  const s = await ownSequence(db, ctx, id);
  const messages = await orderedMessages(db, s.id);
  const mon = mondayOf(s.timezone, weekOf);
  const days = WEEKDAYS.map((label, i) => {
    const start = zonedInstant(s.timezone, mon.year, mon.month, mon.day + i);
    const end = zonedInstant(s.timezone, mon.year, mon.month, mon.day + i + 1);
    const w = wallDay(start, s.timezone);
    return { label, start, end, date: `${w.year}-${String(w.month).padStart(2, "0")}-${String(w.day).padStart(2, "0")}` };
  });
  const totals = await queryRows<Counts & { message_id: number }>(db, sql`
    select t.message_id, ${sums} from (select x.message_id, ${perSend} ${sendsOf(sql`x.sequence_id = ${s.id} and x.location_id = ${ctx.locationId}`)}) t group by t.message_id`);
  const weekStart = days[0].start.toISOString();
  const weekEnd = days[6].end.toISOString();
  const events = await queryRows<{ message_id: number; kind: string; at: string | Date }>(db, sql`
    select x.message_id, 'sent' as kind, x.created_at as at from sequence_sends x
      where x.sequence_id = ${s.id} and x.location_id = ${ctx.locationId} and x.status = 'sent' and x.created_at >= ${weekStart}::timestamptz and x.created_at < ${weekEnd}::timestamptz
    union all
    select x.message_id, e.type as kind, e.created_at as at from sequence_sends x join email_events e on e.message_id = x.email_message_id
      where x.sequence_id = ${s.id} and x.location_id = ${ctx.locationId} and e.type in ('open', 'click') and not e.machine and e.created_at >= ${weekStart}::timestamptz and e.created_at < ${weekEnd}::timestamptz`);
  return {
    data: messages.map((m) => {
      const t = totals.find((r) => r.message_id === m.id);
      const mine = events.filter((e) => e.message_id === m.id);
      const on = (kind: string, d: (typeof days)[number]) => mine.filter((e) => e.kind === kind && new Date(e.at) >= d.start && new Date(e.at) < d.end).length;
      return {
        message_id: m.id, kind: m.kind as MessageKind, title: messageTitle(m),
        sent: Number(t?.sent ?? 0), opened: Number(t?.opened ?? 0), clicked: Number(t?.clicked ?? 0), bounced: Number(t?.bounced ?? 0), failed: Number(t?.failed ?? 0), replied: Number(t?.replied ?? 0),
        daily: days.map((d) => ({ day: d.label, date: d.date, sent: on("sent", d), opened: on("open", d), clicked: on("click", d) })),
      };
    }),
  };
}
