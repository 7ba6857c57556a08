/**
 * npm run bench [-- --duration 10] [--fresh] [--build] [--postgres]
 *
 * autocannon against `next start` with 100k seeded contacts: the trivial API route (the
 * framework's ceiling) and three contact-list requests, each at 1 connection (latency) and
 * 32 connections (throughput). Prints a table with ratios to the trivial route and the
 * targets (pass/MISS; a miss never fails the process), and writes bench-results/latest.json
 * (embedded mode) or bench-results/latest-postgres.json (--postgres).
 *
 *   --duration N  seconds per measurement (default 10)
 *   --fresh       delete and re-seed the bench database (.data-bench, or coachos_bench with --postgres)
 *   --build       rebuild .next-bench even if a build exists
 *   --import      instead: a contact import end to end (scripts/bench-lib/import.ts), with
 *                 --rows N (default 100000) and --postgres
 *   --broadcasts  instead: a broadcast's fan-out to --rows N contacts (default 100000) against a
 *                 bare INSERT ... SELECT (scripts/bench-lib/broadcasts.ts), with --postgres
 *   --files       instead: the file and image library (scripts/bench-lib/files.ts): the library
 *                 list over --images N (default 100000), files.zip of --zip-mb M (default 1024),
 *                 --uploads K (default 100) image uploads; with --duration, --postgres, --fresh, --build
 *   --forms       instead: forms (scripts/bench-lib/forms.ts): analytics and the streamed CSV over
 *                 --responses N (default 100000), and the dashboard list vs the trivial route;
 *                 with --duration, --postgres, --fresh, --build
 *   --worker-crash instead: a bulk send to --rows N contacts (default 3060) whose `npm run worker`
 *                 is SIGKILLed at --kill-at P% (default 30) and restarted: seconds until it resumed
 *                 and finished, duplicates and lost recipients (scripts/bench-lib/worker-recovery.ts;
 *                 PostgreSQL only, BENCH_PG_URL)
 *   --tracking    instead: client tracking (scripts/bench-lib/tracking.ts): the public check-in page
 *                 and its submit vs the trivial route, the habit score refresh of --contacts N
 *                 (default 2000) × 10 habits × --days D (default 90), --reminders R (default 10000)
 *                 due reminders sent (and, with --postgres, a worker SIGKILLed half-way);
 *                 with --duration, --postgres, --fresh, --build
 *   --postgres    run the app on PostgreSQL (database coachos_bench on BENCH_PG_URL, default
 *                 postgres://postgres@127.0.0.1:5432/; pool of DATABASE_POOL_MAX, default cores + 1)
 *                 instead of the embedded PGlite
 *
 * See docs/benchmarks.md.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  BENCH_DATA_DIR,
  apiLogin,
  assertProjectRoot,
  runMain,
  ensureBuilt,
  ensureSeeded,
  installSignalHandlers,
  machine,
  onCleanup,
  parseArgs,
  printMachine,
  startServer,
  writeResult,
  type BenchDb,
} from "./bench-lib/server";
import { poolSize } from "../db/open";
import { benchPgUrls, ensurePostgresSeeded, redact } from "./bench-lib/postgres";
import { mark, ms, table } from "./bench-lib/table";
import { cannon, probe, treeRss, type Measurement } from "./bench-lib/measure";

const CONTACTS = 100_000;
/** Issue 10: Downtown's 100k among 300k in all, so the indexes hold other tenants' rows too. */
const CONTACTS_ELSEWHERE = 200_000;
const WARMUP_REQUESTS = 200;
const CONNECTIONS = [1, 32] as const;

const ROUTES = [
  { key: "health", label: "GET /api/v3/health (trivial)", path: "/api/v3/health" },
  { key: "list", label: "GET /api/v3/contact/list", path: "/api/v3/contact/list" },
  { key: "page1000", label: "  ?page=1000", path: "/api/v3/contact/list?page=1000" },
  // A filter of the contact table (about a third of the rows match): read in sort order, counted.
  { key: "filtered", label: "  ?temperature=hot", path: "/api/v3/contact/list?temperature=hot" },
  { key: "search", label: "  ?search=son", path: "/api/v3/contact/list?search=son" },
  // A different three-digit search on every request (emails and numbers hold digits): its
  // total is never remembered yet, so each request counts its matches.
  { key: "searchFresh", label: "  ?search=<new 3 digits>", path: "/api/v3/contact/list?search=000", fresh: true },
] as const;
type RouteKey = (typeof ROUTES)[number]["key"];
type Mode = "embedded" | "postgres";

/** Targets (issue 8 s4): the list's share of the trivial route's throughput, per mode. */
const LIST_SHARE: Record<Mode, number> = { postgres: 0.7, embedded: 0.35 };
const SEARCH_P99_MS = 100;
/** The export's bound: memory for a batch or two, never the file (100k rows are ~15 MB of CSV). */
const EXPORT_RSS_MB = 64;

/** Search terms for the fresh-search row: 000..999 in a fixed shuffled order, each used once. */
const freshTerms = (() => {
  const terms = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, "0"));
  let seed = 42;
  for (let i = terms.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [terms[i], terms[j]] = [terms[j], terms[i]];
  }
  let next = 0;
  return { next: () => terms[next++ % terms.length], used: () => next };
})();

/**
 * GET /contact/export of the whole location (100k rows), read as it streams: seconds, bytes,
 * rows, and the server's peak resident memory above what it held before (sampled every 20 ms).
 * Streaming in keyset batches keeps the growth bounded, not proportional to the rows.
 */
async function benchExport(origin: string, headers: Record<string, string>, pid: number) {
  if (global.gc) global.gc();
  const before = treeRss(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(pid))), 20);
  const t0 = performance.now();
  const res = await fetch(`${origin}/api/v3/contact/export`, { headers });
  if (res.status !== 200 || !res.body) throw new Error(`/contact/export answered ${res.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, treeRss(pid));
  return { seconds, bytes, rows: lines - 1, rssBeforeMb: before / 2 ** 20, peakGrowthMb: (peak - before) / 2 ** 20 };
}

async function main() {
  assertProjectRoot();
  installSignalHandlers();
  const args = parseArgs(process.argv.slice(2), { flags: ["fresh", "build", "postgres", "import", "files", "forms", "broadcasts", "email-logs", "checkout", "worker-crash", "tracking"], values: ["duration", "rows", "images", "zip-mb", "uploads", "responses", "messages", "orders", "kill-at", "contacts", "days", "reminders"] });
  const num = (name: string, def: number, max: number) => {
    const v = Number(args.values.get(name) ?? def);
    if (!Number.isInteger(v) || v < 1 || v > max) throw new Error(`--${name} takes a whole number between 1 and ${max}`);
    return v;
  };
  if (args.flags.has("forms")) {
    // The forms benchmark (scripts/bench-lib/forms.ts).
    const { formsBench } = await import("./bench-lib/forms");
    await formsBench({
      responses: num("responses", 100_000, 5_000_000),
      duration: num("duration", 10, 600),
      postgres: args.flags.has("postgres"),
      fresh: args.flags.has("fresh"),
      build: args.flags.has("build"),
    });
    return;
  }
  if (args.flags.has("tracking")) {
    // The client tracking benchmark (scripts/bench-lib/tracking.ts).
    const { trackingBench } = await import("./bench-lib/tracking");
    await trackingBench({
      contacts: num("contacts", 2000, 100_000),
      days: num("days", 90, 3650),
      reminders: num("reminders", 10_000, 1_000_000),
      duration: num("duration", 10, 600),
      postgres: args.flags.has("postgres"),
      fresh: args.flags.has("fresh"),
      build: args.flags.has("build"),
    });
    return;
  }
  if (args.flags.has("checkout")) {
    // The checkout page and webhook replay benchmark (scripts/bench-lib/checkout.ts).
    const { checkoutBench } = await import("./bench-lib/checkout");
    await checkoutBench({ orders: num("orders", 1000, 100_000), duration: num("duration", 10, 600), postgres: args.flags.has("postgres"), fresh: args.flags.has("fresh"), build: args.flags.has("build") });
    return;
  }
  if (args.flags.has("email-logs")) {
    // The email tracking and logs benchmark (scripts/bench-lib/email-logs.ts).
    const { emailLogsBench } = await import("./bench-lib/email-logs");
    await emailLogsBench({
      messages: num("messages", 1_000_000, 10_000_000),
      duration: num("duration", 10, 600),
      postgres: args.flags.has("postgres"),
      fresh: args.flags.has("fresh"),
      build: args.flags.has("build"),
    });
    return;
  }
  if (args.flags.has("files")) {
    // The file and image library benchmark (scripts/bench-lib/files.ts).
    const { filesBench } = await import("./bench-lib/files");
    await filesBench({
      images: num("images", 100_000, 5_000_000),
      zipMb: num("zip-mb", 1024, 8192),
      uploads: num("uploads", 100, 10_000),
      duration: num("duration", 10, 600),
      postgres: args.flags.has("postgres"),
      fresh: args.flags.has("fresh"),
      build: args.flags.has("build"),
    });
    return;
  }
  if (args.flags.has("worker-crash")) {
    // Recovery of a bulk send whose worker is SIGKILLed (scripts/bench-lib/worker-recovery.ts): PostgreSQL only.
    const { workerRecoveryBench } = await import("./bench-lib/worker-recovery");
    await workerRecoveryBench({ rows: num("rows", 3060, 1_000_000), killAt: num("kill-at", 30, 99), resultsDir: path.join(process.cwd(), "bench-results") });
    return;
  }
  if (args.flags.has("broadcasts")) {
    // The broadcast fan-out benchmark (scripts/bench-lib/broadcasts.ts): in this process, no server.
    const rows = Number(args.values.get("rows") ?? 100_000);
    if (!Number.isInteger(rows) || rows < 1 || rows > 5_000_000) throw new Error("--rows takes a whole number between 1 and 5000000");
    printMachine(machine());
    const { broadcastsBench } = await import("./bench-lib/broadcasts");
    await broadcastsBench({ rows, postgres: args.flags.has("postgres"), resultsDir: path.join(process.cwd(), "bench-results") });
    return;
  }
  if (args.flags.has("import")) {
    // The contact import benchmark (scripts/bench-lib/import.ts): in this process, no server.
    const rows = Number(args.values.get("rows") ?? 100_000);
    if (!Number.isInteger(rows) || rows < 1 || rows > 5_000_000) throw new Error("--rows takes a whole number between 1 and 5000000");
    printMachine(machine());
    const { importBench } = await import("./bench-lib/import");
    await importBench({ rows, postgres: args.flags.has("postgres"), resultsDir: path.join(process.cwd(), "bench-results") });
    return;
  }
  const duration = Number(args.values.get("duration") ?? 10);
  if (!Number.isFinite(duration) || duration < 1 || duration > 600) throw new Error("--duration takes seconds between 1 and 600");

  const mode: Mode = args.flags.has("postgres") ? "postgres" : "embedded";
  const poolMax = poolSize();

  const m = machine();
  printMachine(m);
  console.log(`Plan: ${CONTACTS} contacts in Downtown, ${CONTACTS_ELSEWHERE} in the other locations; per route ${WARMUP_REQUESTS} warm-up requests, then ${duration} s at ${CONNECTIONS.join(" and ")} connection(s), pipelining 1.`);

  const database =
    mode === "postgres"
      ? `PostgreSQL ${redact(benchPgUrls().bench)} (postgres-js pool, DATABASE_POOL_MAX=${poolMax})`
      : `embedded PGlite in the app process (${path.relative(process.cwd(), BENCH_DATA_DIR)})`;
  console.log(`Mode: ${mode} — ${database}\n`);

  let dataDir = BENCH_DATA_DIR;
  let db: BenchDb = {};
  if (mode === "postgres") {
    // The data is in PostgreSQL; the app only keeps its auth secret in DATA_DIR.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "coachos-bench-pg-"));
    onCleanup(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const pg = await ensurePostgresSeeded(CONTACTS, CONTACTS_ELSEWHERE, args.flags.has("fresh"), dataDir);
    db = { databaseUrl: pg.url };
    if (pg.state === "reused") console.log(`Using the seeded bench database ${redact(pg.url)} (Downtown has ${pg.contacts} contacts; --fresh recreates).`);
  } else {
    const seed = await ensureSeeded(BENCH_DATA_DIR, CONTACTS, CONTACTS_ELSEWHERE, args.flags.has("fresh"));
    if (seed === "reused") console.log(`Using the seeded bench database in ${BENCH_DATA_DIR} (--fresh re-seeds).`);
  }
  await ensureBuilt(args.flags.has("build"));

  const server = await startServer(dataDir, mode === "postgres" ? "bench-postgres" : "bench", db);
  console.log(`next start is up at ${server.origin} (pid ${server.pid}, log ${server.logFile}).`);
  const token = await apiLogin(server.origin);
  const headers = { authorization: `Bearer ${token}`, accept: "application/json" };

  const results = {} as Record<RouteKey, { sample: string; c1: Measurement; c32: Measurement }>;
  for (const r of ROUTES) {
    const url = server.origin + r.path;
    const sample = await probe(server.origin, r.path, headers);
    const fresh = "fresh" in r ? { path: () => `/api/v3/contact/list?search=${freshTerms.next()}` } : {};
    // The fresh-search row is not warmed: warming would use up its terms.
    if (!("fresh" in r)) await cannon(url, headers, { connections: 4, amount: WARMUP_REQUESTS });
    const c1 = await cannon(url, headers, { connections: 1, duration, ...fresh });
    const c32 = await cannon(url, headers, { connections: 32, duration, ...fresh });
    results[r.key] = { sample, c1, c32 };
    console.log(`  ${r.label.trim()}: ${sample}; 1 conn p50 ${ms(c1.p50)}, 32 conn ${c32.rps.toFixed(0)} req/s`);
  }
  // Twice: the first run also warms the statements and the code path; the second is reported.
  await benchExport(server.origin, headers, server.pid);
  const exported = await benchExport(server.origin, headers, server.pid);
  console.log(`  GET /api/v3/contact/export: ${exported.rows} rows, ${(exported.bytes / 2 ** 20).toFixed(1)} MB in ${exported.seconds.toFixed(2)} s, peak RSS +${exported.peakGrowthMb.toFixed(0)} MB`);
  await server.stop();

  const health = results.health;
  const rows = [
    ["Route", "1c p50", "1c p99", "1c req/s", "32c req/s", "32c p99", "p50 vs trivial", "req/s vs trivial"],
    ...ROUTES.map((r) => {
      const x = results[r.key];
      const flag = x.c1.non2xx + x.c32.non2xx + x.c1.errors + x.c32.errors > 0 ? " !" : "";
      return [
        r.label + flag,
        ms(x.c1.p50),
        ms(x.c1.p99),
        x.c1.rps.toFixed(0),
        x.c32.rps.toFixed(0),
        ms(x.c32.p99),
        `${(x.c1.p50 / health.c1.p50).toFixed(2)}x`,
        `${(x.c32.rps / health.c32.rps).toFixed(2)}x`,
      ];
    }),
  ];

  const list = results.list;
  const search = results.search;
  const share = LIST_SHARE[mode];
  const targets = [
    {
      name: `list req/s at 32 connections >= ${share}x trivial route`,
      value: `${list.c32.rps.toFixed(0)} vs ${health.c32.rps.toFixed(0)} req/s = ${(list.c32.rps / health.c32.rps).toFixed(2)}x`,
      pass: list.c32.rps >= share * health.c32.rps,
    },
    {
      name: `search p99 at 32 connections <= ${SEARCH_P99_MS} ms, no timeouts`,
      value: `${ms(search.c32.p99)}, ${search.c32.timeouts} timeouts`,
      pass: search.c32.p99 <= SEARCH_P99_MS && search.c32.timeouts === 0 && search.c32.non2xx === 0,
    },
    {
      name: "page 1000 p50 <= 1.2x page 1 p50 (1 connection)",
      value: `${ms(results.page1000.c1.p50)} vs ${ms(list.c1.p50)} = ${(results.page1000.c1.p50 / list.c1.p50).toFixed(2)}x`,
      pass: results.page1000.c1.p50 <= 1.2 * list.c1.p50,
    },
    {
      name: "list p50 at 1 connection < 5 ms",
      value: ms(list.c1.p50),
      pass: list.c1.p50 < 5,
    },
    {
      name: `export of ${CONTACTS / 1000}k rows streamed, peak RSS growth <= ${EXPORT_RSS_MB} MB`,
      value: `${exported.rows} rows in ${exported.seconds.toFixed(2)} s, +${exported.peakGrowthMb.toFixed(0)} MB`,
      pass: exported.rows >= CONTACTS && exported.peakGrowthMb <= EXPORT_RSS_MB,
    },
  ];

  console.log(`\nResults, mode ${mode}: ${database}`);
  console.log(`(${duration} s per measurement; 1c = 1 connection, 32c = 32 connections; latency of 2xx responses)\n`);
  console.log(table(rows));
  const bad = ROUTES.filter((r) => {
    const x = results[r.key];
    return x.c1.non2xx + x.c32.non2xx + x.c1.errors + x.c32.errors > 0;
  });
  for (const r of bad) {
    const x = results[r.key];
    console.log(`  ! ${r.path}: ${x.c1.non2xx + x.c32.non2xx} non-2xx, ${x.c1.errors + x.c32.errors} errors, ${x.c1.timeouts + x.c32.timeouts} timeouts`);
  }
  console.log("\nTargets\n");
  console.log(table([["Target", "Measured", ""], ...targets.map((t) => [t.name, t.value, mark(t.pass)])]));

  const file = writeResult(mode === "postgres" ? "latest-postgres.json" : "latest.json", {
    at: new Date().toISOString(),
    mode,
    database,
    machine: m,
    config: {
      contacts: CONTACTS,
      durationSeconds: duration,
      warmupRequests: WARMUP_REQUESTS,
      connections: CONNECTIONS,
      pipelining: 1,
      ...(mode === "postgres" ? { poolMax } : {}),
    },
    routes: ROUTES.map((r) => ({ ...r, ...results[r.key] })),
    export: exported,
    freshSearchTermsUsed: freshTerms.used(),
    ratiosToTrivial: Object.fromEntries(
      ROUTES.map((r) => [r.key, { p50: results[r.key].c1.p50 / health.c1.p50, rps32: results[r.key].c32.rps / health.c32.rps }]),
    ),
    targets,
  });
  console.log(`\nWrote ${file}`);
}

runMain(main);
