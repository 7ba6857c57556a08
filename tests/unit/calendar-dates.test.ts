import { describe, expect, it } from "vitest";
import { addDays, checkInsDue, daysBetween, isCalendarDate, planSlotDate, planSlotDay } from "../../lib/calendar/dates";
import { greetingField, greetingFieldAt, hourIn } from "../../lib/portal/tabs";

describe("the Calendar's greeting: morning 05:00–11:59, afternoon 12:00–17:59, else evening", () => {
  it("switches on the boundaries", () => {
    expect(greetingField(4)).toBe("evening_text"); // 04:59
    expect(greetingField(5)).toBe("morning_text");
    expect(greetingField(11)).toBe("morning_text"); // 11:59
    expect(greetingField(12)).toBe("afternoon_text");
    expect(greetingField(17)).toBe("afternoon_text"); // 17:59
    expect(greetingField(18)).toBe("evening_text");
    expect(greetingField(0)).toBe("evening_text");
    expect(greetingField(23)).toBe("evening_text");
  });

  it("reads the minute in the contact's zone: 11:59 / 12:00, 17:59 / 18:00, 04:59 / 05:00 in New York", () => {
    const ny = "America/New_York"; // UTC−5 in December
    expect(greetingFieldAt(ny, new Date("2026-12-01T16:59:59Z"))).toBe("morning_text");
    expect(greetingFieldAt(ny, new Date("2026-12-01T17:00:00Z"))).toBe("afternoon_text");
    expect(greetingFieldAt(ny, new Date("2026-12-01T22:59:59Z"))).toBe("afternoon_text");
    expect(greetingFieldAt(ny, new Date("2026-12-01T23:00:00Z"))).toBe("evening_text");
    expect(greetingFieldAt(ny, new Date("2026-12-02T09:59:00Z"))).toBe("evening_text");
    expect(greetingFieldAt(ny, new Date("2026-12-02T10:00:00Z"))).toBe("morning_text");
  });

  it("crosses midnight with the zone: 01:30 UTC is the evening before in New York and morning in Tokyo", () => {
    const at = new Date("2026-12-02T01:30:00Z");
    expect(hourIn("America/New_York", at)).toBe(20);
    expect(greetingFieldAt("America/New_York", at)).toBe("evening_text");
    expect(hourIn("Asia/Tokyo", at)).toBe(10);
    expect(greetingFieldAt("Asia/Tokyo", at)).toBe("morning_text");
    expect(greetingFieldAt("UTC", at)).toBe("evening_text");
    // An unknown zone reads as UTC.
    expect(hourIn("Nowhere/Land", at)).toBe(1);
  });
});

describe("the Calendar's dates", () => {
  it("maps a plan week's weekday to a date from the assignment's start, across months and years", () => {
    expect(planSlotDay(1, 1)).toBe(1);
    expect(planSlotDay(2, 3)).toBe(10);
    expect(planSlotDate("2026-12-28", 1, 1)).toBe("2026-12-28");
    expect(planSlotDate("2026-12-28", 1, 5)).toBe("2027-01-01");
    expect(planSlotDate("2026-12-28", 2, 7)).toBe("2027-01-10");
    expect(planSlotDate("2028-02-22", 2, 1)).toBe("2028-02-29");
    // A DST change (New York, 2027-03-14) moves no day: days are calendar days.
    expect(planSlotDate("2027-03-13", 1, 3)).toBe("2027-03-15");
  });

  it("puts a check-in due on each period's first day, only those in the range", () => {
    expect(checkInsDue("2026-12-01", 7, "2026-12-01", "2026-12-31")).toEqual([
      { period: 0, date: "2026-12-01" }, { period: 1, date: "2026-12-08" }, { period: 2, date: "2026-12-15" }, { period: 3, date: "2026-12-22" }, { period: 4, date: "2026-12-29" },
    ]);
    expect(checkInsDue("2026-12-01", 7, "2026-12-09", "2026-12-15")).toEqual([{ period: 2, date: "2026-12-15" }]);
    expect(checkInsDue("2026-12-01", 7, "2026-12-09", "2026-12-14")).toEqual([]);
    // Before the start: nothing; a range ending on the start day: period 0.
    expect(checkInsDue("2026-12-10", 1, "2026-12-01", "2026-12-09")).toEqual([]);
    expect(checkInsDue("2026-12-10", 14, "2026-11-01", "2026-12-10")).toEqual([{ period: 0, date: "2026-12-10" }]);
    expect(checkInsDue("2026-12-31", 1, "2027-01-01", "2027-01-02")).toEqual([{ period: 1, date: "2027-01-01" }, { period: 2, date: "2027-01-02" }]);
  });

  it("counts days and checks dates", () => {
    expect(daysBetween("2026-12-01", "2027-01-31")).toBe(61);
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-1-01")).toBe(false);
  });
});
