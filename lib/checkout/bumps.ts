import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { checkoutBumps, checkoutProducts } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { priceProblem } from "@/lib/platform/payments/money";

/** GET /bump/list: the location's order bumps (of one product when product_id is given). */
export async function listBumps(db: Db, ctx: Ctx, productId?: number) {
  const rows = await db
    .select({ b: checkoutBumps, product: checkoutProducts.name })
    .from(checkoutBumps)
    .innerJoin(checkoutProducts, and(eq(checkoutProducts.id, checkoutBumps.productId), eq(checkoutProducts.locationId, checkoutBumps.locationId)))
    .where(and(eq(checkoutBumps.locationId, ctx.locationId), productId ? eq(checkoutBumps.productId, productId) : undefined))
    .orderBy(asc(checkoutBumps.productId), asc(checkoutBumps.position), asc(checkoutBumps.id));
  return { data: rows.map(({ b, product }) => ({ id: b.id, product_id: b.bumpProductId, offered_on: b.productId, offered_on_name: product, name: b.name, description: b.description, price: b.price })) };
}

export async function updateBump(db: Db, ctx: Ctx, id: number, input: { name?: string; description?: string; price?: number }) {
  const [row] = await db
    .select({ b: checkoutBumps, currency: checkoutProducts.currency })
    .from(checkoutBumps)
    .innerJoin(checkoutProducts, eq(checkoutProducts.id, checkoutBumps.productId))
    .where(and(eq(checkoutBumps.id, id), eq(checkoutBumps.locationId, ctx.locationId)));
  if (!row) throw notFound("Bump");
  if (input.name !== undefined && !input.name) throw validationError({ "product-bump-name": ["The product name field is required."] });
  const problem = input.price !== undefined ? priceProblem(input.price, row.currency) : null;
  if (problem) throw validationError({ price: [problem] });
  await db
    .update(checkoutBumps)
    .set({ ...(input.name !== undefined ? { name: input.name } : {}), ...(input.description !== undefined ? { description: input.description } : {}), ...(input.price !== undefined ? { price: input.price } : {}), updatedAt: new Date() })
    .where(and(eq(checkoutBumps.id, id), eq(checkoutBumps.locationId, ctx.locationId)));
  return { status: 1, message: "Bump has been updated successfully!" };
}

export async function deleteBump(db: Db, ctx: Ctx, id: number) {
  const gone = await db.delete(checkoutBumps).where(and(eq(checkoutBumps.id, id), eq(checkoutBumps.locationId, ctx.locationId))).returning({ id: checkoutBumps.id });
  if (!gone.length) throw notFound("Bump");
  return { status: 1, message: "Bump has been deleted successfully!" };
}
