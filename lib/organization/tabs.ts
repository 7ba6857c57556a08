import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { contactStatuses, locations, memberships } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { CONTACT_TABS } from "@/lib/contacts/constants";
import { notFound } from "@/lib/http/errors";

type Item = { title: string; value: string };

function byTab(rows: { tab: string; title: string; value: string }[]) {
  const out: Record<string, Item[]> = {};
  for (const tab of CONTACT_TABS) {
    const seen = new Set<string>();
    out[tab] = [];
    for (const r of rows) {
      if (r.tab !== tab || seen.has(r.value)) continue;
      seen.add(r.value);
      out[tab].push({ title: r.title, value: r.value });
    }
  }
  return out;
}

/** GET /auth/location/{id}/tabs: the status items of one of the caller's locations, per tab. */
export async function locationTabs(db: Db, ctx: Ctx, locationId: number) {
  const rows = await db
    .select({ tab: contactStatuses.tab, title: contactStatuses.title, value: contactStatuses.value })
    .from(contactStatuses)
    .innerJoin(memberships, and(eq(memberships.locationId, contactStatuses.locationId), eq(memberships.userId, ctx.userId)))
    .where(eq(contactStatuses.locationId, locationId))
    .orderBy(asc(contactStatuses.sort), asc(contactStatuses.id));
  if (!rows.length) {
    // No items and no membership look alike: tell them apart so an empty location is not a 404.
    const [m] = await db.select({ id: memberships.id }).from(memberships).where(and(eq(memberships.userId, ctx.userId), eq(memberships.locationId, locationId)));
    if (!m) throw notFound("Location");
  }
  return { data: byTab(rows) };
}

/**
 * GET /auth/organization/{id}/tabs: the status items across the company's locations the caller
 * belongs to (each value once, in the first location's order), per tab.
 */
export async function organizationTabs(db: Db, ctx: Ctx, companyId: number) {
  const rows = await db
    .select({ tab: contactStatuses.tab, title: contactStatuses.title, value: contactStatuses.value })
    .from(contactStatuses)
    .innerJoin(locations, eq(locations.id, contactStatuses.locationId))
    .innerJoin(memberships, and(eq(memberships.locationId, locations.id), eq(memberships.userId, ctx.userId)))
    .where(eq(locations.companyId, companyId))
    .orderBy(asc(locations.id), asc(contactStatuses.sort), asc(contactStatuses.id));
  if (!rows.length) {
    const [m] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .innerJoin(locations, eq(locations.id, memberships.locationId))
      .where(and(eq(memberships.userId, ctx.userId), eq(locations.companyId, companyId)))
      .limit(1);
    if (!m) throw notFound("Organization");
  }
  return { data: byTab(rows) };
}
