import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db";
import { queryRows } from "@/db/rows";
import { limitExceeded } from "@/lib/http/errors";
import { LIMIT_KINDS, limitMessage, type LimitKind } from "./constants";

/**
 * The plan limits (issue 30): what the location's plan (its company owner's subscription)
 * allows, and what the account uses. Contacts and products count per location (a location's
 * list and catalogue); locations, users and the SMS and emails sent this calendar month (UTC)
 * count for the whole account. Null: no limit.
 */
export type PlanLimits = {
  companyId: number;
  plan: { id: number; name: string } | null;
  limits: Record<LimitKind, number | null>;
};

export async function planLimitsOf(db: Db, locationId: number): Promise<PlanLimits | null> {
  const [r] = await queryRows<{
    company_id: number; plan_id: number | null; plan_name: string | null; contacts: number | null; locations: number | null;
    users: number | null; products: number | null; sms: number | null; emails: number | null;
  }>(db, sql`
    select l.company_id, p.id as plan_id, p.name as plan_name, s.contact_limit as contacts, p.locations_limit as locations,
      p.users_limit as users, p.products_limit as products, p.sms_monthly_limit as sms, p.emails_monthly_limit as emails
    from locations l
    left join companies c on c.id = l.company_id
    left join subscriptions s on s.user_id = c.owner_user_id
    left join subscription_plans p on p.id = s.plan_id
    where l.id = ${locationId}
    limit 1`);
  if (!r) return null;
  const n = (v: number | null) => (v == null ? null : Number(v));
  return {
    companyId: Number(r.company_id),
    plan: r.plan_id == null ? null : { id: Number(r.plan_id), name: r.plan_name ?? "" },
    limits: { contacts: n(r.contacts), locations: n(r.locations), users: n(r.users), products: n(r.products), sms: n(r.sms), emails: n(r.emails) },
  };
}

/** The first instant of the current calendar month, UTC (monthly SMS and email). */
export function monthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

const usageSql: Record<LimitKind, (locationId: number, companyId: number, since: Date) => ReturnType<typeof sql>> = {
  // The live contacts, from the trigger-kept counts (migration 0002): a few rows whatever the size.
  contacts: (loc) => sql`select coalesce(sum(n), 0)::int as n from contact_counts where location_id = ${loc}`,
  locations: (_loc, co) => sql`select count(*)::int as n from locations where company_id = ${co}`,
  users: (_loc, co) => sql`select count(*)::int as n from users where company_id = ${co}`,
  products: (loc) => sql`select count(*)::int as n from checkout_products where location_id = ${loc} and not archived`,
  sms: (_loc, co, since) => sql`
    select count(*)::int as n from sms_messages m join locations l on l.id = m.location_id
    where l.company_id = ${co} and m.direction = 'outbound' and m.status <> 'blocked' and m.created_at >= ${since.toISOString()}::timestamptz`,
  emails: (_loc, co, since) => sql`
    select count(*)::int as n from email_messages m join locations l on l.id = m.location_id
    where l.company_id = ${co} and m.kind <> 'system' and m.status <> 'blocked' and m.created_at >= ${since.toISOString()}::timestamptz`,
};

export async function usageOf(db: Db, kind: LimitKind, locationId: number, companyId: number, now = new Date()): Promise<number> {
  const [r] = await queryRows<{ n: number }>(db, usageSql[kind](locationId, companyId, monthStart(now)));
  return Number(r?.n ?? 0);
}

/** Every limit of the location's plan with what is used against it (GET /membership/plan-limit). */
export async function limitsWithUsage(db: Db, locationId: number) {
  const p = await planLimitsOf(db, locationId);
  if (!p) return { plan: null, limits: [] };
  const used = await Promise.all(LIMIT_KINDS.map((k) => usageOf(db, k, locationId, p.companyId)));
  return { plan: p.plan, limits: LIMIT_KINDS.map((key, i) => ({ key, limit: p.limits[key], used: used[i] })) };
}

/** Advisory lock spaces, one per kind (arbitrary constants, distinct from the other modules'). */
const LOCK_SPACE = 0x5011_0000;

/**
 * THE plan-limit check: room for `adding` more of `kind`, or the spec's 422 `{ message,
 * limit_exceed: true }`. Call it inside the transaction that creates the rows, before the
 * insert: a limited plan takes a transaction-scoped advisory lock on the counted scope (the
 * location for contacts and products, the account otherwise), so concurrent creates queue up
 * and each counts what the one before it committed (READ COMMITTED reads anew per statement):
 * 20 parallel creates at the limit leave exactly the limit. An unlimited plan takes no lock.
 */
export async function assertWithinLimit(tx: Db, scope: { locationId: number }, kind: LimitKind, adding = 1): Promise<void> {
  const p = await planLimitsOf(tx, scope.locationId);
  const limit = p?.limits[kind];
  if (p == null || limit == null) return;
  const perLocation = kind === "contacts" || kind === "products";
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE + LIMIT_KINDS.indexOf(kind)}, ${perLocation ? scope.locationId : p.companyId})`);
  const used = await usageOf(tx, kind, scope.locationId, p.companyId);
  if (used + adding > limit) throw limitExceeded(limitMessage(kind, limit));
}
