import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { files } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { can } from "@/lib/auth/permissions";
import { forbidden, notFound, validationError } from "@/lib/http/errors";
import { sendJob } from "@/lib/platform/jobs";
import { MAX_BODY_BYTES, MSG, VISIBILITIES, type SizeLimits, type Visibility } from "./constants";
import { normalizeImageFile } from "./images";
import { filesDeleteBytesJob } from "./jobs";
import { receiveUpload } from "./multipart";
import { openStoredBytes } from "./read";
import { openSpool, siblingTemp, spoolBytes, type Spooled } from "./spool";
import type { Provider, Source } from "./store";
import { currentProvider, currentStore, storeFor } from "./stores";
import { checkUpload, extensionOf } from "./validate";

/**
 * The file service every module uses: putFile / getFileUrl / deleteFile. Each file is a row
 * in `files` (owner location, kind, size, mime, original name, storage key) whichever store
 * holds the bytes (stores.ts picks it).
 */
export type FileRow = typeof files.$inferSelect;
/** userId null: uploaded by a visitor, not a user (a public form's file answer). */
export type FileCtx = Pick<Ctx, "locationId"> & { userId: number | null };

/** `{locationId}/{yyyy}/{mm}/{random}.{ext}`: unguessable, and never from the uploaded name. */
export function newStorageKey(locationId: number, ext: string, now = new Date()): string {
  const mm = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `${locationId}/${now.getUTCFullYear()}/${mm}/${randomBytes(18).toString("base64url")}.${ext}`;
}

/** Validates (size, extension, content), normalises images, stores, records. Throws 422. */
export async function putFile(
  db: Db,
  ctx: FileCtx,
  input: { name: string; bytes: Uint8Array; visibility?: Visibility },
): Promise<FileRow> {
  return putSpooledFile(db, ctx, { name: input.name, spooled: await spoolBytes(input.bytes), visibility: input.visibility });
}

/**
 * The upload route: the multipart body streams to a temp file (never whole into memory),
 * then goes through putSpooledFile. Throws 422 for a missing file or a bad visibility.
 */
export async function putUploadedFile(db: Db, ctx: FileCtx, req: Request): Promise<FileRow> {
  const { file, fields } = await receiveUpload(req, MAX_BODY_BYTES);
  if (!file) throw validationError({ file: [MSG.fileRequired] });
  const visibility = fields.visibility ?? "public";
  if (!VISIBILITIES.includes(visibility as Visibility)) {
    await file.spooled.remove();
    throw validationError({ visibility: [MSG.visibilityInvalid] });
  }
  return putSpooledFile(db, ctx, { name: file.name, spooled: file.spooled, visibility: visibility as Visibility });
}

/**
 * A file already spooled to disk: checked, images re-encoded disk to disk, stored, recorded.
 * Afterwards the temp files are gone whatever happened (moved into the store, or removed),
 * and stored bytes never outlive a failed insert (removed, or queued for removal).
 */
export async function putSpooledFile(
  db: Db,
  ctx: FileCtx,
  input: { name: string; spooled: Spooled; visibility?: Visibility; limits?: SizeLimits },
): Promise<FileRow> {
  const { spooled } = input;
  let derived: string | null = null;
  try {
    const checked = await checkUpload(input.name, spooled, input.limits);
    let source: Source = spooled;
    let { ext, mime } = checked;
    let width: number | null = null;
    let height: number | null = null;
    if (checked.imageFormat) {
      derived = siblingTemp();
      const img = await normalizeImageFile(spooled.path, checked.imageFormat, derived);
      ({ ext, mime, width, height } = img);
      source = { path: derived, size: img.size };
    }
    const visibility = input.visibility ?? "public";
    return await storeAndRecord(db, ctx, source, { kind: checked.kind, visibility, mime, ext, originalName: checked.name, width, height });
  } finally {
    await spooled.remove();
    if (derived) await fs.promises.rm(derived, { force: true });
  }
}

/**
 * A deep copy of a stored file for another location (asset sharing): the bytes are read
 * through openStoredBytes, stored again under a new key of the target location and recorded as
 * a new row, so the copy lives on when the original is deleted. Already checked on upload, so
 * they are not checked again. Bytes whose row cannot be written are removed; a caller whose
 * transaction rolls back later removes them with discardStoredFile.
 */
export async function copyStoredFile(db: Db, ctx: FileCtx, source: FileRow): Promise<FileRow> {
  const sink = await openSpool();
  let spooled: Spooled;
  try {
    const reader = (await openStoredBytes(source)).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      await sink.write(value);
    }
    spooled = await sink.finish();
  } catch (e) {
    await sink.abort();
    throw e;
  }
  try {
    return await storeAndRecord(db, ctx, spooled, {
      kind: source.kind,
      visibility: source.visibility as Visibility,
      mime: source.mime,
      ext: extensionOf(source.storageKey),
      originalName: source.originalName,
      width: source.width,
      height: source.height,
    });
  } finally {
    await spooled.remove();
  }
}

/**
 * Stores bytes under a new key of the location and records their row. No row, no file: bytes
 * whose insert fails are removed, or they would be an orphan nobody can delete.
 */
async function storeAndRecord(
  db: Db,
  ctx: FileCtx,
  source: Source,
  meta: Pick<FileRow, "kind" | "mime" | "originalName" | "width" | "height"> & { visibility: Visibility; ext: string },
): Promise<FileRow> {
  const store = currentStore();
  const stored = await store.put(newStorageKey(ctx.locationId, meta.ext), source, { mime: meta.mime, name: meta.originalName, visibility: meta.visibility });
  try {
    const [row] = await db
      .insert(files)
      .values({
        locationId: ctx.locationId,
        userId: ctx.userId,
        kind: meta.kind,
        visibility: meta.visibility,
        size: source.size,
        mime: meta.mime,
        originalName: meta.originalName,
        storageKey: stored.storageKey,
        provider: store.provider,
        providerUrl: stored.providerUrl,
        width: meta.width,
        height: meta.height,
      })
      .returning();
    return row;
  } catch (e) {
    await removeStored(store.provider, stored.storageKey);
    throw e;
  }
}

/** The bytes of a file whose row was never committed (a rolled-back copy): removed, or queued. */
export const discardStoredFile = (file: Pick<FileRow, "provider" | "storageKey">) => removeStored(file.provider as Provider, file.storageKey);

/** Removes stored bytes; when the store refuses, a job retries until it lets go. */
async function removeStored(provider: Provider, storageKey: string): Promise<void> {
  try {
    await storeFor(provider).delete(storageKey);
  } catch (e) {
    console.error(`files: stored object ${storageKey} (${provider}) not deleted, queued for retry:`, e);
    await sendJob(filesDeleteBytesJob, { provider, storageKey }).catch((err) =>
      // The hourly sweep still finds local bytes without a row.
      console.error(`files: queueing the removal of ${storageKey} failed:`, err),
    );
  }
}

/** URL path segments of a key, each encoded (keys hold only safe characters; belt and braces). */
export const filePath = (storageKey: string) => `/api/files/${storageKey.split("/").map(encodeURIComponent).join("/")}`;

/**
 * Where a browser fetches the file. Public UploadThing files come from its CDN; local files
 * and every private file go through app/api/files, which checks access.
 */
export function getFileUrl(file: Pick<FileRow, "provider" | "storageKey" | "providerUrl" | "visibility">): string {
  if (file.provider === "uploadthing" && file.visibility === "public" && file.providerUrl) return file.providerUrl;
  return filePath(file.storageKey);
}

/** One of the accessed location's files, or 404. */
export async function findFile(db: Db, ctx: FileCtx, id: number): Promise<FileRow> {
  const [row] = await db.select().from(files).where(and(eq(files.id, id), eq(files.locationId, ctx.locationId)));
  if (!row) throw notFound("File");
  return row;
}

/**
 * Deletes the rows (same statement as the tenant filter) and then the stored bytes. The
 * uploader may delete their own files; anyone else needs files/delete. All or nothing: another
 * tenant's id anywhere in the list is a 404, a file the caller may not delete a 403.
 */
export async function deleteFiles(db: Db, ctx: Pick<Ctx, "locationId" | "userId" | "permissions" | "isOrganizationOwner">, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  const mayDeleteAny = can(ctx, "files", "delete");
  const gone = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(files)
      .where(and(inArray(files.id, wanted), eq(files.locationId, ctx.locationId), mayDeleteAny ? undefined : eq(files.userId, ctx.userId)))
      .returning({ storageKey: files.storageKey, provider: files.provider });
    if (rows.length < wanted.length) {
      // Rolled back by the throw. Deleted rows are no longer visible here: count the rest.
      const [left] = await tx.select({ n: count() }).from(files).where(and(inArray(files.id, wanted), eq(files.locationId, ctx.locationId)));
      throw rows.length + left.n < wanted.length ? notFound("File") : forbidden();
    }
    return rows;
  });
  // The rows are gone, so the files are unreachable either way; bytes a store keeps are retried.
  for (const row of gone) await removeStored(row.provider as Provider, row.storageKey);
}

export const deleteFile = (db: Db, ctx: Pick<Ctx, "locationId" | "userId" | "permissions" | "isOrganizationOwner">, id: number) => deleteFiles(db, ctx, [id]);

/** The location's stored bytes and files (the refresh payload's file_storage). */
export async function storageUse(db: Db, locationId: number) {
  const [row] = await db
    .select({ used: sql<number>`coalesce(sum(${files.size}), 0)::float8`, count: count() })
    .from(files)
    .where(eq(files.locationId, locationId));
  return { used_bytes: Number(row.used), file_count: row.count, provider: currentProvider() };
}

export { MAX_BYTES, MSG, type FileKind, type SizeLimits, type Visibility } from "./constants";
