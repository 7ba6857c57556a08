import { sql, type SQL } from "drizzle-orm";
import fs from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import { setDb, type Db } from "../../db";
import { openDatabase, type Opened } from "../../db/open";
import { withDb } from "./global-setup";
import { stopWorkers } from "../../lib/platform/jobs/worker";
import { installPlatformHandlers } from "../../lib/api/platform-handlers";

/** Gives the calling test file its own database, copied from the seeded template. */
export function setupTestDb(): { db: () => Db } {
  let opened: Opened | undefined;
  let admin: Opened | undefined;
  let name: string | undefined;
  beforeAll(async () => {
    // As the app process does at start: what the platform announces reaches the modules' handlers.
    installPlatformHandlers();
    const url = process.env.DATABASE_URL;
    if (url) {
      name = `coachos_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      admin = await openDatabase({ url });
      await admin.db.execute(sql.raw(`CREATE DATABASE ${name} TEMPLATE ${inject("templateDb")}`));
      opened = await openDatabase({ url: withDb(url, name) });
      setDb(opened.db, withDb(url, name));
      return;
    } else {
      const buf = fs.readFileSync(inject("templateFile"));
      opened = await openDatabase({ loadDataDir: new Blob([buf]) });
    }
    setDb(opened.db);
  });
  afterAll(async () => {
    // A test that queued a job started pg-boss on this database: stop it (and any worker) before closing.
    await stopWorkers(1000);
    setDb(undefined);
    await opened?.close();
    if (admin && name) {
      await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await admin.close();
    }
  });
  return { db: () => opened!.db };
}

/** Rows of a raw query: db.execute answers { rows } on PGlite and an array on postgres-js. */
export async function queryRows<T = Record<string, unknown>>(db: Db, q: SQL): Promise<T[]> {
  const r = (await db.execute(q)) as unknown as { rows?: T[] } & T[];
  return r.rows ?? [...r];
}
