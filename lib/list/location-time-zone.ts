import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { locations } from "@/db/schema";

/** The location's IANA zone (set at sign-up): date presets and days of lists are its days. */
export async function locationTimeZone(db: Db, locationId: number): Promise<string> {
  const [row] = await db.select({ timezone: locations.timezone }).from(locations).where(eq(locations.id, locationId));
  return row?.timezone ?? "UTC";
}
