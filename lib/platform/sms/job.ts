import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { smsMessages } from "@/db/schema";
import { announce } from "@/lib/platform/events";
import { defineJob } from "@/lib/platform/jobs";
import { deliveryFailure } from "@/lib/platform/jobs/delivery";
import { SMS_RATE_PER_SECOND, SMS_STATUS } from "./constants";
import { reserveSendSlot } from "./rate";
import { smsTransportFor } from "./transport";
import { isPermanent } from "./twilio-client";

const RETRY = { limit: 4, delaySeconds: 20, backoff: true };

/**
 * Sends one recorded SMS, at most SMS_RATE_PER_SECOND per sending number. Idempotent: only
 * a queued or failed record is sent. Twilio's 4xx answers (invalid number, opted out) and a
 * setup the coach must fix (an unreadable saved token) are final: recorded as failed and not
 * retried; other failures are recorded and retried.
 */
export const smsSendJob = defineJob({
  name: "sms.send",
  schema: z.object({ id: z.number().int().positive() }),
  retry: RETRY,
  expireInSeconds: 120,
  concurrency: 2,
  async handler({ id }, { db }) {
    const [msg] = await db
      .update(smsMessages)
      .set({ attempts: sql`${smsMessages.attempts} + 1`, updatedAt: new Date() })
      .where(and(eq(smsMessages.id, id), eq(smsMessages.direction, "outbound"), inArray(smsMessages.status, [SMS_STATUS.queued, SMS_STATUS.failed])))
      .returning();
    if (!msg) return;
    let sender = "";
    try {
      const transport = await smsTransportFor(db, msg.locationId);
      sender = transport.sender;
      const wait = await reserveSendSlot(db, sender, SMS_RATE_PER_SECOND);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const d = await transport.deliver({ to: msg.toNumber, body: msg.body });
      await db
        .update(smsMessages)
        .set({ status: d.status, providerId: d.providerId, fromNumber: sender, segments: d.segments ?? msg.segments, statusReason: null, sentAt: new Date(), updatedAt: new Date() })
        .where(eq(smsMessages.id, id));
    } catch (err) {
      const permanent = isPermanent(err);
      const { reason, final, recorded } = deliveryFailure(err, msg.attempts, RETRY.limit, permanent);
      await db
        .update(smsMessages)
        .set({ status: SMS_STATUS.failed, fromNumber: sender, statusReason: recorded, updatedAt: new Date() })
        .where(eq(smsMessages.id, id));
      if (final && msg.locationId != null) {
        await announce("sms.failed", { db, locationId: msg.locationId, smsId: msg.id, contactId: msg.contactId, to: msg.toNumber, reason });
      }
      if (!permanent) throw err;
    }
  },
});
