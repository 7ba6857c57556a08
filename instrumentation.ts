/** Runs once per server process: starts the background services that live with the app. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // Before anything opens the database: what runs once it is migrated (the demo seed).
  (await import("@/lib/demo/register")).registerDemoSeed();
  // Before any request or job: the modules' handlers for what the platform announces (inbound SMS, payment events).
  (await import("@/lib/api/platform-handlers")).installPlatformHandlers();
  await (await import("@/lib/platform/realtime")).ensureRealtime().catch((err) => console.error("realtime: server did not start", err));
  // The platform runs the workers; the composition root knows which jobs there are.
  const [{ startAppWorkers }, { ALL_JOBS }] = await Promise.all([import("@/lib/platform/jobs/start"), import("@/lib/api/jobs")]);
  await startAppWorkers(ALL_JOBS).catch((err) => console.error("jobs: workers did not start", err));
}
