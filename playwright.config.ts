import fs from "node:fs";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3200);
const baseURL = `http://127.0.0.1:${port}`;
// Debian's /usr/bin/chromium is a wrapper script that adds its own flags (GPU rasterization on a
// machine without a GPU, extensions): the binary behind it runs the suite on about 8% less CPU.
const chromium = process.env.CHROMIUM_PATH ?? (fs.existsSync("/usr/lib/chromium/chromium") ? "/usr/lib/chromium/chromium" : "/usr/bin/chromium");

export default defineConfig({
  testDir: "tests/e2e",
  // scripts/e2e.ts --shards gives each shard its own (Playwright empties this folder on start).
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  // tests/e2e/postgres changes the database behind a session: it needs DATABASE_URL, and
  // only runs then (.ci/run runs it against PostgreSQL with the same build).
  testIgnore: process.env.DATABASE_URL ? [] : ["postgres/**"],
  fullyParallel: false,
  workers: 1,
  // No retries: a test that passes on a second try has a race to find, not to hide.
  retries: 0,
  // A test's budget, for hangs: CI runs two shards side by side on 2 cores (scripts/e2e.ts), and a
  // flow there takes up to twice its time alone (the longest, alone, about 45 s).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    // Recording a trace for every test costs about a fifth of the suite's time, and CI keeps only
    // its printed output: record one when debugging, with --trace=retain-on-failure (or on).
    trace: "off",
    screenshot: "only-on-failure",
    // The product honours reduced motion (globals.css, sonner): no frame is ever mid-animation,
    // so axe's contrast check cannot catch a toast or a menu half-faded by chance.
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
      ],
    },
  },
  webServer: {
    // Node closes an idle kept-alive socket after 5 s; a test's request context reusing one at
    // that moment reads ECONNRESET. A context lives for one test (at most 300 s), so a server
    // keep-alive longer than that never closes a socket a test may still reuse.
    command: `npx next start -p ${port} -H 127.0.0.1 --keepAliveTimeout 600000`,
    url: `${baseURL}/api/v3/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next-e2e",
      DATA_DIR: process.env.DATA_DIR ?? ".data-e2e",
      NEXTAUTH_URL: baseURL,
      NEXT_TELEMETRY_DISABLED: "1",
      DEV_OUTBOX: "1",
    },
  },
});
