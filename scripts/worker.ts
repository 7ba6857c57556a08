/**
 * npm run worker — runs the background jobs in their own process, on PostgreSQL only
 * (DATABASE_URL). Web servers then run with RUN_WORKERS=0, and each side scales on its own.
 * Embedded mode (PGlite) has no lock between processes: its jobs run inside the app.
 * SIGTERM/SIGINT stop gracefully: running jobs get 30 s, then fail and are retried.
 */
import { startWorkers, stopWorkers } from "../lib/platform/jobs/worker";
import { ALL_JOBS } from "../lib/api/jobs";
import { installPlatformHandlers } from "../lib/api/platform-handlers";

async function main() {
  if (!process.env.DATABASE_URL) {
    console.error("npm run worker needs DATABASE_URL (PostgreSQL). In embedded mode the app runs its jobs itself.");
    process.exit(1);
  }
  // The jobs announce what happened (a failed send, a payment event): the modules' handlers first.
  installPlatformHandlers();
  await startWorkers(ALL_JOBS);
  console.log(`worker: running ${ALL_JOBS.map((j) => j.name).join(", ")}`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`worker: ${signal}, finishing running jobs`);
    await stopWorkers(30_000);
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
