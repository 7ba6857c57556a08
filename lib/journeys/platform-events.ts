import "server-only";
import { and, eq } from "drizzle-orm";
import { journeyEvents, journeyTriggers, journeys } from "@/db/schema";
import type { PlatformHandler } from "@/lib/platform/events";
import { queueDispatch } from "./engine";

/**
 * A contact fact, inside the transaction that changed it: recorded for the dispatcher only when an
 * enabled journey of the location has a trigger of its kind (one indexed lookup), so the modules'
 * everyday writes pay nothing when no journey listens. The dispatcher job is queued in the same
 * transaction; if pg-boss is not ready in this process the sweep dispatches it within a minute.
 */
export const recordContactChange: PlatformHandler<"contact.changed"> = async ({ db, locationId, change }) => {
  if (!change.contactIds.length) return;
  const [listening] = await db
    .select({ id: journeyTriggers.id })
    .from(journeyTriggers)
    .innerJoin(journeys, and(eq(journeys.id, journeyTriggers.journeyId), eq(journeys.enabled, true)))
    .where(and(eq(journeyTriggers.locationId, locationId), eq(journeyTriggers.type, change.kind)))
    .limit(1);
  if (!listening) return;
  const { kind, contactIds, ...data } = change;
  const [ev] = await db.insert(journeyEvents).values({ locationId, kind, data, contactIds }).returning({ id: journeyEvents.id });
  await queueDispatch(db, ev.id);
};
