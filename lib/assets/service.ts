import "server-only";
import { randomBytes } from "node:crypto";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import { assetShareHistories, assetShares, locations } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { appUrl } from "@/lib/auth/app-url";
import { can, type Action } from "@/lib/auth/permissions";
import { forbidden, notFound } from "@/lib/http/errors";
import { ASSET_MSG, DEFAULT_SHARE_PERMISSION, shortPath, type SharePermission } from "./constants";
import { copyAssets } from "./copy";
import type { AssetSummary, ShareableAsset } from "./define";
import { shareableAsset } from "./registry";
import type { AssetRef, ShareLink } from "./schemas";

/** The registered type (schemas refuse any other, so a miss here is a programming error). */
export function assetOf(type: string): ShareableAsset {
  const asset = shareableAsset(type);
  if (!asset) throw notFound("Asset");
  return asset;
}

/** The type's permission area decides: the routes cannot name it, the type arrives with the call. */
export function requireCan(ctx: Ctx, asset: ShareableAsset, action: Action) {
  if (!can(ctx, asset.area, action as never)) throw forbidden();
}

/** One of the accessed location's assets, or 404. */
export async function findAsset(db: Db, ctx: Pick<Ctx, "locationId">, asset: ShareableAsset, id: number): Promise<AssetSummary> {
  const [found] = await asset.find(db, ctx.locationId, [id]);
  if (!found) throw notFound(asset.label);
  return found;
}

const newCode = () => randomBytes(9).toString("base64url");
export const shortUrl = (code: string) => `${appUrl().replace(/\/$/, "")}${shortPath(code)}`;

const shareOf = (ctx: Pick<Ctx, "locationId">, ref: AssetRef) =>
  and(eq(assetShares.locationId, ctx.locationId), eq(assetShares.assetType, ref.type), eq(assetShares.assetId, ref.id));

const toLink = (row: typeof assetShares.$inferSelect): ShareLink => ({
  type: row.assetType,
  id: row.assetId,
  code: row.code,
  permission: row.permission as SharePermission,
  link: shortUrl(row.code),
});

/**
 * The asset's share link, made on first ask with a stable code (the same link every time after).
 * With `permission`, the link is also set to it (update-permission).
 */
async function upsertShare(db: Db, ctx: Ctx, ref: AssetRef, permission?: SharePermission) {
  const asset = assetOf(ref.type);
  requireCan(ctx, asset, permission ? "update" : "view");
  await findAsset(db, ctx, asset, ref.id);
  const values = { locationId: ctx.locationId, assetType: ref.type, assetId: ref.id, code: newCode(), permission: permission ?? DEFAULT_SHARE_PERMISSION, userId: ctx.userId };
  const target = [assetShares.locationId, assetShares.assetType, assetShares.assetId];
  if (permission) await db.insert(assetShares).values(values).onConflictDoUpdate({ target, set: { permission, updatedAt: new Date() } });
  else await db.insert(assetShares).values(values).onConflictDoNothing({ target });
  const [row] = await db.select().from(assetShares).where(shareOf(ctx, ref));
  return toLink(row);
}

/** GET /asset/generate-share-link */
export async function generateShareLink(db: Db, ctx: Ctx, ref: AssetRef) {
  return { data: await upsertShare(db, ctx, ref) };
}

/** POST /asset/update-permission: off, anyone with the link, or the organization. */
export async function updatePermission(db: Db, ctx: Ctx, ref: AssetRef & { permission: SharePermission }) {
  return { status: 1, message: ASSET_MSG.permissionUpdated, data: await upsertShare(db, ctx, ref, ref.permission) };
}

/** GET /asset/get-short-url: the `/s/{code}` URL of the asset's link. */
export async function getShortUrl(db: Db, ctx: Ctx, ref: AssetRef) {
  const link = await upsertShare(db, ctx, ref);
  return { data: { short_url: link.link } };
}

export type OpenShare = {
  code: string;
  asset: ShareableAsset;
  item: AssetSummary;
  permission: SharePermission;
  locationId: number;
  businessname: string;
};

/**
 * A share link as someone opening it may see it, or null (404): unknown code, link off, asset
 * gone, or an organization-only link opened by anyone outside the sharing company (signed out too).
 */
export async function openShare(db: Db, code: string, viewer: { companyId: number } | null): Promise<OpenShare | null> {
  const [row] = await db
    .select({ share: assetShares, companyId: locations.companyId, businessname: locations.businessname })
    .from(assetShares)
    .innerJoin(locations, eq(locations.id, assetShares.locationId))
    .where(eq(assetShares.code, code));
  if (!row || row.share.permission === "off") return null;
  if (row.share.permission === "organization" && viewer?.companyId !== row.companyId) return null;
  const asset = shareableAsset(row.share.assetType);
  if (!asset) return null;
  const [item] = await asset.find(db, row.share.locationId, [row.share.assetId]);
  if (!item) return null;
  return { code, asset, item, permission: row.share.permission as SharePermission, locationId: row.share.locationId, businessname: row.businessname };
}

/** POST /asset/import-share-link: a deep copy into the accessed location, in one transaction. */
export async function importShareLink(db: Db, ctx: Ctx, code: string) {
  const share = await openShare(db, code, { companyId: ctx.companyId });
  if (!share) throw notFound("Share link");
  requireCan(ctx, share.asset, "create");
  const [id] = await copyAssets(db, ctx.userId, "link", [{ asset: share.asset, fromLocationId: share.locationId, id: share.item.id, toLocationId: ctx.locationId }]);
  return { status: 1, message: ASSET_MSG.imported(share.asset.label), data: { type: share.asset.type, id } };
}

/** GET /asset/get-import-logs: every copy made of the asset, newest first, and how many. */
export async function getImportLogs(db: Db, ctx: Ctx, ref: AssetRef) {
  const asset = assetOf(ref.type);
  requireCan(ctx, asset, "view");
  await findAsset(db, ctx, asset, ref.id);
  const mine = and(eq(assetShareHistories.locationId, ctx.locationId), eq(assetShareHistories.assetType, ref.type), eq(assetShareHistories.assetId, ref.id));
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: assetShareHistories.id, via: assetShareHistories.via, createdAt: assetShareHistories.createdAt, companyId: locations.companyId, name: locations.businessname })
      .from(assetShareHistories)
      .innerJoin(locations, eq(locations.id, assetShareHistories.toLocationId))
      .where(mine)
      .orderBy(desc(assetShareHistories.createdAt), desc(assetShareHistories.id))
      .limit(100),
    db.select({ n: count() }).from(assetShareHistories).where(mine),
  ]);
  return {
    // Another company's location is theirs to name: a link import shows only that it happened.
    data: rows.map((r) => ({ id: r.id, via: r.via as "link" | "location", location: r.companyId === ctx.companyId ? r.name : null, created_at: r.createdAt.toISOString() })),
    share_count: total.n,
  };
}

/**
 * POST /asset/delete-assets: every listed asset must be the accessed location's (else 404 and
 * nothing deleted) and the caller must hold delete on each type's area. Their share links and
 * share histories go with them.
 */
export async function deleteAssets(db: Db, ctx: Ctx, input: { assets: { type: string; ids: number[] }[] }) {
  const groups = input.assets.map((g) => ({ asset: assetOf(g.type), ids: [...new Set(g.ids)] }));
  for (const g of groups) requireCan(ctx, g.asset, "delete");
  for (const g of groups) {
    const found = await g.asset.find(db, ctx.locationId, g.ids);
    if (found.length !== g.ids.length) throw notFound(g.asset.label);
  }
  for (const g of groups) {
    await g.asset.remove(db, ctx, g.ids);
    const of = (t: typeof assetShares | typeof assetShareHistories) => and(eq(t.locationId, ctx.locationId), eq(t.assetType, g.asset.type), inArray(t.assetId, g.ids));
    await db.delete(assetShares).where(of(assetShares));
    await db.delete(assetShareHistories).where(of(assetShareHistories));
  }
  return { status: 1, message: ASSET_MSG.deleted };
}

/** The accessed location's name (the share page's "Import into …"). */
export async function locationName(db: Db, ctx: Pick<Ctx, "locationId">): Promise<string | null> {
  const [row] = await db.select({ name: locations.businessname }).from(locations).where(eq(locations.id, ctx.locationId));
  return row?.name ?? null;
}
