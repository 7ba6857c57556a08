import type PgBoss from "pg-boss";
import { afterEach, beforeEach } from "vitest";
import type { JobDefinition } from "../../lib/platform/jobs/define";
import { getBoss } from "../../lib/platform/jobs/boss";
import { ensureQueue } from "../../lib/platform/jobs/queues";
import { fetchOne, settleJob, type FetchedJob } from "../../lib/platform/jobs/run";
import { startWorkers, stopWorkers, workersRunning } from "../../lib/platform/jobs/worker";

// pg-boss's default schema (lib/platform/jobs/boss.ts does not change it).
const SCHEMA = "pgboss";

/**
 * Jobs whose time has come on the test's clock are made due for pg-boss. Two reasons:
 * - pg-boss fetches only `start_after < now()`, strictly, and a job sent without a delay gets
 *   `start_after = now()`. PGlite's clock ticks in whole milliseconds, so a fetch in the same
 *   millisecond as the send finds nothing (measured: 127 of 300 send-then-fetch pairs). That
 *   was the cause of the flaky "drainJobs returned 0" / "still queued" failures.
 * - A retry or a delayed send waits for real time; the test moves its clock instead.
 * - A job a dead worker held comes back once its lease lapses on the test's clock (LAPSE).
 * Moving start_after just into the past, in its own statement, makes the next fetch see it.
 */
const MAKE_DUE = `
  UPDATE ${SCHEMA}.job SET start_after = now() - interval '1 second'
  WHERE name = $1 AND state < 'active' AND start_after <= now() + $2::float8 * interval '1 second'`;

/**
 * Jobs whose worker's lease (lib/platform/jobs/lease.ts) lapsed on the test's clock: a worker
 * that fetched them died (the test fetched and never settled). Their `started_on` moves just
 * past the expiry, then pg-boss's own expiry fails them into a retry, as maintenance would.
 */
const LAPSE = `
  UPDATE ${SCHEMA}.job SET started_on = now() - expire_in - interval '1 second'
  WHERE name = $1 AND state = 'active' AND started_on + expire_in <= now() + $2::float8 * interval '1 second'`;

async function drainDue(def: JobDefinition | { name: string }, offset: number, max = 100): Promise<number> {
  const d = def as JobDefinition;
  const boss = await getBoss();
  await ensureQueue(boss, d);
  let ran = 0;
  if (offset > 0) {
    await boss.getDb().executeSql(LAPSE, [d.name, offset]);
    await boss.expire();
  }
  while (ran < max) {
    await boss.getDb().executeSql(MAKE_DUE, [d.name, offset]);
    const job = await fetchOne(boss, d);
    if (!job) break;
    ran++;
    await settleJob(boss, d, job);
  }
  return ran;
}

/** The jobs of one kind that are due now. Prefer setupJobQueue() (it also guards against workers). */
export const drainJobs = (def: JobDefinition | { name: string }, max?: number) => drainDue(def, 0, max);

export type TestQueue = {
  /**
   * Runs the due jobs of one kind, one at a time, through the same fetch / run / complete-or-fail
   * path as a worker. A failed job is left for pg-boss's retry, due again only when the clock
   * passes its backoff. Returns how many ran.
   */
  drain(def: JobDefinition | { name: string }, max?: number): Promise<number>;
  /**
   * A worker that fetched one due job of this kind and then died: the job is left active, its
   * lease never renewed, until it lapses on the test's clock (drain then hands it back).
   */
  fetchAndDie(def: JobDefinition): Promise<FetchedJob | null>;
  /**
   * Makes the jobs of one kind that are due on the test's clock fetchable, without running them:
   * for tests where something else fetches (the cron route, lib/api/cron.ts).
   */
  makeDue(def: { name: string }): Promise<void>;
  /** The queue's clock: starts at real time for each test; only the test moves it. */
  clock: { advance(seconds: number): void; offsetSeconds(): number };
  /** The stored job (state: created, retry, active, completed, failed), archive included. */
  job(def: { name: string }, id: string): Promise<PgBoss.JobWithMetadata | null>;
  /** For tests about workers only: real polling workers. Stop (and await) them before the test ends. */
  startWorkers(defs: readonly JobDefinition[]): Promise<void>;
  stopWorkers(timeoutMs?: number): Promise<void>;
};

/**
 * The one way integration tests drive jobs: call once at the top of a test file, after
 * setupTestDb(). It owns the queue for each test: no worker runs unless the test starts one,
 * and a test that leaves workers running fails (they are stopped and awaited first, so the
 * next test still starts clean).
 */
export function setupJobQueue(): TestQueue {
  let offset = 0;

  beforeEach(() => {
    offset = 0;
    if (workersRunning()) throw new Error("job workers are running at the start of a test: something outside the test started them");
  });

  afterEach(async () => {
    if (!workersRunning()) return;
    await stopWorkers(1000);
    throw new Error("the test left job workers running: call queue.stopWorkers() (and await it) before the test ends");
  });

  return {
    drain: (def, max) => drainDue(def, offset, max),
    async fetchAndDie(def) {
      const boss = await getBoss();
      await ensureQueue(boss, def);
      await boss.getDb().executeSql(MAKE_DUE, [def.name, offset]);
      return fetchOne(boss, def);
    },
    async makeDue(def) {
      await (await getBoss()).getDb().executeSql(MAKE_DUE, [def.name, offset]);
    },
    clock: {
      advance(seconds) {
        if (!(seconds > 0)) throw new Error("the clock only moves forward");
        offset += seconds;
      },
      offsetSeconds: () => offset,
    },
    async job(def, id) {
      return (await getBoss()).getJobById(def.name, id, { includeArchive: true });
    },
    startWorkers: (defs) => startWorkers(defs),
    stopWorkers: (timeoutMs = 10_000) => stopWorkers(timeoutMs),
  };
}
