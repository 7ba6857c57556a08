import { describe, expect, it } from "vitest";
import { delaySeconds, dueAt, intoWindow, secondsUntil } from "../../lib/sequences/planning";

const wall = (at: Date, tz: string) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hour12: false }).format(at);
const any = { start: null, end: null, timezone: "UTC" };

describe("sequence planning", () => {
  it("delays in minutes, hours and days", () => {
    expect(delaySeconds(5, "minutes")).toBe(300);
    expect(delaySeconds(2, "hours")).toBe(7200);
    expect(delaySeconds(3, "days")).toBe(259_200);
    const from = new Date("2026-03-02T10:00:00Z");
    expect(dueAt(from, 0, "days", any)).toEqual(from);
    expect(dueAt(from, 90, "minutes", any).toISOString()).toBe("2026-03-02T11:30:00.000Z");
  });

  it("a time inside the window stays; before it moves to the opening, after it to the next day's", () => {
    const w = { start: "09:00", end: "17:00", timezone: "America/New_York" };
    const inside = new Date("2026-06-10T15:00:00Z"); // 11:00 in New York
    expect(intoWindow(inside, w)).toEqual(inside);
    expect(wall(intoWindow(new Date("2026-06-10T11:00:00Z"), w), w.timezone)).toBe("2026-06-10 09:00"); // 07:00 local
    expect(wall(intoWindow(new Date("2026-06-10T22:00:00Z"), w), w.timezone)).toBe("2026-06-11 09:00"); // 18:00 local
    // The end is exclusive.
    expect(wall(intoWindow(new Date("2026-06-10T21:00:00Z"), w), w.timezone)).toBe("2026-06-11 09:00");
  });

  it("a window past midnight (22:00–06:00) wraps", () => {
    const w = { start: "22:00", end: "06:00", timezone: "UTC" };
    expect(intoWindow(new Date("2026-06-10T23:30:00Z"), w).toISOString()).toBe("2026-06-10T23:30:00.000Z");
    expect(intoWindow(new Date("2026-06-10T03:00:00Z"), w).toISOString()).toBe("2026-06-10T03:00:00.000Z");
    expect(intoWindow(new Date("2026-06-10T12:00:00Z"), w).toISOString()).toBe("2026-06-10T22:00:00.000Z");
  });

  it("keeps the window's wall time across DST changes", () => {
    const w = { start: "09:00", end: "10:00", timezone: "Europe/Zurich" };
    // Sat 28 March 2026 09:30 Zurich (CET, UTC+1) + 1 day crosses the spring-forward night.
    const spring = dueAt(new Date("2026-03-28T08:30:00Z"), 1, "days", w);
    // 24 h later is 10:30 CEST, outside: the next opening is Monday 09:00 CEST = 07:00 UTC.
    expect(wall(spring, w.timezone)).toBe("2026-03-30 09:00");
    expect(spring.toISOString()).toBe("2026-03-30T07:00:00.000Z");
    // Autumn: Sat 24 Oct 2026 09:30 CEST + 1 day = 08:30 CET Sunday: moved to 09:00 CET (08:00 UTC).
    const autumn = dueAt(new Date("2026-10-24T07:30:00Z"), 1, "days", w);
    expect(wall(autumn, w.timezone)).toBe("2026-10-25 09:00");
    expect(autumn.toISOString()).toBe("2026-10-25T08:00:00.000Z");
    // A New York window across its spring change.
    const ny = { start: "09:00", end: "17:00", timezone: "America/New_York" };
    expect(wall(dueAt(new Date("2026-03-08T05:00:00Z"), 2, "hours", ny), ny.timezone)).toBe("2026-03-08 09:00");
  });

  it("seconds until a due time, never negative", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    expect(secondsUntil(new Date("2026-01-01T00:01:00Z"), now)).toBe(60);
    expect(secondsUntil(new Date("2025-12-31T00:00:00Z"), now)).toBe(0);
  });
});
