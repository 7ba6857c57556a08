import "server-only";
import { type AnyColumn, and, count, desc, eq, gt, gte, ilike, inArray, lt, lte, notExists, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import { activities, checkoutOrders, checkoutProducts, checkoutRefunds } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { listPage } from "@/lib/http/list-query";
import { presetBounds, type DatePreset } from "@/lib/list/date-presets";
import { locationTimeZone } from "@/lib/list/location-time-zone";
import { wallDay } from "@/lib/utils/time-zone";
import { ABANDONED_AFTER_MINUTES, CHART_EMPTY_AXIS, RECENT_ACTIVITY_LIMIT, TRANSACTIONS_LIMIT } from "./dashboard-constants";
import type { AbandonedQuery, ChartQuery, LogQuery } from "./dashboard-schemas";
import { companySettingsOf } from "./settings";

const DAY = 86_400_000;
const UNPAID = ["pending", "requires_action", "failed", "locked"];
const like = (s?: string) => (s ? `%${s.replace(/[\\%_]/g, "\\$&")}%` : null);

/** A preset's whole days in the location's zone as instants: [from, to), and the zone for the chart's days. */
async function bounds(db: Db, ctx: Ctx, preset: DatePreset, now = new Date()) {
  const timeZone = await locationTimeZone(db, ctx.locationId);
  return { ...presetBounds(preset, now, timeZone), timeZone };
}

/** The zone's calendar day of an instant, as a UTC midnight (the chart walks days as UTC dates). */
const dayOf = (instant: Date, timeZone: string) => {
  const w = wallDay(instant, timeZone);
  return new Date(Date.UTC(w.year, w.month - 1, w.day));
};

const within = (col: AnyColumn, b: Awaited<ReturnType<typeof bounds>>) =>
  [b.from ? gte(col, b.from) : undefined, b.to ? lt(col, b.to) : undefined];

/** Paid orders of one mode (live or test: never mixed) of the caller's location. */
const paidOf = (ctx: Ctx, test: boolean): SQL[] => [eq(checkoutOrders.locationId, ctx.locationId), eq(checkoutOrders.status, "paid"), eq(checkoutOrders.test, test)];

/** The currencies sold in (most recent first) and the one figures are shown in. */
async function currencies(db: Db, ctx: Ctx, test: boolean, wanted?: string) {
  const rows = await db
    .select({ currency: checkoutOrders.currency, last: sql<string>`max(${checkoutOrders.paidAt})` })
    .from(checkoutOrders)
    .where(and(...paidOf(ctx, test)))
    .groupBy(checkoutOrders.currency)
    .orderBy(desc(sql`max(${checkoutOrders.paidAt})`));
  const list = rows.map((r) => r.currency);
  // Before any sale the figures are in the company currency the coach set (settings), not a fixed USD.
  const currency = wanted?.toUpperCase() ?? list[0] ?? (await companySettingsOf(db, ctx.locationId)).currency;
  return { list, currency };
}

async function figures(db: Db, ctx: Ctx, test: boolean, currency: string, b: Awaited<ReturnType<typeof bounds>>) {
  const [sales] = await db
    .select({ orders: count(), customers: sql<number>`count(distinct lower(${checkoutOrders.email}))::int`, gross: sql<number>`coalesce(sum(${checkoutOrders.total}), 0)::bigint` })
    .from(checkoutOrders)
    .where(and(...paidOf(ctx, test), eq(checkoutOrders.currency, currency), ...within(checkoutOrders.paidAt, b)));
  const [refunds] = await db
    .select({ refunded: sql<number>`coalesce(sum(${checkoutRefunds.amount}), 0)::bigint` })
    .from(checkoutRefunds)
    .innerJoin(checkoutOrders, and(eq(checkoutOrders.id, checkoutRefunds.orderId), eq(checkoutOrders.locationId, checkoutRefunds.locationId)))
    .where(and(eq(checkoutRefunds.locationId, ctx.locationId), eq(checkoutRefunds.status, "succeeded"), eq(checkoutOrders.test, test), eq(checkoutOrders.currency, currency), ...within(checkoutRefunds.createdAt, b)));
  const gross = Number(sales.gross);
  const refunded = Number(refunds.refunded);
  return { orders: sales.orders, customers: sales.customers, gross, refunded, net: gross - refunded, average: sales.orders ? Math.round(gross / sales.orders) : 0 };
}

const WEEKDAY = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "UTC" });
const DAY_LABEL = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const MONTH_LABEL = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

/**
 * GET /dashboard/chart-stats: gross sales per day (up to a month) or per month (longer or all
 * time), the period's figures and gross_sale. With no sale in the period the axis is the
 * spec's default: Mon to Sun, seven zeros.
 */
export async function chartStats(db: Db, ctx: Ctx, q: ChartQuery, now = new Date()) {
  const test = q.test === "1";
  const b = await bounds(db, ctx, q.date_preset as DatePreset, now);
  const cur = await currencies(db, ctx, test, q.currency);
  const stats = await figures(db, ctx, test, cur.currency, b);
  const base = { stats, gross_sale: stats.gross, currency: cur.currency, currencies: cur.list, from: b.range.from ?? null, to: b.range.to ?? null };
  if (stats.orders === 0) return { ...base, chart: { labels: [...CHART_EMPTY_AXIS], values: CHART_EMPTY_AXIS.map(() => 0) } };

  const where = and(...paidOf(ctx, test), eq(checkoutOrders.currency, cur.currency), ...within(checkoutOrders.paidAt, b));
  // The chart's days are the location's calendar days, from the preset's first day (or the first sale) to its last (or today).
  const first = b.range.from ? new Date(`${b.range.from}T00:00:00Z`) : dayOf(new Date((await db.select({ t: sql<string>`min(${checkoutOrders.paidAt})` }).from(checkoutOrders).where(where))[0].t), b.timeZone);
  const last = b.range.to ? new Date(`${b.range.to}T00:00:00Z`) : dayOf(now, b.timeZone);
  const daily = last.getTime() - first.getTime() < 31 * DAY;
  const unit = daily ? "day" : "month";
  const rows = await db
    .select({ bucket: sql<string>`to_char(date_trunc(${unit}, ${checkoutOrders.paidAt} at time zone ${b.timeZone}), 'YYYY-MM-DD')`, total: sql<number>`sum(${checkoutOrders.total})::bigint` })
    .from(checkoutOrders)
    .where(where)
    .groupBy(sql`1`);
  const byBucket = new Map(rows.map((r) => [r.bucket, Number(r.total)]));
  const labels: string[] = [];
  const values: number[] = [];
  const cursor = daily ? new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), first.getUTCDate())) : new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 1));
  const short = daily && last.getTime() - first.getTime() < 7 * DAY;
  while (cursor.getTime() <= last.getTime()) {
    labels.push(daily ? (short ? WEEKDAY : DAY_LABEL).format(cursor) : MONTH_LABEL.format(cursor));
    values.push(byBucket.get(cursor.toISOString().slice(0, 10)) ?? 0);
    if (daily) cursor.setUTCDate(cursor.getUTCDate() + 1);
    else cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return { ...base, chart: { labels, values } };
}

/** GET /order/analytics: all-time figures plus the orders that did not end in a sale. */
export async function orderAnalytics(db: Db, ctx: Ctx, q: ChartQuery, now = new Date()) {
  const test = q.test === "1";
  const b = await bounds(db, ctx, q.date_preset as DatePreset, now);
  const cur = await currencies(db, ctx, test, q.currency);
  const stats = await figures(db, ctx, test, cur.currency, b);
  const [declined] = await db
    .select({ n: count() })
    .from(checkoutOrders)
    .where(and(eq(checkoutOrders.locationId, ctx.locationId), eq(checkoutOrders.test, test), inArray(checkoutOrders.status, ["failed", "locked"]), ...within(checkoutOrders.createdAt, b)));
  const [abandoned] = await db.select({ n: count() }).from(checkoutOrders).where(and(...abandonedWhere(db, ctx, test, now), ...within(checkoutOrders.createdAt, b)));
  return { data: { ...stats, currency: cur.currency, declined: declined.n, abandoned: abandoned.n } };
}

const activityRow = (a: typeof activities.$inferSelect) => ({
  id: a.id, action: a.action, title: a.title, body: a.body, contact_id: a.contactId, test: a.data?.test === true, date_created: a.createdAt.toISOString(),
});

/** GET /dashboard/recent-activities: the latest checkout events (purchases, refunds, declines). */
export async function recentActivities(db: Db, ctx: Ctx, filter: string) {
  const rows = await db
    .select()
    .from(activities)
    .where(and(eq(activities.locationId, ctx.locationId), eq(activities.module, "checkout"), filter === "all" ? undefined : eq(activities.action, filter)))
    .orderBy(desc(activities.id))
    .limit(RECENT_ACTIVITY_LIMIT);
  return { data: rows.map(activityRow) };
}

/** GET /order/checkout-logs: every checkout event, paged, newest first. */
export async function checkoutLogs(db: Db, ctx: Ctx, q: LogQuery) {
  const s = like(q.search);
  const page = await listPage(
    {
      tenant: and(eq(activities.locationId, ctx.locationId), eq(activities.module, "checkout"))!,
      filters: [q.filter === "all" ? undefined : eq(activities.action, q.filter), s ? or(ilike(activities.title, s), ilike(activities.body, s)) : undefined],
      sorts: { date_created: activities.id },
      sort: "date_created",
      direction: "desc",
      id: activities.id,
      page: q.page,
      perPage: q.per_page,
    },
    (__total) => db.select({ a: activities, __total }).from(activities).$dynamic(),
    async (where) => (await db.select({ n: count() }).from(activities).where(where))[0].n,
  );
  return { ...page, data: page.data.map(({ a }) => activityRow(a)) };
}

const later = alias(checkoutOrders, "later_order");

/** Unpaid for an hour with an email given, and not bought since by the same email (doc 3: abandoned). */
function abandonedWhere(db: Db, ctx: Ctx, test: boolean, now: Date): SQL[] {
  return [
    eq(checkoutOrders.locationId, ctx.locationId),
    eq(checkoutOrders.test, test),
    inArray(checkoutOrders.status, UNPAID),
    lte(checkoutOrders.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MINUTES * 60_000)),
    notExists(
      db
        .select({ one: sql`1` })
        .from(later)
        .where(and(eq(later.locationId, checkoutOrders.locationId), eq(later.productId, checkoutOrders.productId), sql`lower(${later.email}) = lower(${checkoutOrders.email})`, eq(later.status, "paid"), gt(later.id, checkoutOrders.id))),
    ),
  ];
}

/** GET /client/abandoned-orders */
export async function abandonedOrders(db: Db, ctx: Ctx, q: AbandonedQuery, now = new Date()) {
  const s = like(q.search);
  const [tenant, ...rest] = abandonedWhere(db, ctx, q.test === "1", now);
  const page = await listPage(
    {
      tenant,
      filters: [...rest, s ? or(ilike(checkoutOrders.email, s), ilike(checkoutOrders.name, s)) : undefined],
      sorts: { date_created: checkoutOrders.createdAt },
      sort: "date_created",
      direction: "desc",
      id: checkoutOrders.id,
      page: q.page,
      perPage: q.per_page,
    },
    (__total) =>
      db
        .select({ o: checkoutOrders, product: checkoutProducts.name, __total })
        .from(checkoutOrders)
        .innerJoin(checkoutProducts, and(eq(checkoutProducts.id, checkoutOrders.productId), eq(checkoutProducts.locationId, checkoutOrders.locationId)))
        .$dynamic(),
    async (where) => (await db.select({ n: count() }).from(checkoutOrders).where(where))[0].n,
  );
  return {
    ...page,
    data: page.data.map(({ o, product }) => ({
      id: o.id, product_id: o.productId, product_name: product, name: o.name, email: o.email, currency: o.currency, total: o.total, status: o.status, last_error: o.lastError, test: o.test, date_created: o.createdAt.toISOString(),
    })),
  };
}

/** GET /order/all-order-transactions: payments and refunds of the period, newest first. */
export async function allOrderTransactions(db: Db, ctx: Ctx, q: { date_preset: string; test: "0" | "1" }, now = new Date()) {
  const test = q.test === "1";
  const b = await bounds(db, ctx, q.date_preset as DatePreset, now);
  const join = and(eq(checkoutProducts.id, checkoutOrders.productId), eq(checkoutProducts.locationId, checkoutOrders.locationId));
  const pays = await db
    .select({ o: checkoutOrders, product: checkoutProducts.name })
    .from(checkoutOrders)
    .innerJoin(checkoutProducts, join)
    .where(and(...paidOf(ctx, test), ...within(checkoutOrders.paidAt, b)))
    .orderBy(desc(checkoutOrders.paidAt))
    .limit(TRANSACTIONS_LIMIT);
  const refunds = await db
    .select({ r: checkoutRefunds, o: checkoutOrders, product: checkoutProducts.name })
    .from(checkoutRefunds)
    .innerJoin(checkoutOrders, and(eq(checkoutOrders.id, checkoutRefunds.orderId), eq(checkoutOrders.locationId, checkoutRefunds.locationId)))
    .innerJoin(checkoutProducts, join)
    .where(and(eq(checkoutRefunds.locationId, ctx.locationId), eq(checkoutRefunds.status, "succeeded"), eq(checkoutOrders.test, test), ...within(checkoutRefunds.createdAt, b)))
    .orderBy(desc(checkoutRefunds.createdAt))
    .limit(TRANSACTIONS_LIMIT);
  const rows = [
    ...pays.map(({ o, product }) => ({ id: `payment-${o.id}`, order_id: o.id, kind: "payment" as const, amount: o.total, currency: o.currency, name: o.name, email: o.email, product_name: product, date: o.paidAt!.toISOString() })),
    ...refunds.map(({ r, o, product }) => ({ id: `refund-${r.id}`, order_id: o.id, kind: "refund" as const, amount: r.amount, currency: o.currency, name: o.name, email: o.email, product_name: product, date: r.createdAt.toISOString() })),
  ];
  rows.sort((a, b2) => b2.date.localeCompare(a.date));
  return { data: rows.slice(0, TRANSACTIONS_LIMIT) };
}
