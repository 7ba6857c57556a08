import type PgBoss from "pg-boss";
import type { JobDefinition } from "./define";

// pg-boss's default schema (boss.ts does not change it).
const SCHEMA = "pgboss";

/**
 * A fetched job is held on a lease, not for its whole run limit: pg-boss fails (and so retries)
 * an active job once `started_on + expire_in` has passed, so every queue's expiry is this lease
 * and the running worker renews it (moves `started_on` on) every few seconds. A worker that dies
 * (SIGKILL, out of memory, a deploy) stops renewing, and its job is handed back within
 * LEASE_SECONDS plus pg-boss's maintenance interval (boss.ts), instead of after the hour a bulk
 * send's run limit used to mean (issue 33 item 14). The run limit (`expireInSeconds`) still
 * holds: past it the worker stops renewing and the job lapses as if dead.
 * pg-boss 10 has no heartbeat of its own (pg-boss 11's `heartbeatSeconds` does the same).
 */
export const LEASE_SECONDS = 30;
const RENEW_MS = 5_000;

const RENEW = `UPDATE ${SCHEMA}.job SET started_on = now() WHERE name = $1 AND id = $2 AND state = 'active'`;

/** Keeps a fetched job's lease while it runs; call the answer when the run ends. */
export function holdLease(boss: PgBoss, def: JobDefinition, jobId: string): () => void {
  const limit = Date.now() + def.expireInSeconds * 1000;
  const timer = setInterval(() => {
    if (Date.now() > limit) {
      clearInterval(timer);
      return;
    }
    // A missed renewal is not fatal: the next one comes in RENEW_MS, well inside the lease.
    boss.getDb().executeSql(RENEW, [def.name, jobId]).catch((err) => console.error(`jobs: renewing ${def.name} ${jobId} failed:`, err));
  }, RENEW_MS);
  // The lease never keeps a process alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}
