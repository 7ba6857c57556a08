import type { ChildProcess } from "node:child_process";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows";
import { contactBulkSends } from "../../db/schema";
import { BULK_SEND_BATCH } from "../../lib/contacts/bulk-constants";
import { call, loginAs } from "../helpers/api";
import { startChildWorker } from "../helpers/child-worker";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";

const { db } = setupTestDb();
const RECIPIENTS = 2000;
const MARK = "bulkcrash";

/** The job's process; `onDone` hears each committed round's running total. */
const startJob = (id: number, onDone: (done: number, child: ChildProcess) => void) =>
  startChildWorker("tests/helpers/bulk-send-child.ts", [String(id)], (line, child) => {
    const m = /^done (\d+)$/.exec(line);
    if (m) onDone(Number(m[1]), child);
  });

// The worker is a real second process on the same database: PGlite is one process's memory.
describe.skipIf(!process.env.DATABASE_URL)("a bulk send whose worker is killed part-way (PostgreSQL only: PGlite cannot be shared with a child process)", () => {
  let sendId = 0;

  beforeAll(async () => {
    const ids = await demoIds(db());
    await db().execute(sql`
      insert into contacts (location_id, first_name, last_name, email, status, tab)
      select ${ids.downtown}, 'Crash' || g, ${MARK}, ${MARK} || g || '@example.test', 'Lead', 'leads' from generate_series(1, ${RECIPIENTS}) g`);
    const owner = (await loginAs("owner@demo.test")).access_token;
    const res = await call("POST", "/contact/send-email", { token: owner, body: { all: true, filters: { search: MARK }, subject: MARK, message: "Once only" } });
    expect(res.json).toMatchObject({ status: 1, queued: true, count: RECIPIENTS });
    sendId = (await db().select({ id: contactBulkSends.id }).from(contactBulkSends).where(eq(contactBulkSends.subject, MARK)))[0].id;
  });

  it("SIGKILLed at ~30% and run again, emails every recipient exactly once", { timeout: 300_000 }, async () => {
    let killedAt = 0;
    const first = startJob(sendId, (done, child) => {
      if (!killedAt && done >= RECIPIENTS * 0.3) {
        killedAt = done;
        child.kill("SIGKILL");
      }
    });
    expect((await first.until).signal).toBe("SIGKILL");
    const [mid] = await queryRows<{ sent: number }>(db(), sql`select count(*)::int as sent from contact_bulk_send_recipients where send_id = ${sendId} and state <> 'pending'`);
    expect(mid.sent).toBeGreaterThanOrEqual(killedAt);
    expect(mid.sent).toBeLessThan(RECIPIENTS);
    expect(mid.sent % BULK_SEND_BATCH).toBe(0); // whole rounds only: the one in flight rolled back

    const second = startJob(sendId, () => {});
    expect((await second.until).code).toBe(0);

    const [counts] = await queryRows<{ messages: number; contacts: number; unsent: number; finished: boolean }>(db(), sql`
      select (select count(*)::int from email_messages where subject = ${MARK}) as messages,
        (select count(distinct contact_id)::int from email_messages where subject = ${MARK}) as contacts,
        (select count(*)::int from contact_bulk_send_recipients where send_id = ${sendId} and state <> 'sent') as unsent,
        (select finished_at is not null from contact_bulk_sends where id = ${sendId}) as finished`);
    expect(counts).toEqual({ messages: RECIPIENTS, contacts: RECIPIENTS, unsent: 0, finished: true });
  });
});
