import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, sortedAssets } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import { ASSET_MSG } from "./constants";
import { assetOf, requireCan } from "./service";

/**
 * Sorted assets (doc 2: "sorted assets" are stored): the order a type's assets take in the
 * client portal. The location keeps a default order (sort-default-assets); a contact may have
 * their own (sort-assets), which wins for them. Assets the stored order does not name (added
 * since) follow it, newest first; ids of assets since deleted are skipped.
 */
export async function contactOf(db: Db, ctx: Pick<Ctx, "locationId">, contactId: number) {
  const [row] = await db.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.id, contactId), eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt)));
  if (!row) throw notFound("Contact");
}

const scope = (ctx: Ctx, type: string, contactId: number | null) =>
  and(eq(sortedAssets.locationId, ctx.locationId), eq(sortedAssets.assetType, type), contactId === null ? isNull(sortedAssets.contactId) : eq(sortedAssets.contactId, contactId));

async function storedOrder(db: Db, ctx: Ctx, type: string, contactId: number | null): Promise<number[] | null> {
  const [row] = await db.select({ ids: sortedAssets.ids }).from(sortedAssets).where(scope(ctx, type, contactId));
  return row?.ids ?? null;
}

/** GET /asset/get-sorted-assets: the contact's order, else the location's default, else newest first. */
export async function getSortedAssets(db: Db, ctx: Ctx, q: { type: string; contact_id?: number }) {
  const asset = assetOf(q.type);
  requireCan(ctx, asset, "view");
  const contactId = q.contact_id ?? null;
  if (contactId !== null) await contactOf(db, ctx, contactId);
  const [items, own, fallback] = await Promise.all([
    asset.list(db, ctx.locationId, contactId),
    contactId === null ? Promise.resolve(null) : storedOrder(db, ctx, q.type, contactId),
    storedOrder(db, ctx, q.type, null),
  ]);
  const order = own ?? fallback ?? [];
  const rank = new Map(order.map((id, i) => [id, i]));
  const sorted = items
    .map((item, i) => ({ item, key: rank.get(item.id) ?? order.length + i }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }, position) => ({ ...item, position }));
  return { data: sorted };
}

/** Stores an order; every id must be one of the scope's assets (else 404, nothing stored). */
async function saveOrder(db: Db, ctx: Ctx, type: string, contactId: number | null, ids: number[]) {
  const asset = assetOf(type);
  requireCan(ctx, asset, "update");
  if (contactId !== null) await contactOf(db, ctx, contactId);
  const unique = [...new Set(ids)];
  const known = new Set((await asset.list(db, ctx.locationId, contactId)).map((a) => a.id));
  if (unique.some((id) => !known.has(id))) throw notFound(asset.label);
  await db
    .insert(sortedAssets)
    .values({ locationId: ctx.locationId, contactId, assetType: type, ids: unique })
    .onConflictDoUpdate({
      // The partial unique index of this scope (db/schema/assets.ts).
      target: contactId === null ? [sortedAssets.locationId, sortedAssets.assetType] : [sortedAssets.locationId, sortedAssets.contactId, sortedAssets.assetType],
      targetWhere: contactId === null ? sql`contact_id is null` : sql`contact_id is not null`,
      set: { ids: unique, updatedAt: new Date() },
    });
  return { status: 1, message: ASSET_MSG.sorted };
}

/** POST /asset/sort-assets: one contact's portal order. */
export const sortAssets = (db: Db, ctx: Ctx, body: { type: string; contact_id: number; ids: number[] }) => saveOrder(db, ctx, body.type, body.contact_id, body.ids);

/** POST /asset/sort-default-assets: the location's default portal order. */
export const sortDefaultAssets = (db: Db, ctx: Ctx, body: { type: string; ids: number[] }) => saveOrder(db, ctx, body.type, null, body.ids);
