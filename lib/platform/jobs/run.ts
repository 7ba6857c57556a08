import type PgBoss from "pg-boss";
import { getDb } from "@/db";
import type { JobDefinition } from "./define";
import { holdLease } from "./lease";

export type FetchedJob = PgBoss.JobWithMetadata<unknown>;

/**
 * Runs one fetched job through its definition: the payload is parsed again (a job stored
 * by an older release may no longer fit). A payload that can never succeed is logged and
 * completed, not retried.
 */
export async function runJob(def: JobDefinition, job: FetchedJob): Promise<void> {
  const parsed = def.schema.safeParse(job.data);
  if (!parsed.success) {
    console.error(`job ${def.name} ${job.id}: invalid payload, dropped: ${parsed.error.message}`);
    return;
  }
  await def.handler(parsed.data, { db: await getDb(), jobId: job.id, attempt: job.retryCount + 1 });
}

/** Fetches at most one due job of this kind (marked active), or null. */
export async function fetchOne(boss: PgBoss, def: JobDefinition): Promise<FetchedJob | null> {
  const [job] = (await boss.fetch(def.name, { batchSize: 1, includeMetadata: true })) as FetchedJob[];
  return job ?? null;
}

/**
 * Runs a fetched job and records the outcome: completed, or failed (pg-boss then schedules
 * the retry with the queue's backoff). The one path for workers and for the tests' queue.
 * `abandoned()` true means a shutdown already failed this job, so its late outcome is dropped.
 */
export async function settleJob(boss: PgBoss, def: JobDefinition, job: FetchedJob, abandoned: () => boolean = () => false): Promise<"completed" | "failed"> {
  // Renewed while the handler runs: a worker that dies stops renewing and the job comes back soon (lease.ts).
  const release = holdLease(boss, def, job.id);
  try {
    await runJob(def, job);
  } catch (err) {
    release();
    console.error(`job ${def.name} ${job.id} failed (attempt ${job.retryCount + 1}):`, err);
    if (!abandoned()) await boss.fail(def.name, job.id, { message: err instanceof Error ? err.message : String(err) });
    return "failed";
  } finally {
    release();
  }
  if (!abandoned()) await boss.complete(def.name, job.id);
  return "completed";
}
