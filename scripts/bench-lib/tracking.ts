/**
 * `npm run bench -- --tracking [--contacts C] [--days D] [--reminders R] [--duration S] [--postgres] [--fresh] [--build]`
 *
 * Client tracking (issue 28), against `next start` like the other module benches:
 *   - the public check-in page (GET /check-in/{token}, a different contact's link on each
 *     request) and its submit (the page's plain multipart POST, as a browser without JavaScript
 *     sends it) at 32 connections, as ratios to the trivial route in the same run (target: the
 *     page at least 0.5 of its req/s; the submit's ratio is reported);
 *   - then, the server stopped, the app's code in this process: the habit score refresh
 *     (recomputeTracking, what GET /habit-tracking/{id}/refresh runs) for C contacts (default
 *     2,000) × 10 habits × D days (default 90) of logs: seconds, and this process's peak resident
 *     memory growth (target: flat, at most 64 MB); and R due reminders (default 10,000) sent by the reminders job's code
 *     in this process: sent/s, each exactly once; and with --postgres, the same R sent by
 *     `npm run worker` processes, the first SIGKILLed once half are sent and a new one started:
 *     duplicates and lost must both be 0 (the restarted worker's per-minute run resumes the rest).
 * Smaller sizes make a quick check: `--contacts 200 --days 30 --reminders 1000 --duration 2`.
 *
 * Data: embedded in .data-bench-tracking/ (marker bench-tracking-seed.json, re-seeded when a
 * size or the migrations change); --postgres in database coachos_bench_tracking
 * (BENCH_PG_TRACKING_DB) on BENCH_PG_URL.
 */
import path from "node:path";
import { sql } from "drizzle-orm";
import { cannon, type CannonRequest } from "./measure";
import { measureRoutes, prepareBenchData, reportBench, runSeed, type BenchData, type ModuleBenchFlags, type RouteResult, type Target } from "./module-bench";
import { apiLogin, ensureBuilt, startServer } from "./server";
import { ms } from "./table";
import type { TrackingSeeded } from "./tracking-seed";

const PAGE_SHARE = 0.5;
const REFRESH_RSS_MB = 64;
const WARMUP_REQUESTS = 200;
const KILL_AT = 0.5;
const POLL_MS = 200;

export type TrackingBenchOptions = ModuleBenchFlags & { contacts: number; days: number; reminders: number };

const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** The hidden inputs React renders into a server-action form for its no-JavaScript POST ($ACTION_…), as name → value. */
function actionFields(html: string): [string, string][] {
  const out: [string, string][] = [];
  for (const m of html.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(m[0])?.[1];
    if (!name || !decode(name).startsWith("$ACTION")) continue;
    out.push([decode(name), decode(/\bvalue="([^"]*)"/.exec(m[0])?.[1] ?? "")]);
  }
  return out;
}

const BOUNDARY = "----coachosbenchboundary7MA4YWxkTrZu0gW";
function multipart(fields: [string, string][]): Buffer {
  const parts = fields.map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  return Buffer.from(parts.join("") + `--${BOUNDARY}--\r\n`);
}

/** A rotating request source over the contacts' links. */
function rotate<T>(items: T[]) {
  let i = 0;
  return () => items[i++ % items.length];
}

async function measure(url: string, request: () => CannonRequest, duration: number): Promise<RouteResult> {
  await cannon(url, {}, { connections: 4, amount: WARMUP_REQUESTS, request });
  const c1 = await cannon(url, {}, { connections: 1, duration, request });
  const c32 = await cannon(url, {}, { connections: 32, duration, request });
  return { sample: "", c1, c32 };
}

export async function trackingBench(opts: TrackingBenchOptions) {
  const data = await prepareBenchData("tracking", { contacts: opts.contacts, days: opts.days, reminders: opts.reminders }, opts);
  console.log(`Plan: ${opts.contacts} contacts on a check-in and on 10 habits with ${opts.days} days of logs, ${opts.reminders} due reminders; ${opts.duration} s per measurement at 1 and 32 connections.\n`);
  const seeded = await runSeed<TrackingSeeded>(data, "scripts/bench-lib/tracking-seed.ts", ["--contacts", String(opts.contacts), "--days", String(opts.days), "--reminders", String(opts.reminders)]);
  console.log(`  ${seeded.logs.toLocaleString("en-US")} habit logs, ${seeded.checkInPaths.length} check-in links, ${seeded.reminders} reminder enrolments.`);
  await ensureBuilt(opts.build);

  const server = await startServer(data.dataDir, `bench-tracking-${data.mode}`, data.db);
  console.log(`next start is up at ${server.origin} (pid ${server.pid}).`);
  const headers = { authorization: `Bearer ${await apiLogin(server.origin)}`, accept: "application/json" };
  const routes = [
    { key: "health", label: "GET /api/v3/health (trivial)", path: "/api/v3/health" },
    { key: "page", label: "GET /check-in/{token} (public page)", path: "/check-in/{token}" },
    { key: "submit", label: "POST /check-in/{token} (its submit)", path: "/check-in/{token}" },
  ];
  const results = await measureRoutes(server.origin, headers, routes.slice(0, 1), opts.duration);

  // The page: a different contact's link each request.
  const first = await fetch(server.origin + seeded.checkInPaths[0], { headers: { accept: "text/html" } });
  const html = await first.text();
  if (first.status !== 200) throw new Error(`the check-in page answered ${first.status}`);
  const hidden = actionFields(html);
  if (!hidden.length) throw new Error("the check-in page has no server-action form fields");
  const nextPage = rotate(seeded.checkInPaths);
  results.page = await measure(server.origin, () => ({ path: nextPage(), headers: { accept: "text/html" } }), opts.duration);
  console.log(`  page: 1 conn p50 ${ms(results.page.c1.p50)}, 32 conn ${results.page.c32.rps.toFixed(0)} req/s`);

  // The submit: the form's plain POST (its hidden action fields, the link's token, the answers).
  let k = 0;
  const bodies = seeded.checkInPaths.map((p) => ({
    path: p,
    body: () =>
      multipart([
        ...hidden,
        ["token", p.slice("/check-in/".length)],
        [`q_${seeded.questionIds.number}`, String(3 + (k % 3))],
        [`q_${seeded.questionIds.scale}`, String(1 + (k++ % 10))],
        [`c_${seeded.categoryId}`, (80 - (k % 50) / 10).toFixed(1)],
      ]),
  }));
  const check = await fetch(server.origin + bodies[0].path, { method: "POST", headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, accept: "text/html", origin: server.origin }, body: new Uint8Array(bodies[0].body()) });
  const answer = await check.text();
  if (check.status !== 200 || !answer.includes("Your coach has your check-in")) throw new Error(`the check-in submit did not store (status ${check.status})`);
  const nextSubmit = rotate(bodies);
  results.submit = await measure(
    server.origin,
    () => {
      const b = nextSubmit();
      return { path: b.path, method: "POST", body: b.body(), headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, accept: "text/html", origin: server.origin } };
    },
    opts.duration,
  );
  console.log(`  submit: 1 conn p50 ${ms(results.submit.c1.p50)}, 32 conn ${results.submit.c32.rps.toFixed(0)} req/s`);

  await server.stop();

  const { refreshed, reminders } = await inProcess(data, seeded, opts);

  const health = results.health;
  const targets: Target[] = [
    { name: `check-in page req/s at 32 connections >= ${PAGE_SHARE}x trivial route`, value: `${results.page.c32.rps.toFixed(0)} vs ${health.c32.rps.toFixed(0)} req/s = ${(results.page.c32.rps / health.c32.rps).toFixed(2)}x`, pass: results.page.c32.rps >= PAGE_SHARE * health.c32.rps && results.page.c32.non2xx === 0 },
    { name: "check-in submit at 32 connections, as a ratio to the trivial route (no target), no errors", value: `${results.submit.c32.rps.toFixed(0)} req/s = ${(results.submit.c32.rps / health.c32.rps).toFixed(2)}x`, pass: results.submit.c32.non2xx === 0 && results.submit.c32.errors === 0 },
    { name: `habit refresh (${opts.contacts} × 10 × ${opts.days} days): peak RSS growth <= ${REFRESH_RSS_MB} MB`, value: `${refreshed.seconds.toFixed(2)} s, +${refreshed.peakGrowthMb.toFixed(0)} MB`, pass: refreshed.peakGrowthMb <= REFRESH_RSS_MB },
    { name: `${reminders.inProcess.due} due reminders sent, each exactly once`, value: `${reminders.inProcess.perSecond.toFixed(0)} sent/s; ${reminders.inProcess.duplicates} duplicates, ${reminders.inProcess.lost} lost`, pass: reminders.inProcess.duplicates === 0 && reminders.inProcess.lost === 0 },
  ];
  if (reminders.killed) {
    const k = reminders.killed;
    targets.push({ name: `${k.due} reminders, worker SIGKILLed at ${k.atKill} sent and restarted: exactly once`, value: `finished ${k.finishedAfterKillS} s after the kill; ${k.duplicates} duplicates, ${k.lost} lost`, pass: k.duplicates === 0 && k.lost === 0 });
  }
  reportBench({ data, name: "tracking", options: opts, routes, results, targets, extra: { refresh: refreshed, reminders, logs: seeded.logs } });
}

/**
 * The server stopped (PGlite has no lock between processes), the app's code in this process:
 * the habit refresh (recomputeTracking, what GET {id}/refresh runs) with this process's peak
 * RSS growth; then the bench's R enrolments made due and sent by sendDueReminders; with
 * PostgreSQL also by worker processes, one SIGKILLed half-way.
 */
async function inProcess(data: BenchData, seeded: TrackingSeeded, opts: TrackingBenchOptions) {
  process.env.DATA_DIR = data.dataDir;
  if (data.db.databaseUrl) process.env.DATABASE_URL = data.db.databaseUrl;
  else delete process.env.DATABASE_URL;
  const { openDatabase } = await import("../../db/open");
  const { setDb } = await import("../../db");
  const { queryRows } = await import("../../db/rows");
  const url = data.db.databaseUrl;
  const opened = await openDatabase(url ? { url } : { dir: path.join(data.dataDir, "pglite") });
  setDb(opened.db, url);
  const db = opened.db;
  // The habit refresh: twice (the first warms the statements and the code path), the second reported.
  const { recomputeTracking } = await import("../../lib/habit-tracking/service");
  const [{ loc }] = await queryRows<{ loc: number }>(db, sql`select location_id as loc from habit_trackings where id = ${seeded.habitTrackingId}`);
  const refresh = async () => {
    (globalThis as { gc?: () => void }).gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const t0 = performance.now();
    await recomputeTracking(db, loc, seeded.habitTrackingId);
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    return { seconds, peakGrowthMb: (peak - before) / 2 ** 20 };
  };
  await refresh();
  const refreshed = await refresh();
  console.log(`  habit refresh: ${opts.contacts} contacts × 10 habits × ${opts.days} days in ${refreshed.seconds.toFixed(2)} s, peak RSS +${refreshed.peakGrowthMb.toFixed(0)} MB`);

  const t = seeded.reminderTrackingId;
  const enrolments = sql`(select id from progress_tracking_contacts where tracking_id = ${t})`;

  /** Makes the bench's enrolments due a minute ago, their earlier sends forgotten; answers the database's now. */
  const makeDue = async () => {
    await db.execute(sql`delete from reminder_sends where source = 'progress-tracking' and enrolment_id in ${enrolments}`);
    await db.execute(sql`update progress_tracking_contacts set next_reminder_at = now() - interval '1 minute', reminder_enabled = null where tracking_id = ${t}`);
    return (await queryRows<{ now: string }>(db, sql`select now()::text as now`))[0].now;
  };
  const sent = async () => (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from reminder_sends where source = 'progress-tracking' and enrolment_id in ${enrolments} and due_at is not null`))[0].n;
  /** Duplicates: emails beyond one per enrolment since `since`; lost: enrolments without a sent email. */
  const tally = async (since: string) =>
    (
      await queryRows<{ emails: number; contacts: number; lost: number }>(db, sql`
        select (select count(*)::int from email_messages m where m.source = 'reminder' and m.created_at >= ${since}::timestamptz
                  and m.contact_id in (select contact_id from progress_tracking_contacts where tracking_id = ${t})) as emails,
               (select count(distinct m.contact_id)::int from email_messages m where m.source = 'reminder' and m.created_at >= ${since}::timestamptz
                  and m.contact_id in (select contact_id from progress_tracking_contacts where tracking_id = ${t})) as contacts,
               (select count(*)::int from progress_tracking_contacts e where e.tracking_id = ${t} and not exists (
                  select 1 from reminder_sends s where s.source = 'progress-tracking' and s.enrolment_id = e.id and s.channel = 'email')) as lost`)
    )[0];

  // As the app and `npm run worker` do first: the modules' handlers and reminder sources.
  const { installPlatformHandlers } = await import("../../lib/api/platform-handlers");
  installPlatformHandlers();
  const { sendDueReminders } = await import("../../lib/reminders/send");
  const since = await makeDue();
  const t0 = performance.now();
  await sendDueReminders(db, new Date());
  const seconds = (performance.now() - t0) / 1000;
  const a = await tally(since);
  const inProcess = { due: seeded.reminders, seconds: +seconds.toFixed(2), perSecond: seeded.reminders / seconds, duplicates: a.emails - a.contacts, lost: a.lost };
  console.log(`  reminders: ${seeded.reminders} sent in ${seconds.toFixed(2)} s (${inProcess.perSecond.toFixed(0)}/s), ${inProcess.duplicates} duplicates, ${inProcess.lost} lost`);

  let killed: { due: number; atKill: number; finishedAfterKillS: number; duplicates: number; lost: number } | null = null;
  if (url) {
    // npm run worker, SIGKILLed once half the reminders are committed, then started again.
    const { startWorker, exited } = await import("./worker-recovery");
    const { sendJob } = await import("../../lib/platform/jobs/send");
    const { remindersSendJob } = await import("../../lib/reminders/job");
    const pause = () => new Promise((r) => setTimeout(r, POLL_MS));
    const since2 = await makeDue();
    await sendJob(remindersSendJob, { at: new Date().toISOString() });
    let worker = startWorker(url, data.dataDir);
    let atKill = 0;
    while ((atKill = await sent()) < seeded.reminders * KILL_AT) await pause();
    worker.kill("SIGKILL");
    await exited(worker);
    const killedAt = performance.now();
    worker = startWorker(url, data.dataDir);
    while ((await sent()) < seeded.reminders) {
      if (performance.now() - killedAt > 5 * 60_000) throw new Error("the reminders did not finish within 5 minutes of the kill");
      await pause();
    }
    const finishedAfterKillS = +((performance.now() - killedAt) / 1000).toFixed(1);
    worker.kill("SIGTERM");
    await exited(worker);
    const b = await tally(since2);
    killed = { due: seeded.reminders, atKill, finishedAfterKillS, duplicates: b.emails - b.contacts, lost: b.lost };
    console.log(`  worker killed at ${atKill} sent; all sent ${finishedAfterKillS} s after the kill; ${killed.duplicates} duplicates, ${killed.lost} lost`);
  }
  const { stopBoss } = await import("../../lib/platform/jobs/boss");
  await stopBoss(5000).catch(() => undefined);
  await opened.close();
  return { refreshed, reminders: { inProcess, killed } };
}
