import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, locations, rewardSettings } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { DEFAULT_POINT_NAME } from "@/lib/contacts/constants";
import { formatNumber } from "@/lib/format";
import { formatMoney } from "@/lib/platform/payments/money";
import { sendEmail } from "@/lib/platform/email/send";
import { escapeHtml } from "@/lib/utils/html";

/** A location's reward points (doc 3 "Reward: point name, point currency, reward notification"). */
export type RewardSetting = { point_name: string; notification: boolean; point_value: number; currency: string };

type Patch = Partial<Pick<typeof rewardSettings.$inferInsert, "pointName" | "notification" | "pointValue" | "currency">>;

export async function getRewardSetting(db: Db, ctx: Pick<Ctx, "locationId">): Promise<RewardSetting> {
  const [row] = await db.select().from(rewardSettings).where(eq(rewardSettings.locationId, ctx.locationId));
  return { point_name: row?.pointName ?? DEFAULT_POINT_NAME, notification: row?.notification ?? true, point_value: row?.pointValue ?? 0, currency: row?.currency ?? "USD" };
}

/** One upsert per setting call: the location's row is made on its first change. */
async function update(db: Db, ctx: Ctx, set: Patch): Promise<RewardSetting> {
  await db
    .insert(rewardSettings)
    .values({ locationId: ctx.locationId, ...set })
    .onConflictDoUpdate({ target: rewardSettings.locationId, set: { ...set, updatedAt: sql`now()` } });
  return getRewardSetting(db, ctx);
}

export const updatePointName = (db: Db, ctx: Ctx, pointName: string) => update(db, ctx, { pointName });
export const updatePointCurrency = (db: Db, ctx: Ctx, input: { point_value: number; currency: string }) => update(db, ctx, { pointValue: input.point_value, currency: input.currency.toUpperCase() });
export const updateRewardNotification = (db: Db, ctx: Ctx, notification: boolean) => update(db, ctx, { notification });

/**
 * With the reward notification on, the contact is emailed when a coach gives them points: how
 * many, why, the new balance and, when points have a worth, what it is. Called after the points'
 * transaction commits; a contact without an email, or with email delivery off, is not written to.
 */
export async function notifyPointsEarned(db: Db, ctx: Ctx, input: { contactId: number; points: number; title: string; balance: number }): Promise<number | null> {
  const setting = await getRewardSetting(db, ctx);
  if (!setting.notification) return null;
  const [c] = await db
    .select({ email: contacts.email, firstName: contacts.firstName, business: locations.businessname })
    .from(contacts)
    .innerJoin(locations, eq(locations.id, contacts.locationId))
    .where(and(eq(contacts.id, input.contactId), eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt)));
  if (!c?.email) return null;
  const name = setting.point_name;
  const earned = `${formatNumber(input.points)} ${name}`;
  const worth = setting.point_value > 0 ? ` (worth ${formatMoney(input.balance * setting.point_value, setting.currency)})` : "";
  const lines = [
    `Hi ${c.firstName || "there"},`,
    `You have earned ${earned} from ${c.business}: ${input.title}.`,
    `Your balance is now ${formatNumber(input.balance)} ${name}${worth}.`,
  ];
  return sendEmail(db, {
    to: c.email,
    subject: `You have earned ${earned}`,
    text: lines.join("\n\n"),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(""),
    kind: "location",
    locationId: ctx.locationId,
    userId: ctx.userId,
    contactId: input.contactId,
  });
}
