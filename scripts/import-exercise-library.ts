/**
 * Copies what the product ships of the exercise library from the shared reference data into the
 * project, so the app never reads ../shared at run time. Run once by hand; its output is committed:
 *   npx tsx scripts/import-exercise-library.ts /work/shared/data
 * - data/exercises/exercises.tsv: the 873 facts rows (public-domain free-exercise-db, Unlicense);
 * - public/exercise-images/<key>/<n>.webp: their pictures (480x270), served by Next as static files.
 * With `--sql <file>` it also writes the system library's seed (db/migrations, see docs/workouts.md).
 */
import fs from "node:fs";
import path from "node:path";
import { buildLibrarySeedSql, parseExercisesTsv } from "../lib/workouts/library-seed";

const args = process.argv.slice(2);
const sqlAt = args.indexOf("--sql");
const sqlFile = sqlAt >= 0 ? args.splice(sqlAt, 2)[1] : undefined;
const src = args[0];
if (!src) throw new Error("usage: import-exercise-library.ts <shared data folder> [--sql <migration file>]");

const root = process.cwd();
const tsv = fs.readFileSync(path.join(src, "exercises.tsv"), "utf8");
const rows = parseExercisesTsv(tsv);
fs.mkdirSync(path.join(root, "data", "exercises"), { recursive: true });
fs.writeFileSync(path.join(root, "data", "exercises", "exercises.tsv"), tsv);

let copied = 0;
for (const r of rows) {
  const dir = path.join(root, "public", "exercise-images", r.key);
  fs.mkdirSync(dir, { recursive: true });
  for (let n = 0; n < r.images; n++) {
    const from = path.join(src, "exercise-images", r.key, `${n}.webp`);
    if (!fs.existsSync(from)) throw new Error(`missing picture ${from}`);
    fs.copyFileSync(from, path.join(dir, `${n}.webp`));
    copied++;
  }
}
console.log(`${rows.length} exercises, ${copied} pictures copied`);

if (sqlFile) {
  fs.writeFileSync(sqlFile, buildLibrarySeedSql(rows));
  console.log(`seed written to ${sqlFile}`);
}
