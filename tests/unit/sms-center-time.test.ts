import { describe, expect, it } from "vitest";
import { formatDateTime, formatShortDateTime } from "../../lib/format";
import { isoToZoned, zonedToIso } from "../../lib/sms-center/time";

describe("message times in the location's time zone", () => {
  it("reads a typed wall time in the location's zone, whatever the browser's", () => {
    expect(zonedToIso("2026-07-01T09:30", "Europe/Zurich")).toBe("2026-07-01T07:30:00.000Z");
    expect(zonedToIso("2026-12-01T09:30", "Europe/Zurich")).toBe("2026-12-01T08:30:00.000Z");
    expect(zonedToIso("2026-12-01T09:30", "America/New_York")).toBe("2026-12-01T14:30:00.000Z");
    expect(zonedToIso("2026-12-01T09:30", "UTC")).toBe("2026-12-01T09:30:00.000Z");
    expect(zonedToIso("not a time", "UTC")).toBeNull();
  });

  it("round-trips ordinary times, and settles the offset on the day the clocks change", () => {
    expect(zonedToIso("2026-03-08T12:00", "America/New_York")).toBe("2026-03-08T16:00:00.000Z");
    expect(isoToZoned("2026-12-01T14:30:00.000Z", "America/New_York")).toBe("2026-12-01T09:30");
    expect(isoToZoned(zonedToIso("2026-08-15T18:05", "Asia/Tokyo")!, "Asia/Tokyo")).toBe("2026-08-15T18:05");
  });

  it("prints a message's time in the location's zone, the same on server and browser", () => {
    const sent = "2026-11-25T23:30:00.000Z";
    expect(formatDateTime(sent, { timeZone: "Asia/Tokyo" })).toContain("Nov 26, 2026");
    expect(formatDateTime(sent, { timeZone: "America/Los_Angeles" })).toContain("3:30");
    expect(formatShortDateTime(sent, { timeZone: "Asia/Tokyo", now: new Date("2026-11-26T01:00:00Z") })).toBe("8:30 AM");
  });
});
