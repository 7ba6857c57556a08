import "server-only";
import { and, desc, eq, max, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { libraryFiles, libraryFileVersions, users } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { deleteFile, putSpooledFile } from "@/lib/platform/files";
import { MSG } from "@/lib/platform/files/constants";
import { receiveUpload } from "@/lib/platform/files/multipart";
import { extensionOf } from "@/lib/platform/files/validate";
import { FILE_EXTRA_MSG, FILE_MSG, LIBRARY_BODY_BYTES, LIBRARY_LIMITS } from "./constants";
import type { FileVersion } from "./version-schemas";
import { findLibraryFile, libraryFileColumns, toLibraryFile } from "./service";

type LibCtx = Pick<Ctx, "locationId" | "userId" | "permissions" | "isOrganizationOwner">;
type Tx = Db;

/**
 * Replacing and restoring a library file's content (beyond the spec, issue 13). The library
 * file keeps its id, name, folder, permission, assignments and stats; only the content moves.
 * The current content is the library file's `file_id`; every earlier one is a
 * `library_file_versions` row whose stored bytes stay until the library file is deleted
 * (deleteFiles in service.ts removes them with it).
 */

/** The library file, locked for this transaction: replace and restore of one file run one at a time. */
async function lockFile(tx: Tx, ctx: Pick<Ctx, "locationId">, id: number) {
  const [row] = await tx
    .select({ ...libraryFileColumns, fileId: libraryFiles.fileId, userId: libraryFiles.userId })
    .from(libraryFiles)
    .where(and(eq(libraryFiles.id, id), eq(libraryFiles.locationId, ctx.locationId)))
    .for("update");
  if (!row) throw notFound("File");
  return row;
}

type Locked = Awaited<ReturnType<typeof lockFile>>;

/** The current content becomes a version row (its bytes stay). */
async function keepCurrent(tx: Tx, ctx: Pick<Ctx, "locationId">, cur: Locked) {
  await tx.insert(libraryFileVersions).values({
    locationId: ctx.locationId,
    libraryFileId: cur.id,
    fileId: cur.fileId,
    version: cur.version,
    ext: cur.ext,
    kind: cur.kind,
    mime: cur.mime,
    size: cur.size,
    userId: cur.userId,
    uploadedAt: cur.contentAt,
  });
}

/** Another file of this location with the same name and the new extension would clash. */
async function checkNameFree(tx: Tx, ctx: Pick<Ctx, "locationId">, cur: Locked, ext: string) {
  if (ext === cur.ext) return;
  const [dup] = await tx
    .select({ id: libraryFiles.id })
    .from(libraryFiles)
    .where(and(eq(libraryFiles.locationId, ctx.locationId), sql`lower(${libraryFiles.name}) = lower(${cur.name})`, eq(libraryFiles.ext, ext), sql`${libraryFiles.id} <> ${cur.id}`))
    .limit(1);
  if (dup) throw validationError({ file: [FILE_MSG.nameTaken] });
}

/**
 * POST /file/{id}/replace: new content under the same library file. The file is checked first
 * (404 before the body is read), the upload is stored like any library upload (type and size
 * rules), then in one transaction the current content becomes a version and the new one current.
 */
export async function replaceFile(db: Db, ctx: LibCtx, id: number, req: Request) {
  await findLibraryFile(db, ctx, id);
  const { file } = await receiveUpload(req, LIBRARY_BODY_BYTES);
  if (!file) throw validationError({ file: [MSG.fileRequired] });
  const stored = await putSpooledFile(db, ctx, { name: file.name, spooled: file.spooled, visibility: "private", limits: LIBRARY_LIMITS });
  const ext = extensionOf(stored.storageKey);
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Tx;
      const cur = await lockFile(tx, ctx, id);
      await checkNameFree(tx, ctx, cur, ext);
      const [{ top }] = await tx.select({ top: max(libraryFileVersions.version) }).from(libraryFileVersions).where(and(eq(libraryFileVersions.libraryFileId, id), eq(libraryFileVersions.locationId, ctx.locationId)));
      await keepCurrent(tx, ctx, cur);
      const now = new Date();
      const [row] = await tx
        .update(libraryFiles)
        .set({ fileId: stored.id, userId: ctx.userId, ext, kind: stored.kind, mime: stored.mime, size: stored.size, version: Math.max(cur.version, top ?? 0) + 1, contentAt: now, updatedAt: now })
        .where(and(eq(libraryFiles.id, id), eq(libraryFiles.locationId, ctx.locationId)))
        .returning(libraryFileColumns);
      return { data: toLibraryFile(row), message: FILE_EXTRA_MSG.replaced };
    });
  } catch (e) {
    await deleteFile(db, ctx, stored.id);
    throw e;
  }
}

/** GET /file/{id}/versions: the current content first, then earlier ones, newest first. */
export async function listVersions(db: Db, ctx: Pick<Ctx, "locationId">, id: number): Promise<{ data: FileVersion[] }> {
  const cur = await findLibraryFile(db, ctx, id);
  const [who] = await db
    .select({ by: users.fullName })
    .from(libraryFiles)
    .leftJoin(users, eq(users.id, libraryFiles.userId))
    .where(and(eq(libraryFiles.id, id), eq(libraryFiles.locationId, ctx.locationId)));
  const rows = await db
    .select({
      id: libraryFileVersions.id,
      version: libraryFileVersions.version,
      ext: libraryFileVersions.ext,
      kind: libraryFileVersions.kind,
      size: libraryFileVersions.size,
      uploadedAt: libraryFileVersions.uploadedAt,
      replacedAt: libraryFileVersions.createdAt,
      by: users.fullName,
    })
    .from(libraryFileVersions)
    .leftJoin(users, eq(users.id, libraryFileVersions.userId))
    .where(and(eq(libraryFileVersions.libraryFileId, id), eq(libraryFileVersions.locationId, ctx.locationId)))
    .orderBy(desc(libraryFileVersions.version));
  const current: FileVersion = {
    id: null,
    version: cur.version,
    current: true,
    name: `${cur.name}.${cur.ext}`,
    ext: cur.ext,
    kind: cur.kind as FileVersion["kind"],
    size: cur.size,
    uploaded_at: cur.contentAt.toISOString(),
    uploaded_by: who?.by ?? null,
  };
  const earlier = rows.map(
    (r): FileVersion => ({
      id: r.id,
      version: r.version,
      current: false,
      name: `${cur.name}.${r.ext}`,
      ext: r.ext,
      kind: r.kind as FileVersion["kind"],
      size: r.size,
      uploaded_at: r.uploadedAt.toISOString(),
      uploaded_by: r.by,
    }),
  );
  return { data: [current, ...earlier].sort((a, b) => b.version - a.version) };
}

/**
 * POST /file/{id}/versions/{versionId}/restore: the chosen content becomes current again
 * (keeping its version number) and the current one becomes a version: nothing is lost.
 */
export async function restoreVersion(db: Db, ctx: LibCtx, id: number, versionId: number) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Tx;
    const cur = await lockFile(tx, ctx, id);
    const [chosen] = await tx
      .delete(libraryFileVersions)
      .where(and(eq(libraryFileVersions.id, versionId), eq(libraryFileVersions.libraryFileId, id), eq(libraryFileVersions.locationId, ctx.locationId)))
      .returning();
    if (!chosen) throw notFound("Version");
    await checkNameFree(tx, ctx, cur, chosen.ext);
    await keepCurrent(tx, ctx, cur);
    const [row] = await tx
      .update(libraryFiles)
      .set({ fileId: chosen.fileId, userId: chosen.userId, ext: chosen.ext, kind: chosen.kind, mime: chosen.mime, size: chosen.size, version: chosen.version, contentAt: chosen.uploadedAt, updatedAt: new Date() })
      .where(and(eq(libraryFiles.id, id), eq(libraryFiles.locationId, ctx.locationId)))
      .returning(libraryFileColumns);
    return { data: toLibraryFile(row), message: FILE_EXTRA_MSG.restored };
  });
}
