/**
 * `npm run bench -- --files [--images N] [--zip-mb M] [--uploads K] [--duration S] [--postgres] [--fresh] [--build]`
 *
 * The file and image library (issue 13), against `next start` like the contact bench:
 *   - GET /image-library/images over N library images (default 100,000) vs the trivial route
 *     (target: at least 0.5 of its req/s at 32 connections), and page 1000 vs page 1 (target:
 *     p50 within 1.2x at 1 connection);
 *   - GET /file/download?ids=… : files.zip of M MB (default 1024) read as it streams, with the
 *     server's peak resident memory growth (target: flat, at most 64 MB);
 *   - K image uploads (default 100) through POST /image-library/upload, 4 at a time: images/s.
 * Smaller sizes make a quick check: `--images 2000 --zip-mb 64 --uploads 10 --duration 2`.
 *
 * Data: embedded in .data-bench-files/ (marker bench-files-seed.json, re-seeded when the size or
 * the migrations change); --postgres in database coachos_bench_files (BENCH_PG_FILES_DB) on
 * BENCH_PG_URL. The zip's parts are sparse files written into the run's DATA_DIR each run.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import sharp from "sharp";
import { poolSize } from "../../db/open";
import { cannon, probe, treeRss, type Measurement } from "./measure";
import { benchPgUrls, redact, withDatabase } from "./postgres";
import { apiLogin, benchEnv, ensureBuilt, machine, onCleanup, printMachine, ROOT, run, startServer, writeResult, type BenchDb } from "./server";
import { mark, ms, table } from "./table";

const DATA_DIR = path.join(ROOT, ".data-bench-files");
const MARKER = "bench-files-seed.json";
const WARMUP_REQUESTS = 200;
const LIST_SHARE = 0.5;
const DEEP_RATIO = 1.2;
const ZIP_RSS_MB = 64;
const UPLOAD_CONCURRENCY = 4;
const LIBRARY_PER_PAGE = 12;

type Seeded = { userId: number; images: number; zipParts: { id: number; storageKey: string; size: number }[] };
export type FilesBenchOptions = { images: number; zipMb: number; uploads: number; duration: number; postgres: boolean; fresh: boolean; build: boolean };

function migrationsFingerprint(): string {
  const hash = createHash("sha256");
  const dir = path.join(ROOT, "db", "migrations");
  for (const f of fs.readdirSync(dir).filter((x) => x.endsWith(".sql")).sort()) hash.update(f).update(fs.readFileSync(path.join(dir, f)));
  return hash.digest("hex").slice(0, 16);
}

/** Runs the seed child (files-seed.ts) and returns what it made. */
async function seed(dataDir: string, opts: FilesBenchOptions, db: BenchDb): Promise<Seeded> {
  const out = path.join(os.tmpdir(), `coachos-files-seed-${process.pid}.json`);
  const t0 = Date.now();
  await run(path.join(ROOT, "node_modules", ".bin", "tsx"), ["--conditions=react-server", "scripts/bench-lib/files-seed.ts", "--images", String(opts.images), "--zip-mb", String(opts.zipMb), "--out", out], benchEnv(dataDir, {}, db), "Seeding");
  const seeded = JSON.parse(fs.readFileSync(out, "utf8")) as Seeded;
  fs.rmSync(out, { force: true });
  console.log(`Data ready in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${seeded.images} images, files.zip of ${seeded.zipParts.length} parts.`);
  return seeded;
}

/** The embedded database folder: reused while its marker matches, else deleted first. */
function prepareEmbedded(opts: FilesBenchOptions) {
  const marker = path.join(DATA_DIR, MARKER);
  const want = { images: opts.images, migrations: migrationsFingerprint() };
  let have: typeof want | null = null;
  try {
    have = JSON.parse(fs.readFileSync(marker, "utf8"));
  } catch {
    have = null;
  }
  if (opts.fresh || have?.images !== want.images || have?.migrations !== want.migrations) {
    fs.rmSync(DATA_DIR, { recursive: true, force: true });
    console.log(`Seeding ${path.relative(ROOT, DATA_DIR)} with ${opts.images} images (reused by later runs of the same size; --fresh rebuilds)...`);
  }
  fs.mkdirSync(DATA_DIR, { recursive: true });
  return () => fs.writeFileSync(marker, JSON.stringify(want, null, 2) + "\n");
}

async function preparePostgres(opts: FilesBenchOptions): Promise<string> {
  const { base, admin } = benchPgUrls();
  const name = process.env.BENCH_PG_FILES_DB ?? "coachos_bench_files";
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

/** The zip's parts as sparse files where the app's local store reads them. */
function writeZipParts(dataDir: string, parts: Seeded["zipParts"]) {
  for (const p of parts) {
    const file = path.join(dataDir, "uploads", p.storageKey);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const fd = fs.openSync(file, "w");
    fs.ftruncateSync(fd, p.size);
    fs.closeSync(fd);
  }
}

async function zipDownload(origin: string, headers: Record<string, string>, pid: number, ids: number[]) {
  (globalThis as { gc?: () => void }).gc?.();
  const before = treeRss(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(pid))), 20);
  const t0 = performance.now();
  const res = await fetch(`${origin}/api/v3/file/download?ids=${ids.join(",")}`, { headers });
  if (res.status !== 200 || !res.body) throw new Error(`/file/download answered ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, treeRss(pid));
  return { seconds, mb: bytes / 2 ** 20, mbPerS: bytes / 2 ** 20 / seconds, peakGrowthMb: (peak - before) / 2 ** 20 };
}

async function uploads(origin: string, headers: Record<string, string>, userId: number, count: number) {
  // Noise, so the JPEG is photo-sized (a flat colour compresses to a few kB).
  const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
  let next = 0;
  let failed = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const form = new FormData();
      form.append("image", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), `bench-upload-${i}.jpg`);
      form.append("type", "all");
      form.append("size", "all");
      form.append("location", `uploads/media/${userId}/all`);
      const res = await fetch(`${origin}/api/v3/image-library/upload`, { method: "POST", body: form, headers });
      if (res.status >= 300) {
        failed++;
        if (failed === 1) console.log(`  first failed upload: ${res.status} ${await res.text()}`);
      } else await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: UPLOAD_CONCURRENCY }, worker));
  const seconds = (performance.now() - t0) / 1000;
  return { count, failed, seconds, perSecond: (count - failed) / seconds, mbPerS: ((count - failed) * jpeg.length) / 2 ** 20 / seconds, imageKb: jpeg.length / 1024 };
}

export async function filesBench(opts: FilesBenchOptions) {
  const m = machine();
  printMachine(m);
  const mode = opts.postgres ? "postgres" : "embedded";
  let dataDir = DATA_DIR;
  let db: BenchDb = {};
  let markSeeded = () => {};
  if (opts.postgres) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "coachos-bench-files-pg-"));
    onCleanup(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    db = { databaseUrl: await preparePostgres(opts) };
  } else markSeeded = prepareEmbedded(opts);
  const database = opts.postgres ? `PostgreSQL ${redact(db.databaseUrl!)} (pool ${poolSize()})` : `embedded PGlite (${path.relative(ROOT, DATA_DIR)})`;
  console.log(`Mode: ${mode} — ${database}`);
  console.log(`Plan: ${opts.images} images; ${opts.duration} s per measurement at 1 and 32 connections; files.zip of ${opts.zipMb} MB; ${opts.uploads} uploads.\n`);

  const seeded = await seed(dataDir, opts, db);
  markSeeded();
  writeZipParts(dataDir, seeded.zipParts);
  await ensureBuilt(opts.build);

  const server = await startServer(dataDir, opts.postgres ? "bench-files-postgres" : "bench-files", db);
  console.log(`next start is up at ${server.origin} (pid ${server.pid}).`);
  const headers = { authorization: `Bearer ${await apiLogin(server.origin)}`, accept: "application/json" };

  const deep = Math.min(1000, Math.max(1, Math.floor(seeded.images / LIBRARY_PER_PAGE)));
  const routes = [
    { key: "health", label: "GET /api/v3/health (trivial)", path: "/api/v3/health" },
    { key: "list", label: "GET /api/v3/image-library/images", path: `/api/v3/image-library/images?per_page=${LIBRARY_PER_PAGE}` },
    { key: "deep", label: `  ?page=${deep}`, path: `/api/v3/image-library/images?per_page=${LIBRARY_PER_PAGE}&page=${deep}` },
    { key: "main", label: "  ?folder_id=0 (main folder)", path: `/api/v3/image-library/images?per_page=${LIBRARY_PER_PAGE}&folder_id=0` },
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

  const zipIds = seeded.zipParts.map((p) => p.id);
  await zipDownload(server.origin, headers, server.pid, zipIds.slice(0, 1));
  const zip = await zipDownload(server.origin, headers, server.pid, zipIds);
  console.log(`  files.zip: ${zip.mb.toFixed(0)} MB in ${zip.seconds.toFixed(1)} s (${zip.mbPerS.toFixed(0)} MB/s), peak RSS +${zip.peakGrowthMb.toFixed(0)} MB`);
  const up = await uploads(server.origin, headers, seeded.userId, opts.uploads);
  console.log(`  uploads: ${up.count - up.failed} of ${up.count} in ${up.seconds.toFixed(1)} s (${up.perSecond.toFixed(1)} images/s, ${up.imageKb.toFixed(0)} kB each)`);
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
    {
      name: `library list req/s at 32 connections >= ${LIST_SHARE}x trivial route`,
      value: `${results.list.c32.rps.toFixed(0)} vs ${health.c32.rps.toFixed(0)} req/s = ${(results.list.c32.rps / health.c32.rps).toFixed(2)}x`,
      pass: results.list.c32.rps >= LIST_SHARE * health.c32.rps,
    },
    {
      name: `page ${deep} p50 <= ${DEEP_RATIO}x page 1 p50 (1 connection)`,
      value: `${ms(results.deep.c1.p50)} vs ${ms(results.list.c1.p50)} = ${(results.deep.c1.p50 / results.list.c1.p50).toFixed(2)}x`,
      pass: results.deep.c1.p50 <= DEEP_RATIO * results.list.c1.p50,
    },
    {
      name: `files.zip of ${opts.zipMb} MB streamed, peak RSS growth <= ${ZIP_RSS_MB} MB`,
      value: `${zip.mb.toFixed(0)} MB, +${zip.peakGrowthMb.toFixed(0)} MB`,
      pass: zip.mb >= opts.zipMb * 0.99 && zip.peakGrowthMb <= ZIP_RSS_MB,
    },
    { name: `${opts.uploads} image uploads, none failed`, value: `${up.perSecond.toFixed(1)} images/s, ${up.mbPerS.toFixed(1)} MB/s`, pass: up.failed === 0 },
  ];
  console.log("\nTargets\n");
  console.log(table([["Target", "Measured", ""], ...targets.map((t) => [t.name, t.value, mark(t.pass)])]));
  const file = writeResult(opts.postgres ? "files-postgres.json" : "files.json", { at: new Date().toISOString(), mode, database, machine: m, options: opts, routes: routes.map((r) => ({ ...r, ...results[r.key] })), zip, uploads: up, targets });
  console.log(`\nWrote ${file}`);
}
