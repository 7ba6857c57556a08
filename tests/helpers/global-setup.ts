import { sql } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migrateDatabase, openDatabase } from "../../db/open";
import { seedDemo } from "../../lib/demo/seed";

declare module "vitest" {
  export interface ProvidedContext {
    templateFile: string;
    templateDb: string;
  }
}

/**
 * One migrated, seeded template per run: PGlite test files load a dump of it (fast);
 * with DATABASE_URL each file gets a copy made with CREATE DATABASE ... TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    // pid and a random part: two runs on one server (two clones, two containers) never share it.
    const name = `coachos_tpl_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = await openDatabase({ url });
    await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name}`));
    await admin.db.execute(sql.raw(`CREATE DATABASE ${name}`));
    const tplUrl = withDb(url, name);
    const tpl = await openDatabase({ url: tplUrl });
    await migrateDatabase(tpl);
    await seedDemo(tpl.db);
    await tpl.close();
    project.provide("templateDb", name);
    project.provide("templateFile", "");
    return async () => {
      await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await admin.close();
    };
  }
  const opened = await openDatabase({});
  await migrateDatabase(opened);
  await seedDemo(opened.db);
  const blob = await dump(opened);
  // A folder of this run's own (not a pid-named file: pids repeat across containers).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "coachos-template-"));
  const file = path.join(dir, "template.tar.gz");
  fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  await opened.close();
  project.provide("templateFile", file);
  project.provide("templateDb", "");
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

async function dump(opened: Awaited<ReturnType<typeof openDatabase>>): Promise<Blob> {
  // drizzle keeps the PGlite client on `$client`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (opened.db as any).$client.dumpDataDir("gzip");
}

export function withDb(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
