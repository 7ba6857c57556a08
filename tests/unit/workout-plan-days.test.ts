import { describe, expect, it } from "vitest";
import { dayNumber, planDayAt, planDayDate, planDayNumber, planDayStart, weekAndDay } from "../../lib/workouts/plan-days";

describe("plan days: day N = start date + N − 1 (calendar days, across DST)", () => {
  it("counts calendar days, across months, years and leap days", () => {
    expect(planDayDate("2026-12-01", 1)).toBe("2026-12-01");
    expect(planDayDate("2026-12-30", 3)).toBe("2027-01-01");
    expect(planDayDate("2028-02-28", 2)).toBe("2028-02-29");
    expect(planDayNumber("2026-12-01", "2026-12-14")).toBe(14);
    expect(planDayNumber("2026-12-01", "2026-11-30")).toBe(0);
    expect(() => planDayDate("2026-12-01", 0)).toThrow();
  });

  it("a DST change moves no day: New York spring forward, Zurich fall back", () => {
    // America/New_York springs forward on 2027-03-14 (a 23-hour day).
    expect(planDayDate("2027-03-13", 2)).toBe("2027-03-14");
    expect(planDayDate("2027-03-13", 3)).toBe("2027-03-15");
    const start = planDayStart("2027-03-13", 3, "America/New_York", 7, 0);
    expect(start.toISOString()).toBe("2027-03-15T11:00:00.000Z"); // 07:00 EDT
    expect(planDayStart("2027-03-13", 1, "America/New_York", 7, 0).toISOString()).toBe("2027-03-13T12:00:00.000Z"); // 07:00 EST
    // Europe/Zurich falls back on 2026-10-25 (a 25-hour day): just before midnight is still day 2.
    expect(planDayAt("2026-10-24", new Date("2026-10-25T22:59:00Z"), "Europe/Zurich")).toBe(2);
    expect(planDayAt("2026-10-24", new Date("2026-10-25T23:00:00Z"), "Europe/Zurich")).toBe(3);
    expect(planDayAt("2026-10-24", new Date("2026-10-24T22:30:00Z"), "Europe/Zurich")).toBe(2);
  });

  it("weeks of seven days", () => {
    expect(weekAndDay(1)).toEqual({ week: 1, day: 1 });
    expect(weekAndDay(7)).toEqual({ week: 1, day: 7 });
    expect(weekAndDay(8)).toEqual({ week: 2, day: 1 });
    expect(dayNumber(2, 3)).toBe(10);
    expect(planDayDate("2026-12-01", dayNumber(2, 1))).toBe("2026-12-08");
  });
});
