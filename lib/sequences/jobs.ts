import { z } from "zod";
import { defineJob } from "@/lib/platform/jobs";

/** The sequence engine's jobs (lib/sequences/engine.ts), loaded on first use so the engine can queue them in its transactions. */

/** A subscriber's next message: keyed by subscriber and message; `plan` is the subscriber's plan it was queued for. */
export const sequenceSendJob = defineJob({
  name: "sequences.send",
  schema: z.object({ subscriber_id: z.number().int().positive(), message_id: z.number().int().positive(), plan: z.number().int().min(0) }),
  handler: async (d, ctx) => (await import("./engine")).sendNext(ctx.db, d.subscriber_id, d.message_id, d.plan),
  retry: { limit: 4, delaySeconds: 30, backoff: true },
  expireInSeconds: 120,
  concurrency: 4,
});

/** A dated one-off send (schedule-sequence, send-now) of one message to all or chosen subscribers. */
export const sequenceScheduleJob = defineJob({
  name: "sequences.schedule",
  schema: z.object({ schedule_id: z.number().int().positive() }),
  handler: async (d, ctx) => (await import("./engine")).sendSchedule(ctx.db, d.schedule_id),
  retry: { limit: 4, delaySeconds: 30, backoff: true },
  expireInSeconds: 600,
});



