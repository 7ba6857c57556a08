/**
 * What every module bench against `next start` shares (files, forms, email logs, checkout): its
 * data (an embedded folder reused while its marker matches, or a PostgreSQL database), the seed
 * child, measuring routes at 1 and 32 connections, and the report of routes and targets.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { poolSize } from "../../db/open";
import { cannon, probe, type Measurement } from "./measure";
import { benchPgUrls, redact, withDatabase } from "./postgres";
import { benchEnv, machine, migrationsFingerprint, onCleanup, printMachine, ROOT, run, writeResult, type BenchDb, type Machine } from "./server";
import { mark, ms, table } from "./table";

const WARMUP_REQUESTS = 200;

export type ModuleBenchFlags = { duration: number; postgres: boolean; fresh: boolean; build: boolean };
export type BenchData = { mode: "embedded" | "postgres"; dataDir: string; db: BenchDb; database: string; machine: Machine; markSeeded: () => void };
export type RouteSpec = { key: string; label: string; path: string };
export type RouteResult = { sample: string; c1: Measurement; c32: Measurement };
export type Target = { name: string; value: string; pass: boolean };

/**
 * The bench's data: `.data-bench-{name}/` reused while `size` and the migrations match (else
 * emptied), or with --postgres the database coachos_bench_{name} (`BENCH_PG_{NAME}_DB`) and a temp
 * DATA_DIR for the app's secret. Call `markSeeded` once the seed has finished.
 */
export async function prepareBenchData(name: string, size: Record<string, unknown>, flags: ModuleBenchFlags): Promise<BenchData> {
  const m = machine();
  printMachine(m);
  if (flags.postgres) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `coachos-bench-${name}-pg-`));
    onCleanup(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const { base, admin } = benchPgUrls();
    const dbName = process.env[`BENCH_PG_${name.toUpperCase().replace(/\W/g, "_")}_DB`] ?? `coachos_bench_${name.replace(/\W/g, "_")}`;
    const sql = postgres(admin, { max: 1, onnotice: () => {} });
    try {
      if (flags.fresh) await sql.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      const [exists] = await sql`SELECT 1 FROM pg_database WHERE datname = ${dbName}`;
      if (!exists) await sql.unsafe(`CREATE DATABASE ${dbName}`);
    } finally {
      await sql.end({ timeout: 5 });
    }
    const db = { databaseUrl: withDatabase(base, dbName) };
    const database = `PostgreSQL ${redact(db.databaseUrl)} (pool ${poolSize()})`;
    console.log(`Mode: postgres — ${database}`);
    return { mode: "postgres", dataDir, db, database, machine: m, markSeeded: () => {} };
  }
  const dataDir = path.join(ROOT, `.data-bench-${name}`);
  const marker = path.join(dataDir, `bench-${name}-seed.json`);
  const want = { ...size, migrations: migrationsFingerprint() };
  let have: unknown = null;
  try {
    have = JSON.parse(fs.readFileSync(marker, "utf8"));
  } catch {
    have = null;
  }
  if (flags.fresh || JSON.stringify(have) !== JSON.stringify(want)) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    console.log(`Seeding ${path.relative(ROOT, dataDir)} (reused by later runs of the same size; --fresh rebuilds)...`);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const database = `embedded PGlite (${path.relative(ROOT, dataDir)})`;
  console.log(`Mode: embedded — ${database}`);
  return { mode: "embedded", dataDir, db: {}, database, machine: m, markSeeded: () => fs.writeFileSync(marker, JSON.stringify(want, null, 2) + "\n") };
}

/** Runs a seed script (a child, before the server starts) that writes its JSON result to `--out`. */
export async function runSeed<T>(data: BenchData, script: string, args: string[]): Promise<T> {
  const out = path.join(os.tmpdir(), `coachos-seed-${process.pid}-${path.basename(script, ".ts")}.json`);
  const t0 = Date.now();
  await run(path.join(ROOT, "node_modules", ".bin", "tsx"), ["--conditions=react-server", script, ...args, "--out", out], benchEnv(data.dataDir, {}, data.db), "Seeding");
  const seeded = JSON.parse(fs.readFileSync(out, "utf8")) as T;
  fs.rmSync(out, { force: true });
  console.log(`Data ready in ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
  data.markSeeded();
  return seeded;
}

/** Each route: a probe, a warm-up, then `duration` seconds at 1 and at 32 connections. */
export async function measureRoutes(origin: string, headers: Record<string, string>, routes: readonly RouteSpec[], duration: number): Promise<Record<string, RouteResult>> {
  const results: Record<string, RouteResult> = {};
  for (const r of routes) {
    const url = origin + r.path;
    const sample = await probe(origin, r.path, headers);
    await cannon(url, headers, { connections: 4, amount: WARMUP_REQUESTS });
    const c1 = await cannon(url, headers, { connections: 1, duration });
    const c32 = await cannon(url, headers, { connections: 32, duration });
    results[r.key] = { sample, c1, c32 };
    console.log(`  ${r.label.trim()}: ${sample}; 1 conn p50 ${ms(c1.p50)}, 32 conn ${c32.rps.toFixed(0)} req/s`);
  }
  return results;
}

/** Route A's req/s at 32 connections is at least `share` of route B's (the trivial route). */
export function shareTarget(name: string, a: RouteResult, b: RouteResult, share: number): Target {
  return { name, value: `${a.c32.rps.toFixed(0)} vs ${b.c32.rps.toFixed(0)} req/s = ${(a.c32.rps / b.c32.rps).toFixed(2)}x`, pass: a.c32.rps >= share * b.c32.rps };
}

/** A deep page's p50 at 1 connection is within `ratio` of the first page's. */
export function deepPageTarget(name: string, deep: RouteResult, first: RouteResult, ratio: number): Target {
  return { name, value: `${ms(deep.c1.p50)} vs ${ms(first.c1.p50)} = ${(deep.c1.p50 / first.c1.p50).toFixed(2)}x`, pass: deep.c1.p50 <= ratio * first.c1.p50 };
}

/** Prints the routes against the trivial one (`health`) and the targets, and writes the result file. */
export function reportBench(o: { data: BenchData; name: string; options: unknown; routes: readonly RouteSpec[]; results: Record<string, RouteResult>; targets: Target[]; extra?: Record<string, unknown> }): void {
  const health = o.results.health;
  console.log(`\nResults, mode ${o.data.mode}: ${o.data.database}\n`);
  console.log(
    table([
      ["Route", "1c p50", "1c p99", "1c req/s", "32c req/s", "32c p99", "req/s vs trivial"],
      ...o.routes.map((r) => {
        const x = o.results[r.key];
        const flag = x.c1.non2xx + x.c32.non2xx + x.c1.errors + x.c32.errors > 0 ? " !" : "";
        return [r.label + flag, ms(x.c1.p50), ms(x.c1.p99), x.c1.rps.toFixed(0), x.c32.rps.toFixed(0), ms(x.c32.p99), health ? `${(x.c32.rps / health.c32.rps).toFixed(2)}x` : ""];
      }),
    ]),
  );
  console.log("\nTargets\n");
  console.log(table([["Target", "Measured", ""], ...o.targets.map((t) => [t.name, t.value, mark(t.pass)])]));
  const file = writeResult(o.data.mode === "postgres" ? `${o.name}-postgres.json` : `${o.name}.json`, {
    at: new Date().toISOString(),
    mode: o.data.mode,
    database: o.data.database,
    machine: o.data.machine,
    options: o.options,
    routes: o.routes.map((r) => ({ ...r, ...o.results[r.key] })),
    targets: o.targets,
    ...o.extra,
  });
  console.log(`\nWrote ${file}`);
}
