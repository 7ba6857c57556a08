import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import { locations, memberships } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { userKind } from "@/lib/auth/permissions";
import { forbidden, notFound } from "@/lib/http/errors";
import { REFUSE } from "./constants";

/**
 * Who may manage the organization: the owner, super users and company users whose map allows
 * the route's admin-settings action (checked by the route's permit). Location users and company
 * locations work inside one location and manage nothing of the company.
 */
export function assertCompanyLevel(ctx: Ctx): void {
  const kind = userKind(ctx);
  if (kind === "location-user" || kind === "company-location") throw forbidden(REFUSE.companyLevel);
}

/** The owner and super users reach every location of the company; others only their own. */
export function reachesAll(ctx: Ctx): boolean {
  const kind = userKind(ctx);
  return kind === "owner" || kind === "super-user";
}

/**
 * The locations (ids) of the caller's company that the caller may manage, among `ids`. Any id that
 * is another company's, or one of this company's the caller does not belong to, answers 404.
 */
export async function manageableLocations(db: Db, ctx: Ctx, ids: number[]): Promise<{ id: number; businessname: string; isPrimary: boolean }[]> {
  const unique = [...new Set(ids)];
  const rows = reachesAll(ctx)
    ? await db
        .select({ id: locations.id, businessname: locations.businessname, isPrimary: locations.isPrimary })
        .from(locations)
        .where(and(inArray(locations.id, unique), eq(locations.companyId, ctx.companyId)))
    : await db
        .select({ id: locations.id, businessname: locations.businessname, isPrimary: locations.isPrimary })
        .from(locations)
        .innerJoin(memberships, and(eq(memberships.locationId, locations.id), eq(memberships.userId, ctx.userId)))
        .where(and(inArray(locations.id, unique), eq(locations.companyId, ctx.companyId)));
  if (rows.length !== unique.length) throw notFound("Location");
  return rows;
}
