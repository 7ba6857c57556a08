import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { qualified } from "@/db/qualified";
import { contactPages, pageDownloads, pages } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import { checkAssetFolder, copyName, deleteAssets, findAsset, listAllAssets, listAssets, renameAsset, setAssetEnabled } from "@/lib/content-dashboard/assets";
import { nextOrdering } from "@/lib/http/reorder";
import { findImage } from "@/lib/image-library/service";
import { discardStoredFile, getFileUrl } from "@/lib/platform/files";
import { sanitizeRichText } from "@/lib/rich-text/sanitize";
import { DEFAULT_HEADLINE, DEFAULT_SUBHEADLINE, PAGE_MSG } from "./constants";
import { pageAssets } from "./dashboard";
import { pageOrderable } from "./orderable";
import { listDownloads, removeDownloadsOf, copyDownloads } from "./downloads";
import type { PageDetail, PageListQuery, PageSummary, PageUpdate } from "./schemas";

export type PageCtx = Pick<Ctx, "locationId" | "userId" | "permissions" | "isOrganizationOwner">;

const mine = (ctx: Pick<Ctx, "locationId">) => eq(pages.locationId, ctx.locationId);

const members = sql<number>`(select count(*) from ${contactPages} where ${contactPages.pageId} = ${qualified(pages.id)} and ${contactPages.locationId} = ${qualified(pages.locationId)})`.mapWith(Number);
const downloads = sql<number>`(select count(*) from ${pageDownloads} where ${pageDownloads.pageId} = ${qualified(pages.id)} and ${pageDownloads.locationId} = ${qualified(pages.locationId)})`.mapWith(Number);

const summaryColumns = {
  id: pages.id, title: pages.title, thumbnail: pages.thumbnail, enabled: pages.enabled, folderId: pages.folderId,
  ordering: pages.ordering, createdAt: pages.createdAt, updatedAt: pages.updatedAt,
};
type SummaryRow = { id: number; title: string; thumbnail: string | null; enabled: boolean; folderId: number | null; ordering: number; createdAt: Date; updatedAt: Date; members: number; downloads: number };

const toSummary = (r: SummaryRow): PageSummary => ({
  id: r.id, title: r.title, thumbnail: r.thumbnail, enabled: r.enabled ? 1 : 0, folder_id: r.folderId, ordering: r.ordering,
  members: r.members, downloads: r.downloads, created_at: r.createdAt.toISOString(), updated_at: r.updatedAt.toISOString(),
});

/** The dashboard: 6 a page, ordering desc, in a folder (0 = main) or all, all / enabled / disabled. */
export async function listPages(db: Db, ctx: Pick<Ctx, "locationId">, q: PageListQuery) {
  const page = await listAssets(db, ctx, pageAssets, q, {
    sorts: { ordering: pages.ordering, title: pages.title, created_at: pages.createdAt },
    filters: [q.mode === "all" ? undefined : eq(pages.enabled, q.mode === "enabled")],
    select: (__total) => db.select({ ...summaryColumns, members, downloads, __total }).from(pages).$dynamic(),
  });
  return { ...page, data: page.data.map(toSummary) };
}

/** Every page's id and title (pickers: send from a contact, a form's next step). */
export async function listAllPages(db: Db, ctx: Pick<Ctx, "locationId">) {
  const rows = await listAllAssets(db, ctx, pageAssets, { enabled: pages.enabled });
  return { data: rows.map((r) => ({ id: r.id, title: r.name, enabled: r.enabled ? 1 : 0 })) };
}

export async function pageDetails(db: Db, ctx: Pick<Ctx, "locationId">, id: number): Promise<PageDetail> {
  const [r] = await db.select().from(pages).where(and(eq(pages.id, id), mine(ctx)));
  if (!r) throw notFound("Page");
  return {
    id: r.id, title: r.title, headline: r.headline, subheadline: r.subheadline,
    headline_setting: r.headlineSetting as PageDetail["headline_setting"], subheadline_setting: r.subheadlineSetting as PageDetail["subheadline_setting"],
    // Stored sanitized; sanitized again on the way out, as every render does.
    body: sanitizeRichText(r.body),
    cover_image: r.coverImage, thumbnail: r.thumbnail, enabled: r.enabled ? 1 : 0, folder_id: r.folderId,
    downloads: (await listDownloads(db, ctx, id)).data,
    created_at: r.createdAt.toISOString(), updated_at: r.updatedAt.toISOString(),
  };
}

/** A new page with the default headline settings, first on the dashboard. */
export async function createPage(db: Db, ctx: PageCtx, input: { title: string; folder_id?: number }) {
  const folderId = await checkAssetFolder(db, ctx, pageAssets, input.folder_id);
  const [row] = await db
    .insert(pages)
    .values({
      locationId: ctx.locationId, userId: ctx.userId, title: input.title, headline: input.title, folderId,
      headlineSetting: DEFAULT_HEADLINE, subheadlineSetting: DEFAULT_SUBHEADLINE, ordering: nextOrdering(pageOrderable, ctx.locationId),
    })
    .returning({ id: pages.id });
  return { status: 1, message: PAGE_MSG.created, data: await pageDetails(db, ctx, row.id) };
}

/** The editor's save: headline texts and settings, body (sanitized), cover image. */
export async function updatePage(db: Db, ctx: PageCtx, id: number, input: PageUpdate) {
  let cover: { coverImage?: string | null } = {};
  if (input.cover_image_id === null) cover = { coverImage: null };
  else if (input.cover_image_id !== undefined) cover = { coverImage: getFileUrl(await findImage(db, ctx, input.cover_image_id)) };
  const rows = await db
    .update(pages)
    .set({
      ...(input.title ? { title: input.title } : {}),
      headline: input.headline, subheadline: input.subheadline,
      headlineSetting: input.headline_setting, subheadlineSetting: input.subheadline_setting,
      body: sanitizeRichText(input.body), ...cover, updatedAt: new Date(),
    })
    .where(and(eq(pages.id, id), mine(ctx)))
    .returning({ id: pages.id });
  if (!rows.length) throw notFound("Page");
  return { status: 1, message: PAGE_MSG.updated, data: await pageDetails(db, ctx, id) };
}

export async function renamePage(db: Db, ctx: PageCtx, input: { id: number; title: string }) {
  await renameAsset(db, ctx, pageAssets, input.id, input.title);
  return { status: 1, message: PAGE_MSG.renamed };
}

/** Global switch: a disabled page is in nobody's portal (and on the dashboard's Disabled tab). */
export async function enableDisablePage(db: Db, ctx: PageCtx, input: { id: number; status: number }) {
  await setAssetEnabled(db, ctx, pageAssets, input.id, input.status === 1);
  return { status: 1, message: input.status === 1 ? PAGE_MSG.enabled : PAGE_MSG.disabled };
}

/**
 * A copy of the page with its downloads (bytes copied, so deleting either leaves the other whole),
 * not its members, titled "… (copy)", first on the dashboard.
 */
export async function duplicatePage(db: Db, ctx: PageCtx, input: { id: number }) {
  const src = await findAsset<typeof pages.$inferSelect>(db, ctx, pageAssets, input.id);
  const undo: (() => Promise<void>)[] = [];
  let newId: number;
  try {
    newId = await db.transaction((t) => copyPageRow(t as unknown as Db, ctx, src, ctx.locationId, copyName(pageAssets, src.title), src.folderId, (fn) => undo.push(fn)));
  } catch (e) {
    // Copied bytes whose rows rolled back.
    for (const fn of undo) await fn().catch(() => {});
    throw e;
  }
  return { status: 1, message: PAGE_MSG.duplicated, data: await pageDetails(db, ctx, newId) };
}

/** Inserts a copy of a page row and its downloads into a location (duplicate, shared copies). */
export async function copyPageRow(
  db: Db,
  ctx: Pick<Ctx, "userId">,
  src: typeof pages.$inferSelect,
  toLocationId: number,
  title: string,
  folderId: number | null,
  onRollback: (fn: () => Promise<void>) => void,
): Promise<number> {
  const [row] = await db
    .insert(pages)
    .values({
      locationId: toLocationId, userId: ctx.userId, title, headline: src.headline, subheadline: src.subheadline,
      headlineSetting: src.headlineSetting, subheadlineSetting: src.subheadlineSetting, body: src.body, coverImage: src.coverImage,
      thumbnail: src.thumbnail, enabled: src.enabled, folderId, ordering: nextOrdering(pageOrderable, toLocationId),
    })
    .returning({ id: pages.id });
  await copyDownloads(db, { locationId: src.locationId, userId: ctx.userId }, src.id, toLocationId, row.id, onRollback);
  return row.id;
}

/** Deletes pages with their downloads' bytes; any id not this location's: 404, nothing deleted. */
export async function deletePages(db: Db, ctx: PageCtx, input: { ids: number[] }) {
  const bytes = await deleteAssets(db, ctx, pageAssets, input.ids, (tx, ids) => removeDownloadsOf(tx, ctx, ids));
  // The rows are gone with the commit; only now may the bytes go.
  for (const f of bytes ?? []) await discardStoredFile(f);
  return { status: 1, message: PAGE_MSG.deleted };
}
