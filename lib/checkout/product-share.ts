import "server-only";
import { and, eq, max } from "drizzle-orm";
import type { Db } from "@/db";
import { checkoutProducts } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { copyTargets } from "@/lib/contacts/copy-to-location";
import { notFound } from "@/lib/http/errors";
import { publicId } from "./products";

export const PRODUCT_SHARED = "Product has been shared successfully!";

/**
 * POST /product/{id}/share-with-accounts: a copy of the product in each chosen location (other
 * locations of the company the user belongs to, as Copy To Location offers). Copies arrive
 * archived, so nothing goes on sale before the coach there has looked at it. What belongs to this
 * location stays here: the processor, coupon, tags, status and bumps; the page's template and
 * tracking ids travel. All copies or none, in one transaction.
 */
export async function shareProduct(db: Db, ctx: Ctx, id: number, locationIds: number[]) {
  const [p] = await db.select().from(checkoutProducts).where(and(eq(checkoutProducts.id, id), eq(checkoutProducts.locationId, ctx.locationId)));
  if (!p) throw notFound("Product");
  const allowed = new Set((await copyTargets(db, ctx)).map((l) => l.id));
  const targets = [...new Set(locationIds)];
  if (targets.some((l) => !allowed.has(l))) throw notFound("Location");
  const copies = await db.transaction(async (tx) => {
    const ids: { location_id: number; id: number }[] = [];
    for (const locationId of targets) {
      const [{ top }] = await tx.select({ top: max(checkoutProducts.ordering) }).from(checkoutProducts).where(eq(checkoutProducts.locationId, locationId));
      const [copy] = await tx
        .insert(checkoutProducts)
        .values({
          locationId,
          publicId: publicId(),
          name: p.name,
          description: p.description,
          type: p.type,
          interval: p.interval,
          trialDays: p.trialDays,
          price: p.price,
          currency: p.currency,
          archived: true,
          ordering: (top ?? 0) + 1,
          template: p.template,
          trackingIds: p.trackingIds,
        })
        .returning({ id: checkoutProducts.id });
      ids.push({ location_id: locationId, id: copy.id });
    }
    return ids;
  });
  return { status: 1, message: PRODUCT_SHARED, data: copies };
}
