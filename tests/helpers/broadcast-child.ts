/**
 * A broadcast sender in its own process, for the crash test (tests/integration/broadcasts-crash.test.ts):
 * runs lib/broadcasts/sender.ts on DATABASE_URL for the broadcast named in argv, printing
 * "sent N" after each committed batch (the parent kills it part-way), and exits 0 when done.
 */
import { openDatabase } from "../../db/open";
import { setDb } from "../../db";
import { runBroadcastSend } from "../../lib/broadcasts/sender";

async function main() {
  const url = process.env.DATABASE_URL!;
  const id = Number(process.argv[2]);
  const opened = await openDatabase({ url });
  setDb(opened.db, url);
  let sent = 0;
  const outcome = await runBroadcastSend(opened.db, id, { limit: 1_000_000, seconds: 60 }, (n) => {
    sent += n;
    process.stdout.write(`sent ${sent}\n`);
  });
  process.stdout.write(`done ${outcome.state}\n`);
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
