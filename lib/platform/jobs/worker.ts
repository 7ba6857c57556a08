import type PgBoss from "pg-boss";
import type { JobDefinition } from "./define";
import { getBoss, stopBoss } from "./boss";
import { ensureQueue } from "./queues";
import { fetchOne, settleJob, type FetchedJob } from "./run";

/**
 * Our own polling loops over pg-boss's fetch/complete/fail instead of `boss.work()`: pg-boss's
 * graceful stop waits only for jobs already in a handler, not for a fetch in flight, so a
 * worker could still take a job (and run it) after `stop()` resolved. Here a stop awaits
 * every loop, so "stopped" means nothing of this process touches the queue any more.
 */
type Current = { def: JobDefinition; job: FetchedJob; abandoned: boolean };
type Running = {
  boss: PgBoss;
  stopping: boolean;
  loops: Promise<void>[];
  current: Set<Current>;
  /** Cuts every poll pause short (on stop). */
  wakers: Set<() => void>;
};

type Holder = { started?: Promise<Running> };
const holder = ((globalThis as Record<string, unknown>).__coachosWorkers ??= {}) as Holder;

const pollMs = () => Math.max(100, Number(process.env.JOBS_POLL_SECONDS ?? 1) * 1000);

function pause(run: Running, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      run.wakers.delete(done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    run.wakers.add(done);
  });
}

async function loop(run: Running, def: JobDefinition): Promise<void> {
  while (!run.stopping) {
    let job: FetchedJob | null = null;
    try {
      job = await fetchOne(run.boss, def);
    } catch (err) {
      console.error(`jobs: fetching ${def.name} failed:`, err);
    }
    if (!job) {
      await pause(run, pollMs());
      continue;
    }
    // Fetched means active: it runs even if a stop began meanwhile (the stop waits for it).
    const cur: Current = { def, job, abandoned: false };
    run.current.add(cur);
    try {
      await settleJob(run.boss, def, job, () => cur.abandoned);
    } catch (err) {
      console.error(`jobs: recording ${def.name} ${job.id} failed:`, err);
    } finally {
      run.current.delete(cur);
    }
  }
}

/** Starts this process's workers for every job (once): `concurrency` loops per job. */
export function startWorkers(defs: readonly JobDefinition[]): Promise<void> {
  holder.started ??= (async () => {
    const boss = await getBoss();
    const run: Running = { boss, stopping: false, loops: [], current: new Set(), wakers: new Set() };
    for (const def of defs) {
      await ensureQueue(boss, def);
      if (def.cron) await boss.schedule(def.name, def.cron, (def.cronData ?? {}) as object, { tz: "UTC" });
      if (def.runAtStart) await boss.send(def.name, (def.cronData ?? {}) as object);
    }
    for (const def of defs) for (let i = 0; i < def.concurrency; i++) run.loops.push(loop(run, def));
    return run;
  })().catch((err) => {
    holder.started = undefined;
    throw err;
  });
  return holder.started.then(() => undefined);
}

/** Whether this process has workers running (tests check that none outlive a test). */
export function workersRunning(): boolean {
  return holder.started !== undefined;
}

/**
 * Graceful stop: no new fetches; every loop is awaited. A job still running after `timeoutMs`
 * is failed (so pg-boss retries it, as for a crash) and its late outcome is ignored.
 */
export async function stopWorkers(timeoutMs = 10_000): Promise<void> {
  const pending = holder.started;
  holder.started = undefined;
  const run = await pending?.catch(() => undefined);
  if (run) {
    run.stopping = true;
    for (const wake of [...run.wakers]) wake();
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      Promise.all(run.loops).then(() => true),
      new Promise<false>((r) => (timer = setTimeout(() => r(false), timeoutMs))),
    ]);
    clearTimeout(timer);
    if (!finished) {
      for (const cur of run.current) {
        cur.abandoned = true;
        await run.boss.fail(cur.def.name, cur.job.id, { message: "shut down while running" }).catch((err) => console.error("jobs: failing a cut-off job:", err));
      }
    }
  }
  await stopBoss(timeoutMs);
}
