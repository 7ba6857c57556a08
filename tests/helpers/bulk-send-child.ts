/**
 * A bulk-send job run in its own process, for the crash test (tests/integration/contact-bulk-send-crash.test.ts):
 * runs lib/contacts/bulk-send-job.ts on DATABASE_URL for the send named in argv, printing
 * "done N" after each committed round (the parent kills it part-way), and exits 0 when finished.
 */
import { openDatabase } from "../../db/open";
import { setDb } from "../../db";
import { runBulkSend } from "../../lib/contacts/bulk-send-job";

async function main() {
  const url = process.env.DATABASE_URL!;
  const id = Number(process.argv[2]);
  const opened = await openDatabase({ url });
  setDb(opened.db, url);
  await runBulkSend(opened.db, id, (done) => process.stdout.write(`done ${done}\n`));
  process.stdout.write("finished\n");
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
