/**
 * `npm run bench -- --worker-crash [--rows N] [--kill-at P]` (PostgreSQL only: `npm run worker`
 * is a process of its own only there): how long a bulk send takes to resume and finish after its
 * worker is killed (issue 33 item 14), and whether anyone got two emails or none.
 *
 * A fresh database coachos_bench_recovery (BENCH_PG_RECOVERY_DB) on BENCH_PG_URL, the demo seed
 * and N new contacts in Downtown (default 3,060, the send). This process queues a
 * bulk email to all of them as POST /contact/send-email { all: true } does (recipients fixed,
 * then contacts.bulk-send queued) and stays up like a web server (its pg-boss runs maintenance).
 * One `npm run worker` process is started; once P% (default 30) of the recipients are done it is
 * SIGKILLed and a new one started at once. Reports seconds from the kill until the send resumed
 * (the first recipient done after it) and until it finished, duplicates (emails beyond one per
 * contact) and lost recipients (not sent). Target: resumed and finished within 60 s of the kill
 * (plus the send's own remaining time), duplicates 0, lost 0.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import postgres from "postgres";
import { migrateDatabase, openDatabase } from "../../db/open";
import { setDb } from "../../db";
import { queryRows } from "../../db/rows";
import { contactBulkSends, locations, users } from "../../db/schema";
import { finishInProcessBench } from "./in-process";
import { benchPgUrls, redact, withDatabase } from "./postgres";
import { ROOT } from "./server";

const POLL_MS = 200;

/**
 * `npm run worker`'s script in node itself, tsx loaded in-process (`--import tsx`): the tsx CLI
 * runs the script in a child node process, so a SIGKILL to the CLI would leave the worker running.
 */
export function startWorker(url: string, dataDir: string): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "scripts/worker.ts"], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

export const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve())));

export async function workerRecoveryBench(opts: { rows: number; killAt: number; resultsDir: string }) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "coachos-recovery-bench-"));
  process.env.DATA_DIR = tmp;
  const { base, admin } = benchPgUrls();
  const name = process.env.BENCH_PG_RECOVERY_DB ?? "coachos_bench_recovery";
  const admin_ = postgres(admin, { max: 1, onnotice: () => {} });
  await admin_.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin_.unsafe(`CREATE DATABASE ${name}`);
  await admin_.end();
  const url = withDatabase(base, name);
  process.env.DATABASE_URL = url;
  console.log(`Mode: postgres — ${redact(url)}; one worker process (npm run worker), killed at ${opts.killAt}% of ${opts.rows} recipients`);

  const opened = await openDatabase({ url });
  await migrateDatabase(opened);
  const { seedDemo } = await import("../../lib/demo/seed");
  await seedDemo(opened.db);
  setDb(opened.db, url);
  const db = opened.db;
  const [downtown] = await db.select({ id: locations.id }).from(locations).where(eq(locations.businessname, "Downtown"));
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, "owner@demo.test"));
  const mark = `recovery-${Date.now()}`;
  // N contacts with an address each, so every one is a recipient.
  await db.execute(sql`
    insert into contacts (location_id, first_name, last_name, email, status, tab)
    select ${downtown.id}, 'Client' || g, ${mark}, ${mark} || '-' || g || '@example.test', 'Leads', 'leads' from generate_series(1, ${opts.rows}) g`);

  // As startBulkSend does for a large selection: the recipients fixed, then the job queued.
  const [send] = await db.insert(contactBulkSends).values({ locationId: downtown.id, userId: owner.id, kind: "email", subject: mark, message: "Once only", total: 0 }).returning({ id: contactBulkSends.id });
  const [{ n: total }] = await queryRows<{ n: number }>(db, sql`
    with added as (
      insert into contact_bulk_send_recipients (send_id, location_id, contact_id, state)
      select ${send.id}, location_id, id, 'pending' from contacts where location_id = ${downtown.id} and last_name = ${mark} and deleted_at is null
      returning 1)
    select count(*)::int as n from added`);
  await db.update(contactBulkSends).set({ total }).where(eq(contactBulkSends.id, send.id));
  const { sendJob } = await import("../../lib/platform/jobs/send");
  const { contactBulkSendJob } = await import("../../lib/contacts/bulk-send-job");
  await sendJob(contactBulkSendJob, { send_id: send.id });

  const done = async () => (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from contact_bulk_send_recipients where send_id = ${send.id} and state <> 'pending'`))[0].n;
  const finished = async () => (await db.select({ at: contactBulkSends.finishedAt }).from(contactBulkSends).where(eq(contactBulkSends.id, send.id)))[0].at !== null;
  const pause = () => new Promise((r) => setTimeout(r, POLL_MS));

  const t0 = performance.now();
  let worker = startWorker(url, tmp);
  let atKill = 0;
  while ((atKill = await done()) < (total * opts.killAt) / 100) await pause();
  worker.kill("SIGKILL");
  await exited(worker);
  const killed = performance.now();
  const beforeS = (killed - t0) / 1000;
  worker = startWorker(url, tmp);
  // A round in flight was rolled back with the dead worker's connection: count from what is committed now.
  const committed = await done();
  let resumed = 0;
  while (!(await finished())) {
    if (!resumed && (await done()) > committed) resumed = performance.now();
    if (performance.now() - killed > 15 * 60_000) throw new Error("the send did not finish within 15 minutes of the kill");
    await pause();
  }
  const end = performance.now();
  if (!resumed) resumed = end;
  worker.kill("SIGTERM");
  await exited(worker);

  const [counts] = await queryRows<{ messages: number; contacts: number; lost: number }>(db, sql`
    select (select count(*)::int from email_messages where subject = ${mark}) as messages,
      (select count(distinct contact_id)::int from email_messages where subject = ${mark}) as contacts,
      (select count(*)::int from contact_bulk_send_recipients where send_id = ${send.id} and state <> 'sent') as lost`);
  const result = {
    mode: "postgres",
    recipients: total,
    killed_at_done: atKill,
    committed_at_kill: committed,
    seconds_before_kill: +beforeS.toFixed(1),
    resumed_after_kill_s: +((resumed - killed) / 1000).toFixed(1),
    finished_after_kill_s: +((end - killed) / 1000).toFixed(1),
    duplicates: counts.messages - counts.contacts,
    lost: counts.lost,
  };
  console.log("\nBulk send, worker SIGKILLed part-way");
  console.log(`  recipients                  ${total.toLocaleString("en-US")}`);
  console.log(`  killed after                ${result.seconds_before_kill} s, at ${atKill} done (${committed} committed)`);
  console.log(`  resumed after the kill      ${result.resumed_after_kill_s} s  (target < 60 s: ${result.resumed_after_kill_s < 60 ? "met" : "MISSED"})`);
  console.log(`  finished after the kill     ${result.finished_after_kill_s} s`);
  console.log(`  duplicates                  ${result.duplicates}  (target 0: ${result.duplicates === 0 ? "met" : "MISSED"})`);
  console.log(`  lost                        ${result.lost}  (target 0: ${result.lost === 0 ? "met" : "MISSED"})`);
  await finishInProcessBench({ resultsDir: opts.resultsDir, file: `worker-recovery-postgres-${total}.json`, result, opened, tmp });
}
