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
import { treeRss } from "./measure";
import { measureRoutes, prepareBenchData, reportBench, runSeed, shareTarget, type ModuleBenchFlags, type Target } from "./module-bench";
import { apiLogin, ensureBuilt, startServer } from "./server";
import { ms } from "./table";

const LIST_SHARE = 0.5;
const ANALYTICS_P50_MS = 50;
const CSV_RSS_MB = 64;

type Seeded = { formId: number; responses: number };
export type FormsBenchOptions = ModuleBenchFlags & { responses: number };

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
  const data = await prepareBenchData("forms", { responses: opts.responses }, opts);
  console.log(`Plan: a form with ${opts.responses} responses; ${opts.duration} s per measurement at 1 and 32 connections; its CSV streamed.\n`);
  const seeded = await runSeed<Seeded>(data, "scripts/bench-lib/forms-seed.ts", ["--responses", String(opts.responses)]);
  await ensureBuilt(opts.build);

  const server = await startServer(data.dataDir, `bench-forms-${data.mode}`, data.db);
  console.log(`next start is up at ${server.origin} (pid ${server.pid}).`);
  const headers = { authorization: `Bearer ${await apiLogin(server.origin)}`, accept: "application/json" };
  const routes = [
    { key: "health", label: "GET /api/v3/health (trivial)", path: "/api/v3/health" },
    { key: "list", label: "GET /api/v3/form/list (dashboard)", path: "/api/v3/form/list" },
    { key: "analytics", label: `GET /api/v3/form/get-analytics (${seeded.responses} responses)`, path: `/api/v3/form/get-analytics?form_id=${seeded.formId}` },
  ];
  const results = await measureRoutes(server.origin, headers, routes, opts.duration);
  // Twice: the first run warms the statements and the code path; the second is reported.
  await csvDownload(server.origin, headers, server.pid, seeded.formId);
  const csv = await csvDownload(server.origin, headers, server.pid, seeded.formId);
  console.log(`  CSV: ${csv.rows} rows, ${csv.mb.toFixed(1)} MB in ${csv.seconds.toFixed(2)} s, peak RSS +${csv.peakGrowthMb.toFixed(0)} MB`);
  await server.stop();

  const targets: Target[] = [
    { name: `analytics over ${seeded.responses} responses, p50 at 1 connection < ${ANALYTICS_P50_MS} ms`, value: ms(results.analytics.c1.p50), pass: results.analytics.c1.p50 < ANALYTICS_P50_MS },
    {
      name: `CSV of ${seeded.responses} respondents streamed, peak RSS growth <= ${CSV_RSS_MB} MB`,
      value: `${csv.rows} rows, ${csv.mb.toFixed(1)} MB, +${csv.peakGrowthMb.toFixed(0)} MB`,
      pass: csv.rows === seeded.responses && csv.peakGrowthMb <= CSV_RSS_MB,
    },
    shareTarget(`dashboard list req/s at 32 connections >= ${LIST_SHARE}x trivial route`, results.list, results.health, LIST_SHARE),
  ];
  reportBench({ data, name: "forms", options: opts, routes, results, targets, extra: { csv } });
}
