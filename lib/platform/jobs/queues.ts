import type PgBoss from "pg-boss";
import type { JobDefinition } from "./define";
import { LEASE_SECONDS } from "./lease";

const ready = ((globalThis as Record<string, unknown>).__coachosQueuesReady ??= new WeakMap()) as WeakMap<PgBoss, Set<string>>;
const ensured = ((globalThis as Record<string, unknown>).__coachosQueues ??= new WeakMap()) as WeakMap<PgBoss, Map<string, Promise<void>>>;

function queueOptions(def: JobDefinition): PgBoss.Queue {
  return {
    name: def.name,
    retryLimit: def.retry.limit,
    retryDelay: def.retry.delaySeconds,
    retryBackoff: def.retry.backoff,
    // pg-boss's expiry is the worker's lease (lease.ts); the run limit is kept by the worker.
    expireInSeconds: Math.min(LEASE_SECONDS, def.expireInSeconds),
  };
}

/** pg-boss 10 needs a queue before send/work; created once per process, its policy kept current. */
export function ensureQueue(boss: PgBoss, def: JobDefinition): Promise<void> {
  let byName = ensured.get(boss);
  if (!byName) ensured.set(boss, (byName = new Map()));
  let p = byName.get(def.name);
  if (!p) {
    p = (async () => {
      await boss.createQueue(def.name, queueOptions(def));
      await boss.updateQueue(def.name, queueOptions(def));
      if (!ready.has(boss)) ready.set(boss, new Set());
      ready.get(boss)!.add(def.name);
    })();
    p.catch(() => byName.delete(def.name));
    byName.set(def.name, p);
  }
  return p;
}

/** Whether this process has created the queue (ensureQueue resolved). */
export function queueReady(boss: PgBoss, name: string): boolean {
  return ready.get(boss)?.has(name) ?? false;
}
