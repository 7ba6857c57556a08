import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { qualified } from "@/db/qualified";
import { companies, contactCounts, locations, subscriptions } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { limitExceeded } from "@/lib/http/errors";

/**
 * The plan limit of doc 1 s7 (GET /membership/plan-limit): the contacts a location may hold.
 * A location's plan is its company owner's subscription (`subscriptions.contact_limit`, null
 * for no limit); the contacts are the live ones, read from the trigger-kept counts (migration
 * 0002), so the check costs a few small rows whatever the location's size.
 */
export type PlanLimit = { contact_limit: number | null; contacts: number; remaining: number | null };

export const LIMIT_MESSAGE = (limit: number) =>
  `Your plan allows ${limit.toLocaleString("en-US")} contacts. Please upgrade your plan to add more contacts.`;

export async function planLimit(db: Db, ctx: Pick<Ctx, "locationId">): Promise<PlanLimit> {
  const [row] = await db
    .select({
      limit: subscriptions.contactLimit,
      contacts: sql<number>`(select coalesce(sum(${contactCounts.n}), 0)::int from ${contactCounts} where ${contactCounts.locationId} = ${qualified(locations.id)})`,
    })
    .from(locations)
    .leftJoin(companies, eq(companies.id, locations.companyId))
    .leftJoin(subscriptions, eq(subscriptions.userId, companies.ownerUserId))
    .where(eq(locations.id, ctx.locationId))
    .limit(1);
  const limit = row?.limit ?? null;
  const contacts = Number(row?.contacts ?? 0);
  return { contact_limit: limit, contacts, remaining: limit == null ? null : Math.max(0, limit - contacts) };
}

/** Room for `adding` more contacts, or the spec's 422 `limit_exceed` (doc 1 s8). */
export async function assertContactRoom(db: Db, ctx: Pick<Ctx, "locationId">, adding: number): Promise<PlanLimit> {
  const p = await planLimit(db, ctx);
  if (p.contact_limit != null && p.contacts + adding > p.contact_limit) throw limitExceeded(LIMIT_MESSAGE(p.contact_limit));
  return p;
}
