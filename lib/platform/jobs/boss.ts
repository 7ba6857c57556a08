import PgBoss from "pg-boss";
import { databaseUrl, getDb, type Db } from "@/db";

type Holder = { boss?: Promise<PgBoss>; started?: PgBoss };
// One pg-boss per process, on globalThis: Next bundles instrumentation and route handlers
// separately, and both must share it.
const holder = ((globalThis as Record<string, unknown>).__coachosBoss ??= {}) as Holder;

type PgliteClient = {
  query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  exec: (text: string) => Promise<{ rows: unknown[] }[]>;
};

/**
 * pg-boss on PGlite runs through the app's own client: one-statement queries with values
 * through query(), its multi-statement DDL through exec(); the last result's rows answer.
 */
function pgliteAdapter(db: Db): PgBoss.Db {
  const client = (db as unknown as { $client: PgliteClient }).$client;
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length) return { rows: (await client.query(text, values)).rows as never[] };
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as never[] };
    },
  };
}

function options(db: Db): PgBoss.ConstructorOptions {
  const url = databaseUrl();
  return {
    // On PostgreSQL pg-boss keeps its own small pool (node-postgres) on the same database.
    ...(url ? { connectionString: url, max: Number(process.env.JOBS_POOL_MAX ?? 4), application_name: "coachos-jobs" } : { db: pgliteAdapter(db) }),
    // One process (the app, or `npm run worker`) can leave maintenance and cron to others.
    supervise: process.env.JOBS_SUPERVISE !== "0",
    schedule: process.env.JOBS_SCHEDULE !== "0",
    // Maintenance fails jobs whose lease lapsed (lease.ts): a dead worker's job is back within
    // LEASE_SECONDS plus this. One statement per interval per process (only one runs the work).
    maintenanceIntervalSeconds: Number(process.env.JOBS_MAINTENANCE_SECONDS ?? 10),
    archiveCompletedAfterSeconds: 60 * 60,
    deleteAfterDays: 7,
  };
}

/** The started pg-boss of this process (created on first use). */
export function getBoss(): Promise<PgBoss> {
  holder.boss ??= (async () => {
    const boss = new PgBoss(options(await getDb()));
    boss.on("error", (err) => console.error("jobs:", err));
    await boss.start();
    holder.started = boss;
    return boss;
  })().catch((err) => {
    holder.boss = undefined;
    throw err;
  });
  return holder.boss;
}

/** This process's pg-boss if it has started, without starting it (for callers inside a transaction). */
export function startedBoss(): PgBoss | undefined {
  return holder.started;
}

/** Stops this process's pg-boss: running jobs get `timeoutMs` to finish, then are failed so they retry. */
export async function stopBoss(timeoutMs = 10_000): Promise<void> {
  const pending = holder.boss;
  if (!pending) return;
  holder.boss = undefined;
  holder.started = undefined;
  const boss = await pending.catch(() => undefined);
  await boss?.stop({ graceful: true, timeout: timeoutMs, wait: true });
}
