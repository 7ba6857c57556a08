import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import { locations, memberships } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { can } from "@/lib/auth/permissions";
import { forbidden, notFound, validationError } from "@/lib/http/errors";
import { ASSET_MSG } from "./constants";
import { copyAssets } from "./copy";
import { assetOf, requireCan } from "./service";

/**
 * POST /organization/share-to-location: copies the chosen assets into each chosen location of
 * the caller's company, all in one transaction. A target must be a location of the same company
 * the caller is a member of (else 404, as another tenant's id), where the caller may create that
 * type (else 403); every asset must be the accessed location's (else 404).
 */
export async function shareToLocation(db: Db, ctx: Ctx, input: { type: string; ids: number[]; location_ids: number[] }) {
  const asset = assetOf(input.type);
  requireCan(ctx, asset, "view");
  const ids = [...new Set(input.ids)];
  const targetIds = [...new Set(input.location_ids)];
  if (targetIds.includes(ctx.locationId)) throw validationError({ location_ids: ["The assets are already in this location: choose other locations."] });

  const targets = await db
    .select({ id: locations.id, permissions: memberships.permissions, userType: memberships.userType })
    .from(locations)
    .innerJoin(memberships, and(eq(memberships.locationId, locations.id), eq(memberships.userId, ctx.userId)))
    .where(and(inArray(locations.id, targetIds), eq(locations.companyId, ctx.companyId)));
  if (targets.length !== targetIds.length) throw notFound("Location");
  for (const t of targets) {
    // What the caller may do there is that location's membership's say, not this one's.
    const there = { isOrganizationOwner: ctx.isOrganizationOwner, permissions: t.permissions, userType: t.userType };
    if (!can(there, asset.area, "create")) throw forbidden();
  }

  const found = await asset.find(db, ctx.locationId, ids);
  if (found.length !== ids.length) throw notFound(asset.label);

  const jobs = targets.flatMap((t) => ids.map((id) => ({ asset, fromLocationId: ctx.locationId, id, toLocationId: t.id })));
  const copies = await copyAssets(db, ctx.userId, "location", jobs);
  return { status: 1, message: ASSET_MSG.copied(ids.length === 1 ? asset.label : asset.plural), copied: copies.length };
}
