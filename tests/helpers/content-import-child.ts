/**
 * One account's content import in its own process, for the crash test
 * (tests/integration/content-import-crash.test.ts): runs lib/content-import/job.ts on DATABASE_URL
 * for the run named in argv, printing "item N" after each committed item (the parent kills it
 * part-way), and exits 0 when the run is done.
 */
import { openDatabase } from "../../db/open";
import { setDb } from "../../db";
import { runContentImport } from "../../lib/content-import/job";

async function main() {
  const url = process.env.DATABASE_URL!;
  const runId = Number(process.argv[2]);
  const opened = await openDatabase({ url });
  setDb(opened.db, url);
  let done = 0;
  await runContentImport(opened.db, runId, () => {
    done += 1;
    process.stdout.write(`item ${done}\n`);
  });
  process.stdout.write("done\n");
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
