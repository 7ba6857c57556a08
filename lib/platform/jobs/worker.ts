import type PgBoss from "pg-boss";
import type { JobDefinition } from "./define";
import { getBoss, stopBoss } from "./boss";
import { ensureQueue } from "./queues";
import { runJob } from "./run";

type Holder = { started?: Promise<void> };
const holder = ((globalThis as Record<string, unknown>).__coachosWorkers ??= {}) as Holder;

async function work(boss: PgBoss, def: JobDefinition): Promise<void> {
  await ensureQueue(boss, def);
  for (let i = 0; i < def.concurrency; i++) {
    await boss.work(def.name, { batchSize: 1, pollingIntervalSeconds: Number(process.env.JOBS_POLL_SECONDS ?? 1), includeMetadata: true }, async ([job]) => {
      try {
        await runJob(def, job);
      } catch (err) {
        console.error(`job ${def.name} ${job.id} failed (attempt ${job.retryCount + 1}):`, err);
        throw err; // pg-boss records the failure and schedules the retry
      }
    });
  }
  if (def.cron) await boss.schedule(def.name, def.cron, (def.cronData ?? {}) as object, { tz: "UTC" });
}

/** Starts this process's workers for every job (once). */
export function startWorkers(defs: readonly JobDefinition[]): Promise<void> {
  holder.started ??= (async () => {
    const boss = await getBoss();
    for (const def of defs) await work(boss, def);
  })().catch((err) => {
    holder.started = undefined;
    throw err;
  });
  return holder.started;
}

/** Graceful stop: no new jobs are fetched; running ones get `timeoutMs`, then fail and are retried. */
export async function stopWorkers(timeoutMs?: number): Promise<void> {
  holder.started = undefined;
  await stopBoss(timeoutMs);
}
