/**
 * `npm run bench -- --broadcasts [--rows N] [--postgres]`: a broadcast's fan-out, in this process
 * (no server): N generated contacts (default 100,000) in Downtown, a broadcast to all of their
 * statuses, and the time to fix its recipients (lib/broadcasts/sender.ts startBroadcast: the
 * audience rules, once per address, INSERT ... SELECT into broadcast_recipients) against a bare
 * `INSERT ... SELECT` of the same contacts' ids and addresses into a plain table: the cost of the
 * rules. Target: under 5 s for 100k. Then the outbox, the window lifted: every recipient's email
 * recorded (rendered, written with its recipient marked sent, its delivery queued), in messages/s,
 * and DELIVER of them delivered by the email job's handler at its concurrency (embedded: to the
 * outbox you can open; production: SMTP), in messages/s.
 *
 * Embedded: a fresh PGlite in a temp folder. --postgres: database coachos_bench_broadcasts
 * (BENCH_PG_BROADCASTS_DB) on BENCH_PG_URL, dropped and recreated each run.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import postgres from "postgres";
import { migrateDatabase, openDatabase } from "../../db/open";
import { setDb } from "../../db";
import { queryRows } from "../../db/rows";
import { broadcasts, locations } from "../../db/schema";
import { finishInProcessBench } from "./in-process";
import { benchPgUrls, redact, withDatabase } from "./postgres";

const DELIVER = 5_000;

export async function broadcastsBench(opts: { rows: number; postgres: boolean; resultsDir: string }) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "coachos-broadcasts-bench-"));
  process.env.DATA_DIR = tmp;
  let url: string | undefined;
  if (opts.postgres) {
    const { base, admin } = benchPgUrls();
    const name = process.env.BENCH_PG_BROADCASTS_DB ?? "coachos_bench_broadcasts";
    const admin_ = postgres(admin, { max: 1, onnotice: () => {} });
    await admin_.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin_.unsafe(`CREATE DATABASE ${name}`);
    await admin_.end();
    url = withDatabase(base, name);
    process.env.DATABASE_URL = url;
  } else delete process.env.DATABASE_URL;
  console.log(`Mode: ${opts.postgres ? `postgres — ${redact(url!)}` : `embedded PGlite in this process (${tmp})`}`);

  const opened = await openDatabase(url ? { url } : { dir: path.join(tmp, "pglite") });
  await migrateDatabase(opened);
  const { seedDemo, seedGeneratedContacts } = await import("../../lib/demo/seed");
  await seedDemo(opened.db);
  setDb(opened.db, url);
  const db = opened.db;
  const { startBroadcast } = await import("../../lib/broadcasts/sender");
  const [downtown] = await db.select({ id: locations.id }).from(locations).where(eq(locations.businessname, "Downtown"));
  await seedGeneratedContacts(db, downtown.id, opts.rows);
  await db.execute(sql`analyze contacts`);
  const statuses = (await queryRows<{ status: string }>(db, sql`select distinct status from contacts where location_id = ${downtown.id}`)).map((r) => r.status);

  // The baseline: the same contacts' ids and addresses copied by one bare statement.
  await db.execute(sql`create table bench_bare (broadcast_id int, contact_id int, location_id int, address text)`);
  const bare = async () => {
    await db.execute(sql`truncate bench_bare`);
    const t = performance.now();
    await db.execute(sql`insert into bench_bare select 1, id, location_id, lower(email) from contacts where location_id = ${downtown.id} and deleted_at is null`);
    return (performance.now() - t) / 1000;
  };
  const bareFirst = await bare();

  const [b] = await db
    .insert(broadcasts)
    .values({ locationId: downtown.id, name: "Bench", subject: "Bench", body: "<p>Bench</p>", audience: { group_ids: [], tag_ids: [], statuses, exclude_tag_ids: [] }, status: "scheduled" })
    .returning({ id: broadcasts.id });
  const t0 = performance.now();
  const run = await startBroadcast(db, b.id);
  const fanOut = (performance.now() - t0) / 1000;
  const total = run && "total" in run ? run.total : 0;
  const bareS = Math.min(bareFirst, await bare());

  // The outbox, the window lifted: record every recipient's email, then deliver a share of them.
  const { runBroadcastSend } = await import("../../lib/broadcasts/sender");
  const { emailSendJob } = await import("../../lib/platform/email/job");
  const t1 = performance.now();
  await runBroadcastSend(db, b.id, { limit: 1_000_000_000, seconds: 60 });
  const recordS = (performance.now() - t1) / 1000;
  const [{ recorded }] = await queryRows<{ recorded: number }>(db, sql`select count(*)::int as recorded from email_messages where source = 'broadcast' and source_id = ${b.id}`);
  const ids = (await queryRows<{ id: number }>(db, sql`select id from email_messages where source = 'broadcast' and source_id = ${b.id} order by id limit ${DELIVER}`)).map((r) => r.id);
  let next = 0;
  const t2 = performance.now();
  await Promise.all(
    Array.from({ length: emailSendJob.concurrency }, async () => {
      while (next < ids.length) await emailSendJob.handler({ id: ids[next++] }, { db, jobId: "bench", attempt: 1 });
    }),
  );
  const deliverS = (performance.now() - t2) / 1000;
  const [{ delivered }] = await queryRows<{ delivered: number }>(db, sql`select count(*)::int as delivered from email_messages where id = any(${sql.raw(`ARRAY[${ids.join(",") || "0"}]::int[]`)}) and status <> 'queued'`);

  const result = {
    mode: opts.postgres ? "postgres" : "embedded", contacts: opts.rows, recipients: total, fan_out_s: +fanOut.toFixed(2), bare_insert_select_s: +bareS.toFixed(2), ratio: +(fanOut / bareS).toFixed(1),
    outbox_recorded: recorded, outbox_record_per_s: Math.round(recorded / recordS), delivered, delivered_per_s: Math.round(delivered / deliverS),
  };
  console.log("\nBroadcast fan-out");
  console.log(`  recipients fixed             ${total.toLocaleString("en-US")}`);
  console.log(`  fan-out                      ${result.fan_out_s.toFixed(2)} s`);
  console.log(`  bare INSERT ... SELECT       ${result.bare_insert_select_s.toFixed(2)} s  (ratio ${result.ratio}x)`);
  if (opts.rows === 100_000) console.log(`  target: < 5 s ${result.fan_out_s < 5 ? "met" : "MISSED"}`);
  console.log(`  outbox, window lifted         ${recorded.toLocaleString("en-US")} recorded in ${recordS.toFixed(1)} s (${result.outbox_record_per_s} msg/s)`);
  console.log(`  delivered by the email job   ${delivered.toLocaleString("en-US")} in ${deliverS.toFixed(1)} s (${result.delivered_per_s} msg/s)`);
  await finishInProcessBench({ resultsDir: opts.resultsDir, file: `broadcasts${opts.postgres ? "-postgres" : ""}-${opts.rows}.json`, result, opened, tmp });
}
