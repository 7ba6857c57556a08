/**
 * The files benchmark's data (run as a child by scripts/bench-lib/files.ts, before the server
 * starts: PGlite has no lock between processes). Migrates, seeds the demo, then makes sure
 * Downtown has N generated library images (rows only: the list never reads the bytes) and the
 * library files files.zip is built from. Writes what it made as JSON to the file in argv.
 *
 *   tsx scripts/bench-lib/files-seed.ts --images N --zip-mb M --out <file>
 */
import fs from "node:fs";
import path from "node:path";
import { and, eq, like, sql } from "drizzle-orm";
import { dataDir, migrateDatabase, openDatabase } from "../../db/open";
import { seedDemo } from "../../lib/demo/seed";
import { files, libraryFiles, libraryImages, locations, users } from "../../db/schema";

/** files.zip is built from this many files of equal size (stored sparse: no real disk use). */
export const ZIP_PARTS = 4;

async function main() {
  const args = process.argv.slice(2);
  const arg = (name: string) => args[args.indexOf(name) + 1];
  const images = Number(arg("--images"));
  const zipMb = Number(arg("--zip-mb"));
  const out = arg("--out");
  const url = process.env.DATABASE_URL || undefined;
  const opened = await openDatabase(url ? { url } : { dir: path.join(dataDir(), "pglite") });
  await migrateDatabase(opened);
  await seedDemo(opened.db);
  const db = opened.db;
  const [downtown] = await db.select({ id: locations.id }).from(locations).where(eq(locations.businessname, "Downtown"));
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, "owner@demo.test"));

  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(libraryImages).where(and(eq(libraryImages.locationId, downtown.id), like(libraryImages.name, "bench-%")));
  if (n < images) {
    const t0 = Date.now();
    // One statement each: the stored-file rows, then the library rows over them, spread over a year.
    await db.execute(sql`
      WITH made AS (
        INSERT INTO files (location_id, user_id, kind, visibility, size, mime, original_name, storage_key, provider, width, height, created_at)
        SELECT ${downtown.id}, ${owner.id}, 'image', 'public', 48000, 'image/jpeg', 'bench-' || g || '.jpg', 'bench/images/' || g || '.jpg', 'local', 1200, 800,
               now() - (g || ' minutes')::interval
        FROM generate_series(${n + 1}::int, ${images}::int) AS g
        RETURNING id, original_name, created_at
      )
      INSERT INTO library_images (location_id, file_id, user_id, name, type, size, mime, bytes, width, height, created_at, updated_at)
      SELECT ${downtown.id}, id, ${owner.id}, replace(original_name, '.jpg', ''), 'all', 'all', 'image/jpeg', 48000, 1200, 800, created_at, created_at FROM made`);
    await db.execute(sql`VACUUM ANALYZE library_images`);
    await db.execute(sql`VACUUM ANALYZE files`);
    console.log(`Added ${images - n} library images to Downtown in ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
  }

  // The zip's parts: library files over stored rows whose bytes the bench writes (sparse) each run.
  const partBytes = Math.floor((zipMb * 1024 * 1024) / ZIP_PARTS);
  await db.delete(files).where(and(eq(files.locationId, downtown.id), like(files.storageKey, "bench/zip/%")));
  const parts: { id: number; storageKey: string; size: number }[] = [];
  for (let i = 1; i <= ZIP_PARTS; i++) {
    const storageKey = `bench/zip/part-${i}.mp4`;
    const [f] = await db
      .insert(files)
      .values({ locationId: downtown.id, userId: owner.id, kind: "video", visibility: "private", size: partBytes, mime: "video/mp4", originalName: `part-${i}.mp4`, storageKey, provider: "local" })
      .returning({ id: files.id });
    const [lf] = await db
      .insert(libraryFiles)
      .values({ locationId: downtown.id, fileId: f.id, userId: owner.id, name: `Bench zip part ${i}`, ext: "mp4", kind: "video", mime: "video/mp4", size: partBytes })
      .returning({ id: libraryFiles.id });
    parts.push({ id: lf.id, storageKey, size: partBytes });
  }
  fs.writeFileSync(out, JSON.stringify({ userId: owner.id, images: Math.max(n, images), zipParts: parts }));
  await opened.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
