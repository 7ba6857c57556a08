import fs from "node:fs";
import path from "node:path";
import { dataDir, migrateDatabase, openDatabase, type Db, type Opened } from "./open";

export type { Db } from "./open";

type Holder = { opening?: Promise<Opened>; override?: Db; overrideUrl?: string; onOpen?: (db: Db) => Promise<unknown> };
// One database per process: PGlite has no lock between processes, so migrations and
// the seed run here, inside the app, on first access (one promise on globalThis).
const holder = ((globalThis as Record<string, unknown>).__coachosDb ??= {}) as Holder;

async function start(): Promise<Opened> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = dataDir();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "app.pid"), String(process.pid));
  }
  const opened = await openDatabase(url ? { url } : { dir: path.join(dataDir(), "pglite") });
  await migrateDatabase(opened);
  // db/ knows no module: the app registers what runs after migrations (the demo seed).
  if (holder.onOpen) await holder.onOpen(opened.db);
  return opened;
}

/** Registered once at server start (lib/demo/register.ts), before the first getDb(). */
export function onDatabaseOpen(fn: (db: Db) => Promise<unknown>): void {
  holder.onOpen = fn;
}

export async function getDb(): Promise<Db> {
  if (holder.override) return holder.override;
  holder.opening ??= start().catch((err) => {
    holder.opening = undefined;
    throw err;
  });
  return (await holder.opening).db;
}

/** Tests point the app at their own database (and give its URL when it is PostgreSQL). */
export function setDb(db: Db | undefined, url?: string): void {
  holder.override = db;
  holder.overrideUrl = db ? url : undefined;
}

/** The PostgreSQL URL of the app's database, or undefined on PGlite (for pg-boss's own pool). */
export function databaseUrl(): string | undefined {
  return holder.override ? holder.overrideUrl : process.env.DATABASE_URL;
}
