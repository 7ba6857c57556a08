/**
 * Calendar rules for birthdays, pure so they are tested on their own.
 *
 * Feb 29 rule: a contact born on Feb 29 celebrates on Feb 28 in years without a Feb 29 (the
 * day stays in February, and the greeting is never a day late).
 */

export type LocalDay = { year: number; month: number; day: number; /** minutes since local midnight */ minutes: number };

const parts = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and time at `instant` in the IANA zone `timeZone`. */
export function localDay(instant: Date, timeZone: string): LocalDay {
  let fmt = parts.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", hourCycle: "h23" });
    parts.set(timeZone, fmt);
  }
  const v = Object.fromEntries(fmt.formatToParts(instant).map((p) => [p.type, p.value]));
  return { year: Number(v.year), month: Number(v.month), day: Number(v.day), minutes: Number(v.hour) * 60 + Number(v.minute) };
}

export const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** Month and day as one number, as the database computes it (db/schema/contacts.ts monthDay). */
export const monthDayKey = (month: number, day: number) => month * 100 + day;

/** The birth month-days celebrated on this date: Feb 28 of a common year also celebrates Feb 29. */
export function celebratedOn(year: number, month: number, day: number): number[] {
  const keys = [monthDayKey(month, day)];
  if (month === 2 && day === 28 && !isLeapYear(year)) keys.push(monthDayKey(2, 29));
  return keys;
}

export const isoDate = (y: number, m: number, d: number) => `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

export type UpcomingDay = { date: string; year: number; daysUntil: number; keys: number[] };

/** Today and the next `days` days (crossing into the next year as the calendar does), with what each celebrates. */
export function upcomingDays(today: { year: number; month: number; day: number }, days: number): UpcomingDay[] {
  const out: UpcomingDay[] = [];
  const start = Date.UTC(today.year, today.month - 1, today.day);
  for (let i = 0; i <= days; i++) {
    const d = new Date(start + i * 86_400_000);
    const [y, m, dd] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
    out.push({ date: isoDate(y, m, dd), year: y, daysUntil: i, keys: celebratedOn(y, m, dd) });
  }
  return out;
}

/** "HH:MM" as minutes since midnight. */
export function timeMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
}

/** Fills a template's merge fields ({first_name}, {last_name}, {business_name}). */
export function renderTemplate(template: string, fields: { first_name: string; last_name: string; business_name: string }): string {
  return template.replace(/\{(first_name|last_name|business_name)\}/g, (_, k: keyof typeof fields) => fields[k]);
}
