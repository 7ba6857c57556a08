/**
 * `npm run bench -- --email-logs [--messages N] [--duration S] [--postgres] [--fresh] [--build]`
 *
 * Email tracking and logs (issue 11), against `next start`:
 *   - GET /email-log/open/{token}, the open pixel (each request records an open), vs the trivial
 *     route (target: at least 0.5 of its req/s at 32 connections);
 *   - GET /email-log/get-delivery-log over N recorded emails (default 1,000,000): page 1000 vs
 *     page 1 (target: p50 within 1.2x at 1 connection).
 * Smaller sizes make a quick check: `--messages 50000 --duration 2`.
 *
 * Data: embedded in .data-bench-email-logs/ (reused while the size and the migrations match);
 * --postgres in database coachos_bench_email_logs on BENCH_PG_URL.
 */
import { deepPageTarget, measureRoutes, prepareBenchData, reportBench, runSeed, shareTarget, type ModuleBenchFlags, type Target } from "./module-bench";
import { apiLogin, ensureBuilt, startServer } from "./server";

const PIXEL_SHARE = 0.5;
const DEEP_RATIO = 1.2;
const PER_PAGE = 25;

type Seeded = { messages: number; openToken: string };
export type EmailLogsBenchOptions = ModuleBenchFlags & { messages: number };

export async function emailLogsBench(opts: EmailLogsBenchOptions) {
  const data = await prepareBenchData("email-logs", { messages: opts.messages }, opts);
  console.log(`Plan: ${opts.messages} recorded emails; ${opts.duration} s per measurement at 1 and 32 connections.\n`);
  const seeded = await runSeed<Seeded>(data, "scripts/bench-lib/email-logs-seed.ts", ["--messages", String(opts.messages)]);
  await ensureBuilt(opts.build);

  const server = await startServer(data.dataDir, `bench-email-logs-${data.mode}`, data.db);
  console.log(`next start is up at ${server.origin} (pid ${server.pid}).`);
  const headers = { authorization: `Bearer ${await apiLogin(server.origin)}`, accept: "application/json" };
  const deep = Math.min(1000, Math.max(1, Math.floor(seeded.messages / PER_PAGE)));
  const routes = [
    { key: "health", label: "GET /api/v3/health (trivial)", path: "/api/v3/health" },
    { key: "pixel", label: "GET /api/v3/email-log/open/{token} (records an open)", path: `/api/v3/email-log/open/${seeded.openToken}` },
    { key: "log", label: `GET /api/v3/email-log/get-delivery-log (${seeded.messages} emails)`, path: `/api/v3/email-log/get-delivery-log?per_page=${PER_PAGE}` },
    { key: "deep", label: `  ?page=${deep}`, path: `/api/v3/email-log/get-delivery-log?per_page=${PER_PAGE}&page=${deep}` },
  ];
  const results = await measureRoutes(server.origin, headers, routes, opts.duration);
  await server.stop();

  const targets: Target[] = [
    shareTarget(`open pixel req/s at 32 connections >= ${PIXEL_SHARE}x trivial route`, results.pixel, results.health, PIXEL_SHARE),
    deepPageTarget(`delivery log page ${deep} p50 <= ${DEEP_RATIO}x page 1 p50 (1 connection)`, results.deep, results.log, DEEP_RATIO),
  ];
  reportBench({ data, name: "email-logs", options: opts, routes, results, targets });
}
