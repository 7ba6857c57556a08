import { describe, expect, it } from "vitest";
import { periodOf, periodRange, todayIn } from "../../lib/progress-tracking/periods";
import { checkInStreak, contactScore, goalProgress, rank } from "../../lib/progress-tracking/scoring";

describe("goal progress and the contact's score", () => {
  it("counts the way from start to target, in either direction", () => {
    expect(goalProgress({ start: 80, target: 70, latest: 75 })).toBe(0.5); // down is better (weight)
    expect(goalProgress({ start: 30, target: 35, latest: 34 })).toBeCloseTo(0.8); // up is better (arm)
  });
  it("clamps: past the target is 100 %, the wrong way is 0 %", () => {
    expect(goalProgress({ start: 80, target: 70, latest: 65 })).toBe(1);
    expect(goalProgress({ start: 80, target: 70, latest: 85 })).toBe(0);
    expect(goalProgress({ start: 30, target: 35, latest: 28 })).toBe(0);
  });
  it("no value yet, or a target equal to its start, counts nothing", () => {
    expect(goalProgress({ start: 80, target: 70, latest: null })).toBeNull();
    expect(goalProgress({ start: 80, target: 80, latest: 80 })).toBeNull();
  });
  it("is the mean over goals with a value, in %, and null with no goal", () => {
    expect(contactScore([{ start: 80, target: 70, latest: 75 }, { start: 30, target: 35, latest: 35 }, { start: 1, target: 2, latest: null }])).toBe(75);
    expect(contactScore([])).toBeNull();
    expect(contactScore([{ start: 80, target: 70, latest: 70 }])).toBe(100);
  });
});

describe("streaks and ranking", () => {
  it("counts consecutive periods back from now; the open period does not break it", () => {
    expect(checkInStreak([0, 1, 2], 2)).toBe(3);
    expect(checkInStreak([0, 1, 2], 3)).toBe(3);
    expect(checkInStreak([0, 2], 3)).toBe(1);
    expect(checkInStreak([0, 1], 4)).toBe(0);
    expect(checkInStreak([], 0)).toBe(0);
  });
  it("ranks by score, ties by streak, then enrolment; unscored contacts are left out", () => {
    const r = rank([
      { contactId: 1, score: 50, streak: 1 },
      { contactId: 2, score: 50, streak: 3 },
      { contactId: 3, score: 90, streak: 0 },
      { contactId: 4, score: null, streak: 9 },
    ]);
    expect(r.map((x) => [x.contactId, x.rank])).toEqual([[3, 1], [2, 2], [1, 3]]);
  });
});

describe("periods", () => {
  it("numbers the weeks from the start date", () => {
    expect(periodOf("2026-03-02", 7, "2026-03-02")).toBe(0);
    expect(periodOf("2026-03-02", 7, "2026-03-08")).toBe(0);
    expect(periodOf("2026-03-02", 7, "2026-03-09")).toBe(1);
    expect(periodOf("2026-03-02", 7, "2026-02-20")).toBe(0);
    expect(periodRange("2026-03-02", 7, 1)).toEqual({ start: "2026-03-09", end: "2026-03-15" });
  });
  it("reads today in the location's time zone", () => {
    const at = new Date("2026-03-29T23:30:00Z");
    expect(todayIn("UTC", at)).toBe("2026-03-29");
    expect(todayIn("Europe/Zurich", at)).toBe("2026-03-30");
    expect(todayIn("America/Los_Angeles", at)).toBe("2026-03-29");
  });
});
