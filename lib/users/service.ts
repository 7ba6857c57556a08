import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { locations, users } from "@/db/schema";
import { assertCompanyLevel } from "@/lib/organization/manage";
import type { Ctx } from "@/lib/auth/access";

/** PATCH /app/latest-version: the user has loaded the newest version; the refresh bar goes away. */
export async function markLatestVersion(db: Db, ctx: Ctx) {
  await db.update(users).set({ hasLatestVersion: true, updatedAt: new Date() }).where(eq(users.id, ctx.userId));
  return { status: 1 };
}

/**
 * POST /user/update-kill-status: an organization admin switches all email or SMS sending of
 * the accessed location off (0) or back on (1). Sends made while off are recorded as blocked.
 */
export async function updateKillStatus(db: Db, ctx: Ctx, type: "email" | "sms", status: 0 | 1) {
  // Doc 1 s6: organization admins (the route's admin-settings update), never location-level kinds.
  assertCompanyLevel(ctx);
  const [loc] = await db
    .update(locations)
    .set(type === "email" ? { emailStatus: status } : { smsStatus: status })
    .where(eq(locations.id, ctx.locationId))
    .returning({ email_status: locations.emailStatus, sms_status: locations.smsStatus });
  return { message: `${type === "email" ? "Email" : "SMS"} sending is ${status ? "on" : "off"}.`, data: loc };
}

/** The accessed location's switches as the Sending tab shows them (1 on, 0 off). */
export async function killStatus(db: Db, ctx: Ctx) {
  const [loc] = await db
    .select({ email_status: locations.emailStatus, sms_status: locations.smsStatus })
    .from(locations)
    .where(eq(locations.id, ctx.locationId));
  return loc;
}
