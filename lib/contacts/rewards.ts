import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contactRewards, contacts, users } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import type { Page } from "@/lib/http/pagination";
import { getRewardSetting, notifyPointsEarned } from "@/lib/rewards/service";
import { ownContact } from "./crud";
import { assertContact } from "./profile-guards";
import type { RewardRow } from "./profile-schemas";

/**
 * A contact's rewards (doc 2 s2-s3, reward: points, total_points): entries of points earned
 * (send-reward) or redeemed (redeemed-reward-points). The balance is earned minus redeemed and
 * never goes below zero: a redeem or an edit that would overdraw it is a 422.
 */

const columns = {
  id: contactRewards.id,
  contact_id: contactRewards.contactId,
  kind: contactRewards.kind,
  title: contactRewards.title,
  points: contactRewards.points,
  created_by: users.fullName,
  created_at: contactRewards.createdAt,
};
type Selected = Omit<RewardRow, "created_at" | "kind"> & { kind: string; created_at: Date };
const toReward = (r: Selected): RewardRow => ({ ...r, kind: r.kind as RewardRow["kind"], created_at: r.created_at.toISOString() });

const ownReward = (ctx: Ctx, id: number) => and(eq(contactRewards.id, id), eq(contactRewards.locationId, ctx.locationId))!;

export async function listRewards(db: Db, ctx: Ctx, contactId: number, q: { page: number; per_page: number }): Promise<Page<RewardRow>> {
  await assertContact(db, ctx, contactId);
  const page = await listPage(
    {
      tenant: eq(contactRewards.locationId, ctx.locationId),
      filters: [eq(contactRewards.contactId, contactId)],
      sorts: { created_at: contactRewards.createdAt },
      sort: "created_at",
      direction: "desc",
      id: contactRewards.id,
      page: q.page,
      perPage: q.per_page,
    },
    (__total) => db.select({ ...columns, __total }).from(contactRewards).leftJoin(users, eq(users.id, contactRewards.userId)).$dynamic(),
    async (where) => (await db.select({ n: sql<number>`count(*)::int` }).from(contactRewards).where(where))[0].n,
  );
  return { ...page, data: page.data.map(toReward) };
}

/** Earned, redeemed and balance of one contact, in one indexed aggregate. */
async function sums(db: Db, ctx: Ctx, contactId: number) {
  const [row] = await db
    .select({
      earned: sql<number>`coalesce(sum(${contactRewards.points}) filter (where ${contactRewards.kind} = 'earned'), 0)::int`,
      redeemed: sql<number>`coalesce(sum(${contactRewards.points}) filter (where ${contactRewards.kind} = 'redeemed'), 0)::int`,
    })
    .from(contactRewards)
    .where(and(eq(contactRewards.locationId, ctx.locationId), eq(contactRewards.contactId, contactId)));
  return { earned: row.earned, redeemed: row.redeemed };
}

export async function rewardPoints(db: Db, ctx: Ctx, contactId: number) {
  await assertContact(db, ctx, contactId);
  const [{ earned, redeemed }, setting] = await Promise.all([sums(db, ctx, contactId), getRewardSetting(db, ctx)]);
  return { points: earned - redeemed, total_points: earned, redeemed_points: redeemed, point_name: setting.point_name };
}

/**
 * Writes that change a balance lock the contact's row first, so two redeems at once cannot
 * both spend the same points.
 */
async function lockContact(db: Db, ctx: Ctx, contactId: number) {
  const [c] = await db.select({ id: contacts.id }).from(contacts).where(ownContact(ctx, contactId)).for("update").limit(1);
  if (!c) throw notFound("Contact");
}

async function rewardById(db: Db, ctx: Ctx, id: number): Promise<RewardRow> {
  const [row] = await db.select(columns).from(contactRewards).leftJoin(users, eq(users.id, contactRewards.userId)).where(ownReward(ctx, id));
  if (!row) throw notFound("Reward");
  return toReward(row);
}

export async function sendReward(db: Db, ctx: Ctx, input: { contact_id: number; title: string; points: number }): Promise<RewardRow> {
  const { id, balance } = await db.transaction(async (tx) => {
    await lockContact(tx, ctx, input.contact_id);
    const [row] = await tx
      .insert(contactRewards)
      .values({ locationId: ctx.locationId, contactId: input.contact_id, userId: ctx.userId, kind: "earned", title: input.title, points: input.points })
      .returning({ id: contactRewards.id });
    const { earned, redeemed } = await sums(tx, ctx, input.contact_id);
    return { id: row.id, balance: earned - redeemed };
  });
  // The reward notification (PATCH /reward/update-reward-notification), after the commit.
  await notifyPointsEarned(db, ctx, { contactId: input.contact_id, points: input.points, title: input.title, balance });
  return rewardById(db, ctx, id);
}

const overdrawn = () => validationError({ points: ["The contact does not have enough points."] });

export async function redeemPoints(db: Db, ctx: Ctx, input: { contact_id: number; points: number; title?: string }): Promise<RewardRow> {
  const id = await db.transaction(async (tx) => {
    await lockContact(tx, ctx, input.contact_id);
    const { earned, redeemed } = await sums(tx, ctx, input.contact_id);
    if (input.points > earned - redeemed) throw overdrawn();
    const [row] = await tx
      .insert(contactRewards)
      .values({ locationId: ctx.locationId, contactId: input.contact_id, userId: ctx.userId, kind: "redeemed", title: input.title ?? "Points redeemed", points: input.points })
      .returning({ id: contactRewards.id });
    return row.id;
  });
  return rewardById(db, ctx, id);
}

export async function editReward(db: Db, ctx: Ctx, input: { id: number; title: string; points: number }): Promise<RewardRow> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ contactId: contactRewards.contactId }).from(contactRewards).where(ownReward(ctx, input.id));
    if (!current) throw notFound("Reward");
    await lockContact(tx, ctx, current.contactId);
    await tx.update(contactRewards).set({ title: input.title, points: input.points, updatedAt: sql`now()` }).where(ownReward(ctx, input.id));
    const { earned, redeemed } = await sums(tx, ctx, current.contactId);
    if (earned < redeemed) throw overdrawn(); // rolls the edit back
  });
  return rewardById(db, ctx, input.id);
}

/** Deletes the location's entries among `ids`; a delete that would leave a negative balance is a 422. */
export async function deleteRewards(db: Db, ctx: Ctx, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(contactRewards)
      .where(and(eq(contactRewards.locationId, ctx.locationId), inArray(contactRewards.id, ids)))
      .returning({ contactId: contactRewards.contactId });
    if (!rows.length) throw notFound("Reward");
    // One grouped read over every contact touched: any left below zero undoes the delete.
    const below = await tx
      .select({ contactId: contactRewards.contactId })
      .from(contactRewards)
      .where(and(eq(contactRewards.locationId, ctx.locationId), inArray(contactRewards.contactId, [...new Set(rows.map((r) => r.contactId))])))
      .groupBy(contactRewards.contactId)
      .having(sql`sum(case when ${contactRewards.kind} = 'earned' then ${contactRewards.points} else -${contactRewards.points} end) < 0`)
      .limit(1);
    if (below.length) throw overdrawn();
    return rows.length;
  });
}
