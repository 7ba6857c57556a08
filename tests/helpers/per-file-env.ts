import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, vi } from "vitest";

/**
 * Runs before every test file (vitest setupFiles). Test files share a process, one after another
 * (vitest.config.mts): what one file changes of the process (its environment, the clock) is put
 * back after it, so the next file starts as if it were first.
 *
 * A data folder of the file's own: without it, the auth secret, realtime.json (credentials and
 * the port of "the" embedded realtime server) and uploads would live in the clone's .data,
 * shared with `npm run dev`, with earlier runs and with whatever runs beside the tests; a
 * publish() could then reach another process's realtime server.
 */
const env = { ...process.env };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "coachos-test-"));
process.env.DATA_DIR = dir;

/**
 * Outside services and process-wide switches come from the developer's shell otherwise: a test
 * that wants one sets it (and its own local peer) itself.
 */
const FROM_SHELL = [
  "SMTP_URL", "MAIL_FROM",
  "TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM", "TWILIO_API_BASE",
  "PUSHER_APP_ID", "PUSHER_KEY", "PUSHER_SECRET", "PUSHER_CLUSTER", "PUSHER_HOST", "PUSHER_PORT", "PUSHER_WS_HOST", "PUSHER_WS_PORT", "PUSHER_USE_TLS",
  "REALTIME_PORT", "UPLOADTHING_TOKEN", "UPLOADTHING_API_URL", "UPLOADTHING_INGEST_URL", "PEXELS_API_KEY", "PEXELS_API_BASE", "PEXELS_IMAGE_HOSTS",
  "RUN_WORKERS", "JOBS_POLL_SECONDS", "JOBS_SUPERVISE", "JOBS_SCHEDULE",
  "GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "GOOGLE_ISSUER_URL",
  // Links in mail and webhook signatures are built from these; the tests expect the defaults.
  "APP_URL", "NEXTAUTH_URL", "DEV_OUTBOX", "SMS_RATE_PER_SECOND", "SMS_DEFAULT_COUNTRY",
];
for (const name of FROM_SHELL) delete process.env[name];

// Tests drive hundreds of calls a second on one token, on a clock they move: the per-token rate
// limit (lib/http/rate-limit.ts) is off unless a test turns it on.
process.env.API_RATE_LIMIT = "0";

afterAll(async () => {
  // The contract check (tests/helpers/contract.ts) judges the answers this file got, if it called the API.
  if ((globalThis as { __contractCheck?: boolean }).__contractCheck) await (await import("./contract")).checkFileAnswers();
  vi.useRealTimers();
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  Object.assign(process.env, env);
  fs.rmSync(dir, { recursive: true, force: true });
});
