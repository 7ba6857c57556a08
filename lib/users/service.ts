import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { users } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";

/** PATCH /app/latest-version: the user has loaded the newest version; the refresh bar goes away. */
export async function markLatestVersion(db: Db, ctx: Ctx) {
  await db.update(users).set({ hasLatestVersion: true, updatedAt: new Date() }).where(eq(users.id, ctx.userId));
  return { status: 1 };
}
