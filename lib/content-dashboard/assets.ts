import "server-only";
import { and, asc, count, eq, ilike, inArray, isNull, type AnyColumn, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import { folders } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { FOLDER_MSG, type AssetType } from "@/lib/folders/constants";
import { notFound, validationError } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import { columnProperty } from "@/lib/http/reorder";

/**
 * An asset module's table as the calls every dashboard repeats see it (list with folder and
 * order, picker list, rename, enable/disable, delete, a copy's name, the folder check). Each
 * call filters on the location in its own statement; nothing found is the module's 404.
 */
export type AssetTable = {
  table: PgTable;
  id: AnyPgColumn;
  locationId: AnyPgColumn;
  /** The name column (title or name) and its cap: search, rename, picker order, "… (copy)". */
  name: AnyPgColumn;
  nameMax: number;
  /** "Page": "Page not found." */
  noun: string;
  folderId?: AnyPgColumn;
  /** The folders' asset type (lib/folders): a folder of another type is "invalid". */
  folderType?: AssetType;
  enabled?: AnyPgColumn;
  updatedAt?: AnyPgColumn;
};

export const defineAssetTable = (t: AssetTable) => t;

type LocCtx = Pick<Ctx, "locationId">;
const mine = (t: AssetTable, ctx: LocCtx) => eq(t.locationId, ctx.locationId);
const own = (t: AssetTable, ctx: LocCtx, id: number) => and(eq(t.id, id), mine(t, ctx));
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);
const stamp = (t: AssetTable) => (t.updatedAt ? { [columnProperty(t.table, t.updatedAt)]: new Date() } : {});

/** `folder_id`: absent = every folder, 0 = the main folder, else that folder. */
export function folderFilter(t: AssetTable, folderId: number | undefined): SQL | undefined {
  if (folderId === undefined || !t.folderId) return undefined;
  return folderId === 0 ? isNull(t.folderId) : eq(t.folderId, folderId);
}

/** A search for part of the name (LIKE's wildcards typed by the user match themselves). */
export function nameSearch(t: AssetTable, search: string | undefined): SQL | undefined {
  const s = search?.trim();
  return s ? ilike(t.name, `%${escapeLike(s)}%`) : undefined;
}

/** The dashboard's query, as every asset list takes it. */
export type AssetListQuery<S extends string> = { folder_id?: number; search?: string; order_by: S; order: "asc" | "desc"; page: number; per_page: number };

/**
 * A dashboard page: the location's rows in a folder (or all), matching the search and the
 * module's own `filters`, in the asked order; `select` is the module's projection.
 */
export function listAssets<S extends string, Q extends PgSelect>(db: Db, ctx: LocCtx, t: AssetTable, q: AssetListQuery<S>, o: {
  sorts: Record<S, AnyColumn | SQL>;
  filters?: (SQL | undefined)[];
  select: (total: SQL.Aliased<number>) => Q;
}) {
  return listPage(
    { tenant: mine(t, ctx), filters: [folderFilter(t, q.folder_id), nameSearch(t, q.search), ...(o.filters ?? [])], sorts: o.sorts, sort: q.order_by, direction: q.order, id: t.id, page: q.page, perPage: q.per_page },
    o.select,
    async (where) => (await db.select({ n: count() }).from(t.table).where(where))[0].n,
  );
}

/** Every row's id and name (pickers), by name; `extra` adds the module's own columns. */
export async function listAllAssets<E extends Record<string, AnyPgColumn> = Record<never, AnyPgColumn>>(db: Db, ctx: LocCtx, t: AssetTable, extra?: E) {
  const rows = await db.select({ id: t.id, name: t.name, ...extra }).from(t.table).where(mine(t, ctx)).orderBy(asc(t.name), asc(t.id));
  return rows as ({ id: number; name: string } & { [K in keyof E]: E[K]["_"]["data"] })[];
}

/** A folder of the location and the module's type, or 422 on `folder_id`; none (0) is the main folder. */
export async function checkAssetFolder(db: Db, ctx: LocCtx, t: AssetTable, folderId: number | null | undefined): Promise<number | null> {
  if (!folderId) return null;
  const [f] = await db.select({ id: folders.id }).from(folders).where(and(eq(folders.id, folderId), eq(folders.locationId, ctx.locationId), eq(folders.assetType, t.folderType!)));
  if (!f) throw validationError({ folder_id: [FOLDER_MSG.folderInvalid] });
  return f.id;
}

/** The whole row of one of the location's assets (a copy's source), or 404. */
export async function findAsset<R>(db: Db, ctx: LocCtx, t: AssetTable, id: number): Promise<R> {
  const [row] = await db.select().from(t.table).where(own(t, ctx, id));
  if (!row) throw notFound(t.noun);
  return row as R;
}

async function updateOwn(db: Db, ctx: LocCtx, t: AssetTable, id: number, set: Record<string, unknown>) {
  const rows = await db.update(t.table).set({ ...set, ...stamp(t) }).where(own(t, ctx, id)).returning({ id: t.id });
  if (!rows.length) throw notFound(t.noun);
}

export function renameAsset(db: Db, ctx: LocCtx, t: AssetTable, id: number, name: string) {
  return updateOwn(db, ctx, t, id, { [columnProperty(t.table, t.name)]: name });
}

/** The global switch (a disabled asset is in nobody's portal and takes no answers). */
export function setAssetEnabled(db: Db, ctx: LocCtx, t: AssetTable, id: number, enabled: boolean) {
  return updateOwn(db, ctx, t, id, { [columnProperty(t.table, t.enabled!)]: enabled });
}

/** "Morning routine (copy)", within the name's cap. */
export const copyName = (t: AssetTable, name: string) => `${name} (copy)`.slice(0, t.nameMax);

/**
 * Deletes the location's rows `ids`, all or none, in one transaction: the rows are locked and
 * counted first (another location's id: 404, nothing deleted), then `before` removes what
 * hangs off them (or refuses with a 422) and answers what to clean up after the commit.
 */
export async function deleteAssets<R = void>(db: Db, ctx: LocCtx, t: AssetTable, ids: number[], before?: (tx: Db, ids: number[]) => Promise<R>): Promise<R | undefined> {
  const wanted = [...new Set(ids)];
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const where = and(mine(t, ctx), inArray(t.id, wanted));
    const found = await tx.select({ id: t.id }).from(t.table).where(where).for("update");
    if (found.length !== wanted.length) throw notFound(t.noun);
    const after = await before?.(tx, wanted);
    await tx.delete(t.table).where(where);
    return after;
  });
}
