import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import type { PGlite } from "@electric-sql/pglite";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Opened = { db: Db; close: () => Promise<void>; kind: "pglite" | "postgres" };

export const MIGRATIONS_DIR = path.join(process.cwd(), "db", "migrations");

export function dataDir(): string {
  return process.env.DATA_DIR ?? path.join(process.cwd(), ".data");
}

type WriteListener = (text: string) => void;
// On globalThis, like the database holder in ./index.ts: Next's server build can hold this
// module more than once (one copy per chunk), and the copy that opened the database must be
// the one its subscribers find.
const writeListeners = ((globalThis as Record<string, unknown>).__coachosWriteListeners ??= new WeakMap()) as WeakMap<Db, Set<WriteListener>>;

/**
 * Subscribes to the SQL text of every statement that may write through this database
 * handle, when this process sees every write: embedded PGlite (one process owns it). Answers
 * false for PostgreSQL, which other processes (other app servers, psql) write to unseen.
 */
export function watchWrites(db: Db, listener: WriteListener): boolean {
  const set = writeListeners.get(db);
  if (!set) return false;
  set.add(listener);
  return true;
}

/**
 * The app's PostgreSQL connections: DATABASE_POOL_MAX, else one per core plus one. One Node
 * process runs JavaScript on one thread; more connections than that only add backends
 * competing for the cores and a socket write per query, where postgres-js pipelines queries
 * on a busy connection (one write carries several). The extra one keeps a single slow query or
 * transaction from holding every request up. Measured on 2 cores with the database on the same
 * machine (docs/benchmarks.md): list throughput 0.62x the trivial route with 10 connections,
 * 0.77x with 3.
 */
export function poolSize(): number {
  const set = Number(process.env.DATABASE_POOL_MAX);
  return Number.isInteger(set) && set > 0 ? set : os.availableParallelism() + 1;
}

/** Opens PostgreSQL when a URL is given, else PGlite in `dir` (or in memory). */
export async function openDatabase(opts: {
  url?: string;
  dir?: string;
  loadDataDir?: Blob;
}): Promise<Opened> {
  if (opts.url) {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const client = postgres(opts.url, {
      max: poolSize(),
      onnotice: () => {},
    });
    const db = drizzle({ client, schema }) as unknown as Db;
    return { db, kind: "postgres", close: () => client.end({ timeout: 5 }) };
  }
  const { openPgliteThread } = await import("./pglite-thread");
  const { drizzle } = await import("drizzle-orm/pglite");
  if (opts.dir) fs.mkdirSync(path.dirname(opts.dir), { recursive: true });
  // PGlite (with pg_trgm) on a thread of its own, so queries run beside the app's work.
  const client = (await openPgliteThread({ dataDir: opts.dir, loadDataDir: opts.loadDataDir })) as unknown as PGlite;
  const { withPreparedStatements } = await import("./pglite-prepared");
  const listeners = new Set<WriteListener>();
  const onWrite = (text: string) => {
    for (const l of listeners) l(text);
  };
  const db = drizzle({ client: withPreparedStatements(client, onWrite), schema }) as unknown as Db;
  writeListeners.set(db, listeners);
  return { db, kind: "pglite", close: () => client.close() };
}

export async function migrateDatabase(opened: Opened): Promise<void> {
  if (opened.kind === "postgres") {
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migrate(opened.db as any, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migrate(opened.db as any, { migrationsFolder: MIGRATIONS_DIR });
  }
}
