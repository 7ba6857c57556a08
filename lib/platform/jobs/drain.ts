import type { JobDefinition } from "./define";
import { getBoss } from "./boss";
import { ensureQueue } from "./queues";
import { fetchOne, settleJob } from "./run";

export type DrainReport = {
  /** Jobs run, by kind: how many completed and how many failed (pg-boss retries those). */
  ran: Record<string, { completed: number; failed: number }>;
  total: number;
  /** The budget ran out with jobs still due: the next call goes on. */
  more: boolean;
  seconds: number;
};

/**
 * Works the due jobs of every kind, one at a time, through the workers' own fetch / run /
 * complete-or-fail path, for at most `budgetMs` (no job starts after it). For hosts with no
 * long-lived worker (a serverless cron calls it). pg-boss's fetch skips locked rows, so two
 * overlapping drains never take the same job; the handlers' claims keep effects to once.
 */
export async function drainDueJobs(defs: readonly JobDefinition[], budgetMs: number): Promise<DrainReport> {
  const start = performance.now();
  const left = () => budgetMs - (performance.now() - start);
  const boss = await getBoss();
  for (const def of defs) await ensureQueue(boss, def);
  const ran: DrainReport["ran"] = {};
  let total = 0;
  let more = false;
  // Round robin: one job of each kind per pass, so one busy queue cannot starve the others.
  for (let found = true; found; ) {
    found = false;
    for (const def of defs) {
      if (left() <= 0) {
        more = true;
        break;
      }
      const job = await fetchOne(boss, def);
      if (!job) continue;
      found = true;
      const outcome = await settleJob(boss, def, job);
      const n = (ran[def.name] ??= { completed: 0, failed: 0 });
      n[outcome]++;
      total++;
    }
    if (more) break;
  }
  return { ran, total, more, seconds: Math.round((performance.now() - start) / 100) / 10 };
}
