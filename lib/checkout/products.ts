import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, count, eq, ilike, inArray, max, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { checkoutBumps, checkoutOrders, checkoutProcessors, checkoutProducts, tags } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { resolveStatus } from "@/lib/contacts/crud";
import { notFound, validationError } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import { assertWithinLimit } from "@/lib/membership/limits";
import { priceProblem } from "@/lib/platform/payments/money";
import { DEFAULT_TEMPLATE, MESSAGES } from "./constants";
import type { ProductDetail, ProductInput, ProductListQuery, ProductPatch, ProductRow } from "./schemas";

type Product = typeof checkoutProducts.$inferSelect;
type Loc = Pick<Ctx, "locationId">;

/** A public id: 20 characters of [A-Za-z0-9], unguessable. */
export const publicId = () => randomBytes(24).toString("base64url").replace(/[-_]/g, "").slice(0, 20).padEnd(20, "0");

export function toProductRow(p: Product): ProductRow {
  return {
    id: p.id,
    public_id: p.publicId,
    name: p.name,
    description: p.description,
    type: p.type,
    interval: p.interval,
    trial_days: p.trialDays,
    price: p.price,
    currency: p.currency,
    processor_id: p.processorId,
    coupon_id: p.couponId,
    tag_ids: p.tagIds,
    contact_status: p.contactStatus,
    thank_you_url: p.thankYouUrl,
    archived: p.archived,
    ordering: p.ordering,
    date_created: p.createdAt.toISOString(),
  };
}

const own = (ctx: Loc, id: number) => and(eq(checkoutProducts.id, id), eq(checkoutProducts.locationId, ctx.locationId));

export async function listProducts(db: Db, ctx: Ctx, q: ProductListQuery) {
  const page = await listPage(
    {
      tenant: eq(checkoutProducts.locationId, ctx.locationId),
      filters: [eq(checkoutProducts.archived, q.archived === 1), q.search ? ilike(checkoutProducts.name, `%${q.search.replace(/[\\%_]/g, "\\$&")}%`) : undefined],
      sorts: { ordering: checkoutProducts.ordering, date_created: checkoutProducts.createdAt, name: checkoutProducts.name, price: checkoutProducts.price },
      sort: q.order_by,
      direction: q.order,
      id: checkoutProducts.id,
      page: q.page,
      perPage: q.per_page,
    },
    (__total) => db.select({ p: checkoutProducts, __total }).from(checkoutProducts).$dynamic(),
    async (where) => (await db.select({ n: count() }).from(checkoutProducts).where(where))[0].n,
  );
  return { ...page, data: page.data.map((r) => toProductRow(r.p)) };
}

export async function listAllProducts(db: Db, ctx: Ctx) {
  const rows = await db.select().from(checkoutProducts).where(and(eq(checkoutProducts.locationId, ctx.locationId), eq(checkoutProducts.archived, false))).orderBy(asc(checkoutProducts.name), asc(checkoutProducts.id));
  return { data: rows.map(toProductRow) };
}

async function bumpsOf(db: Db, ctx: Loc, productId: number) {
  const rows = await db
    .select()
    .from(checkoutBumps)
    .where(and(eq(checkoutBumps.locationId, ctx.locationId), eq(checkoutBumps.productId, productId)))
    .orderBy(asc(checkoutBumps.position), asc(checkoutBumps.id));
  return rows.map((b) => ({ id: b.id, product_id: b.bumpProductId, name: b.name, description: b.description, price: b.price }));
}

export async function productDetails(db: Db, ctx: Loc, id: number): Promise<ProductDetail> {
  const [p] = await db.select().from(checkoutProducts).where(own(ctx, id));
  if (!p) throw notFound("Product");
  return { ...toProductRow(p), bumps: await bumpsOf(db, ctx, id), template: { ...DEFAULT_TEMPLATE, ...p.template } };
}

/** Checks references and money rules the schema cannot: all errors on their own fields. */
async function checkInput(db: Db, ctx: Loc, input: ProductPatch, current?: Product) {
  const errors: Record<string, string[]> = {};
  const currency = input.currency ?? current?.currency ?? "USD";
  const price = input.price ?? current?.price;
  if (price !== undefined) {
    const problem = priceProblem(price, currency);
    if (problem) errors.price = [problem];
  }
  const type = input.type ?? current?.type;
  const interval = input.interval !== undefined ? input.interval : current?.interval;
  if (type === "subscription" && !interval) errors.interval = ["The interval field is required for a subscription."];
  if (input.processor_id) {
    const [p] = await db.select({ id: checkoutProcessors.id }).from(checkoutProcessors).where(and(eq(checkoutProcessors.id, input.processor_id), eq(checkoutProcessors.locationId, ctx.locationId)));
    if (!p) errors.processor_id = ["The selected processor is invalid."];
  }
  if (input.tag_ids?.length) {
    const found = await db.select({ id: tags.id }).from(tags).where(and(eq(tags.locationId, ctx.locationId), inArray(tags.id, input.tag_ids)));
    if (found.length !== new Set(input.tag_ids).size) errors.tag_ids = ["The selected tags are invalid."];
  }
  if (input.contact_status) {
    try {
      await resolveStatus(db, ctx, input.contact_status);
    } catch {
      errors.contact_status = ["The selected status is invalid."];
    }
  }
  if (input.bumps?.length) {
    const ids = input.bumps.map((b) => b.product_id);
    const found = await db
      .select({ id: checkoutProducts.id, type: checkoutProducts.type, currency: checkoutProducts.currency })
      .from(checkoutProducts)
      .where(and(eq(checkoutProducts.locationId, ctx.locationId), inArray(checkoutProducts.id, ids)));
    const ok = ids.every((id) => {
      const f = found.find((x) => x.id === id);
      return f && f.type === "one_time" && f.currency === currency && id !== current?.id;
    });
    if (input.bumps.some((b) => !b.name)) errors["product-bump-name"] = ["The product name field is required."];
    else if (!ok) errors["product-bump-name"] = ["Each order bump must be another one-time product in the same currency."];
    for (const b of input.bumps) {
      const problem = priceProblem(b.price, currency);
      if (problem) errors["bump-price"] = [problem];
    }
  }
  if (Object.keys(errors).length) throw validationError(errors);
}

async function writeBumps(tx: Db, ctx: Loc, productId: number, bumps: ProductInput["bumps"]) {
  if (!bumps) return;
  await tx.delete(checkoutBumps).where(and(eq(checkoutBumps.locationId, ctx.locationId), eq(checkoutBumps.productId, productId)));
  if (bumps.length) {
    await tx.insert(checkoutBumps).values(bumps.map((b, i) => ({ locationId: ctx.locationId, productId, bumpProductId: b.product_id, name: b.name, description: b.description ?? "", price: b.price, position: i })));
  }
}

export async function createProduct(db: Db, ctx: Ctx, input: ProductInput): Promise<ProductDetail> {
  await checkInput(db, ctx, input);
  const id = await db.transaction(async (tx) => {
    await assertWithinLimit(tx as unknown as Db, ctx, "products");
    const [{ top }] = await tx.select({ top: max(checkoutProducts.ordering) }).from(checkoutProducts).where(eq(checkoutProducts.locationId, ctx.locationId));
    const [row] = await tx
      .insert(checkoutProducts)
      .values({
        locationId: ctx.locationId,
        publicId: publicId(),
        name: input.name,
        description: input.description ?? "",
        type: input.type,
        interval: input.type === "subscription" ? (input.interval ?? null) : null,
        trialDays: input.type === "subscription" ? (input.trial_days ?? 0) : 0,
        price: input.price,
        currency: input.currency,
        processorId: input.processor_id ?? null,
        tagIds: input.tag_ids ?? [],
        contactStatus: input.contact_status ?? null,
        thankYouUrl: input.thank_you_url ?? null,
        ordering: (top ?? 0) + 1,
        template: DEFAULT_TEMPLATE,
      })
      .returning({ id: checkoutProducts.id });
    await writeBumps(tx as unknown as Db, ctx, row.id, input.bumps);
    return row.id;
  });
  return productDetails(db, ctx, id);
}

export async function updateProduct(db: Db, ctx: Ctx, id: number, input: ProductPatch): Promise<ProductDetail> {
  const [current] = await db.select().from(checkoutProducts).where(own(ctx, id));
  if (!current) throw notFound("Product");
  await checkInput(db, ctx, input, current);
  await db.transaction(async (tx) => {
    const set: Partial<typeof checkoutProducts.$inferInsert> = { updatedAt: new Date() };
    if (input.name !== undefined) set.name = input.name;
    if (input.description !== undefined) set.description = input.description;
    if (input.type !== undefined) set.type = input.type;
    if (input.interval !== undefined) set.interval = input.interval;
    if (input.trial_days !== undefined) set.trialDays = input.trial_days;
    if (input.price !== undefined) set.price = input.price;
    if (input.currency !== undefined) set.currency = input.currency;
    if (input.processor_id !== undefined) set.processorId = input.processor_id;
    if (input.tag_ids !== undefined) set.tagIds = input.tag_ids;
    if (input.contact_status !== undefined) set.contactStatus = input.contact_status;
    if (input.thank_you_url !== undefined) set.thankYouUrl = input.thank_you_url;
    if (input.tracking_ids !== undefined) set.trackingIds = { ...current.trackingIds, ...input.tracking_ids };
    const done = await tx.update(checkoutProducts).set(set).where(own(ctx, id)).returning({ id: checkoutProducts.id });
    if (!done.length) throw notFound("Product");
    await writeBumps(tx as unknown as Db, ctx, id, input.bumps);
  });
  return productDetails(db, ctx, id);
}

export async function renameProduct(db: Db, ctx: Ctx, id: number, name: string) {
  const done = await db.update(checkoutProducts).set({ name, updatedAt: new Date() }).where(own(ctx, id)).returning({ id: checkoutProducts.id });
  if (!done.length) throw notFound("Product");
  return { status: 1, message: MESSAGES.renamed };
}

/** All of `ids` must be the location's, else 404 and nothing changes. */
async function ownAll(db: Db, ctx: Loc, ids: number[]) {
  const unique = [...new Set(ids)];
  const [{ n }] = await db.select({ n: count() }).from(checkoutProducts).where(and(eq(checkoutProducts.locationId, ctx.locationId), inArray(checkoutProducts.id, unique)));
  if (n !== unique.length) throw notFound("Product");
  return unique;
}

/** Archives or brings back products; those brought back count against the plan's products limit again. */
export async function archiveProducts(db: Db, ctx: Ctx, ids: number[], archive: boolean) {
  return db.transaction(async (tx) => {
    const unique = await ownAll(tx as unknown as Db, ctx, ids);
    const mine = and(eq(checkoutProducts.locationId, ctx.locationId), inArray(checkoutProducts.id, unique));
    if (!archive) {
      const [{ n }] = await tx.select({ n: count() }).from(checkoutProducts).where(and(mine, eq(checkoutProducts.archived, true)));
      if (n > 0) await assertWithinLimit(tx as unknown as Db, ctx, "products", n);
    }
    await tx.update(checkoutProducts).set({ archived: archive, updatedAt: new Date() }).where(mine);
    return { status: 1, message: MESSAGES.archived };
  });
}

export async function duplicateProduct(db: Db, ctx: Ctx, id: number) {
  return db.transaction(async (tx) => {
    const [p] = await tx.select().from(checkoutProducts).where(own(ctx, id));
    if (!p) throw notFound("Product");
    await assertWithinLimit(tx as unknown as Db, ctx, "products");
    const [{ top }] = await tx.select({ top: max(checkoutProducts.ordering) }).from(checkoutProducts).where(eq(checkoutProducts.locationId, ctx.locationId));
    const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = p;
    const [copy] = await tx.insert(checkoutProducts).values({ ...rest, name: `${p.name} (copy)`.slice(0, 191), publicId: publicId(), ordering: (top ?? 0) + 1 }).returning({ id: checkoutProducts.id });
    const bumps = await bumpsOf(tx as unknown as Db, ctx, id);
    await writeBumps(tx as unknown as Db, ctx, copy.id, bumps.map((b) => ({ product_id: b.product_id, name: b.name, description: b.description, price: b.price })));
    return { status: 1, message: MESSAGES.duplicated, data: { id: copy.id } };
  });
}

/** Deletes products; one with orders is kept (its history matters): archive it instead. */
export async function deleteProducts(db: Db, ctx: Ctx, ids: number[]) {
  return db.transaction(async (tx) => {
    const unique = await ownAll(tx as unknown as Db, ctx, ids);
    const [{ n }] = await tx.select({ n: count() }).from(checkoutOrders).where(and(eq(checkoutOrders.locationId, ctx.locationId), inArray(checkoutOrders.productId, unique)));
    if (n > 0) throw validationError({ ids: ["A product with orders cannot be deleted. Archive it instead."] });
    await tx.delete(checkoutProducts).where(and(eq(checkoutProducts.locationId, ctx.locationId), inArray(checkoutProducts.id, unique), sql`true`));
    return { status: 1, message: "Product has been deleted successfully!" };
  });
}

export async function listSubscriptionProducts(db: Db, ctx: Ctx) {
  const rows = await db
    .select()
    .from(checkoutProducts)
    .where(and(eq(checkoutProducts.locationId, ctx.locationId), eq(checkoutProducts.archived, false), eq(checkoutProducts.type, "subscription")))
    .orderBy(asc(checkoutProducts.name), asc(checkoutProducts.id));
  return { data: rows.map(toProductRow) };
}

/** GET /tag/group-by-location: the tags a purchase may add, of each location the caller works in here (the accessed one). */
export async function tagsByLocation(db: Db, ctx: Ctx) {
  const rows = await db.select({ id: tags.id, name: tags.name }).from(tags).where(eq(tags.locationId, ctx.locationId)).orderBy(asc(tags.name), asc(tags.id));
  return { data: [{ location_id: ctx.locationId, tags: rows }] };
}
