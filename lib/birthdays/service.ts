import "server-only";
import { and, asc, count, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { birthdaySettings, contacts, monthDay } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { validationError } from "@/lib/http/errors";
import { toPage } from "@/lib/http/pagination";
import { isTimezone } from "@/lib/reference-data/timezones";
import { BIRTHDAY_ACTIVE, BIRTHDAY_DEFAULTS, BIRTHDAY_TERMINATED, UPCOMING_DAYS } from "./constants";
import { localDay, upcomingDays } from "./dates";
import type { BirthdaySetting, UpcomingBirthday, birthdaySettingUpdate } from "./schemas";
import type { z } from "@hono/zod-openapi";

type SettingRow = typeof birthdaySettings.$inferSelect;

const toWire = (row: SettingRow | undefined): BirthdaySetting =>
  row
    ? { status: row.status, channel: row.channel as BirthdaySetting["channel"], subject: row.subject, message: row.message, send_time: row.sendTime, timezone: row.timezone }
    : { ...BIRTHDAY_DEFAULTS };

async function settingRow(db: Db, ctx: Ctx) {
  const [row] = await db.select().from(birthdaySettings).where(eq(birthdaySettings.locationId, ctx.locationId));
  return row;
}

/** The accessed location's settings, or the defaults when it never saved any. */
export async function getBirthdaySetting(db: Db, ctx: Ctx): Promise<BirthdaySetting> {
  return toWire(await settingRow(db, ctx));
}

/** Saves the message, channel and schedule; whether it is activated is left as it was. */
export async function updateBirthdaySetting(db: Db, ctx: Ctx, input: z.output<typeof birthdaySettingUpdate>): Promise<BirthdaySetting> {
  if (!isTimezone(input.timezone)) throw validationError({ timezone: ["The selected timezone is invalid."] });
  const values = { channel: input.channel, subject: input.subject, message: input.message, sendTime: input.send_time, timezone: input.timezone };
  const [row] = await db
    .insert(birthdaySettings)
    .values({ locationId: ctx.locationId, status: BIRTHDAY_DEFAULTS.status, ...values })
    .onConflictDoUpdate({ target: birthdaySettings.locationId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return toWire(row);
}

/** Doc 2 s4: status 1 activates birthday messages, any other value terminates them. */
export async function setCelebrateBirthday(db: Db, ctx: Ctx, status: number): Promise<BirthdaySetting> {
  const next = status === BIRTHDAY_ACTIVE ? BIRTHDAY_ACTIVE : BIRTHDAY_TERMINATED;
  const d = BIRTHDAY_DEFAULTS;
  const [row] = await db
    .insert(birthdaySettings)
    .values({ locationId: ctx.locationId, status: next, channel: d.channel, subject: d.subject, message: d.message, sendTime: d.send_time, timezone: d.timezone })
    .onConflictDoUpdate({ target: birthdaySettings.locationId, set: { status: next, updatedAt: new Date() } })
    .returning();
  return toWire(row);
}

/** Live contacts of one location whose birthday falls on one of these month-days (index-backed). */
export const birthdayMatch = (locationId: number, keys: number[]): SQL =>
  and(eq(contacts.locationId, locationId), isNull(contacts.deletedAt), isNotNull(contacts.birthday), inArray(monthDay(sql`${contacts.birthday}`), keys))!;

/**
 * Contacts whose birthday is today or in the next UPCOMING_DAYS days, in the location's time
 * zone, soonest first; the window crosses New Year as the calendar does. Feb 29 birthdays
 * show on Feb 28 in common years (lib/birthdays/dates.ts).
 */
export async function listUpcomingBirthdays(db: Db, ctx: Ctx, q: { page: number; per_page: number }, now = new Date()) {
  const setting = await settingRow(db, ctx);
  const today = localDay(now, setting?.timezone ?? BIRTHDAY_DEFAULTS.timezone);
  const days = upcomingDays(today, UPCOMING_DAYS);
  const byKey = new Map<number, (typeof days)[number]>();
  for (const d of days) for (const k of d.keys) byKey.set(k, d);
  const keys = [...byKey.keys()];
  const md = monthDay(sql`${contacts.birthday}`);
  // Days until each month-day, as the page's order: soonest first, then by name.
  // Inlined (integers we computed): as bound parameters PostgreSQL would type them text and sort "12" before "4".
  const until = sql`(case ${md} ${sql.raw(keys.map((k) => `when ${Math.trunc(k)} then ${Math.trunc(byKey.get(k)!.daysUntil)}`).join(" "))} end)`;
  const where = birthdayMatch(ctx.locationId, keys);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ id: contacts.id, first_name: contacts.firstName, last_name: contacts.lastName, email: contacts.email, number: contacts.number, photo: contacts.photo, birthday: contacts.birthday, key: md.mapWith(Number) })
      .from(contacts)
      .where(where)
      .orderBy(until, asc(contacts.lastName), asc(contacts.firstName), asc(contacts.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(contacts).where(where),
  ]);
  const data: UpcomingBirthday[] = rows.map(({ key, birthday, ...c }) => {
    const day = byKey.get(key)!;
    return { ...c, birthday: birthday!, next_birthday: day.date, days_until: day.daysUntil, turning: day.year - Number(birthday!.slice(0, 4)) };
  });
  return toPage(data, n, q.page, q.per_page);
}
