import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { rewardSettings } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { DEFAULT_POINT_NAME } from "@/lib/contacts/constants";

/** A location's reward points naming (doc 3 "Reward: point name, reward notification"). */
export type RewardSetting = { point_name: string; notification: boolean };

export async function getRewardSetting(db: Db, ctx: Pick<Ctx, "locationId">): Promise<RewardSetting> {
  const [row] = await db.select().from(rewardSettings).where(eq(rewardSettings.locationId, ctx.locationId));
  return { point_name: row?.pointName ?? DEFAULT_POINT_NAME, notification: row?.notification ?? true };
}

export async function updatePointName(db: Db, ctx: Ctx, pointName: string): Promise<RewardSetting> {
  await db
    .insert(rewardSettings)
    .values({ locationId: ctx.locationId, pointName })
    .onConflictDoUpdate({ target: rewardSettings.locationId, set: { pointName, updatedAt: sql`now()` } });
  return getRewardSetting(db, ctx);
}
