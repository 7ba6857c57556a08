import { z } from "zod";
import { defineJob } from "@/lib/platform/jobs";

/**
 * The journey engine's jobs (lib/journeys/engine.ts). Their bodies load the engine on first use,
 * so the engine can queue them inside its transactions without an import ring.
 */

/** One step of one run: keyed by run and action, its effect and history row commit together. */
export const journeyStepJob = defineJob({
  name: "journeys.step",
  schema: z.object({ run_id: z.number().int().positive(), action_id: z.number().int().positive() }),
  handler: async (d, ctx) => (await import("./engine")).runStep(ctx.db, d.run_id, d.action_id, ctx.attempt),
  retry: { limit: 4, delaySeconds: 30, backoff: true },
  expireInSeconds: 120,
  concurrency: 4,
});

/** Matches one recorded contact fact against the location's triggers and enrols. */
export const journeyDispatchJob = defineJob({
  name: "journeys.dispatch",
  schema: z.object({ event_id: z.number().int().positive() }),
  handler: async (d, ctx) => (await import("./engine")).dispatchEvent(ctx.db, d.event_id),
  retry: { limit: 5, delaySeconds: 10, backoff: true },
  expireInSeconds: 600,
});

/**
 * Facts whose dispatch was not queued with them (pg-boss was not started in the process that
 * recorded them): read from the pending index only, every minute and when workers start.
 */
export const journeyDispatchSweepJob = defineJob({
  name: "journeys.dispatch-sweep",
  schema: z.object({}),
  handler: async (_d, ctx) => (await import("./engine")).sweepEvents(ctx.db),
  cron: "* * * * *",
  cronData: {},
  runAtStart: true,
  concurrency: 1,
});

/** Every journey job, for the composition root (lib/api/jobs.ts). */
