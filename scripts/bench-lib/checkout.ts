/**
 * `npm run bench -- --checkout [--orders N] [--duration S] [--postgres] [--fresh] [--build]`
 *
 * Checkout (issue 14), against `next start`:
 *   - GET /buy/{public_id}, the server-rendered checkout page, vs the trivial route (target: at
 *     least 0.3 of its req/s at 32 connections), its p50 at 1 connection, and the page's first-load
 *     JavaScript gzipped (target: under 90 KB; the test processor's form, no Stripe.js);
 *   - webhook replay: the events of N orders (default 1,000) paid at the processor, each delivered
 *     3 times, shuffled, 32 at a time, to POST /api/webhooks/stripe/checkout: events/s, and after it
 *     every order paid once with one invoice, one receipt and one activity, one contact per buyer
 *     (what one in-order delivery makes).
 * Smaller sizes make a quick check: `--orders 100 --duration 2`.
 *
 * Data: embedded in .data-bench-checkout/, orders made anew each run; --postgres in database
 * coachos_bench_checkout on BENCH_PG_URL.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { measurePage } from "./first-load";
import { measureRoutes, prepareBenchData, reportBench, runSeed, shareTarget, type ModuleBenchFlags, type Target } from "./module-bench";
import { apiLogin, benchEnv, ensureBuilt, ROOT, run, startServer } from "./server";
import { kb, ms } from "./table";

const PAGE_SHARE = 0.3;
const FIRST_LOAD_KB = 90;
const REPEATS = 3;
const CONCURRENCY = 32;

type Seeded = { publicId: string; orders: number; events: { id: string; type: string; payload: string }[] };
type Verified = Record<"orders" | "paid" | "invoices" | "invoiced_orders" | "receipts" | "receipted_orders" | "activities" | "contacts" | "contact_emails", number>;
export type CheckoutBenchOptions = ModuleBenchFlags & { orders: number };

/** Every event REPEATS times, shuffled, CONCURRENCY at a time, each signed as Stripe signs. */
async function replay(origin: string, dataDir: string, events: Seeded["events"]) {
  process.env.DATA_DIR = dataDir; // the app's secret, which the webhook secret derives from
  const { signatureHeader, webhookSecret } = await import("../../lib/platform/payments/signing");
  const secret = webhookSecret("checkout");
  const deliveries = events.flatMap((e) => Array.from({ length: REPEATS }, () => e)).map((e) => [Math.random(), e] as const).sort((a, b) => a[0] - b[0]).map(([, e]) => e);
  let next = 0;
  let failed = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < deliveries.length) {
        const e = deliveries[next++];
        const res = await fetch(`${origin}/api/webhooks/stripe/checkout`, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signatureHeader(e.payload, secret) }, body: e.payload });
        if (!res.ok) failed++;
        await res.arrayBuffer();
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  return { deliveries: deliveries.length, failed, seconds, perSecond: deliveries.length / seconds };
}

export async function checkoutBench(opts: CheckoutBenchOptions) {
  const data = await prepareBenchData("checkout", {}, opts);
  console.log(`Plan: the checkout page, ${opts.duration} s per measurement at 1 and 32 connections; the events of ${opts.orders} orders replayed ${REPEATS} times each.\n`);
  const seeded = await runSeed<Seeded>(data, "scripts/bench-lib/checkout-seed.ts", ["--orders", String(opts.orders)]);
  await ensureBuilt(opts.build);

  const server = await startServer(data.dataDir, `bench-checkout-${data.mode}`, data.db);
  console.log(`next start is up at ${server.origin} (pid ${server.pid}).`);
  const headers = { authorization: `Bearer ${await apiLogin(server.origin)}`, accept: "application/json" };
  const page = `/buy/${seeded.publicId}`;
  const routes = [
    { key: "health", label: "GET /api/v3/health (trivial)", path: "/api/v3/health" },
    { key: "buy", label: `GET ${page} (checkout page)`, path: page },
  ];
  const results = await measureRoutes(server.origin, headers, routes, opts.duration);
  const js = await measurePage(server.origin, page);
  console.log(`  first-load JS: ${js.scripts.length} scripts, ${kb(js.gzip)} gzipped`);
  const replayed = await replay(server.origin, data.dataDir, seeded.events);
  console.log(`  webhook replay: ${replayed.deliveries} deliveries in ${replayed.seconds.toFixed(1)} s (${replayed.perSecond.toFixed(0)} events/s), ${replayed.failed} refused`);
  await server.stop();

  const out = path.join(os.tmpdir(), `coachos-checkout-verify-${process.pid}.json`);
  await run(path.join(ROOT, "node_modules", ".bin", "tsx"), ["--conditions=react-server", "scripts/bench-lib/checkout-seed.ts", "--verify", "--out", out], benchEnv(data.dataDir, {}, data.db), "Verifying");
  const v = JSON.parse(fs.readFileSync(out, "utf8")) as Verified;
  fs.rmSync(out, { force: true });
  const n = seeded.orders;
  const once = v.orders === n && v.paid === n && v.invoices === n && v.invoiced_orders === n && v.receipts === n && v.receipted_orders === n && v.activities === n && v.contacts === n && v.contact_emails === n;

  const targets: Target[] = [
    shareTarget(`checkout page req/s at 32 connections >= ${PAGE_SHARE}x trivial route`, results.buy, results.health, PAGE_SHARE),
    { name: "checkout page p50 at 1 connection (reported)", value: ms(results.buy.c1.p50), pass: true },
    { name: `first-load JS gzipped < ${FIRST_LOAD_KB} KB (no Stripe.js)`, value: kb(js.gzip), pass: js.gzip < FIRST_LOAD_KB * 1000 },
    { name: `webhook replay of ${n} orders' ${seeded.events.length} events x${REPEATS}, shuffled: every delivery accepted`, value: `${replayed.perSecond.toFixed(0)} events/s, ${replayed.failed} refused`, pass: replayed.failed === 0 },
    {
      name: "after it: each order paid once, one invoice, one receipt, one activity; one contact per buyer",
      value: `${v.paid} paid, ${v.invoices} invoices, ${v.receipts} receipts, ${v.activities} activities, ${v.contacts} contacts (of ${n})`,
      pass: once,
    },
  ];
  reportBench({ data, name: "checkout", options: opts, routes, results, targets, extra: { firstLoadJs: { scripts: js.scripts, gzip: js.gzip }, replay: replayed, verified: v } });
}
