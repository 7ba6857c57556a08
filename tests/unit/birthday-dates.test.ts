import { describe, expect, it } from "vitest";
import { celebratedOn, localDay, renderTemplate, timeMinutes, upcomingDays } from "../../lib/birthdays/dates";

describe("birthday calendar rules", () => {
  it("celebrates Feb 29 birthdays on Feb 28 in common years only", () => {
    expect(celebratedOn(2027, 2, 28)).toEqual([228, 229]);
    expect(celebratedOn(2028, 2, 28)).toEqual([228]);
    expect(celebratedOn(2028, 2, 29)).toEqual([229]);
    expect(celebratedOn(2100, 2, 28)).toEqual([228, 229]); // 2100 is not a leap year
    expect(celebratedOn(2000, 2, 28)).toEqual([228]);
  });

  it("lists today and the next 30 days across New Year", () => {
    const days = upcomingDays({ year: 2026, month: 12, day: 20 }, 30);
    expect(days).toHaveLength(31);
    expect(days[0]).toEqual({ date: "2026-12-20", year: 2026, daysUntil: 0, keys: [1220] });
    expect(days[11]).toEqual({ date: "2026-12-31", year: 2026, daysUntil: 11, keys: [1231] });
    expect(days[12]).toEqual({ date: "2027-01-01", year: 2027, daysUntil: 12, keys: [101] });
    expect(days[30].date).toBe("2027-01-19");
    const feb = upcomingDays({ year: 2027, month: 2, day: 27 }, 3).map((d) => d.keys);
    expect(feb).toEqual([[227], [228, 229], [301], [302]]);
  });

  it("reads the wall clock in the location's time zone", () => {
    const at = new Date("2026-12-31T23:30:00Z");
    expect(localDay(at, "UTC")).toEqual({ year: 2026, month: 12, day: 31, minutes: 23 * 60 + 30 });
    expect(localDay(at, "Pacific/Kiritimati")).toEqual({ year: 2027, month: 1, day: 1, minutes: 13 * 60 + 30 });
    expect(localDay(new Date("2026-07-01T00:15:00Z"), "America/New_York")).toEqual({ year: 2026, month: 6, day: 30, minutes: 20 * 60 + 15 });
    expect(localDay(new Date("2026-03-01T00:00:00Z"), "UTC").minutes).toBe(0); // midnight is 0, not 24:00
  });

  it("fills merge fields and parses send times", () => {
    expect(renderTemplate("Hi {first_name} {last_name}, from {business_name} {unknown}", { first_name: "Ava", last_name: "Lee", business_name: "Downtown" })).toBe(
      "Hi Ava Lee, from Downtown {unknown}",
    );
    expect(renderTemplate("{first_name}", { first_name: "$& $1", last_name: "", business_name: "" })).toBe("$& $1");
    expect(timeMinutes("09:30")).toBe(570);
    expect(timeMinutes("00:00")).toBe(0);
  });
});
