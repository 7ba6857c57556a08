/**
 * The leaderboard's model (issue 28; the spec shows none, so it is ours and decided here).
 * Pure: the service feeds it stored values, the unit tests feed it edge cases.
 */

export type GoalInput = { start: number; target: number; latest: number | null };

/**
 * One goal's progress, 0–1: how much of the way from start to target the latest value has come.
 * `(start − latest) / (start − target)` carries the category's direction by itself: a weight goal
 * 80 → 70 counts going down, a muscle goal 30 → 35 counts going up. Past the target is 1, the
 * wrong way is 0. No value yet, or a goal with target = start (refused on save), counts nothing.
 */
export function goalProgress(g: GoalInput): number | null {
  if (g.latest === null || g.start === g.target) return null;
  const p = (g.start - g.latest) / (g.start - g.target);
  return Math.min(1, Math.max(0, p));
}

/** A contact's score, 0–100 %, the mean over goals with a value; null when none has one (not ranked). */
export function contactScore(goals: GoalInput[]): number | null {
  const parts = goals.map(goalProgress).filter((p): p is number => p !== null);
  if (!parts.length) return null;
  return Math.round((parts.reduce((a, b) => a + b, 0) / parts.length) * 1000) / 10;
}

/**
 * Consecutive periods with a check-in, counted back from the current period; the current one
 * not yet submitted does not break it (the contact still has time), a missed earlier one does.
 */
export function checkInStreak(periods: number[], current: number): number {
  const done = new Set(periods);
  let p = done.has(current) ? current : current - 1;
  let n = 0;
  while (p >= 0 && done.has(p)) {
    n++;
    p--;
  }
  return n;
}

export type Ranked = { contactId: number; score: number | null; streak: number };

/** By score (highest first), ties by streak, then the earlier enrolment (lower id) for a stable order. */
export function rank<T extends Ranked>(rows: T[]): (T & { rank: number; score: number })[] {
  return rows
    .filter((r): r is T & { score: number } => r.score !== null)
    .sort((a, b) => b.score - a.score || b.streak - a.streak || a.contactId - b.contactId)
    .map((r, i) => ({ ...r, rank: i + 1 }));
}
