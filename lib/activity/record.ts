import type { Db } from "@/db";
import { activities } from "@/db/schema";

export type ActivityInput = {
  locationId: number;
  module: string;
  action: string;
  title: string;
  body?: string | null;
  userId?: number | null;
  contactId?: number | null;
  data?: Record<string, unknown>;
};

/** Modules call this when something happened that the location's users should see in the feed. */
export async function recordActivity(db: Db, a: ActivityInput): Promise<void> {
  await db.insert(activities).values({
    locationId: a.locationId,
    module: a.module,
    action: a.action,
    title: a.title,
    body: a.body ?? null,
    userId: a.userId ?? null,
    contactId: a.contactId ?? null,
    data: a.data ?? null,
  });
}
