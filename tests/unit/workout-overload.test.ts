import { describe, expect, it } from "vitest";
import { bestSet, epley1RM, suggestNext, type DoneSet, type Target } from "../../lib/workouts/overload";

const range: Target = { reps: 8, reps_max: 12, weight: 60 };
const done = (reps: (number | null)[], weight: number | null = 60, target: Target = range): DoneSet[] => reps.map((r) => ({ target, reps: r, weight }));
const bw: Target = { reps: 10, reps_max: null, weight: null };

describe("epley1RM", () => {
  it("is weight × (1 + reps / 30), one rep the weight itself", () => {
    expect(epley1RM(100, 10)).toBe(133.3);
    expect(epley1RM(60, 5)).toBe(70);
    expect(epley1RM(140, 1)).toBe(140);
  });
  it("has none without a weight or reps", () => {
    expect(epley1RM(null, 10)).toBeNull();
    expect(epley1RM(0, 10)).toBeNull();
    expect(epley1RM(100, 0)).toBeNull();
  });
  it("bestSet picks the highest estimate, bodyweight the most reps", () => {
    expect(bestSet([{ reps: 12, weight: 60 }, { reps: 5, weight: 80 }, { reps: 8, weight: 70 }])).toEqual({ reps: 5, weight: 80 });
    expect(bestSet([{ reps: 12, weight: null }, { reps: 15, weight: null }])).toEqual({ reps: 15, weight: null });
    expect(bestSet([])).toBeNull();
  });
});

describe("suggestNext (the overload rule)", () => {
  it("without history keeps the coach's target", () => {
    expect(suggestNext(range, [], "upper")).toMatchObject({ rule: "none", weight: 60, reps: 8, reps_max: 12 });
  });
  it("all sets at the top of the range: +2.5 kg upper, +5 kg lower", () => {
    expect(suggestNext(range, [done([12, 12, 12])], "upper")).toMatchObject({ rule: "increase", weight: 62.5, reps: 8, reps_max: 12 });
    expect(suggestNext(range, [done([12, 13, 12])], "lower")).toMatchObject({ rule: "increase", weight: 65 });
  });
  it("moves the heaviest weight done, not the prescription", () => {
    expect(suggestNext(range, [done([12, 12], 62.5)], "upper")).toMatchObject({ rule: "increase", weight: 65 });
  });
  it("a set under the top keeps the weight; the top at a lighter weight (after a deload) moves that weight", () => {
    expect(suggestNext(range, [done([12, 11, 12])], "upper")).toMatchObject({ rule: "keep", weight: 60 });
    expect(suggestNext(range, [done([12, 12, 12], 55)], "upper")).toMatchObject({ rule: "increase", weight: 57.5 });
  });
  it("missed twice in a row: 10 % lighter, to 0.25 kg; once is not enough", () => {
    expect(suggestNext(range, [done([8, 7, 6]), done([8, 6, null])], "upper")).toMatchObject({ rule: "decrease", weight: 54 });
    expect(suggestNext({ ...range, weight: 62.5 }, [done([7], 62.5), done([6], 62.5)], "lower")).toMatchObject({ rule: "decrease", weight: 56.25 });
    expect(suggestNext(range, [done([8, 7, 6]), done([12, 12, 12])], "upper")).toMatchObject({ rule: "keep" });
    expect(suggestNext(range, [done([8, 7, 6])], "upper")).toMatchObject({ rule: "keep" });
  });
  it("bodyweight: +1 rep at the top, 10 % fewer reps (at least one) after two misses", () => {
    expect(suggestNext(bw, [done([10, 10, 10], null, bw)], "upper")).toMatchObject({ rule: "increase", weight: null, reps: 11 });
    expect(suggestNext(bw, [done([12, 10], null, bw)], "upper")).toMatchObject({ rule: "increase", reps: 13 });
    expect(suggestNext(bw, [done([9, 8], null, bw), done([7], null, bw)], "upper")).toMatchObject({ rule: "decrease", reps: 9 });
    expect(suggestNext({ reps: 3, reps_max: null, weight: null }, [done([2], null, { reps: 3, reps_max: null, weight: null }), done([1], null, { reps: 3, reps_max: null, weight: null })], "upper")).toMatchObject({ reps: 2 });
  });
});
