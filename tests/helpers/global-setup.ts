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
    const name = `coachos_tpl_${process.pid}`;
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
  const file = path.join(os.tmpdir(), `coachos-template-${process.pid}.tar.gz`);
  fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  await opened.close();
  project.provide("templateFile", file);
  project.provide("templateDb", "");
  return () => fs.rmSync(file, { force: true });
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
