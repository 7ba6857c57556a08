import "server-only";
import { z } from "zod";
import { defineJob } from "@/lib/platform/jobs/define";
import { sendJob } from "@/lib/platform/jobs/send";
import { runBroadcastSend } from "./sender";

/**
 * Sends a broadcast (lib/broadcasts/sender.ts). Safe to run twice or side by side: recipients
 * are claimed FOR UPDATE SKIP LOCKED and marked sent with their message. When the sending
 * window is full, the domain's warm-up cap is spent, or the broadcast is scheduled later, the
 * job queues itself for then. A worker that dies mid-run is retried by pg-boss.
 */
export const broadcastSendJob = defineJob({
  name: "broadcasts.send",
  schema: z.object({ broadcast_id: z.number().int().positive() }),
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  expireInSeconds: 60 * 30,
  concurrency: 2,
  async handler({ broadcast_id }, { db }) {
    const outcome = await runBroadcastSend(db, broadcast_id);
    if (outcome.state === "wait") await sendJob(broadcastSendJob, { broadcast_id }, { startAfter: outcome.seconds });
    else if (outcome.state === "paused") await sendJob(broadcastSendJob, { broadcast_id }, { startAfter: outcome.until });
    else if (outcome.state === "later") await sendJob(broadcastSendJob, { broadcast_id }, { startAfter: outcome.at });
  },
});
