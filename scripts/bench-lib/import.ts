/**
 * `npm run bench -- --import [--rows N] [--postgres]`: a contact import end to end, in this
 * process (which plays the app and its worker): a generated CSV of N rows (default 100,000) in a
 * temp folder is uploaded through POST /contact/map-csv-field (header read, rows counted, file
 * stored), started with POST /contact/import, and the job runs (lib/contact-import/job.ts). Prints
 * seconds per phase and the peak growth of the process's resident memory over its level before
 * the upload (sampled every 20 ms): the bound that streaming in batches must keep, whatever N.
 *
 * Embedded: a fresh PGlite in the temp folder. --postgres: database coachos_bench_import
 * (BENCH_PG_IMPORT_DB) on BENCH_PG_URL, dropped and recreated each run.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { once } from "node:events";
import { and, count, eq, like } from "drizzle-orm";
import postgres from "postgres";
import { migrateDatabase, openDatabase } from "../../db/open";
import { setDb } from "../../db";
import { contactImports, contacts, locations } from "../../db/schema";
import { finishInProcessBench } from "./in-process";
import { benchPgUrls, redact, withDatabase } from "./postgres";
import { IMPORT_BATCH_ROWS } from "../../lib/contact-import/constants";

const MB = 1024 * 1024;

async function writeCsv(file: string, rows: number) {
  const out = fs.createWriteStream(file);
  out.write("First Name,Last Name,Email,Phone,Gender\n");
  const chunk: string[] = [];
  for (let i = 0; i < rows; i++) {
    chunk.push(`First${i},Last${i % 977},bench-${i}@import.bench,+1 415 555 ${String(1000 + (i % 9000))},${i % 2 ? "Male" : "Female"}`);
    if (chunk.length === 5000) {
      if (!out.write(chunk.join("\n") + "\n")) await once(out, "drain");
      chunk.length = 0;
    }
  }
  if (chunk.length) out.write(chunk.join("\n") + "\n");
  out.end();
  await once(out, "finish");
}

export async function importBench(opts: { rows: number; postgres: boolean; resultsDir: string }) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "coachos-import-bench-"));
  process.env.DATA_DIR = tmp;
  let url: string | undefined;
  if (opts.postgres) {
    const { base, admin } = benchPgUrls();
    const name = process.env.BENCH_PG_IMPORT_DB ?? "coachos_bench_import";
    const sql = postgres(admin, { max: 1, onnotice: () => {} });
    await sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await sql.unsafe(`CREATE DATABASE ${name}`);
    await sql.end();
    url = withDatabase(base, name);
    process.env.DATABASE_URL = url;
  } else delete process.env.DATABASE_URL;
  console.log(`Mode: ${opts.postgres ? `postgres — ${redact(url!)}` : `embedded PGlite in this process (${tmp})`}`);

  const opened = await openDatabase(url ? { url } : { dir: path.join(tmp, "pglite") });
  await migrateDatabase(opened);
  const { seedDemo } = await import("../../lib/demo/seed");
  await seedDemo(opened.db);
  setDb(opened.db, url);
  const db = opened.db;
  const { api } = await import("../../lib/api/app");
  const { runImport } = await import("../../lib/contact-import/job");

  const file = path.join(tmp, "contacts.csv");
  await writeCsv(file, opts.rows);
  const size = fs.statSync(file).size;
  console.log(`File: ${opts.rows.toLocaleString("en-US")} rows, ${(size / MB).toFixed(1)} MB (${file})`);

  const login = await api.request("/api/v3/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "owner@demo.test", password: "password123" }) });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const auth = { authorization: `Bearer ${token}`, accept: "application/json" };

  (globalThis as { gc?: () => void }).gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);

  const t0 = performance.now();
  const form = new FormData();
  form.append("file", await fs.openAsBlob(file), "contacts.csv");
  const mapped = await api.request("/api/v3/contact/map-csv-field", { method: "POST", body: form, headers: auth });
  if (mapped.status !== 201) throw new Error(`map-csv-field answered ${mapped.status}: ${await mapped.text()}`);
  const m = ((await mapped.json()) as { data: { id: number; mapping: Record<string, number> } }).data;
  const t1 = performance.now();
  const started = await api.request("/api/v3/contact/import", { method: "POST", headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify({ import_id: m.id, mapping: m.mapping }) });
  if (started.status !== 200) throw new Error(`import answered ${started.status}: ${await started.text()}`);
  const t2 = performance.now();
  await runImport(db, m.id);
  const t3 = performance.now();
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);

  const [imp] = await db.select().from(contactImports).where(eq(contactImports.id, m.id));
  const [downtown] = await db.select({ id: locations.id }).from(locations).where(eq(locations.businessname, "Downtown"));
  const [{ n }] = await db.select({ n: count() }).from(contacts).where(and(eq(contacts.locationId, downtown.id), like(contacts.email, "bench-%@import.bench")));
  if (imp.state !== "completed" || n !== opts.rows) throw new Error(`import ended ${imp.state} with ${n} of ${opts.rows} contacts`);

  const s = (a: number, b: number) => (b - a) / 1000;
  const result = {
    mode: opts.postgres ? "postgres" : "embedded",
    rows: opts.rows,
    file_mb: +(size / MB).toFixed(1),
    upload_and_map_s: +s(t0, t1).toFixed(2),
    start_s: +s(t1, t2).toFixed(2),
    job_s: +s(t2, t3).toFixed(2),
    total_s: +s(t0, t3).toFixed(2),
    rows_per_s: Math.round(opts.rows / s(t0, t3)),
    rss_baseline_mb: +(baseline / MB).toFixed(0),
    rss_peak_growth_mb: +((peak - baseline) / MB).toFixed(0),
  };
  console.log("\nContact import, end to end");
  console.log(`  upload + header + row count  ${result.upload_and_map_s.toFixed(2)} s`);
  console.log(`  start (mapping, plan limit)  ${result.start_s.toFixed(2)} s`);
  console.log(`  job (batches of ${IMPORT_BATCH_ROWS.toLocaleString("en")} rows)    ${result.job_s.toFixed(2)} s`);
  console.log(`  total                        ${result.total_s.toFixed(2)} s  (${result.rows_per_s.toLocaleString("en-US")} rows/s)`);
  console.log(`  peak RSS growth              ${result.rss_peak_growth_mb} MB over ${result.rss_baseline_mb} MB`);
  const target = opts.postgres ? 10 : 20;
  if (opts.rows === 100_000) console.log(`  targets: < ${target} s ${result.total_s < target ? "met" : "MISSED"}; < 150 MB growth ${result.rss_peak_growth_mb < 150 ? "met" : "MISSED"}`);
  await finishInProcessBench({ resultsDir: opts.resultsDir, file: `import${opts.postgres ? "-postgres" : ""}-${opts.rows}.json`, result, opened, tmp });
}
