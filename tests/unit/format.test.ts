import { describe, expect, it } from "vitest";
import { formatCount, formatCurrency, formatDate, formatDateTime, formatMonthDayTime, formatNumber, formatRelative, formatShortDateTime, isoString } from "@/lib/format";
import { formatPhone } from "@/lib/format-phone";

const NOW = new Date("2026-11-21T15:00:00.000Z");

describe("dates", () => {
  it("formats in UTC by default so server and browser print the same text", () => {
    expect(formatDate("2026-11-21T23:30:00.000Z")).toBe("Nov 21, 2026");
    expect(formatDate("2026-11-21T23:30:00.000Z", { timeZone: "Asia/Tokyo" })).toBe("Nov 22, 2026");
    expect(formatDateTime(new Date("2026-11-21T09:05:00.000Z"))).toBe("Nov 21, 2026, 9:05 AM");
    expect(formatMonthDayTime("2026-11-21T09:05:00.000Z")).toBe("Nov 21, 9:05 AM");
  });

  it("answers null for missing or invalid input instead of 'Invalid Date'", () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate("")).toBeNull();
    expect(formatDate("not a date")).toBeNull();
    expect(formatDateTime(undefined)).toBeNull();
    expect(isoString("nope")).toBeUndefined();
    expect(isoString(0)).toBe("1970-01-01T00:00:00.000Z");
  });

  it("short list times: the time today, month and day this year, the full date before", () => {
    expect(formatShortDateTime("2026-11-21T08:15:00.000Z", { now: NOW })).toBe("8:15 AM");
    expect(formatShortDateTime("2026-03-02T08:15:00.000Z", { now: NOW })).toBe("Mar 2");
    expect(formatShortDateTime("2025-12-31T08:15:00.000Z", { now: NOW })).toBe("Dec 31, 2025");
  });

  it("relative times", () => {
    expect(formatRelative("2026-11-21T14:59:30.000Z", { now: NOW })).toBe("just now");
    expect(formatRelative("2026-11-21T14:55:00.000Z", { now: NOW })).toBe("5 minutes ago");
    expect(formatRelative("2026-11-21T12:00:00.000Z", { now: NOW })).toBe("3 hours ago");
    expect(formatRelative("2026-11-20T12:00:00.000Z", { now: NOW })).toBe("yesterday");
    expect(formatRelative("2026-11-21T17:00:00.000Z", { now: NOW })).toBe("in 2 hours");
    expect(formatRelative("2026-11-01T12:00:00.000Z", { now: NOW })).toBe("Nov 1, 2026");
    expect(formatRelative(null, { now: NOW })).toBeNull();
  });
});

describe("numbers and money", () => {
  it("groups thousands and pluralises counts", () => {
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(0.5, { style: "percent" })).toBe("50%");
    expect(formatCount(1, "contact")).toBe("1 contact");
    expect(formatCount(1200, "contact")).toBe("1,200 contacts");
    expect(formatCount(2, "reply", "replies")).toBe("2 replies");
  });

  it("uses each currency's own decimals, rounds francs to 0.05, survives unknown codes", () => {
    expect(formatCurrency(27, "usd")).toBe("$27.00");
    expect(formatCurrency(1234.5, "JPY")).toBe("¥1,235");
    expect(formatCurrency(1.2345, "KWD")).toBe("KWD\u00a01.235");
    expect(formatCurrency(10.02, "CHF")).toBe("CHF\u00a010.00");
    expect(formatCurrency(10.03, "CHF")).toBe("CHF\u00a010.05");
    expect(formatCurrency(5, "XXZ")).toMatch(/5\.00/);
  });
});

describe("phone numbers", () => {
  it("formats valid numbers internationally, nationally in the given country", () => {
    expect(formatPhone("+12025550123")).toBe("+1 202 555 0123");
    expect(formatPhone("+12025550123", { country: "US" })).toBe("(202) 555-0123");
    expect(formatPhone("+442071838750", { country: "US" })).toBe("+44 20 7183 8750");
    expect(formatPhone("2025550123", { country: "US" })).toBe("(202) 555-0123");
  });

  it("returns what was typed when it is not a valid number", () => {
    expect(formatPhone(" 12345 ")).toBe("12345");
    expect(formatPhone("")).toBeNull();
    expect(formatPhone(null)).toBeNull();
  });
});
