/** Runs once per server process: starts the background services that live with the app. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // Before anything opens the database: what runs once it is migrated (the demo seed).
  (await import("@/lib/demo/register")).registerDemoSeed();
  await (await import("@/lib/platform/realtime")).ensureRealtime().catch((err) => console.error("realtime: server did not start", err));
  const { startAppWorkers } = await import("@/lib/platform/jobs/start");
  await startAppWorkers().catch((err) => console.error("jobs: workers did not start", err));
}
