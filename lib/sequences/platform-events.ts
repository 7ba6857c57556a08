import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { sequenceSubscribers, sequences } from "@/db/schema";
import type { PlatformHandler } from "@/lib/platform/events";

/**
 * Stop on reply: an inbound SMS from a contact stops their active subscriptions to the location's
 * sequences that stop on reply, inside the inbound message's transaction (their queued jobs then
 * find the subscriber stopped).
 */
export const stopOnReply: PlatformHandler<"sms.received.record"> = async ({ db, locationId, sms }) => {
  if (!sms.contactId) return;
  await db
    .update(sequenceSubscribers)
    .set({ status: "stopped", nextMessageId: null, nextAt: null, endedAt: sql`now()` })
    .where(
      and(
        eq(sequenceSubscribers.locationId, locationId),
        eq(sequenceSubscribers.contactId, sms.contactId),
        eq(sequenceSubscribers.status, "active"),
        inArray(sequenceSubscribers.sequenceId, db.select({ id: sequences.id }).from(sequences).where(and(eq(sequences.locationId, locationId), eq(sequences.stopOnReply, true)))),
      ),
    );
};
