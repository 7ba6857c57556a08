import { describe, expect, it } from "vitest";
import { DATE_PRESETS, isIsoDay, presetBounds, presetRange, weekRange } from "@/lib/list/date-presets";

describe("date presets (doc 1 s9)", () => {
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

  it("follows the location's zone: at 8 pm in New York it is still New York's day", () => {
    // 2026-03-11T00:00Z is 8 pm on Mar 10 in New York (EDT since Mar 8).
    const at8pm = new Date("2026-03-11T00:00:00Z");
    expect(presetRange("today", at8pm)).toEqual({ from: "2026-03-11", to: "2026-03-11" });
    expect(presetRange("today", at8pm, "America/New_York")).toEqual({ from: "2026-03-10", to: "2026-03-10" });
    expect(presetRange("this_month", new Date("2026-04-01T01:00:00Z"), "America/New_York")).toEqual({ from: "2026-03-01", to: "2026-03-31" });
    expect(presetRange("today", new Date("2026-03-10T23:30:00Z"), "Asia/Tokyo")).toEqual({ from: "2026-03-11", to: "2026-03-11" });
  });

  it("turns a preset into [from, to) instants at the zone's midnights, across a DST change", () => {
    const b = presetBounds("last_7_days", new Date("2026-03-11T00:00:00Z"), "America/New_York");
    expect(b.range).toEqual({ from: "2026-03-04", to: "2026-03-10" });
    expect(b.from?.toISOString()).toBe("2026-03-04T05:00:00.000Z"); // EST
    expect(b.to?.toISOString()).toBe("2026-03-11T04:00:00.000Z"); // EDT
    expect(presetBounds("today", new Date("2026-01-01T00:30:00Z"))).toMatchObject({ from: new Date("2026-01-01T00:00:00Z"), to: new Date("2026-01-02T00:00:00Z") });
    expect(presetBounds("all", new Date())).toMatchObject({ from: null, to: null, range: {} });
  });

  it("finds this week's Monday to Sunday in the zone", () => {
    const sundayNightNewYork = new Date("2026-03-16T02:00:00Z");
    expect(weekRange(sundayNightNewYork)).toEqual({ from: "2026-03-16", to: "2026-03-22" });
    expect(weekRange(sundayNightNewYork, "America/New_York")).toEqual({ from: "2026-03-09", to: "2026-03-15" });
    expect(weekRange(new Date("2026-01-01T12:00:00Z"))).toEqual({ from: "2025-12-29", to: "2026-01-04" });
  });

  it("accepts only real days", () => {
    expect(isIsoDay("2024-02-29")).toBe(true);
    expect(isIsoDay("2023-02-29")).toBe(false);
    expect(isIsoDay("2024-2-1")).toBe(false);
    expect(isIsoDay("tomorrow")).toBe(false);
  });
});
