/**
 * A coach's library search, as typed, into terms: lower case, punctuation dropped ("pull-up" ->
 * "pullup", which matches the name without its punctuation), and the gym's shorthands spelled out
 * ("db bench" -> "dumbbell bench"). Pure, so it is unit-tested.
 */
const SHORTHAND: Record<string, string> = { db: "dumbbell", bb: "barbell", kb: "kettlebell", ez: "e-z", bw: "body" };

export function searchTerms(search: string): string[] {
  return search
    .toLowerCase()
    .split(/\s+/)
    .map((w) => SHORTHAND[w] ?? w)
    .map((w) => w.replace(/[^a-z0-9]/g, ""))
    .filter(Boolean)
    .slice(0, 8);
}
