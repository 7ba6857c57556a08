import { vi } from "vitest";
import { wallDay, zonedInstant } from "../../lib/utils/time-zone";

/**
 * The test's wall clock: `Date` (and so every `new Date()` / `Date.now()` in the code under test)
 * reads `at` and runs on from there; timers stay real, so nothing else changes. A test that
 * asks "today" sets it, so it passes at any hour (the old checkout dashboard test failed
 * between 00:00 and 01:00 UTC). The database's own now() is not moved: tests give the rows
 * they filter by time explicit times, read from this clock. The file's end puts the real clock back (per-file-env.ts).
 */
export function setClock(at: Date): Date {
  vi.useFakeTimers({ toFake: ["Date"], now: at, shouldAdvanceTime: true });
  return at;
}

/**
 * The next instant, from the real time on, when the wall clock in `timeZone` reads `hh:mm`.
 * Never in the past, so session expiries the database checks against its real now() still
 * hold on PostgreSQL.
 */
export function nextWallTime(timeZone: string, hour: number, minute = 0, from = new Date()): Date {
  const d = wallDay(from, timeZone);
  const same = zonedInstant(timeZone, d.year, d.month, d.day, hour, minute);
  return same.getTime() > from.getTime() ? same : zonedInstant(timeZone, d.year, d.month, d.day + 1, hour, minute);
}
