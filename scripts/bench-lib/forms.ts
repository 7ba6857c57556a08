/**
 * `npm run bench -- --forms [--responses N] [--duration S] [--postgres] [--fresh] [--build]`
 *
 * Forms (issue 12), against `next start` like the contact bench:
 *   - GET /form/get-analytics over a form with N responses (default 100,000): p50 at 1 connection
 *     (target: under 50 ms; the counts come from form_tallies, kept by triggers);
 *   - GET /form/{id}/download-analytics?format=csv: every respondent as CSV, read as it streams,
 *     with the server's peak resident memory growth (target: flat, at most 64 MB);
 *   - GET /form/list (the dashboard) vs the trivial route (target: at least 0.5 of its req/s at
 *     32 connections).
 * Smaller sizes make a quick check: `--responses 5000 --duration 2`.
 *
 * Data: embedded in .data-bench-forms/ (marker bench-forms-seed.json, re-seeded when the size or
 * the migrations change); --postgres in database coachos_bench_forms (BENCH_PG_FORMS_DB) on
 * BENCH_PG_URL.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { poolSize } from "../../db/open";
import { cannon, probe, treeRss, type Measurement } from "./measure";
import { benchPgUrls, redact, withDatabase } from "./postgres";
import { apiLogin, benchEnv, ensureBuilt, machine, onCleanup, printMachine, ROOT, run, startServer, writeResult, type BenchDb } from "./server";
import { mark, ms, table } from "./table";

const DATA_DIR = path.join(ROOT, ".data-bench-forms");
const MARKER = "bench-forms-seed.json";
const WARMUP_REQUESTS = 200;
const LIST_SHARE = 0.5;
const ANALYTICS_P50_MS = 50;
const CSV_RSS_MB = 64;

type Seeded = { formId: number; responses: number };
export type FormsBenchOptions = { responses: number; duration: number; postgres: boolean; fresh: boolean; build: boolean };

function migrationsFingerprint(): string {
  const hash = createHash("sha256");
  const dir = path.join(ROOT, "db", "migrations");
  for (const f of fs.readdirSync(dir).filter((x) => x.endsWith(".sql")).sort()) hash.update(f).update(fs.readFileSync(path.join(dir, f)));
  return hash.digest("hex").slice(0, 16);
}

async function seed(dataDir: string, opts: FormsBenchOptions, db: BenchDb): Promise<Seeded> {
  const out = path.join(os.tmpdir(), `coachos-forms-seed-${process.pid}.json`);
  const t0 = Date.now();
  await run(path.join(ROOT, "node_modules", ".bin", "tsx"), ["--conditions=react-server", "scripts/bench-lib/forms-seed.ts", "--responses", String(opts.responses), "--out", out], benchEnv(dataDir, {}, db), "Seeding");
  const seeded = JSON.parse(fs.readFileSync(out, "utf8")) as Seeded;
  fs.rmSync(out, { force: true });
  console.log(`Data ready in ${((Date.now() - t0) / 1000).toFixed(1)} s: form ${seeded.formId} with ${seeded.responses} responses.`);
  return seeded;
}

function prepareEmbedded(opts: FormsBenchOptions) {
  const marker = path.join(DATA_DIR, MARKER);
  const want = { responses: opts.responses, migrations: migrationsFingerprint() };
  let have: typeof want | null = null;
  try {
    have = JSON.parse(fs.readFileSync(marker, "utf8"));
  } catch {
    have = null;
  }
  if (opts.fresh || have?.responses !== want.responses || have?.migrations !== want.migrations) {
    fs.rmSync(DATA_DIR, { recursive: true, force: true });
    console.log(`Seeding ${path.relative(ROOT, DATA_DIR)} with ${opts.responses} responses (reused by later runs of the same size; --fresh rebuilds)...`);
  }
  fs.mkdirSync(DATA_DIR, { recursive: true });
  return () => fs.writeFileSync(marker, JSON.stringify(want, null, 2) + "\n");
}

async function preparePostgres(opts: FormsBenchOptions): Promise<string> {
  const { base, admin } = benchPgUrls();
  const name = process.env.BENCH_PG_FORMS_DB ?? "coachos_bench_forms";
  const sql = postgres(admin, { max: 1, onnotice: () => {} });
  try {
    if (opts.fresh) await sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const [exists] = await sql`SELECT 1 FROM pg_database WHERE datname = ${name}`;
    if (!exists) await sql.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await sql.end({ timeout: 5 });
  }
  return withDatabase(base, name);
}

/** The CSV read as it streams: rows, MB, seconds and the server's peak RSS growth (sampled every 20 ms). */
async function csvDownload(origin: string, headers: Record<string, string>, pid: number, formId: number) {
  (globalThis as { gc?: () => void }).gc?.();
  const before = treeRss(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(pid))), 20);
  const t0 = performance.now();
  const res = await fetch(`${origin}/api/v3/form/${formId}/download-analytics?format=csv`, { headers });
  if (res.status !== 200 || !res.body) throw new Error(`download-analytics answered ${res.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, treeRss(pid));
  return { seconds, rows: lines - 1, mb: bytes / 2 ** 20, peakGrowthMb: (peak - before) / 2 ** 20 };
}

export async function formsBench(opts: FormsBenchOptions) {
  const m = machine();
  printMachine(m);
  const mode = opts.postgres ? "postgres" : "embedded";
  let dataDir = DATA_DIR;
  let db: BenchDb = {};
  let markSeeded = () => {};
  if (opts.postgres) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "coachos-bench-forms-pg-"));
    onCleanup(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    db = { databaseUrl: await preparePostgres(opts) };
  } else markSeeded = prepareEmbedded(opts);
  const database = opts.postgres ? `PostgreSQL ${redact(db.databaseUrl!)} (pool ${poolSize()})` : `embedded PGlite (${path.relative(ROOT, DATA_DIR)})`;
  console.log(`Mode: ${mode} — ${database}`);
  console.log(`Plan: a form with ${opts.responses} responses; ${opts.duration} s per measurement at 1 and 32 connections; its CSV streamed.\n`);

  const seeded = await seed(dataDir, opts, db);
  markSeeded();
  await ensureBuilt(opts.build);

  const server = await startServer(dataDir, opts.postgres ? "bench-forms-postgres" : "bench-forms", db);
  console.log(`next start is up at ${server.origin} (pid ${server.pid}).`);
  const headers = { authorization: `Bearer ${await apiLogin(server.origin)}`, accept: "application/json" };

  const routes = [
    { key: "health", label: "GET /api/v3/health (trivial)", path: "/api/v3/health" },
    { key: "list", label: "GET /api/v3/form/list (dashboard)", path: "/api/v3/form/list" },
    { key: "analytics", label: `GET /api/v3/form/get-analytics (${seeded.responses} responses)`, path: `/api/v3/form/get-analytics?form_id=${seeded.formId}` },
  ] as const;
  const results = {} as Record<(typeof routes)[number]["key"], { sample: string; c1: Measurement; c32: Measurement }>;
  for (const r of routes) {
    const url = server.origin + r.path;
    const sample = await probe(server.origin, r.path, headers);
    await cannon(url, headers, { connections: 4, amount: WARMUP_REQUESTS });
    const c1 = await cannon(url, headers, { connections: 1, duration: opts.duration });
    const c32 = await cannon(url, headers, { connections: 32, duration: opts.duration });
    results[r.key] = { sample, c1, c32 };
    console.log(`  ${r.label.trim()}: ${sample}; 1 conn p50 ${ms(c1.p50)}, 32 conn ${c32.rps.toFixed(0)} req/s`);
  }
  // Twice: the first run warms the statements and the code path; the second is reported.
  await csvDownload(server.origin, headers, server.pid, seeded.formId);
  const csv = await csvDownload(server.origin, headers, server.pid, seeded.formId);
  console.log(`  CSV: ${csv.rows} rows, ${csv.mb.toFixed(1)} MB in ${csv.seconds.toFixed(2)} s, peak RSS +${csv.peakGrowthMb.toFixed(0)} MB`);
  await server.stop();

  const health = results.health;
  console.log(`\nResults, mode ${mode}: ${database}\n`);
  console.log(
    table([
      ["Route", "1c p50", "1c p99", "1c req/s", "32c req/s", "32c p99", "req/s vs trivial"],
      ...routes.map((r) => {
        const x = results[r.key];
        const flag = x.c1.non2xx + x.c32.non2xx + x.c1.errors + x.c32.errors > 0 ? " !" : "";
        return [r.label + flag, ms(x.c1.p50), ms(x.c1.p99), x.c1.rps.toFixed(0), x.c32.rps.toFixed(0), ms(x.c32.p99), `${(x.c32.rps / health.c32.rps).toFixed(2)}x`];
      }),
    ]),
  );
  const targets = [
    { name: `analytics over ${seeded.responses} responses, p50 at 1 connection < ${ANALYTICS_P50_MS} ms`, value: ms(results.analytics.c1.p50), pass: results.analytics.c1.p50 < ANALYTICS_P50_MS },
    {
      name: `CSV of ${seeded.responses} respondents streamed, peak RSS growth <= ${CSV_RSS_MB} MB`,
      value: `${csv.rows} rows, ${csv.mb.toFixed(1)} MB, +${csv.peakGrowthMb.toFixed(0)} MB`,
      pass: csv.rows === seeded.responses && csv.peakGrowthMb <= CSV_RSS_MB,
    },
    {
      name: `dashboard list req/s at 32 connections >= ${LIST_SHARE}x trivial route`,
      value: `${results.list.c32.rps.toFixed(0)} vs ${health.c32.rps.toFixed(0)} req/s = ${(results.list.c32.rps / health.c32.rps).toFixed(2)}x`,
      pass: results.list.c32.rps >= LIST_SHARE * health.c32.rps,
    },
  ];
  console.log("\nTargets\n");
  console.log(table([["Target", "Measured", ""], ...targets.map((t) => [t.name, t.value, mark(t.pass)])]));
  const file = writeResult(opts.postgres ? "forms-postgres.json" : "forms.json", { at: new Date().toISOString(), mode, database, machine: m, options: opts, routes: routes.map((r) => ({ ...r, ...results[r.key] })), csv, targets });
  console.log(`\nWrote ${file}`);
}
