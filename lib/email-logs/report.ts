import "server-only";
import { and, count, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { emailEvents, emailMessages } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { validationError } from "@/lib/http/errors";
import { dayBounds } from "@/lib/list/date-presets";
import { locationTimeZone } from "@/lib/list/location-time-zone";
import { wallDay } from "@/lib/utils/time-zone";
import { REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS, REPORT_SERIES, type ReportSeries } from "./constants";
import type { EmailReport } from "./schemas";

const DAY = 86_400_000;
const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** Which series an event row counts in (machine opens apart from a person's). */
function seriesOf(type: string, machine: boolean): ReportSeries | null {
  if (type === "open") return machine ? "machine_opens" : "opens";
  const map: Record<string, ReportSeries> = { click: "clicks", bounce: "bounces", soft_bounce: "soft_bounces", complaint: "complaints", unsubscribe: "unsubscribes" };
  return map[type] ?? null;
}

/**
 * GET /email-log/get-email-report: per day of the window (the location's days, as the date
 * presets: lib/list/date-presets.ts), the location's delivered email and each kind of event, and
 * the window's totals. Two grouped reads over the (location, time) indexes.
 */
export async function emailReport(db: Db, ctx: Ctx, q: { from?: string; to?: string }, now = new Date()): Promise<EmailReport> {
  const timeZone = await locationTimeZone(db, ctx.locationId);
  const w = wallDay(now, timeZone);
  // Days are walked as UTC midnights; the instants they stand for are the zone's (dayBounds).
  const today = new Date(Date.UTC(w.year, w.month - 1, w.day));
  const to = q.to ? new Date(`${q.to}T00:00:00Z`) : today;
  const from = q.from ? new Date(`${q.from}T00:00:00Z`) : new Date(to.getTime() - (REPORT_DEFAULT_DAYS - 1) * DAY);
  if (from > to) throw validationError({ from: ["The from date must be on or before the to date."] });
  const days = Math.round((to.getTime() - from.getTime()) / DAY) + 1;
  if (days > REPORT_MAX_DAYS) throw validationError({ from: [`The report covers at most ${REPORT_MAX_DAYS} days.`] });
  const at = dayBounds({ from: ymd(from), to: ymd(to) }, timeZone);
  const [start, end] = [at.from!, at.to!];

  const zero = () => Object.fromEntries(REPORT_SERIES.map((k) => [k, 0])) as Record<ReportSeries, number>;
  const byDay = new Map<string, Record<ReportSeries, number>>();
  for (let i = 0; i < days; i++) byDay.set(ymd(new Date(from.getTime() + i * DAY)), zero());

  const dayOf = (col: typeof emailMessages.sentAt | typeof emailEvents.createdAt) => sql<string>`to_char(${col} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const [sent, events] = await Promise.all([
    db
      .select({ day: dayOf(emailMessages.sentAt), n: count() })
      .from(emailMessages)
      .where(and(eq(emailMessages.locationId, ctx.locationId), eq(emailMessages.kind, "location"), inArray(emailMessages.status, ["sent", "captured"]), gte(emailMessages.sentAt, start), lt(emailMessages.sentAt, end)))
      .groupBy(sql`1`),
    db
      .select({ day: dayOf(emailEvents.createdAt), type: emailEvents.type, machine: emailEvents.machine, n: count() })
      .from(emailEvents)
      .where(and(eq(emailEvents.locationId, ctx.locationId), gte(emailEvents.createdAt, start), lt(emailEvents.createdAt, end)))
      .groupBy(sql`1`, emailEvents.type, emailEvents.machine),
  ]);
  for (const r of sent) {
    const d = byDay.get(r.day);
    if (d) d.sent += Number(r.n);
  }
  for (const r of events) {
    const d = byDay.get(r.day);
    const k = seriesOf(r.type, r.machine);
    if (d && k) d[k] += Number(r.n);
  }
  const totals = zero();
  const list = [...byDay].map(([date, c]) => {
    for (const k of REPORT_SERIES) totals[k] += c[k];
    return { date, ...c };
  });
  return { from: ymd(from), to: ymd(to), days: list, totals };
}
