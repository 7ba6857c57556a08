import "server-only";
import { databaseUrl } from "@/db";

/**
 * One import at a time per location, held for the whole run. Two imports of one location must
 * not both add the same new email, and the batches of one import are written two at a time
 * (lib/contact-import/job.ts), so a per-batch lock would serialise them again.
 *
 * PostgreSQL: a session advisory lock on a connection of its own (never one of the app's pool,
 * which the run's batches and every request share). A worker that dies drops the connection and
 * the server releases the lock at once: no import waits on a dead one.
 * PGlite: one process owns the database, so a lock in memory is the whole truth.
 */
const LOCK_NAMESPACE = 0x0c5_1a9;

export type RunLock = { release(): Promise<void> };

const local = ((globalThis as Record<string, unknown>).__coachosImportLocks ??= new Map()) as Map<number, Promise<void>>;

async function lockInProcess(locationId: number): Promise<RunLock> {
  for (;;) {
    const held = local.get(locationId);
    if (!held) break;
    await held;
  }
  let release!: () => void;
  local.set(locationId, new Promise<void>((r) => (release = r)));
  return {
    async release() {
      local.delete(locationId);
      release();
    },
  };
}

async function lockOnServer(url: string, locationId: number): Promise<RunLock> {
  const { default: postgres } = await import("postgres");
  const conn = postgres(url, { max: 1, idle_timeout: 0, onnotice: () => {}, connection: { application_name: "coachos-import-lock" } });
  try {
    await conn`select pg_advisory_lock(${LOCK_NAMESPACE}, ${locationId})`;
  } catch (err) {
    await conn.end({ timeout: 1 });
    throw err;
  }
  return {
    async release() {
      // Ending the session releases the lock even if the unlock itself fails.
      await conn`select pg_advisory_unlock(${LOCK_NAMESPACE}, ${locationId})`.catch(() => undefined);
      await conn.end({ timeout: 5 });
    },
  };
}

/** Waits until no other import of the location runs, then holds the location until `release`. */
export function lockLocationImports(locationId: number): Promise<RunLock> {
  const url = databaseUrl();
  return url ? lockOnServer(url, locationId) : lockInProcess(locationId);
}
