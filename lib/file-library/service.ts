import "server-only";
import { and, asc, count, eq, ilike, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { folders, libraryFiles, libraryFileVersions } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import { firstFreeName } from "./free-name";
import { deleteFile, deleteFiles as deleteStoredFiles, putSpooledFile } from "@/lib/platform/files";
import { MSG } from "@/lib/platform/files/constants";
import { receiveUpload } from "@/lib/platform/files/multipart";
import { extensionOf } from "@/lib/platform/files/validate";
import { FILE_MSG, LIBRARY_BODY_BYTES, LIBRARY_LIMITS } from "./constants";
import type { FileListQuery, LibraryFile } from "./schemas";

type LibCtx = Pick<Ctx, "locationId" | "userId" | "permissions" | "isOrganizationOwner">;

export const libraryFileColumns = {
  id: libraryFiles.id,
  name: libraryFiles.name,
  ext: libraryFiles.ext,
  kind: libraryFiles.kind,
  mime: libraryFiles.mime,
  size: libraryFiles.size,
  folderId: libraryFiles.folderId,
  archived: libraryFiles.archived,
  permission: libraryFiles.permission,
  version: libraryFiles.version,
  views: libraryFiles.views,
  downloads: libraryFiles.downloads,
  contentAt: libraryFiles.contentAt,
  createdAt: libraryFiles.createdAt,
  updatedAt: libraryFiles.updatedAt,
};
const columns = libraryFileColumns;
type Row = Omit<typeof libraryFiles.$inferSelect, "locationId" | "fileId" | "userId">;

export const toLibraryFile = (r: Row): LibraryFile => ({
  id: r.id,
  name: r.name,
  ext: r.ext,
  kind: r.kind as LibraryFile["kind"],
  mime: r.mime,
  size: r.size,
  folder_id: r.folderId,
  archived: r.archived ? 1 : 0,
  permission: r.permission as LibraryFile["permission"],
  version: r.version,
  views: r.views,
  downloads: r.downloads,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

const mine = (ctx: Pick<Ctx, "locationId">) => eq(libraryFiles.locationId, ctx.locationId);
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export async function listFiles(db: Db, ctx: LibCtx, q: FileListQuery) {
  const folder = q.folder_id === undefined ? undefined : q.folder_id === 0 ? isNull(libraryFiles.folderId) : eq(libraryFiles.folderId, q.folder_id);
  const page = await listPage(
    {
      tenant: mine(ctx),
      filters: [
        eq(libraryFiles.archived, q.archived === 1),
        folder,
        q.search?.trim() ? ilike(sql`${libraryFiles.name} || '.' || ${libraryFiles.ext}`, `%${escapeLike(q.search.trim())}%`) : undefined,
      ],
      sorts: { name: libraryFiles.name, created_at: libraryFiles.createdAt, size: libraryFiles.size },
      sort: q.order_by,
      direction: q.order,
      id: libraryFiles.id,
      page: q.page,
      perPage: q.per_page,
    },
    (__total) => db.select({ ...columns, __total }).from(libraryFiles).$dynamic(),
    async (where) => (await db.select({ n: count() }).from(libraryFiles).where(where))[0].n,
  );
  return { ...page, data: page.data.map(toLibraryFile) };
}

/** Every live file's id and name (pickers: send to a contact, add to a folder). */
export async function listAllFiles(db: Db, ctx: LibCtx) {
  const rows = await db
    .select({ id: libraryFiles.id, name: libraryFiles.name, ext: libraryFiles.ext })
    .from(libraryFiles)
    .where(and(mine(ctx), eq(libraryFiles.archived, false)))
    .orderBy(asc(libraryFiles.name), asc(libraryFiles.id));
  return { data: rows };
}

export async function findLibraryFile(db: Db, ctx: Pick<Ctx, "locationId">, id: number) {
  const [row] = await db.select({ ...columns, fileId: libraryFiles.fileId }).from(libraryFiles).where(and(eq(libraryFiles.id, id), mine(ctx)));
  if (!row) throw notFound("File");
  return row;
}

const nameTaken = (ctx: Pick<Ctx, "locationId">, name: string, ext: string, except?: number) =>
  and(mine(ctx), sql`lower(${libraryFiles.name}) = lower(${name})`, eq(libraryFiles.ext, ext), except ? ne(libraryFiles.id, except) : undefined);

/** The first of "Report", "Report (2)"... that no other file of this extension has (uploads, shared copies). */
export async function freeName(db: Db, ctx: Pick<Ctx, "locationId">, base: string, ext: string): Promise<string> {
  const rows = await db
    .select({ name: sql<string>`lower(${libraryFiles.name})` })
    .from(libraryFiles)
    .where(and(mine(ctx), eq(libraryFiles.ext, ext), ilike(libraryFiles.name, `${escapeLike(base)}%`)));
  const used = new Set(rows.map((r) => r.name));
  return firstFreeName(base, (name) => used.has(name.toLowerCase()));
}

/** The uploaded name split into the library's name and the stored extension. */
function splitName(original: string): string {
  const ext = extensionOf(original);
  const base = ext ? original.slice(0, -(ext.length + 1)) : original;
  return (base.trim() || "file").slice(0, 180);
}

/**
 * The upload: the body streams to disk under a 100 MB cap, the platform checks type (magic
 * bytes against the extension) and size and stores it, then the library entry is written.
 * If that entry cannot be written, the stored file is removed again.
 */
export async function uploadFile(db: Db, ctx: LibCtx, req: Request): Promise<LibraryFile> {
  const { file, fields } = await receiveUpload(req, LIBRARY_BODY_BYTES);
  if (!file) throw validationError({ file: [MSG.fileRequired] });
  const folderId = fields.folder_id && fields.folder_id !== "0" ? Number(fields.folder_id) : null;
  if (folderId !== null) {
    const ok = Number.isInteger(folderId) && folderId > 0 && folderId <= 2_147_483_647;
    const [f] = ok ? await db.select({ id: folders.id }).from(folders).where(and(eq(folders.id, folderId), eq(folders.locationId, ctx.locationId), eq(folders.assetType, "files"))) : [];
    if (!f) {
      await file.spooled.remove();
      throw validationError({ folder_id: ["The selected folder is invalid."] });
    }
  }
  const stored = await putSpooledFile(db, ctx, { name: file.name, spooled: file.spooled, visibility: "private", limits: LIBRARY_LIMITS });
  const ext = extensionOf(stored.storageKey);
  try {
    const name = await freeName(db, ctx, splitName(stored.originalName), ext);
    const [row] = await db
      .insert(libraryFiles)
      .values({ locationId: ctx.locationId, fileId: stored.id, userId: ctx.userId, name, ext, kind: stored.kind, mime: stored.mime, size: stored.size, folderId })
      .returning(columns);
    return toLibraryFile(row);
  } catch (e) {
    await deleteFile(db, ctx, stored.id);
    throw e;
  }
}

/** A name without the file's own extension ("Plan.pdf" for a pdf is "Plan"). */
function stripExt(name: string, ext: string): string {
  return name.toLowerCase().endsWith(`.${ext}`) && name.length > ext.length + 1 ? name.slice(0, -(ext.length + 1)) : name;
}

export async function validateName(db: Db, ctx: LibCtx, input: { name: string; id?: number }) {
  if (input.id) {
    const row = await findLibraryFile(db, ctx, input.id);
    const name = stripExt(input.name, row.ext);
    const [dup] = await db.select({ id: libraryFiles.id }).from(libraryFiles).where(nameTaken(ctx, name, row.ext, row.id)).limit(1);
    if (dup) throw validationError({ name: [FILE_MSG.nameTaken] });
  }
  return { status: 1 };
}

export async function renameFile(db: Db, ctx: LibCtx, id: number, input: { name: string }) {
  const current = await findLibraryFile(db, ctx, id);
  const name = stripExt(input.name, current.ext);
  const [dup] = await db.select({ id: libraryFiles.id }).from(libraryFiles).where(nameTaken(ctx, name, current.ext, id)).limit(1);
  if (dup) throw validationError({ name: [FILE_MSG.nameTaken] });
  const [row] = await db.update(libraryFiles).set({ name, updatedAt: new Date() }).where(and(eq(libraryFiles.id, id), mine(ctx))).returning(columns);
  if (!row) throw notFound("File");
  return toLibraryFile(row);
}

/** Archives or restores files; any id not this location's: 404 and nothing changed. */
export async function archiveFiles(db: Db, ctx: LibCtx, input: { ids: number[]; archived: number }) {
  const ids = [...new Set(input.ids)];
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const rows = await tx
      .update(libraryFiles)
      .set({ archived: input.archived === 1, updatedAt: new Date() })
      .where(and(mine(ctx), inArray(libraryFiles.id, ids)))
      .returning({ id: libraryFiles.id });
    if (rows.length !== ids.length) throw notFound("File");
  });
  return { status: 1, message: input.archived === 1 ? FILE_MSG.archived : FILE_MSG.unarchived };
}

/**
 * Deletes files and their stored bytes: the platform removes the rows the entries hang on, all
 * or none, in one statement (the entries go with them). Every id must be this location's, else 404 first.
 */
export async function deleteFiles(db: Db, ctx: LibCtx, input: { ids: number[] }) {
  const ids = [...new Set(input.ids)];
  const rows = await db.select({ fileId: libraryFiles.fileId }).from(libraryFiles).where(and(mine(ctx), inArray(libraryFiles.id, ids)));
  if (rows.length !== ids.length) throw notFound("File");
  // Earlier contents (versions.ts) are kept until now: their bytes go with the file.
  const versions = await db
    .select({ fileId: libraryFileVersions.fileId })
    .from(libraryFileVersions)
    .where(and(eq(libraryFileVersions.locationId, ctx.locationId), inArray(libraryFileVersions.libraryFileId, ids)));
  await deleteStoredFiles(db, ctx, [...rows, ...versions].map((r) => r.fileId));
  return { status: 1, message: FILE_MSG.deleted };
}
