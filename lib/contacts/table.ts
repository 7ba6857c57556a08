import "server-only";
import { and, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { dayBounds, weekRange } from "@/lib/list/date-presets";
import { locationTimeZone } from "@/lib/list/location-time-zone";
import { contacts, userSettings } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { CHART_DAYS, CONTACT_COLUMNS, DEFAULT_COLUMNS, type ContactColumn } from "./constants";

/** The contact table's per-user pieces: the remembered columns and the weekly chart. */

/** The caller's visible columns; stale keys are dropped, and none saved means the defaults. */
export async function tableColumns(db: Db, ctx: Ctx): Promise<ContactColumn[]> {
  const [row] = await db.select({ c: userSettings.contactColumns }).from(userSettings).where(eq(userSettings.userId, ctx.userId));
  const saved = (row?.c ?? []).filter((k): k is ContactColumn => (CONTACT_COLUMNS as readonly string[]).includes(k));
  return saved.length ? saved : [...DEFAULT_COLUMNS];
}

/** Saves the caller's choice (null = back to the defaults); the name column is always kept. */
export async function saveTableColumns(db: Db, ctx: Ctx, columns: ContactColumn[] | null): Promise<ContactColumn[]> {
  const value = columns ? [...new Set<ContactColumn>(["first_name", ...columns])] : null;
  await db
    .insert(userSettings)
    .values({ userId: ctx.userId, contactColumns: value })
    .onConflictDoUpdate({ target: userSettings.userId, set: { contactColumns: value, updatedAt: new Date() } });
  return value ?? [...DEFAULT_COLUMNS];
}

/** Contacts added on each day of this week in the location's zone, Mon..Sun (doc 2 s9 axis), through the created index. */
export async function chartData(db: Db, ctx: Ctx, now = new Date()) {
  const timeZone = await locationTimeZone(db, ctx.locationId);
  const week = weekRange(now, timeZone);
  const { from, to } = dayBounds(week, timeZone);
  const rows = await db
    .select({ dow: sql<number>`extract(isodow from ${contacts.createdAt} at time zone ${timeZone})::int`.mapWith(Number), n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(contacts)
    .where(and(eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt), gte(contacts.createdAt, from!), lt(contacts.createdAt, to!)))
    .groupBy(sql`1`);
  const data = CHART_DAYS.map((_, i) => rows.find((r) => r.dow === i + 1)?.n ?? 0);
  return { labels: [...CHART_DAYS], data, from: week.from, to: week.to };
}
