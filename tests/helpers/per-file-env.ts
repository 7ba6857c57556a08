import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

/**
 * Runs before every test file (vitest setupFiles; each file is its own process).
 *
 * A data folder of the file's own: without it, the auth secret, realtime.json (credentials and
 * the port of "the" embedded realtime server) and uploads would live in the clone's .data,
 * shared with `npm run dev`, with earlier runs and with whatever runs beside the tests; a
 * publish() could then reach another process's realtime server.
 */
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

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
