/**
 * npm run db:seed [-- --contacts N] [--elsewhere M]
 * Migrates and seeds the demo data (idempotent); --contacts adds N generated contacts to
 * Downtown in one statement, --elsewhere M more shared among the other locations (so Downtown's
 * lists are read beside other tenants' rows, as in production). Refuses to open an embedded
 * database the app has open: PGlite has no lock between processes.
 */
import fs from "node:fs";
import path from "node:path";
import { eq, ne } from "drizzle-orm";
import { dataDir, migrateDatabase, openDatabase } from "../db/open";
import { seedDemo, seedGeneratedContacts } from "../lib/demo/seed";
import { locations } from "../db/schema";
import { sql } from "drizzle-orm";

function appRunning(dir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dir, "app.pid"), "utf8"));
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

async function main() {
  const args = process.argv.slice(2);
  const count = (name: string) => {
    const i = args.indexOf(name);
    const v = i >= 0 ? Number(args[i + 1]) : 0;
    if (i >= 0 && (!Number.isInteger(v) || v < 1 || v > 5_000_000)) {
      console.error(`${name} needs a whole number between 1 and 5000000`);
      process.exit(2);
    }
    return v;
  };
  const n = count("--contacts");
  const elsewhere = count("--elsewhere");
  const url = process.env.DATABASE_URL;
  const dir = dataDir();
  if (!url) {
    const pid = appRunning(dir);
    if (pid && pid !== process.pid) {
      console.error(`The app (pid ${pid}) has ${dir} open. Stop it first: two processes on one PGlite folder corrupt it.`);
      process.exit(1);
    }
  }
  const opened = await openDatabase(url ? { url } : { dir: path.join(dir, "pglite") });
  await migrateDatabase(opened);
  const seeded = await seedDemo(opened.db);
  console.log(seeded ? "Seeded the demo data." : "Demo data already present.");
  if (n) {
    const [downtown] = await opened.db.select({ id: locations.id }).from(locations).where(eq(locations.businessname, "Downtown")).limit(1);
    const t0 = Date.now();
    await seedGeneratedContacts(opened.db, downtown.id, n);
    await opened.db.execute(sql`VACUUM ANALYZE contacts`);
    console.log(`Added ${n} contacts to Downtown in ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
  }
  if (elsewhere) {
    const others = await opened.db.select({ id: locations.id }).from(locations).where(ne(locations.businessname, "Downtown")).orderBy(locations.id);
    const t0 = Date.now();
    for (const [k, loc] of others.entries()) {
      const share = Math.floor(elsewhere / others.length) + (k < elsewhere % others.length ? 1 : 0);
      if (share) await seedGeneratedContacts(opened.db, loc.id, share);
    }
    await opened.db.execute(sql`VACUUM ANALYZE contacts`);
    console.log(`Added ${elsewhere} contacts to ${others.length} other locations in ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
  }
  await opened.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
