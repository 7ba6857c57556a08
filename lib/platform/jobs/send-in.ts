import type PgBoss from "pg-boss";
import { sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "@/db";
import type { JobDefinition } from "./define";
import { getBoss, startedBoss } from "./boss";
import { ensureQueue, queueReady } from "./queues";

/**
 * pg-boss's statements run through the caller's transaction: its `$n` placeholders become the
 * transaction's own parameters. Objects (the payload) go as JSON text, as node-postgres sends them.
 */
function transactionAdapter(db: Db): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, i) => {
        if (i % 2 === 0) return sql.raw(part);
        const v = values[Number(part) - 1];
        return sql`${v !== null && typeof v === "object" && !(v instanceof Date) ? JSON.stringify(v) : (v ?? null)}`;
      });
      const res = await db.execute(sql.join(chunks, sql.raw("")));
      // PGlite answers { rows }, postgres-js an array.
      return { rows: ((res as unknown as { rows?: unknown[] }).rows ?? (res as unknown as unknown[])) as never[] };
    },
  };
}

/**
 * Queues a job inside the caller's transaction (`db` is that transaction): the job exists if and
 * only if the transaction commits, so work that must follow a change (a journey's next step)
 * is never lost between a commit and a queue call, nor run for a change that rolled back.
 *
 * Nothing here may wait on another connection (on PGlite, one connection, it would wait on the
 * open transaction forever), so the queue must already exist in this process: workers create
 * theirs when they start; call `prepareQueues` before the transaction otherwise. Answers null,
 * queueing nothing, when pg-boss has not started or the queue is not ready: the caller keeps a
 * record a sweep picks up.
 */
export async function sendJobIn<S extends z.ZodType>(db: Db, def: JobDefinition<S>, data: z.input<S>, opts: { startAfter?: number; singletonKey?: string } = {}): Promise<string | null> {
  const payload = def.schema.parse(data) as object;
  const boss = startedBoss();
  if (!boss || !queueReady(boss, def.name)) return null;
  return boss.send(def.name, payload, { startAfter: opts.startAfter, singletonKey: opts.singletonKey, db: transactionAdapter(db) });
}

/**
 * Many jobs of one kind in one statement, inside the caller's transaction (as sendJobIn).
 * Answers false, queueing nothing, when the queue is not ready in this process.
 */
export async function sendJobsIn<S extends z.ZodType>(db: Db, def: JobDefinition<S>, jobs: { data: z.input<S>; startAfter?: number; singletonKey?: string }[]): Promise<boolean> {
  const boss = startedBoss();
  if (!boss || !queueReady(boss, def.name)) return false;
  for (let i = 0; i < jobs.length; i += 1000) {
    const batch = jobs.slice(i, i + 1000).map((j) => ({
      name: def.name,
      data: def.schema.parse(j.data) as object,
      ...(j.startAfter ? { startAfter: String(j.startAfter) } : {}),
      ...(j.singletonKey ? { singletonKey: j.singletonKey } : {}),
    }));
    if (batch.length) await boss.insert(batch as PgBoss.JobInsert[], { db: transactionAdapter(db) });
  }
  return true;
}

/** Starts pg-boss and creates these jobs' queues, outside any transaction, so `sendJobIn` can queue them. */
export async function prepareQueues(defs: readonly JobDefinition[]): Promise<void> {
  const boss = await getBoss();
  for (const def of defs) await ensureQueue(boss, def);
}
