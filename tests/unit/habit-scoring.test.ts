import { describe, expect, it } from "vitest";
import { completion, contactScore, habitScore, habitStreak, rank, type ScoredHabit } from "../../lib/habit-tracking/scoring";

const yes: ScoredHabit = { id: 1, kind: "yes_no", target: null, frequency: "daily", weekdays: [], timesPerWeek: null };
const water: ScoredHabit = { id: 2, kind: "count", target: 8, frequency: "daily", weekdays: [], timesPerWeek: null };
const gym: ScoredHabit = { id: 3, kind: "yes_no", target: null, frequency: "weekdays", weekdays: [1, 3, 5], timesPerWeek: null };
const run3: ScoredHabit = { id: 4, kind: "yes_no", target: null, frequency: "weekly", weekdays: [], timesPerWeek: 3 };
const logs = (entries: Record<string, number>) => new Map(Object.entries(entries));
// 2026-12-02 is a Wednesday.
const TODAY = "2026-12-02";

describe("habit completion and score", () => {
  it("a count counts pro rata, capped at its target; a yes is whole", () => {
    expect(completion(water, 4)).toBe(0.5);
    expect(completion(water, 12)).toBe(1);
    expect(completion(water, undefined)).toBe(0);
    expect(completion(yes, 1)).toBe(1);
  });

  it("no scheduled day yet (enrolled today, nothing logged): null; today complete counts", () => {
    expect(habitScore(yes, logs({}), TODAY, TODAY)).toBeNull();
    expect(habitScore(yes, logs({ [TODAY]: 1 }), TODAY, TODAY)).toBe(100);
  });

  it("today unfinished does not count against the contact; past days do", () => {
    // Started Monday: Mon done, Tue missed, today (Wed) not yet.
    expect(habitScore(yes, logs({ "2026-11-30": 1 }), "2026-11-30", TODAY)).toBe(50);
    // Water: Mon 8/8, Tue 4/8 → 75 %.
    expect(habitScore(water, logs({ "2026-11-30": 8, "2026-12-01": 4 }), "2026-11-30", TODAY)).toBe(75);
  });

  it("looks back over the last 30 scheduled days only", () => {
    const all: Record<string, number> = {};
    // 60 days back, the older 30 all missed, the last 30 (before today) all done.
    for (let i = 1; i <= 30; i++) all[new Date(Date.parse(`${TODAY}T00:00:00Z`) - i * 86_400_000).toISOString().slice(0, 10)] = 1;
    expect(habitScore(yes, logs(all), "2026-09-01", TODAY)).toBe(100);
  });

  it("set weekdays: only those days are scheduled", () => {
    // Mon 30 Nov done, Wed (today) not yet, Fri 27 Nov missed, Wed 25 done.
    expect(habitScore(gym, logs({ "2026-11-30": 1, "2026-11-25": 1 }), "2026-11-23", TODAY)).toBe(50); // Mon23 miss, Wed25 ok, Fri27 miss, Mon30 ok
  });

  it("N times a week: the best N days of each week fill its slots; this week counts what is done", () => {
    // Last week (23–29 Nov): runs on 2 days of 3 → 2/3; this week one run so far → one full slot.
    const s = habitScore(run3, logs({ "2026-11-24": 1, "2026-11-26": 1, "2026-12-01": 1 }), "2026-11-23", TODAY);
    expect(s).toBe(75); // slots: [1] + [1, 1, 0] → 3/4
    // Started on Saturday: that week only has two days, so two slots.
    expect(habitScore(run3, logs({ "2026-11-28": 1, "2026-11-29": 1 }), "2026-11-28", TODAY)).toBe(100);
  });

  it("contact score: the mean of the habits that have one", () => {
    expect(contactScore([100, 50, null])).toBe(75);
    expect(contactScore([null])).toBeNull();
  });
});

describe("streak", () => {
  const by = (m: Record<number, Record<string, number>>) => new Map(Object.entries(m).map(([k, v]) => [Number(k), logs(v)]));

  it("consecutive days with every due habit done; today unfinished does not break it", () => {
    const l = by({ 1: { "2026-11-29": 1, "2026-11-30": 1, "2026-12-01": 1 }, 2: { "2026-11-29": 8, "2026-11-30": 9, "2026-12-01": 8 } });
    expect(habitStreak([yes, water], l, "2026-11-01", TODAY)).toBe(3);
    // Water short on Monday: the streak is Tuesday only.
    const short = by({ 1: { "2026-11-30": 1, "2026-12-01": 1 }, 2: { "2026-11-30": 7, "2026-12-01": 8 } });
    expect(habitStreak([yes, water], short, "2026-11-01", TODAY)).toBe(1);
  });

  it("today done counts; days with nothing due are skipped; nothing before the start", () => {
    expect(habitStreak([gym], by({ 3: { "2026-11-27": 1, "2026-11-30": 1, [TODAY]: 1 } }), "2026-11-01", TODAY)).toBe(3);
    expect(habitStreak([yes], by({ 1: { "2026-12-01": 1, [TODAY]: 1 } }), "2026-12-01", TODAY)).toBe(2);
    expect(habitStreak([run3], by({ 4: { [TODAY]: 1 } }), "2026-11-01", TODAY)).toBe(0);
  });

  it("leaderboard: score, then streak, then contact id; no score is left off", () => {
    const r = rank([
      { contactId: 3, score: 80, streak: 1 },
      { contactId: 2, score: 80, streak: 4 },
      { contactId: 1, score: null, streak: 9 },
      { contactId: 4, score: 95, streak: 0 },
    ]);
    expect(r.map((x) => [x.contactId, x.rank])).toEqual([[4, 1], [2, 2], [3, 3]]);
  });
});
