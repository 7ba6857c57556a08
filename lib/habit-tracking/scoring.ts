/**
 * Habit scores, streaks and the leaderboard's order (ours: the spec shows no model; written
 * down in docs/habit-tracking.md). Pure: days are "YYYY-MM-DD" in the contact's calendar.
 */
export type Frequency = "daily" | "weekdays" | "weekly";
export type ScoredHabit = { id: number; kind: "yes_no" | "count"; target: number | null; frequency: Frequency; weekdays: readonly number[]; timesPerWeek: number | null };
/** A habit's logged values by day. */
export type DayValues = ReadonlyMap<string, number>;

/** The window a habit score looks back over: its last 30 scheduled days. */
export const SCORE_WINDOW = 30;
/** A streak counts back at most this many days (a cap, so a long enrolment costs the same). */
const STREAK_MAX_DAYS = 3660;

const DAY = 86_400_000;
export const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY);
export const isoOfDay = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);
/** ISO weekday (1 Monday … 7 Sunday) of a day number (day 0, 1970-01-01, was a Thursday). */
const weekdayOf = (n: number) => ((n + 3) % 7 + 7) % 7 + 1;

/** How done a day is: a yes counts 1; a count counts pro rata toward its target, at most 1. */
export function completion(h: Pick<ScoredHabit, "kind" | "target">, value: number | undefined): number {
  if (value === undefined || !(value > 0)) return 0;
  if (h.kind === "yes_no") return 1;
  return h.target && h.target > 0 ? Math.min(1, value / h.target) : 0;
}

/** Whether a daily or set-weekdays habit is due on a day (a times-a-week habit is due on no day in particular). */
export const dueOn = (h: ScoredHabit, n: number) => h.frequency === "daily" || (h.frequency === "weekdays" && h.weekdays.includes(weekdayOf(n)));

/**
 * The completions of a habit's last 30 scheduled slots, newest first. A slot is a due day of a
 * daily or weekdays habit; a times-a-week habit has N slots a week (Monday to Sunday), filled by
 * its best N days. Nothing before the start counts (the start's week has only the slots its
 * remaining days allow), and today or this week counts only what is already complete: the
 * contact still has time.
 */
export function scoredSlots(h: ScoredHabit, logs: DayValues, startDate: string, today: string): number[] {
  const start = dayNumber(startDate);
  const now = dayNumber(today);
  const out: number[] = [];
  const done = (n: number) => completion(h, logs.get(isoOfDay(n)));
  if (h.frequency !== "weekly") {
    for (let n = now; n >= start && out.length < SCORE_WINDOW && now - n < STREAK_MAX_DAYS; n--) {
      if (!dueOn(h, n)) continue;
      const c = done(n);
      if (n === now && c < 1) continue;
      out.push(c);
    }
    return out;
  }
  const perWeek = Math.max(1, h.timesPerWeek ?? 1);
  for (let monday = now - (weekdayOf(now) - 1); monday + 6 >= start && out.length < SCORE_WINDOW && now - monday < STREAK_MAX_DAYS; monday -= 7) {
    const days: number[] = [];
    for (let n = Math.max(monday, start); n <= Math.min(monday + 6, now); n++) days.push(done(n));
    const slots = Math.min(perWeek, monday + 7 - Math.max(monday, start));
    const best = days.sort((a, b) => b - a).slice(0, slots);
    while (best.length < slots) best.push(0);
    const current = monday + 6 >= now;
    for (const c of current ? best.filter((c) => c >= 1) : best) if (out.length < SCORE_WINDOW) out.push(c);
  }
  return out;
}

const pct = (x: number) => Math.round(x * 1000) / 10;

/** A habit's score: its completion over the last 30 scheduled slots, 0–100 % with one decimal; null before any slot. */
export function habitScore(h: ScoredHabit, logs: DayValues, startDate: string, today: string): number | null {
  const slots = scoredSlots(h, logs, startDate, today);
  if (!slots.length) return null;
  return pct(slots.reduce((a, b) => a + b, 0) / slots.length);
}

/** The contact score: the mean of their habits' scores (those with one), or null. */
export function contactScore(scores: readonly (number | null)[]): number | null {
  const s = scores.filter((x): x is number => x !== null);
  if (!s.length) return null;
  return Math.round((s.reduce((a, b) => a + b, 0) / s.length) * 10) / 10;
}

/**
 * The streak: consecutive days on which every habit due that day was complete, counted back
 * from today (today, if not yet complete, does not break it). Days with nothing due neither
 * count nor break; times-a-week habits are due on no day in particular, so they do not take part.
 */
export function habitStreak(habits: readonly ScoredHabit[], logs: ReadonlyMap<number, DayValues>, startDate: string, today: string): number {
  const start = dayNumber(startDate);
  const now = dayNumber(today);
  const daily = habits.filter((h) => h.frequency !== "weekly");
  if (!daily.length) return 0;
  let streak = 0;
  for (let n = now; n >= start && now - n < STREAK_MAX_DAYS; n--) {
    const due = daily.filter((h) => dueOn(h, n));
    if (!due.length) continue;
    const all = due.every((h) => completion(h, logs.get(h.id)?.get(isoOfDay(n))) >= 1);
    if (all) streak++;
    else if (n !== now) break;
  }
  return streak;
}

/** The leaderboard's order: score desc, then streak desc, then contact id (stable). */
export function rank<T extends { score: number | null; streak: number; contactId: number }>(rows: T[]): (T & { rank: number; score: number })[] {
  return rows
    .filter((r): r is T & { score: number } => r.score !== null)
    .sort((a, b) => b.score - a.score || b.streak - a.streak || a.contactId - b.contactId)
    .map((r, i) => ({ ...r, rank: i + 1 }));
}
