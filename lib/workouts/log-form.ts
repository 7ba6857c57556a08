import { LOGGED_REPS_MAX, LOGGED_TIME_MAX, LOGGED_WEIGHT_MAX, NOTES_MAX } from "./constants";

/**
 * The set logger's inputs read into a session's sets (pure: the public page's server action and
 * the portal's screen both use it). Input names: r_ (reps), w_ (weight, kg), t_ (time, s), then
 * the block exercise id and the set's index. Empty inputs are sets not done.
 */
export type FormSet = { block_exercise_id: number; set_index: number; reps: number | null; weight: number | null; time: number | null };
export type ParsedLogForm = { values: Record<string, string>; errors: Record<string, string[]>; sets: FormSet[]; notes: string };

const INPUT = /^([rwt])_(\d{1,10})_(\d{1,2})$/;
const LIMITS = { r: { max: LOGGED_REPS_MAX, int: true, what: "reps" }, w: { max: LOGGED_WEIGHT_MAX, int: false, what: "weight" }, t: { max: LOGGED_TIME_MAX, int: true, what: "time" } } as const;

/** The input name of a set's field (`r_12_0`), and back from a sets.N.field error of the API. */
export const setInputName = (f: "r" | "w" | "t", blockExerciseId: number, setIndex: number) => `${f}_${blockExerciseId}_${setIndex}`;
const FIELD_INPUT = { reps: "r", weight: "w", time: "t" } as const;

export function parseLogForm(entries: Iterable<[string, unknown]>): ParsedLogForm {
  const values: Record<string, string> = {};
  const errors: Record<string, string[]> = {};
  const sets = new Map<string, FormSet>();
  let notes = "";
  for (const [key, raw] of entries) {
    if (key === "notes" && typeof raw === "string") notes = raw.slice(0, NOTES_MAX + 10);
    const m = INPUT.exec(key);
    if (!m || typeof raw !== "string") continue;
    const text = raw.trim().replace(",", ".").slice(0, 20);
    values[key] = text;
    if (!text) continue;
    const limit = LIMITS[m[1] as keyof typeof LIMITS];
    const n = Number(text);
    if (!Number.isFinite(n) || (limit.int && !Number.isInteger(n))) errors[key] = [limit.int ? "Enter a whole number." : "Enter a number."];
    else if (n < 0 || n > limit.max) errors[key] = [`Enter 0 to ${limit.max.toLocaleString("en-US")}.`];
    if (errors[key]) continue;
    const id = `${m[2]}_${m[3]}`;
    const set = sets.get(id) ?? { block_exercise_id: Number(m[2]), set_index: Number(m[3]), reps: null, weight: null, time: null };
    set[limit.what] = n;
    sets.set(id, set);
  }
  values.notes = notes;
  if (notes.trim().length > NOTES_MAX) errors.notes = [`The notes may not be greater than ${NOTES_MAX} characters.`];
  return { values, errors, sets: [...sets.values()], notes };
}

/** The API's 422 (`sets.N.reps`, `notes`) keyed by the inputs the sets came from. */
export function errorsByInput(errors: Record<string, string[]>, sent: FormSet[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, msgs] of Object.entries(errors)) {
    const m = /^sets\.(\d+)\.(\w+)$/.exec(key);
    const set = m ? sent[Number(m[1])] : undefined;
    const f = m ? FIELD_INPUT[m[2] as keyof typeof FIELD_INPUT] : undefined;
    if (set && f) out[setInputName(f, set.block_exercise_id, set.set_index)] = msgs;
    else if (key === "notes") out.notes = msgs;
    else out.form = [...(out.form ?? []), ...msgs];
  }
  return out;
}
