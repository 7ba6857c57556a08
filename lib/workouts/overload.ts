/**
 * Progressive overload and estimated 1RM (issue 29 "Beyond every anchor"; docs/workouts.md
 * "Logging"). Pure functions: the history comes in, a suggestion comes out.
 */

/** Estimated one-rep max by the Epley formula: weight × (1 + reps / 30); one rep is the weight itself. */
export const ONE_RM_FORMULA = "Epley";
export function epley1RM(weight: number | null, reps: number | null): number | null {
  if (weight === null || reps === null || weight <= 0 || reps <= 0) return null;
  const v = reps === 1 ? weight : weight * (1 + reps / 30);
  return Math.round(v * 10) / 10;
}

export type Region = "upper" | "lower";
/** The increase when every set reached the top of its range: +2.5 kg upper body, +5 kg lower body, +1 rep bodyweight. */
export const STEP_KG: Record<Region, number> = { upper: 2.5, lower: 5 };
export const STEP_REPS = 1;
/** Missed twice in a row: the next target 10 % lighter (or 10 % fewer reps bodyweight). */
export const DELOAD = 0.1;

export type Target = { reps: number | null; reps_max: number | null; weight: number | null };
export type DoneSet = { target: Target; reps: number | null; weight: number | null };
/** One logged session of the exercise: its sets in order. */
export type History = DoneSet[][];

export type Suggestion = {
  rule: "none" | "increase" | "decrease" | "keep";
  /** kg; null bodyweight */
  weight: number | null;
  reps: number | null;
  reps_max: number | null;
  reason: string;
};

const top = (t: Target) => t.reps_max ?? t.reps;
/** The builder's weight step is 0.25 kg. */
const roundKg = (kg: number) => Math.round(kg * 4) / 4;
export const isBodyweight = (sets: DoneSet[]) => sets.every((s) => !s.target.weight && !s.weight);

/**
 * Every set done with at least the top of its rep range. The weight is not compared with the
 * prescription: the client may be following an earlier suggestion (a deload, an increase), and
 * the rule moves the weight actually done.
 */
function atTop(sets: DoneSet[]): boolean {
  return sets.length > 0 && sets.every((s) => {
    const t = top(s.target);
    return t !== null && s.reps !== null && s.reps >= t;
  });
}

/** A set left out or done below the bottom of its range. */
function missed(sets: DoneSet[]): boolean {
  return sets.some((s) => s.target.reps !== null && (s.reps === null || s.reps < s.target.reps));
}

/**
 * The next target for an exercise from its history (newest session first), against the
 * prescription: the first prescribed set's range.
 * - all sets at the top of the range in the latest session: heavier by STEP_KG (bodyweight: the
 *   range's top + 1 rep);
 * - the two latest sessions both missed (a set below the range's bottom): 10 % lighter, to 0.25 kg
 *   (bodyweight: 10 % fewer reps, at least one fewer, never below 1);
 * - otherwise the same weight again.
 * The weight moved is the heaviest done in the latest session.
 */
export function suggestNext(prescribed: Target, history: History, region: Region): Suggestion {
  const last = history[0];
  if (!last || last.length === 0) return { rule: "none", weight: prescribed.weight, reps: prescribed.reps, reps_max: prescribed.reps_max, reason: "No sessions logged yet: the coach's target." };
  const body = isBodyweight(last);
  const lastWeight = body ? null : Math.max(...last.map((s) => s.weight ?? s.target.weight ?? 0));
  if (atTop(last)) {
    if (body) {
      const reps = (top(prescribed) ?? Math.max(...last.map((s) => s.reps ?? 0))) + STEP_REPS;
      const best = Math.max(reps, ...last.map((s) => (s.reps ?? 0) + STEP_REPS));
      return { rule: "increase", weight: null, reps: best, reps_max: null, reason: `Every set reached the top of the range: +${STEP_REPS} rep.` };
    }
    return { rule: "increase", weight: roundKg((lastWeight ?? 0) + STEP_KG[region]), reps: prescribed.reps, reps_max: prescribed.reps_max, reason: `Every set reached the top of the range: +${STEP_KG[region]} kg (${region} body).` };
  }
  if (history.length >= 2 && missed(last) && missed(history[1])) {
    if (body) {
      const was = top(prescribed) ?? 1;
      const reps = Math.max(1, Math.min(was - 1, Math.floor(was * (1 - DELOAD))));
      return { rule: "decrease", weight: null, reps, reps_max: null, reason: "Missed twice in a row: 10 % fewer reps." };
    }
    return { rule: "decrease", weight: roundKg((lastWeight ?? 0) * (1 - DELOAD)), reps: prescribed.reps, reps_max: prescribed.reps_max, reason: "Missed twice in a row: 10 % lighter." };
  }
  return { rule: "keep", weight: body ? null : lastWeight, reps: prescribed.reps, reps_max: prescribed.reps_max, reason: "Not every set reached the top of the range yet: the same again." };
}

/** The best set of a session: the highest estimated 1RM (bodyweight: the most reps). */
export function bestSet<T extends { reps: number | null; weight: number | null }>(sets: T[]): T | null {
  let best: T | null = null;
  const score = (s: T) => epley1RM(s.weight, s.reps) ?? (s.reps ?? 0) / 1000;
  for (const s of sets) if (s.reps !== null && (best === null || score(s) > score(best))) best = s;
  return best;
}
