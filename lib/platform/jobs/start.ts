import { ALL_JOBS } from "./registry";
import { startWorkers, stopWorkers } from "./worker";

/**
 * The app process runs the workers too (embedded mode has no other process). On PostgreSQL
 * `RUN_WORKERS=0` leaves them to `npm run worker` so web servers and workers scale apart.
 */
export async function startAppWorkers(): Promise<void> {
  if (process.env.RUN_WORKERS === "0") return;
  await startWorkers(ALL_JOBS);
  console.log(`jobs: workers running in the app (${ALL_JOBS.map((j) => j.name).join(", ")})`);
  const stop = () => void stopWorkers(10_000).finally(() => process.exit(0));
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
