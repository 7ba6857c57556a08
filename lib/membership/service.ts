import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { qualified } from "@/db/qualified";
import { companies, contactCounts, locations, subscriptions } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { LIMIT_LABELS } from "./constants";
import { limitsWithUsage } from "./limits";

/**
 * The plan limit of doc 1 s7 (GET /membership/plan-limit): the contacts a location may hold.
 * A location's plan is its company owner's subscription (`subscriptions.contact_limit`, null
 * for no limit); the contacts are the live ones, read from the trigger-kept counts (migration
 * 0002), so the check costs a few small rows whatever the location's size.
 */
export type PlanLimit = { contact_limit: number | null; contacts: number; remaining: number | null };

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

/** GET /membership/plan-limit's `membership`: doc 1 s7's contact fields, the plan, every limit with its use. */
export async function membershipView(db: Db, ctx: Pick<Ctx, "locationId">) {
  const [contacts, all] = await Promise.all([planLimit(db, ctx), limitsWithUsage(db, ctx.locationId)]);
  return { ...contacts, plan: all.plan, limits: all.limits.map((l) => ({ ...l, label: LIMIT_LABELS[l.key].label })) };
}
