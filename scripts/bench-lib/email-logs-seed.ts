/**
 * The email-logs benchmark's data (run as a child by scripts/bench-lib/email-logs.ts, before the
 * server starts: PGlite has no lock between processes). Migrates, seeds the demo, then makes sure
 * Downtown has N recorded emails (statuses and sources mixed, to its contacts in turn) with an
 * open and a click on every tenth. Writes the newest one's open-pixel token as JSON.
 *
 *   tsx scripts/bench-lib/email-logs-seed.ts --messages N --out <file>
 */
import fs from "node:fs";
import path from "node:path";
import { and, asc, count, eq, isNotNull, sql } from "drizzle-orm";
import { dataDir, migrateDatabase, openDatabase } from "../../db/open";
import { contacts, emailMessages, locations } from "../../db/schema";
import { seedDemo } from "../../lib/demo/seed";
import { messageToken } from "../../lib/platform/email/tokens";

const SUBJECT = "Bench newsletter";

async function main() {
  const args = process.argv.slice(2);
  const arg = (name: string) => args[args.indexOf(name) + 1];
  const messages = Number(arg("--messages"));
  const out = arg("--out");
  const url = process.env.DATABASE_URL || undefined;
  const opened = await openDatabase(url ? { url } : { dir: path.join(dataDir(), "pglite") });
  await migrateDatabase(opened);
  await seedDemo(opened.db);
  const db = opened.db;
  const [downtown] = await db.select({ id: locations.id }).from(locations).where(eq(locations.businessname, "Downtown"));
  const loc = downtown.id;
  const mine = and(eq(emailMessages.locationId, loc), eq(emailMessages.subject, SUBJECT));
  const [{ n }] = await db.select({ n: count() }).from(emailMessages).where(mine);
  if (n !== messages) {
    const t0 = Date.now();
    await db.delete(emailMessages).where(mine);
    const people = await db.select({ id: contacts.id, email: contacts.email }).from(contacts).where(and(eq(contacts.locationId, loc), isNotNull(contacts.email))).orderBy(asc(contacts.id));
    const ids = sql.raw(`ARRAY[${people.map((p) => p.id).join(",")}]::int[]`);
    const emails = sql.raw(`ARRAY[${people.map((p) => `'${p.email!.replace(/'/g, "''")}'`).join(",")}]::text[]`);
    await db.execute(sql`
      INSERT INTO email_messages (location_id, contact_id, kind, to_address, from_address, subject, html, text, status, source, source_id, created_at, updated_at, sent_at)
      SELECT ${loc}, (${ids})[1 + g % ${people.length}], 'contact', (${emails})[1 + g % ${people.length}], 'coach@downtown.test', ${SUBJECT}, '<p>Hello</p>', 'Hello',
        (ARRAY['sent', 'sent', 'sent', 'captured', 'failed'])[1 + g % 5], (ARRAY['broadcast', 'contact', 'checkout'])[1 + g % 3], 1,
        now() - ((${messages} - g) || ' seconds')::interval, now(), now() - ((${messages} - g) || ' seconds')::interval
      FROM generate_series(1, ${messages}) AS g`);
    await db.execute(sql`
      INSERT INTO email_events (location_id, message_id, contact_id, type, machine, url, created_at)
      SELECT m.location_id, m.id, m.contact_id, t.type, false, CASE WHEN t.type = 'click' THEN 'https://example.com/' END, m.created_at + interval '1 hour'
      FROM email_messages m CROSS JOIN (VALUES ('open'), ('click')) AS t(type)
      WHERE m.location_id = ${loc} AND m.subject = ${SUBJECT} AND m.id % 10 = 0`);
    for (const t of ["email_messages", "email_events"]) await db.execute(sql.raw(`VACUUM ANALYZE ${t}`));
    console.log(`Added ${messages} emails to Downtown in ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
  }
  const [newest] = await db.select({ id: emailMessages.id }).from(emailMessages).where(mine).orderBy(sql`${emailMessages.id} desc`).limit(1);
  fs.writeFileSync(out, JSON.stringify({ messages, openToken: messageToken(newest.id) }));
  await opened.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
