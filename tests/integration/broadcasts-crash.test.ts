import type { ChildProcess } from "node:child_process";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows";
import { broadcasts, contactGroups, emailMessages } from "../../db/schema";
import { startChildWorker } from "../helpers/child-worker";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";

const { db } = setupTestDb();
const RECIPIENTS = 2000;

/** The sender process; `onSent` hears each committed batch's running total. */
const startSender = (id: number, onSent: (sent: number, child: ChildProcess) => void) =>
  startChildWorker("tests/helpers/broadcast-child.ts", [String(id)], (line, child) => {
    const m = /^sent (\d+)$/.exec(line);
    if (m) onSent(Number(m[1]), child);
  });

// The worker is a real second process on the same database: PGlite is one process's memory.
describe.skipIf(!process.env.DATABASE_URL)("a broadcast whose sender is killed part-way (PostgreSQL only: PGlite cannot be shared with a child process)", () => {
  let broadcastId = 0;

  beforeAll(async () => {
    const ids = await demoIds(db());
    const contactRows = await queryRows<{ id: number }>(db(), sql`
      insert into contacts (location_id, first_name, last_name, email, status, tab)
      select ${ids.downtown}, 'Crash' || g, 'Test', 'crash' || g || '@example.test', 'Lead', 'leads' from generate_series(1, ${RECIPIENTS}) g
      returning id`);
    expect(contactRows).toHaveLength(RECIPIENTS);
    const [g] = await db().insert(contactGroups).values({ locationId: ids.downtown, name: "Crash group" }).returning({ id: contactGroups.id });
    await db().execute(sql`insert into contact_group_members (location_id, group_id, contact_id) select ${ids.downtown}, ${g.id}, id from contacts where email like 'crash%@example.test'`);
    const [b] = await db()
      .insert(broadcasts)
      .values({ locationId: ids.downtown, name: "Crash", subject: "Hi {{ contact.first_name }}", body: "<p>Hello {{ contact.first_name }}</p>", audience: { group_ids: [g.id], tag_ids: [], statuses: [], exclude_tag_ids: [] }, status: "scheduled" })
      .returning({ id: broadcasts.id });
    broadcastId = b.id;
  });

  it("SIGKILLed at ~30% and restarted, sends exactly one message per recipient", { timeout: 300_000 }, async () => {
    let killedAt = 0;
    const first = startSender(broadcastId, (sent, child) => {
      if (!killedAt && sent >= RECIPIENTS * 0.3) {
        killedAt = sent;
        child.kill("SIGKILL");
      }
    });
    const firstExit = await first.until;
    expect(firstExit.signal).toBe("SIGKILL");
    const [mid] = await queryRows<{ sent: number }>(db(), sql`select count(*)::int as sent from broadcast_recipients where broadcast_id = ${broadcastId} and state = 'sent'`);
    expect(mid.sent).toBeGreaterThanOrEqual(killedAt);
    expect(mid.sent).toBeLessThan(RECIPIENTS);

    const second = startSender(broadcastId, () => {});
    expect((await second.until).code).toBe(0);

    const [done] = await db().select({ status: broadcasts.status, total: broadcasts.total }).from(broadcasts).where(eq(broadcasts.id, broadcastId));
    expect(done).toEqual({ status: "sent", total: RECIPIENTS });
    const [counts] = await queryRows<{ messages: number; contacts: number; recipients: number; unsent: number }>(db(), sql`
      select (select count(*)::int from email_messages where source = 'broadcast' and source_id = ${broadcastId}) as messages,
        (select count(distinct contact_id)::int from email_messages where source = 'broadcast' and source_id = ${broadcastId}) as contacts,
        (select count(*)::int from broadcast_recipients where broadcast_id = ${broadcastId}) as recipients,
        (select count(*)::int from broadcast_recipients where broadcast_id = ${broadcastId} and state <> 'sent') as unsent`);
    expect(counts).toEqual({ messages: RECIPIENTS, contacts: RECIPIENTS, recipients: RECIPIENTS, unsent: 0 });
    // Each recipient row points at its own message.
    const [linked] = await queryRows<{ n: number }>(db(), sql`
      select count(*)::int as n from broadcast_recipients r join email_messages m on m.id = r.message_id and m.contact_id = r.contact_id
      where r.broadcast_id = ${broadcastId}`);
    expect(linked.n).toBe(RECIPIENTS);
    const sample = await db().select({ subject: emailMessages.subject }).from(emailMessages).where(and(eq(emailMessages.source, "broadcast"), eq(emailMessages.sourceId, broadcastId))).limit(1);
    expect(sample[0].subject).toMatch(/^Hi Crash\d+$/);
  });
});
