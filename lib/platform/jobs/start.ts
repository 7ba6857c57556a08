import type { JobDefinition } from "./define";
import { startWorkers, stopWorkers } from "./worker";

/**
 * The app process runs the workers too (embedded mode has no other process). On PostgreSQL
 * `RUN_WORKERS=0` leaves them to `npm run worker` so web servers and workers scale apart.
 * The platform knows no module's job: the caller hands it the composition root's list (lib/api/jobs.ts).
 */
export async function startAppWorkers(jobs: readonly JobDefinition[]): Promise<void> {
  if (process.env.RUN_WORKERS === "0") return;
  await startWorkers(jobs);
  console.log(`jobs: workers running in the app (${jobs.map((j) => j.name).join(", ")})`);
  const stop = () => void stopWorkers(10_000).finally(() => process.exit(0));
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
