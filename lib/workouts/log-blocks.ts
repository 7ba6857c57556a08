import type { WorkoutDetail } from "./builder-schemas";
import type { ItemSuggestion } from "./logging";
import { targetLine, targetText } from "./target-text";

/**
 * A workout as the client's set logger shows it (the public page /w/{token} and the portal's
 * Workouts tab): blocks in order with a title and detail, each exercise's next target, each
 * prescribed set's target in words and what the client logged for it last. Pure.
 */
export type LastSet = { reps: number | null; weight: number | null; time: number | null };
export type LogSet = { index: number; target: string; rest: number | null; hasWeight: boolean; hasTime: boolean; reps: number | null; weight: number | null; time: number | null; last: string };
export type LogExercise = { id: number; name: string; picture: string; notes: string; sets: LogSet[]; next: string; nextReason: string };
export type LogBlock = { id: number; title: string; detail: string; notes: string; exercises: LogExercise[] };

const BLOCK_TITLE: Record<string, string> = { regular: "", superset: "Superset", circuit: "Circuit", amrap: "AMRAP", emom: "EMOM" };
const minutes = (s: number) => (s % 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s / 60} min`);

/** "10 reps", "50 kg × 8", "45 s": what was done, in the target's words. */
function lastText(l: LastSet | undefined): string {
  if (!l) return "";
  const main = l.reps !== null || l.weight !== null ? targetLine({ reps: l.reps, weight: l.weight }) : "";
  return [main === "as prescribed" ? "" : main, l.time !== null ? `${l.time} s` : ""].filter(Boolean).join(" · ");
}

/** `last` is keyed `{block exercise id}_{set index}`. */
export function logBlocks(workout: WorkoutDetail, suggestions: Map<number, ItemSuggestion>, last: Map<string, LastSet> = new Map()): LogBlock[] {
  return workout.blocks.filter((b) => b.exercises.length > 0).map((b, i) => ({
    id: b.id,
    title: b.name || BLOCK_TITLE[b.type] || `Block ${i + 1}`,
    detail: [b.name && BLOCK_TITLE[b.type], b.type === "circuit" && b.rounds ? `${b.rounds} rounds` : "", (b.type === "amrap" || b.type === "emom") && b.time_cap_seconds ? minutes(b.time_cap_seconds) : ""].filter(Boolean).join(" · "),
    notes: b.notes,
    exercises: b.exercises.map((x) => {
      const sg = suggestions.get(x.id)!;
      return {
        id: x.id, name: x.name, picture: x.picture, notes: x.notes,
        next: targetText(sg),
        nextReason: sg.coach_target ? "" : sg.suggestion.reason,
        sets: x.sets.map((t, index) => ({
          index, rest: t.rest, hasWeight: !!t.weight || (sg.suggestion.weight ?? 0) > 0, hasTime: !!t.time,
          target: [targetLine(t), t.time ? `${t.time} s` : "", t.tempo ? `tempo ${t.tempo}` : "", t.rpe ? `RPE ${t.rpe}` : ""].filter((p) => p && p !== "as prescribed").join(" · ") || "as you can",
          reps: t.reps_max ?? t.reps, weight: t.weight, time: t.time,
          last: lastText(last.get(`${x.id}_${index}`)),
        })),
      };
    }),
  }));
}
