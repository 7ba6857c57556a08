import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { subscriptions, users } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { forbidden, validationError } from "@/lib/http/errors";
import { MSG_CANNOT_PAUSE, msgPaused } from "./constants";
import { addInterval, subscriptionOf } from "./subscription";

/**
 * POST /billing/pause-subscription (ours; issue 30: "pause instead of cancel"): the account
 * hibernates for 1 to 3 months and the time already paid for (or the trial left) moves past the
 * pause, so nothing renews meanwhile. Activate Account wakes it whenever the coach comes back.
 */
export async function pauseSubscription(db: Db, ctx: Ctx, months: number) {
  if (!ctx.isOrganizationOwner) throw forbidden();
  const now = new Date();
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const sub = await subscriptionOf(tx, ctx.userId, true);
    if (sub.isPaymentFailed || (sub.status !== "active" && sub.status !== "trialing")) throw validationError({ months: [MSG_CANNOT_PAUSE] }, MSG_CANNOT_PAUSE);
    const until = addInterval(now, "month", months);
    await tx
      .update(subscriptions)
      .set({
        pausedUntil: until,
        cancelAtPeriodEnd: false,
        pendingPlanId: null,
        currentPeriodEnd: sub.currentPeriodEnd ? addInterval(sub.currentPeriodEnd, "month", months) : null,
        trialEndsAt: sub.status === "trialing" && sub.trialEndsAt ? addInterval(sub.trialEndsAt, "month", months) : sub.trialEndsAt,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, sub.id));
    await tx.update(users).set({ hibernated: true, updatedAt: now }).where(eq(users.id, ctx.userId));
    return { status: 1, message: msgPaused(until.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" })), paused_until: until.toISOString() };
  });
}
