import { describe, expect, it } from "vitest";
import { DATE_PRESETS, isIsoDay, presetRange } from "@/lib/list/date-presets";

describe("date presets (doc 1 s9, UTC)", () => {
  const now = new Date("2026-01-01T00:30:00Z");

  it("offers the spec's presets in order", () => {
    expect(DATE_PRESETS.map((p) => p.label)).toEqual([
      "Today", "Yesterday", "Last 7 Days", "Last 14 Days", "Last 30 Days", "This Month", "Last Month", "This Year", "All Time",
    ]);
  });

  it("computes whole UTC days, across month and year ends", () => {
    expect(presetRange("today", now)).toEqual({ from: "2026-01-01", to: "2026-01-01" });
    expect(presetRange("yesterday", now)).toEqual({ from: "2025-12-31", to: "2025-12-31" });
    expect(presetRange("last_7_days", now)).toEqual({ from: "2025-12-26", to: "2026-01-01" });
    expect(presetRange("last_14_days", now)).toEqual({ from: "2025-12-19", to: "2026-01-01" });
    expect(presetRange("last_30_days", now)).toEqual({ from: "2025-12-03", to: "2026-01-01" });
    expect(presetRange("this_month", now)).toEqual({ from: "2026-01-01", to: "2026-01-01" });
    expect(presetRange("last_month", now)).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(presetRange("this_year", now)).toEqual({ from: "2026-01-01", to: "2026-01-01" });
    expect(presetRange("all", now)).toEqual({});
    expect(presetRange("last_month", new Date("2024-03-15T12:00:00Z"))).toEqual({ from: "2024-02-01", to: "2024-02-29" });
  });

  it("accepts only real days", () => {
    expect(isIsoDay("2024-02-29")).toBe(true);
    expect(isIsoDay("2023-02-29")).toBe(false);
    expect(isIsoDay("2024-2-1")).toBe(false);
    expect(isIsoDay("tomorrow")).toBe(false);
  });
});
