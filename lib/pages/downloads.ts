import "server-only";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import { files, pageDownloads, pages } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { copyStoredFile, discardStoredFile, putSpooledFile } from "@/lib/platform/files";
import { MSG } from "@/lib/platform/files/constants";
import { receiveUpload } from "@/lib/platform/files/multipart";
import { openStoredBytes } from "@/lib/platform/files/read";
import { contentDisposition } from "@/lib/platform/files/serve";
import { extensionOf } from "@/lib/platform/files/validate";
import { LIBRARY_LIMITS } from "@/lib/file-library/constants";
import { DOWNLOAD_BODY_BYTES, DOWNLOADS_PER_PAGE_MAX, PAGE_MSG } from "./constants";
import type { PageDownload } from "./schemas";

type LocCtx = Pick<Ctx, "locationId" | "userId">;

/** Downloads stream through the API (checked against the location), never a public file URL. */
export const downloadPath = (id: number) => `/api/v3/page/download/${id}`;

const columns = { id: pageDownloads.id, pageId: pageDownloads.pageId, name: pageDownloads.name, ext: pageDownloads.ext, mime: pageDownloads.mime, size: pageDownloads.size, createdAt: pageDownloads.createdAt };
const toDownload = (r: { id: number; pageId: number; name: string; ext: string; mime: string; size: number; createdAt: Date }): PageDownload => ({
  id: r.id, page_id: r.pageId, name: r.name, ext: r.ext, mime: r.mime, size: r.size, url: downloadPath(r.id), created_at: r.createdAt.toISOString(),
});

async function ownPage(db: Db, ctx: Pick<Ctx, "locationId">, pageId: number) {
  const [p] = await db.select({ id: pages.id }).from(pages).where(and(eq(pages.id, pageId), eq(pages.locationId, ctx.locationId)));
  if (!p) throw notFound("Page");
}

export async function listDownloads(db: Db, ctx: Pick<Ctx, "locationId">, pageId: number) {
  await ownPage(db, ctx, pageId);
  const rows = await db
    .select(columns)
    .from(pageDownloads)
    .where(and(eq(pageDownloads.locationId, ctx.locationId), eq(pageDownloads.pageId, pageId)))
    .orderBy(asc(pageDownloads.id));
  return { data: rows.map(toDownload) };
}

/** One file for the page's downloads (documents, video, audio, images; the library's limits). */
export async function uploadDownload(db: Db, ctx: LocCtx, pageId: number, req: Request) {
  await ownPage(db, ctx, pageId);
  const { file } = await receiveUpload(req, DOWNLOAD_BODY_BYTES);
  if (!file) throw validationError({ file: [MSG.fileRequired] });
  const [{ n }] = await db.select({ n: count() }).from(pageDownloads).where(and(eq(pageDownloads.locationId, ctx.locationId), eq(pageDownloads.pageId, pageId)));
  if (n >= DOWNLOADS_PER_PAGE_MAX) {
    await file.spooled.remove();
    throw validationError({ file: [`A page may have at most ${DOWNLOADS_PER_PAGE_MAX} downloads.`] });
  }
  const stored = await putSpooledFile(db, ctx, { name: file.name, spooled: file.spooled, visibility: "private", limits: LIBRARY_LIMITS });
  const ext = extensionOf(stored.storageKey);
  const base = stored.originalName.toLowerCase().endsWith(`.${ext}`) ? stored.originalName.slice(0, -(ext.length + 1)) : stored.originalName;
  try {
    const [row] = await db
      .insert(pageDownloads)
      .values({ locationId: ctx.locationId, pageId, fileId: stored.id, name: (base.trim() || "download").slice(0, 180), ext, mime: stored.mime, size: stored.size })
      .returning(columns);
    return { status: 1, message: PAGE_MSG.downloadAdded, data: toDownload(row) };
  } catch (e) {
    await db.delete(files).where(and(eq(files.id, stored.id), eq(files.locationId, ctx.locationId)));
    await discardStoredFile(stored);
    throw e;
  }
}

export async function renameDownload(db: Db, ctx: LocCtx, id: number, input: { name: string }) {
  const [row] = await db
    .update(pageDownloads)
    .set({ name: input.name })
    .where(and(eq(pageDownloads.id, id), eq(pageDownloads.locationId, ctx.locationId)))
    .returning(columns);
  if (!row) throw notFound("Download");
  return { status: 1, message: PAGE_MSG.downloadRenamed, data: toDownload(row) };
}

/** The download and its stored bytes (the file row goes, the download row with it). */
export async function deleteDownload(db: Db, ctx: LocCtx, input: { id: number }) {
  const [row] = await db
    .select({ fileId: pageDownloads.fileId })
    .from(pageDownloads)
    .where(and(eq(pageDownloads.id, input.id), eq(pageDownloads.locationId, ctx.locationId)));
  if (!row) throw notFound("Download");
  const gone = await db.delete(files).where(and(eq(files.id, row.fileId), eq(files.locationId, ctx.locationId))).returning({ provider: files.provider, storageKey: files.storageKey });
  for (const f of gone) await discardStoredFile(f);
  return { status: 1, message: PAGE_MSG.downloadDeleted };
}

/**
 * Inside a page delete's transaction: removes the pages' downloads' file rows and answers their
 * stored bytes, which the caller discards once the transaction has committed.
 */
export async function removeDownloadsOf(tx: Db, ctx: Pick<Ctx, "locationId">, pageIds: number[]) {
  const rows = await tx
    .select({ fileId: pageDownloads.fileId })
    .from(pageDownloads)
    .where(and(eq(pageDownloads.locationId, ctx.locationId), inArray(pageDownloads.pageId, pageIds)));
  if (!rows.length) return [];
  return tx
    .delete(files)
    .where(and(eq(files.locationId, ctx.locationId), inArray(files.id, rows.map((r) => r.fileId))))
    .returning({ provider: files.provider, storageKey: files.storageKey });
}

/** Deep copies of a page's downloads onto another page (duplicate, a shared copy). */
export async function copyDownloads(db: Db, ctx: Pick<Ctx, "locationId" | "userId">, fromPageId: number, toLocationId: number, toPageId: number, onRollback: (fn: () => Promise<void>) => void) {
  const rows = await db
    .select({ d: pageDownloads, file: files })
    .from(pageDownloads)
    .innerJoin(files, eq(files.id, pageDownloads.fileId))
    .where(and(eq(pageDownloads.locationId, ctx.locationId), eq(pageDownloads.pageId, fromPageId)))
    .orderBy(asc(pageDownloads.id));
  for (const { d, file } of rows) {
    const stored = await copyStoredFile(db, { locationId: toLocationId, userId: ctx.userId }, file);
    onRollback(() => discardStoredFile(stored));
    await db.insert(pageDownloads).values({ locationId: toLocationId, pageId: toPageId, fileId: stored.id, name: d.name, ext: d.ext, mime: d.mime, size: d.size });
  }
}

/** GET /page/download/{id}: the download's bytes as an attachment, streamed. */
export async function streamDownload(db: Db, ctx: Pick<Ctx, "locationId">, id: number): Promise<Response> {
  const [f] = await db
    .select({ name: pageDownloads.name, ext: pageDownloads.ext, mime: files.mime, size: files.size, provider: files.provider, storageKey: files.storageKey })
    .from(pageDownloads)
    .innerJoin(files, eq(files.id, pageDownloads.fileId))
    .where(and(eq(pageDownloads.id, id), eq(pageDownloads.locationId, ctx.locationId)));
  if (!f) throw notFound("Download");
  return new Response(await openStoredBytes(f), {
    headers: {
      "content-type": f.mime,
      "content-length": String(f.size),
      "content-disposition": contentDisposition("attachment", `${f.name}.${f.ext}`),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
