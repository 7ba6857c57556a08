import "server-only";
import { and, asc, count, eq, inArray, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { folders } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { dbErrorToAppError } from "@/lib/http/db-errors";
import { forbidden, notFound, validationError } from "@/lib/http/errors";
import { can, type Subject } from "@/lib/auth/permissions";
import { FOLDER_ASSETS } from "./assets";
import { FOLDER_MSG, type AssetType } from "./constants";
import type { FolderListQuery, FolderRow } from "./schemas";

type FolderCtx = Pick<Ctx, "locationId"> & Subject;

/**
 * Folders of each asset type are governed by that type's permission area (files and images:
 * files; playbooks: playbooks…), so the routes cannot name one area: every entry point checks here.
 */
function allow(ctx: FolderCtx, assetType: AssetType, action: "view" | "create" | "update" | "delete") {
  if (!can(ctx, FOLDER_ASSETS[assetType].area, action as never)) throw forbidden();
}
type Node = { id: number; parentId: number | null; title: string; archived: boolean; ordering: number; assetType: string };

const scope = (ctx: FolderCtx, assetType: AssetType) => and(eq(folders.locationId, ctx.locationId), eq(folders.assetType, assetType));

/** Every folder of one tree (a location's folders of one asset type are few: one read). */
async function tree(db: Db, ctx: FolderCtx, assetType: AssetType): Promise<Node[]> {
  return db
    .select({ id: folders.id, parentId: folders.parentId, title: folders.title, archived: folders.archived, ordering: folders.ordering, assetType: folders.assetType })
    .from(folders)
    .where(scope(ctx, assetType))
    .orderBy(asc(folders.ordering), asc(folders.id));
}

/** The folder and all folders below it. */
function withDescendants(nodes: Node[], rootId: number): number[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) for (const n of nodes) if (n.parentId === ids[i]) ids.push(n.id);
  return ids;
}

function breadcrumb(nodes: Node[], id: number | undefined): { id: number; title: string }[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const path: { id: number; title: string }[] = [];
  for (let n = id ? byId.get(id) : undefined; n && path.length <= nodes.length; n = n.parentId ? byId.get(n.parentId) : undefined) path.unshift({ id: n.id, title: n.title });
  return path;
}

async function assetCounts(db: Db, ctx: FolderCtx, assetType: AssetType, folderIds: number[]): Promise<Map<number, number>> {
  if (!folderIds.length) return new Map();
  const a = FOLDER_ASSETS[assetType];
  const rows = await db
    .select({ folderId: a.folderId, n: count() })
    .from(a.table)
    .where(and(eq(a.locationId, ctx.locationId), inArray(a.folderId, folderIds)))
    .groupBy(a.folderId);
  return new Map(rows.map((r) => [Number(r.folderId), r.n]));
}

async function toRows(db: Db, ctx: FolderCtx, assetType: AssetType, nodes: Node[], shown: Node[]): Promise<FolderRow[]> {
  const counts = await assetCounts(db, ctx, assetType, shown.map((n) => n.id));
  return shown.map((n) => ({
    id: n.id,
    title: n.title,
    parent_id: n.parentId,
    archived: n.archived ? 1 : 0,
    asset_type: assetType,
    ordering: n.ordering,
    assets_count: counts.get(n.id) ?? 0,
    subfolders_count: nodes.filter((c) => c.parentId === n.id && c.archived === n.archived).length,
  }));
}

/**
 * The folders under a parent (top level when parent_id is 0 or absent). In the archive view
 * the top level is every archived folder whose parent is not archived (the top of each
 * archived tree), so a folder archived inside a live one is still reachable.
 */
export async function listFolders(db: Db, ctx: FolderCtx, assetType: AssetType, q: FolderListQuery) {
  allow(ctx, assetType, "view");
  const nodes = await tree(db, ctx, assetType);
  const parent = q.parent_id || undefined;
  if (parent && !nodes.some((n) => n.id === parent)) throw notFound("Folder");
  const archived = q.archived === 1;
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const shown = nodes.filter((n) =>
    n.archived === archived &&
    (parent ? n.parentId === parent : archived ? !n.parentId || !byId.get(n.parentId)?.archived : n.parentId === null),
  );
  return { data: await toRows(db, ctx, assetType, nodes, shown), breadcrumb: breadcrumb(nodes, parent) };
}

/** The main folder (not a row): its live top-level folders and how many items sit in it. */
export async function mainFolder(db: Db, ctx: FolderCtx, assetType: AssetType) {
  allow(ctx, assetType, "view");
  const nodes = await tree(db, ctx, assetType);
  const a = FOLDER_ASSETS[assetType];
  const [{ n }] = await db.select({ n: count() }).from(a.table).where(and(eq(a.locationId, ctx.locationId), isNull(a.folderId)));
  const top = nodes.filter((x) => x.parentId === null && !x.archived);
  return { data: { id: 0 as const, title: FOLDER_MSG.mainFolder, asset_type: assetType, assets_count: n, folders: await toRows(db, ctx, assetType, nodes, top) } };
}

/** A duplicate under one parent (case-insensitive) is the spec's 422, also when two requests race. */
const taken = () => validationError({ title: [FOLDER_MSG.titleTaken] });

async function withTitleCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    // The unique index on (parent, lower(title)) caught a create or rename that raced ours.
    if (dbErrorToAppError(e)?.message.endsWith("has already been taken.")) throw taken();
    throw e;
  }
}

function sameTitleUnder(ctx: FolderCtx, assetType: AssetType, parentId: number | null, title: string, except?: number): SQL {
  return and(
    scope(ctx, assetType),
    parentId ? eq(folders.parentId, parentId) : isNull(folders.parentId),
    sql`lower(${folders.title}) = lower(${title})`,
    except ? ne(folders.id, except) : undefined,
  )!;
}

export async function createFolder(db: Db, ctx: FolderCtx, input: { asset_type: AssetType; title: string; parent_id?: number }) {
  allow(ctx, input.asset_type, "create");
  const parentId = input.parent_id || null;
  if (parentId) {
    const [p] = await db.select({ id: folders.id }).from(folders).where(and(eq(folders.id, parentId), scope(ctx, input.asset_type)));
    if (!p) throw validationError({ parent_id: [FOLDER_MSG.parentInvalid] });
  }
  const [dup] = await db.select({ id: folders.id }).from(folders).where(sameTitleUnder(ctx, input.asset_type, parentId, input.title)).limit(1);
  if (dup) throw taken();
  const [row] = await withTitleCheck(() =>
    db
      .insert(folders)
      .values({
        locationId: ctx.locationId,
        assetType: input.asset_type,
        parentId,
        title: input.title,
        // New folders go last among their siblings.
        ordering: sql`(select coalesce(max(${folders.ordering}), 0) + 1 from ${folders} where ${sameParent(ctx, input.asset_type, parentId)})`,
      })
      .returning(),
  );
  const nodes = await tree(db, ctx, input.asset_type);
  return (await toRows(db, ctx, input.asset_type, nodes, nodes.filter((n) => n.id === row.id)))[0];
}

const sameParent = (ctx: FolderCtx, assetType: AssetType, parentId: number | null) =>
  and(scope(ctx, assetType), parentId ? eq(folders.parentId, parentId) : isNull(folders.parentId));

export async function updateFolder(db: Db, ctx: FolderCtx, input: { id: number; asset_type: AssetType; title: string }) {
  allow(ctx, input.asset_type, "update");
  const [current] = await db.select({ parentId: folders.parentId }).from(folders).where(and(eq(folders.id, input.id), scope(ctx, input.asset_type)));
  if (!current) throw notFound("Folder");
  const [dup] = await db.select({ id: folders.id }).from(folders).where(sameTitleUnder(ctx, input.asset_type, current.parentId, input.title, input.id)).limit(1);
  if (dup) throw taken();
  const [row] = await withTitleCheck(() =>
    db
      .update(folders)
      .set({ title: input.title, updatedAt: new Date() })
      .where(and(eq(folders.id, input.id), scope(ctx, input.asset_type)))
      .returning({ id: folders.id }),
  );
  if (!row) throw notFound("Folder");
  const nodes = await tree(db, ctx, input.asset_type);
  return (await toRows(db, ctx, input.asset_type, nodes, nodes.filter((n) => n.id === row.id)))[0];
}

/** The folder's tree (itself and all below), read inside the caller's transaction; 404 if not ours. */
async function subtree(tx: Db, ctx: FolderCtx, id: number, action: "update" | "delete"): Promise<{ assetType: AssetType; ids: number[] }> {
  const [root] = await tx.select({ assetType: folders.assetType }).from(folders).where(and(eq(folders.id, id), eq(folders.locationId, ctx.locationId))).for("update");
  if (!root) throw notFound("Folder");
  const assetType = root.assetType as AssetType;
  allow(ctx, assetType, action);
  return { assetType, ids: withDescendants(await tree(tx, ctx, assetType), id) };
}

/** Archive or restore a folder and all its sub-folders, together. */
export async function archiveFolder(db: Db, ctx: FolderCtx, input: { id: number; archived: number }) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const { ids } = await subtree(tx, ctx, input.id, "update");
    await tx.update(folders).set({ archived: input.archived === 1, updatedAt: new Date() }).where(and(eq(folders.locationId, ctx.locationId), inArray(folders.id, ids)));
  });
  return { status: 1, message: input.archived === 1 ? FOLDER_MSG.archived : FOLDER_MSG.restored };
}

/** Deletes a folder and its sub-folders; their items move to the main folder, never deleted. */
export async function deleteFolder(db: Db, ctx: FolderCtx, input: { id: number }) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const { assetType, ids } = await subtree(tx, ctx, input.id, "delete");
    const a = FOLDER_ASSETS[assetType];
    await tx.execute(
      sql`update ${a.table} set ${sql.identifier(a.folderId.name)} = null where ${a.locationId} = ${ctx.locationId} and ${inArray(a.folderId, ids)}`,
    );
    await tx.delete(folders).where(and(eq(folders.locationId, ctx.locationId), inArray(folders.id, ids)));
  });
  return { status: 1, message: FOLDER_MSG.deleted };
}

/** Sets the order of sibling folders: ids in their new order. Any id not ours: 404, nothing changed. */
export async function sortFolders(db: Db, ctx: FolderCtx, input: { asset_type: AssetType; ids: number[] }) {
  allow(ctx, input.asset_type, "update");
  const ids = [...new Set(input.ids)];
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const cases = sql.join(ids.map((id, i) => sql`when ${id}::int then ${i + 1}::int`), sql` `);
    const rows = await tx
      .update(folders)
      .set({ ordering: sql`case ${folders.id} ${cases} end` })
      .where(and(scope(ctx, input.asset_type), inArray(folders.id, ids)))
      .returning({ id: folders.id });
    if (rows.length !== ids.length) throw notFound("Folder");
  });
  return { status: 1 };
}

/** Moves items into a folder (0 = the main folder). Any item or folder not ours: 404, nothing moved. */
export async function addAssets(db: Db, ctx: FolderCtx, input: { asset_type: AssetType; assets_id: number[]; folder_id: number }) {
  allow(ctx, input.asset_type, "update");
  const a = FOLDER_ASSETS[input.asset_type];
  const ids = [...new Set(input.assets_id)];
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (input.folder_id) {
      const [f] = await tx.select({ id: folders.id }).from(folders).where(and(eq(folders.id, input.folder_id), scope(ctx, input.asset_type)));
      if (!f) throw notFound("Folder");
    }
    const res = await tx.execute(
      sql`update ${a.table} set ${sql.identifier(a.folderId.name)} = ${input.folder_id || null}, updated_at = now()
          where ${a.locationId} = ${ctx.locationId} and ${inArray(a.id, ids)} returning 1`,
    );
    // PGlite answers { rows }, postgres-js an array.
    const moved = ((res as unknown as { rows?: unknown[] }).rows ?? (res as unknown as unknown[])).length;
    if (moved !== ids.length) throw notFound(a.noun);
  });
  return { status: 1 };
}
