import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { queryRows } from "@/db/rows";
import { checkoutProducts, locations } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { forbidden, notFound } from "@/lib/http/errors";
import { LIMIT_LABELS } from "@/lib/membership/constants";
import { assertWithinLimit } from "@/lib/membership/limits";
import { ALL_ASSETS_CAP, DOWNGRADE_LIMITS, msgAssetArchived } from "./constants";
import { accountUsage } from "./usage";

/** The account's locations, as a subquery: every asset statement is scoped to the owner's company in its own WHERE. */
const companyLocations = (companyId: number) => sql`(select ${locations.id} from ${locations} where ${locations.companyId} = ${companyId})`;

/**
 * GET /billing/all-assets: every limit a lower plan must hold, with the account's use, and the
 * assets that can be archived to make room (products: the first ALL_ASSETS_CAP of the account's
 * catalogue in the catalogue's own order, read along its (location_id, ordering, id) index).
 * Owner only, as every plan change.
 */
export async function allAssets(db: Db, ctx: Ctx) {
  if (!ctx.isOrganizationOwner) throw forbidden();
  const co = ctx.companyId;
  const [used, perLocation, products, [{ total }]] = await Promise.all([
    accountUsage(db, co),
    queryRows<{ id: number; name: string; contacts: number; products: number }>(db, sql`
      select l.id, l.businessname as name,
        (select coalesce(sum(cc.n), 0)::int from contact_counts cc where cc.location_id = l.id) as contacts,
        (select count(*)::int from checkout_products p where p.location_id = l.id and not p.archived) as products
      from locations l where l.company_id = ${co} order by l.id`),
    db
      .select({ id: checkoutProducts.id, name: checkoutProducts.name, archived: checkoutProducts.archived, locationId: checkoutProducts.locationId, locationName: locations.businessname })
      .from(checkoutProducts)
      .innerJoin(locations, eq(locations.id, checkoutProducts.locationId))
      .where(eq(locations.companyId, co))
      .orderBy(asc(checkoutProducts.locationId), asc(checkoutProducts.ordering), asc(checkoutProducts.id))
      .limit(ALL_ASSETS_CAP),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from checkout_products where location_id in ${companyLocations(co)}`),
  ]);
  const byLocation = (k: "contacts" | "products") => perLocation.map((l) => ({ id: Number(l.id), name: l.name, used: Number(l[k]) }));
  const group = (key: (typeof DOWNGRADE_LIMITS)[number]) => ({ key, label: LIMIT_LABELS[key].label, used: used[key], type: null, assets: [], total: used[key] });
  return {
    data: [
      { ...group("contacts"), scope: "location" as const, locations: byLocation("contacts") },
      { ...group("locations"), scope: "account" as const, locations: [] },
      { ...group("users"), scope: "account" as const, locations: [] },
      {
        ...group("products"),
        scope: "location" as const,
        locations: byLocation("products"),
        type: "product" as const,
        assets: products.map((p) => ({ id: p.id, name: p.name, archived: p.archived, location: { id: p.locationId, name: p.locationName } })),
        total: Number(total),
      },
    ],
  };
}

/**
 * POST /billing/archive-unarchive-asset: archives one asset of the account (any of its
 * locations), or brings it back; brought back, it counts against its location's plan limit
 * again (the one limit helper: 422 { message, limit_exceed } naming it). Another company's id
 * is a 404 and changes nothing.
 */
export async function archiveUnarchiveAsset(db: Db, ctx: Ctx, body: { type: "product"; id: number; archive: boolean }) {
  if (!ctx.isOrganizationOwner) throw forbidden();
  const mine = and(eq(checkoutProducts.id, body.id), inArray(checkoutProducts.locationId, companyLocations(ctx.companyId)));
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ locationId: checkoutProducts.locationId, archived: checkoutProducts.archived }).from(checkoutProducts).where(mine).for("update");
    if (!row) throw notFound("Product");
    if (row.archived && !body.archive) await assertWithinLimit(tx as unknown as Db, { locationId: row.locationId }, "products");
    const [p] = await tx
      .update(checkoutProducts)
      .set({ archived: body.archive, updatedAt: new Date() })
      .where(mine)
      .returning({ id: checkoutProducts.id, name: checkoutProducts.name, archived: checkoutProducts.archived, locationId: checkoutProducts.locationId });
    if (!p) throw notFound("Product");
    const [loc] = await tx.select({ name: locations.businessname }).from(locations).where(eq(locations.id, p.locationId));
    return { status: 1, message: msgAssetArchived(p.archived), data: { id: p.id, name: p.name, archived: p.archived, location: { id: p.locationId, name: loc?.name ?? "" } } };
  });
}
