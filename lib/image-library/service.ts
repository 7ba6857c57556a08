import "server-only";
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { files, folders, libraryImageCounts, libraryImages } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { AppError, notFound, validationError } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import { deleteFile, deleteFiles, getFileUrl, putSpooledFile } from "@/lib/platform/files";
import { receiveUpload, receiveUploads } from "@/lib/platform/files/multipart";
import type { Spooled } from "@/lib/platform/files/spool";
import { extensionOf, FILE_TYPES, safeName } from "@/lib/platform/files/validate";
import {
  ALL_IMAGES_MAX,
  BULK_BODY_BYTES,
  BULK_MAX_IMAGES,
  CROPPER,
  IMAGE_MAX_BYTES,
  IMAGE_MSG,
  IMAGE_TYPES,
  parseSize,
  sizeOf,
  sizesFor,
  TYPE_VALUES,
  UPLOAD_BODY_BYTES,
  uploadLocation,
  type TypeValue,
} from "./constants";
import type { ImageListQuery, LibraryImage } from "./schemas";

type ImgCtx = Pick<Ctx, "locationId" | "userId" | "permissions" | "isOrganizationOwner">;

const columns = {
  id: libraryImages.id,
  name: libraryImages.name,
  type: libraryImages.type,
  size: libraryImages.size,
  mime: libraryImages.mime,
  bytes: libraryImages.bytes,
  width: libraryImages.width,
  height: libraryImages.height,
  folderId: libraryImages.folderId,
  originalId: libraryImages.originalId,
  createdAt: libraryImages.createdAt,
  provider: files.provider,
  storageKey: files.storageKey,
  providerUrl: files.providerUrl,
  visibility: files.visibility,
};
type Row = Omit<typeof libraryImages.$inferSelect, "locationId" | "fileId" | "userId" | "updatedAt"> &
  Pick<typeof files.$inferSelect, "provider" | "storageKey" | "providerUrl" | "visibility">;

const toImage = (r: Row): LibraryImage => {
  const src = getFileUrl(r);
  return {
    id: r.id,
    name: r.name,
    img_src: src,
    is_cropped: r.originalId !== null,
    url: src,
    type: r.type,
    size: r.size,
    mime: r.mime,
    bytes: r.bytes,
    width: r.width,
    height: r.height,
    folder_id: r.folderId,
    original_id: r.originalId,
    created_at: r.createdAt.toISOString(),
  };
};

const mine = (ctx: Pick<Ctx, "locationId">) => eq(libraryImages.locationId, ctx.locationId);
const withFile = (db: Db) => db.select(columns).from(libraryImages).innerJoin(files, eq(files.id, libraryImages.fileId));

/**
 * Over the trigger-kept counts of a location (every folder), of its main folder (0) or of one
 * folder: the images (`n`), or the list's version (`v`, bumped by every write to those images).
 */
const kept = (column: "n" | "v", locationId: number, folderId: number | undefined) =>
  sql<number>`(select coalesce(sum(${libraryImageCounts[column]}), 0) from ${libraryImageCounts} where ${libraryImageCounts.locationId} = ${locationId}${
    folderId === undefined ? sql`` : sql` and ${libraryImageCounts.folderId} = ${folderId}`
  })`;

export async function listImages(db: Db, ctx: ImgCtx, q: ImageListQuery) {
  const folder = q.folder_id === undefined ? undefined : q.folder_id === 0 ? isNull(libraryImages.folderId) : eq(libraryImages.folderId, q.folder_id);
  const size = q.selected_size_only === 1 && q.type !== "all" ? inArray(libraryImages.size, sizesFor(sizeOf(q.type))) : undefined;
  const page = await listPage(
    {
      tenant: mine(ctx),
      filters: [folder, size],
      sorts: { created_at: libraryImages.createdAt },
      sort: "created_at",
      direction: "desc",
      id: libraryImages.id,
      page: q.page,
      perPage: q.per_page,
      // The kept count answers a folder's (or every folder's) total; a size filter is counted.
      total: size ? undefined : kept("n", ctx.locationId, q.folder_id),
      // Ids from the (location, [folder,] created_at, id) index first, then only the page's rows joined.
      ids: () => db.select({ id: libraryImages.id }).from(libraryImages).$dynamic(),
      // Deep pages seek from remembered boundaries while the folder's (or location's) version holds.
      seek: {
        key: `library-images:${ctx.locationId}:${q.folder_id ?? "all"}:${size ? sizesFor(sizeOf(q.type)).join(",") : "any"}`,
        version: kept("v", ctx.locationId, q.folder_id),
        table: libraryImages,
      },
    },
    (__total, __v) => db.select({ ...columns, __total, __v }).from(libraryImages).innerJoin(files, eq(files.id, libraryImages.fileId)).$dynamic(),
    async (where) => (await db.select({ n: count() }).from(libraryImages).where(where))[0].n,
  );
  return { ...page, data: page.data.map(toImage) };
}

/** The newest images (at most ALL_IMAGES_MAX): what a picker needs to show a choice at once. */
export async function allImages(db: Db, ctx: ImgCtx) {
  const rows = await withFile(db).where(mine(ctx)).orderBy(desc(libraryImages.createdAt), desc(libraryImages.id)).limit(ALL_IMAGES_MAX);
  return { data: rows.map(toImage).map(({ id, name, img_src, is_cropped, url, size, type }) => ({ id, name, img_src, is_cropped, url, size, type })) };
}

/** The cropper's size table (doc 2 s9) as the server knows it. */
export function imageTypes() {
  return {
    data: IMAGE_TYPES.map((type) => {
      const size = CROPPER.sizes[type];
      const { width, height } = parseSize(size)!;
      return { type, size, width, height };
    }),
  };
}

export async function findImage(db: Db, ctx: Pick<Ctx, "locationId">, id: number) {
  const [row] = await withFile(db).where(and(eq(libraryImages.id, id), mine(ctx)));
  if (!row) throw notFound("Image");
  return row;
}

/** Deletes the image: its stored file goes, and the row with it (cascade). Crops keep living. */
export async function deleteImage(db: Db, ctx: ImgCtx, id: number) {
  const [row] = await db.select({ fileId: libraryImages.fileId }).from(libraryImages).where(and(eq(libraryImages.id, id), mine(ctx)));
  if (!row) throw notFound("Image");
  await deleteFiles(db, ctx, [row.fileId]);
  return { status: 1, message: IMAGE_MSG.deleted };
}

/** Where the upload goes, as the form says: type, size, location (the caller's own), folder. */
type Target = { type: TypeValue; size: string; folderId: number | null; originalId: number | null };

/** Platform upload errors name the `file` field; the library's form calls it `field`. */
function onField(e: unknown, field: string): unknown {
  if (e instanceof AppError && e.status === 422 && e.body.errors && typeof e.body.errors === "object" && "file" in e.body.errors) {
    const { file, ...rest } = e.body.errors as Record<string, string[]>;
    return validationError({ ...rest, [field]: file });
  }
  return e;
}

const validId = (v: string | undefined) => (v && /^\d{1,10}$/.test(v) && Number(v) > 0 && Number(v) <= 2_147_483_647 ? Number(v) : null);

async function readTarget(db: Db, ctx: ImgCtx, fields: Record<string, string>, allowOriginal: boolean): Promise<Target> {
  const errors: Record<string, string[]> = {};
  const type = (fields.type ?? "all") as TypeValue;
  if (!(TYPE_VALUES as readonly string[]).includes(type)) errors.type = ["The selected type is invalid."];
  const size = fields.size ?? "";
  if (size !== "all" && !parseSize(size)) errors.size = ["The size must be all or WIDTHxHEIGHT."];
  if (fields.location !== uploadLocation(ctx.userId, size)) errors.location = [IMAGE_MSG.locationInvalid];

  let folderId: number | null = null;
  if (fields.folder_id && fields.folder_id !== "0") {
    folderId = validId(fields.folder_id);
    const [f] = folderId
      ? await db.select({ id: folders.id }).from(folders).where(and(eq(folders.id, folderId), eq(folders.locationId, ctx.locationId), eq(folders.assetType, "images")))
      : [];
    if (!f) errors.folder_id = [IMAGE_MSG.folderInvalid];
  }
  let originalId: number | null = null;
  if (allowOriginal && fields.original_id) {
    originalId = validId(fields.original_id);
    const [o] = originalId ? await db.select({ id: libraryImages.id }).from(libraryImages).where(and(eq(libraryImages.id, originalId), mine(ctx))) : [];
    if (!o) errors.original_id = [IMAGE_MSG.originalInvalid];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return { type, size, folderId, originalId };
}

/** The uploaded name as the image's name: without its extension, never empty. */
function imageName(uploaded: string): string {
  const safe = safeName(uploaded);
  const ext = extensionOf(safe);
  return ((ext ? safe.slice(0, -(ext.length + 1)) : safe).trim() || "image").slice(0, 180);
}

/**
 * One spooled image: its name must be an image's (else "Please select an image file"), then
 * the platform checks size (15 MB) and bytes (file-type) and re-encodes it; then the row.
 * A failed insert removes the stored file again. The spool is gone afterwards either way.
 */
async function storeImage(db: Db, ctx: ImgCtx, file: { name: string; spooled: Spooled }, target: Target, field: string): Promise<LibraryImage> {
  if (FILE_TYPES[extensionOf(safeName(file.name))]?.kind !== "image") {
    await file.spooled.remove();
    throw validationError({ [field]: [IMAGE_MSG.notImage] });
  }
  let stored;
  try {
    stored = await putSpooledFile(db, ctx, { name: file.name, spooled: file.spooled, visibility: "public", limits: { image: IMAGE_MAX_BYTES } });
  } catch (e) {
    throw onField(e, field);
  }
  try {
    const [row] = await db
      .insert(libraryImages)
      .values({
        locationId: ctx.locationId,
        fileId: stored.id,
        userId: ctx.userId,
        originalId: target.originalId,
        folderId: target.folderId,
        name: imageName(stored.originalName),
        type: target.type,
        size: target.size,
        mime: stored.mime,
        bytes: stored.size,
        width: stored.width ?? 0,
        height: stored.height ?? 0,
      })
      .returning({ id: libraryImages.id });
    return toImage(await findImage(db, ctx, row.id));
  } catch (e) {
    await deleteFile(db, ctx, stored.id);
    throw e;
  }
}

/** POST /image-library/upload: one image (`image`), a crop when `original_id` is given. */
export async function uploadImage(db: Db, ctx: ImgCtx, req: Request) {
  const { file, fields } = await receiveUpload(req, UPLOAD_BODY_BYTES, { field: "image" });
  if (!file) throw validationError({ image: [IMAGE_MSG.imageRequired] });
  let target: Target;
  try {
    target = await readTarget(db, ctx, fields, true);
  } catch (e) {
    await file.spooled.remove();
    throw e;
  }
  return { status: 1, response: await storeImage(db, ctx, file, target, "image") };
}

/**
 * POST /image-library/bulk-upload: up to BULK_MAX_IMAGES `images[]`. Each file is stored or
 * refused on its own; the answer lists what was stored and each refusal by position.
 */
export async function bulkUpload(db: Db, ctx: ImgCtx, req: Request) {
  const { files: got, fields } = await receiveUploads(req, BULK_BODY_BYTES, { field: "images[]", max: BULK_MAX_IMAGES + 1, errorField: "images" });
  try {
    if (!got.length) throw validationError({ images: [IMAGE_MSG.imagesRequired] });
    if (got.length > BULK_MAX_IMAGES) throw validationError({ images: [IMAGE_MSG.tooManyImages] });
    const target = await readTarget(db, ctx, fields, false);
    const response: LibraryImage[] = [];
    const errors: { index: number; name: string; message: string }[] = [];
    for (const [index, file] of got.entries()) {
      try {
        response.push(await storeImage(db, ctx, file, target, `images.${index}`));
      } catch (e) {
        if (!(e instanceof AppError) || e.status !== 422) throw e;
        const list = Object.values((e.body.errors ?? {}) as Record<string, string[]>).flat();
        errors.push({ index, name: safeName(file.name), message: list[0] ?? e.message });
      }
    }
    return { status: errors.length ? 0 : 1, response, errors };
  } finally {
    for (const f of got) await f.spooled.remove();
  }
}
