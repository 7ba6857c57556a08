import { describe, expect, it } from "vitest";
import { categoryTrend, movingAverages, trendSummary, TREND_WINDOW } from "../../lib/progress-tracking/trends";

const day = (d: string) => new Date(`${d}T09:00:00Z`);
/** Weekly points from 5 Jan 2026, one per value. */
const weekly = (values: number[]) => values.map((value, i) => ({ at: new Date(day("2026-01-05").getTime() + i * 7 * 86_400_000), value }));

describe("moving averages", () => {
  it("averages the last seven values, fewer at the start", () => {
    expect(movingAverages([80, 82])).toEqual([80, 81]);
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(movingAverages(ten).at(-1)).toBe(7); // mean of 4..10
    expect(TREND_WINDOW).toBe(7);
  });
});

describe("a category's trend", () => {
  it("down is better: −0.4 kg a week toward 76 is on track, with the projected day", () => {
    const t = categoryTrend(weekly([80, 79.6, 79.2, 78.8]), { start: 80, target: 76, target_date: "2026-06-01" });
    expect(t.rate_per_week).toBeCloseTo(-0.4);
    expect(t.average).toBeCloseTo(79.4);
    expect(t.status).toBe("on_track");
    // 2.8 kg left at 0.4 kg/week: 7 weeks after 26 Jan.
    expect(t.projected_date).toBe("2026-03-16");
    expect(trendSummary(t, "kg", 2026)).toBe("−0.4 kg/week, on track for 16 Mar");
  });
  it("up is better (arm): a rising line is on track; a falling one moves away", () => {
    expect(categoryTrend(weekly([30, 30.5, 31]), { start: 30, target: 33, target_date: null }).status).toBe("on_track");
    const away = categoryTrend(weekly([30, 29.5]), { start: 30, target: 33, target_date: null });
    expect(away.status).toBe("away");
    expect(trendSummary(away, "cm", 2026)).toBe("−0.5 cm/week, moving away from the goal");
  });
  it("behind: the line reaches the target after its date", () => {
    const t = categoryTrend(weekly([80, 79.9, 79.8]), { start: 80, target: 70, target_date: "2026-02-01" });
    expect(t.status).toBe("behind");
    expect(trendSummary(t, "kg", 2026)).toMatch(/^−0\.1 kg\/week, behind: goal reached around \d+ \w{3} 2027$/);
  });
  it("goal reached, no goal, flat, a single check-in", () => {
    expect(categoryTrend(weekly([80, 75]), { start: 80, target: 76, target_date: null }).status).toBe("reached");
    expect(categoryTrend(weekly([80, 79]), null)).toMatchObject({ status: "no_goal", rate_per_week: -1 });
    expect(trendSummary(categoryTrend(weekly([80, 79]), null), "kg", 2026)).toBe("−1 kg/week, no goal set");
    expect(categoryTrend(weekly([80, 80]), { start: 80, target: 76, target_date: null }).status).toBe("flat");
    const one = categoryTrend(weekly([80]), { start: 82, target: 76, target_date: null });
    expect(one).toMatchObject({ status: "too_few", rate_per_week: null, average: 80 });
    expect(categoryTrend([], null)).toMatchObject({ status: "too_few", average: null });
  });
  it("two check-ins on the same instant give no rate; only the last seven count", () => {
    const same = [{ at: day("2026-01-05"), value: 80 }, { at: day("2026-01-05"), value: 79 }];
    expect(categoryTrend(same, { start: 80, target: 70, target_date: null }).rate_per_week).toBeNull();
    // Eight points: the first (far off) is outside the window.
    const t = categoryTrend(weekly([200, 80, 80, 80, 80, 80, 80, 80]), null);
    expect(t).toMatchObject({ average: 80, rate_per_week: 0 });
  });
});
