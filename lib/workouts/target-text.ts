import type { ItemSuggestion } from "./logging";

const kg = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(2).replace(/0$/, "")} kg`;

/** "62.5 kg × 8–12" / "11 reps": a target in the words the public page and the thank-you use. */
export function targetLine(t: { weight: number | null; reps: number | null; reps_max?: number | null }): string {
  const reps = t.reps === null ? null : t.reps_max && t.reps_max !== t.reps ? `${t.reps}–${t.reps_max}` : `${t.reps}`;
  if (t.weight) return reps ? `${kg(t.weight)} × ${reps}` : kg(t.weight);
  return reps ? `${reps} reps` : "as prescribed";
}

/** The next target of an exercise: the coach's when set, else the overload rule's. */
export function targetText(s: ItemSuggestion): string {
  if (s.coach_target) return `${targetLine(s.coach_target)} (your coach's target)`;
  const g = s.suggestion;
  const arrow = g.rule === "increase" ? "↑ " : g.rule === "decrease" ? "↓ " : "";
  return `${arrow}${targetLine(g)}`;
}
