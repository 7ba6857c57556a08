/**
 * The check-in roster's rule (ours: the spec names the roster, not its model). Pure, so it is
 * unit-tested. For the contact's current period (lib/progress-tracking/periods.ts):
 * - submitted: a current check-in in this period;
 * - missed: the last ended period has no check-in; `missed` counts the ended periods without
 *   one, back from the last (weeks running, for a weekly tracking);
 * - due: neither (the last ended period is in, or none has ended): this period is still open.
 */
export type RosterStatus = "submitted" | "due" | "missed";

export function rosterStatus(periodsIn: Iterable<number>, current: number): { status: RosterStatus; missed: number } {
  const have = new Set(periodsIn);
  let missed = 0;
  for (let p = current - 1; p >= 0 && !have.has(p); p--) missed++;
  if (have.has(current)) return { status: "submitted", missed };
  return { status: missed > 0 ? "missed" : "due", missed };
}
