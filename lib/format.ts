/**
 * The one place screens turn values into text: dates, times, relative times,
 * numbers and currencies (phone numbers: lib/format-phone.ts, kept apart so pages that show
 * money do not ship libphonenumber's metadata). Pure (no React), safe on the server and in the browser.
 *
 * Times are shown in UTC unless a time zone is passed: the server renders the first page and
 * the browser hydrates it, so both must print the same text. When a location's time zone is
 * known, pass it as `timeZone`.
 */

const LOCALE = "en-US";
const UTC = "UTC";

type DateInput = string | number | Date | null | undefined;
type Zone = { timeZone?: string };

/** Intl formatters are costly to build: one per option set. */
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

function dateFormat(kind: string, options: Intl.DateTimeFormatOptions, timeZone = UTC) {
  return cached(`d:${kind}:${timeZone}`, () => new Intl.DateTimeFormat(LOCALE, { ...options, timeZone }));
}

/** A Date from an ISO string, epoch millis or Date; null for missing or invalid input. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** ISO text for a `<time dateTime>` attribute, or undefined. */
export function isoString(value: DateInput): string | undefined {
  return toDate(value)?.toISOString();
}

/** "Nov 21, 2026"; null when there is no (valid) date. */
export function formatDate(value: DateInput, { timeZone }: Zone = {}): string | null {
  const d = toDate(value);
  return d ? dateFormat("date", { month: "short", day: "numeric", year: "numeric" }, timeZone).format(d) : null;
}

/** "Nov 21, 2026, 9:05 AM". */
export function formatDateTime(value: DateInput, { timeZone }: Zone = {}): string | null {
  const d = toDate(value);
  return d ? dateFormat("datetime", { dateStyle: "medium", timeStyle: "short" }, timeZone).format(d) : null;
}

/**
 * For lists: the time for something from today, "Nov 21" earlier this year, "Nov 21, 2025"
 * before that. `now` is a parameter so callers (and tests) decide what "today" is.
 */
export function formatShortDateTime(value: DateInput, { timeZone, now = new Date() }: Zone & { now?: Date } = {}): string | null {
  const d = toDate(value);
  if (!d) return null;
  const day = dateFormat("ymd", { year: "numeric", month: "2-digit", day: "2-digit" }, timeZone);
  if (day.format(d) === day.format(now)) return dateFormat("time", { hour: "numeric", minute: "2-digit" }, timeZone).format(d);
  const year = dateFormat("y", { year: "numeric" }, timeZone);
  if (year.format(d) === year.format(now)) return dateFormat("md", { month: "short", day: "numeric" }, timeZone).format(d);
  return formatDate(d, { timeZone });
}

/** "Nov 21": a chart's day, year left out. */
export function formatMonthDay(value: DateInput, { timeZone }: Zone = {}): string | null {
  const d = toDate(value);
  return d ? dateFormat("md", { month: "short", day: "numeric" }, timeZone).format(d) : null;
}

/** "Nov 21, 9:05 AM": a feed entry's moment, year left out. */
export function formatMonthDayTime(value: DateInput, { timeZone }: Zone = {}): string | null {
  const d = toDate(value);
  return d ? dateFormat("mdt", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }, timeZone).format(d) : null;
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
];

/**
 * "just now", "5 minutes ago", "in 2 hours", "yesterday"; a week or more away shows the date.
 * Relative text changes with the clock, so render it where a mismatch with the server's text
 * does not matter (client-only, or with suppressHydrationWarning).
 */
export function formatRelative(value: DateInput, { now = new Date(), timeZone }: Zone & { now?: Date } = {}): string | null {
  const d = toDate(value);
  if (!d) return null;
  let delta = (d.getTime() - now.getTime()) / 1000;
  if (Math.abs(delta) < 45) return "just now";
  const rtf = cached("rel", () => new Intl.RelativeTimeFormat(LOCALE, { numeric: "auto" })) as Intl.RelativeTimeFormat;
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(delta) < size) return rtf.format(Math.round(delta), unit);
    delta /= size;
  }
  return formatDate(d, { timeZone });
}

/** 1234567 -> "1,234,567". */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const key = `n:${JSON.stringify(options)}`;
  return cached(key, () => new Intl.NumberFormat(LOCALE, options)).format(value);
}

/** "1 contact" / "25 contacts", with the number formatted. */
export function formatCount(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(n)} ${n === 1 ? singular : plural}`;
}

/** Bytes as a person reads them: "820 B", "14.2 KB", "3.4 MB", "1.1 GB" (1024-based). */
export function formatFileSize(bytes: number | null | undefined): string | null {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return null;
  const units = ["B", "KB", "MB", "GB", "TB"];
  let i = 0;
  let v = bytes;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${formatNumber(v, { maximumFractionDigits: i === 0 || v >= 100 ? 0 : 1 })} ${units[i]}`;
}

/**
 * Money in a currency (ISO 4217 code). Intl knows each currency's decimals (JPY 0, USD 2,
 * KWD 3); the Swiss franc is rounded to 0.05 as cash is (doc 2 s9). A `symbol` replaces the
 * currency's own (the company currency setting, doc 3 s9).
 */
export function formatCurrency(amount: number, currency: string, symbol?: string | null): string {
  const code = currency.toUpperCase();
  const key = `c:${code}`;
  const f = cached(key, () => {
    const options: Intl.NumberFormatOptions = { style: "currency", currency: code };
    if (code === "CHF") Object.assign(options, { minimumFractionDigits: 2, maximumFractionDigits: 2, roundingIncrement: 5 });
    try {
      return new Intl.NumberFormat(LOCALE, options);
    } catch {
      // An unknown code: the amount with two decimals and the code in front.
      return new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
  }) as Intl.NumberFormat;
  if (f.resolvedOptions().style !== "currency") return `${code} ${f.format(amount)}`;
  if (!symbol) return f.format(amount);
  // The coach's own symbol for the currency ("US$", "CHF ") in Intl's place, spacing and sign kept.
  return f.formatToParts(amount).map((p) => (p.type === "currency" ? symbol : p.value)).join("");
}
