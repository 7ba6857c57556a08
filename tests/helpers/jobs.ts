import type PgBoss from "pg-boss";
import type { JobDefinition } from "../../lib/platform/jobs/define";
import { getBoss } from "../../lib/platform/jobs/boss";
import { ensureQueue } from "../../lib/platform/jobs/queues";
import { runJob } from "../../lib/platform/jobs/run";

/**
 * Runs the jobs of one kind that are due now, the way a worker would (same runJob, same
 * complete/fail bookkeeping), without waiting for a polling worker. Returns how many ran.
 */
export async function drainJobs(def: JobDefinition | { name: string }, max = 100): Promise<number> {
  const boss = await getBoss();
  const d = def as JobDefinition;
  await ensureQueue(boss, d);
  let ran = 0;
  while (ran < max) {
    const jobs = (await boss.fetch(d.name, { batchSize: 1, includeMetadata: true })) as PgBoss.JobWithMetadata<unknown>[];
    if (!jobs.length) break;
    for (const job of jobs) {
      ran++;
      try {
        await runJob(d, job);
        await boss.complete(d.name, job.id);
      } catch (err) {
        await boss.fail(d.name, job.id, { message: err instanceof Error ? err.message : String(err) });
      }
    }
  }
  return ran;
}

/** The stored state of a job (created, retry, active, completed, failed). */
export async function jobState(name: string, id: string) {
  const job = await (await getBoss()).getJobById(name, id, { includeArchive: true });
  return job;
}
