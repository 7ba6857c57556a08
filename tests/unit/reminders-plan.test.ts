import { describe, expect, it } from "vitest";
import { isoWeekday, nextReminderAt } from "../../lib/reminders/plan";

const iso = (d: Date | null) => d?.toISOString() ?? null;

describe("reminder planning", () => {
  it("the weekday rule: 2026-11-30 is a Monday", () => {
    expect(isoWeekday(2026, 11, 30)).toBe(1);
    expect(isoWeekday(2026, 12, 6)).toBe(7);
  });

  it("plans the next set weekday at the wall time, strictly after `after`", () => {
    const mondays = { time: "09:00", days: [1] };
    // Monday 08:59 UTC → the same Monday 09:00; at 09:00 exactly → next Monday.
    expect(iso(nextReminderAt(mondays, "UTC", new Date("2026-11-30T08:59:00Z")))).toBe("2026-11-30T09:00:00.000Z");
    expect(iso(nextReminderAt(mondays, "UTC", new Date("2026-11-30T09:00:00Z")))).toBe("2026-12-07T09:00:00.000Z");
    const weekdays = { time: "07:30", days: [1, 2, 3, 4, 5] };
    expect(iso(nextReminderAt(weekdays, "UTC", new Date("2026-12-04T08:00:00Z")))).toBe("2026-12-07T07:30:00.000Z"); // Friday after → Monday
  });

  it("uses the zone's calendar: late Sunday in New York is already Monday in UTC", () => {
    const mondays = { time: "09:00", days: [1] };
    // Monday 2026-11-30 03:00 UTC is Sunday 22:00 in New York: the next is Monday 09:00 New York (14:00 UTC).
    expect(iso(nextReminderAt(mondays, "America/New_York", new Date("2026-11-30T03:00:00Z")))).toBe("2026-11-30T14:00:00.000Z");
    // In Tokyo the same instant is Monday 12:00, past 09:00: the next Monday.
    expect(iso(nextReminderAt(mondays, "Asia/Tokyo", new Date("2026-11-30T03:00:00Z")))).toBe("2026-12-07T00:00:00.000Z");
  });

  it("keeps the wall time across DST: 09:00 in Berlin is 08:00 UTC in March before the change, 07:00 after", () => {
    const daily = { time: "09:00", days: [1, 2, 3, 4, 5, 6, 7] };
    // Europe/Berlin springs forward on Sunday 2026-03-29.
    expect(iso(nextReminderAt(daily, "Europe/Berlin", new Date("2026-03-28T09:00:00Z")))).toBe("2026-03-29T07:00:00.000Z");
    expect(iso(nextReminderAt(daily, "Europe/Berlin", new Date("2026-03-27T09:00:00Z")))).toBe("2026-03-28T08:00:00.000Z");
    // Falls back on Sunday 2026-10-25: 09:00 is 08:00 UTC again.
    expect(iso(nextReminderAt(daily, "Europe/Berlin", new Date("2026-10-24T08:00:00Z")))).toBe("2026-10-25T08:00:00.000Z");
  });

  it("a time the spring-forward skips goes out once that day; the fall-back hour gives one reminder", () => {
    const early = { time: "02:30", days: [7] };
    // New York skips 02:00–03:00 on Sunday 2026-03-08: 02:30 does not exist; it goes once, an hour from it (zonedInstant's rule).
    const spring = nextReminderAt(early, "America/New_York", new Date("2026-03-07T12:00:00Z"))!;
    expect(["2026-03-08T06:30:00.000Z", "2026-03-08T07:30:00.000Z"]).toContain(spring.toISOString());
    expect(iso(nextReminderAt(early, "America/New_York", spring))).toBe("2026-03-15T06:30:00.000Z");
    // 01:30 happens twice on Sunday 2026-11-01: one reminder, then the next Sunday.
    const twice = { time: "01:30", days: [7] };
    const first = nextReminderAt(twice, "America/New_York", new Date("2026-10-31T12:00:00Z"))!;
    expect(["2026-11-01T05:30:00.000Z", "2026-11-01T06:30:00.000Z"]).toContain(first.toISOString());
    expect(iso(nextReminderAt(twice, "America/New_York", first))).toBe("2026-11-08T06:30:00.000Z");
  });

  it("no days: no reminder", () => {
    expect(nextReminderAt({ time: "09:00", days: [] }, "UTC", new Date())).toBeNull();
  });
});
