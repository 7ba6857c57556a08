import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contactPlaybooks, playbookButtons, playbookCategories, playbookDownloads, playbookFaqs, playbooks, playbookSteps, playbookTabs } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { checkAssetFolder, deleteAssets, findAsset, listAllAssets, listAssets, renameAsset } from "@/lib/content-dashboard/assets";
import { nextOrdering } from "@/lib/http/reorder";
import { PLAYBOOK_MSG } from "./constants";
import { playbookAssets, playbookOrderable } from "./dashboard";
import type { PlaybookCard, PlaybookListQuery } from "./schemas";

type LocCtx = Pick<Ctx, "locationId" | "userId">;

export const mine = (ctx: Pick<Ctx, "locationId">) => eq(playbooks.locationId, ctx.locationId);

// Qualified by hand: drizzle prints a single-table select's columns unqualified, which inside
// the subquery would name the subquery's own columns.
const stepsCount = sql<number>`(select count(*)::int from ${playbookSteps} s where s.playbook_id = "playbooks"."id" and s.location_id = "playbooks"."location_id" and not s.archived)`;
const usersCount = sql<number>`(select count(*)::int from ${contactPlaybooks} cp where cp.playbook_id = "playbooks"."id" and cp.location_id = "playbooks"."location_id")`;

const cardColumns = {
  id: playbooks.id,
  title: playbooks.title,
  thumbnail: playbooks.thumbnail,
  folderId: playbooks.folderId,
  categoryId: playbooks.categoryId,
  isPinned: playbooks.isPinned,
  allClients: playbooks.allClients,
  stepsCount,
  usersCount,
  createdAt: playbooks.createdAt,
  updatedAt: playbooks.updatedAt,
};
type CardRow = { id: number; title: string; thumbnail: string | null; folderId: number | null; categoryId: number | null; isPinned: boolean; allClients: boolean; stepsCount: number; usersCount: number; createdAt: Date; updatedAt: Date };

const toCard = (r: CardRow): PlaybookCard => ({
  id: r.id,
  title: r.title,
  thumbnail: r.thumbnail,
  folder_id: r.folderId,
  category_id: r.categoryId,
  is_pinned: r.isPinned ? 1 : 0,
  all_clients: r.allClients ? 1 : 0,
  steps_count: Number(r.stepsCount),
  users_count: Number(r.usersCount),
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/** The dashboard: 6 cards a page in hand-made order (desc), in a folder or all, searchable. */
export async function listPlaybooks(db: Db, ctx: Pick<Ctx, "locationId">, q: PlaybookListQuery) {
  const page = await listAssets(db, ctx, playbookAssets, q, {
    sorts: { ordering: playbooks.ordering, title: playbooks.title, created_at: playbooks.createdAt },
    filters: [q.category_id ? eq(playbooks.categoryId, q.category_id) : undefined],
    select: (__total) => db.select({ ...cardColumns, __total }).from(playbooks).$dynamic(),
  });
  return { ...page, data: page.data.map((r) => toCard(r as CardRow)) };
}

/** Every playbook's id and title (pickers: send to a contact, the bulk bar). */
export async function listAllPlaybooks(db: Db, ctx: Pick<Ctx, "locationId">) {
  return { data: (await listAllAssets(db, ctx, playbookAssets)).map((r) => ({ id: r.id, title: r.name })) };
}

export async function findCard(db: Db, ctx: Pick<Ctx, "locationId">, id: number): Promise<PlaybookCard> {
  const [row] = await db.select(cardColumns).from(playbooks).where(and(eq(playbooks.id, id), mine(ctx)));
  if (!row) throw notFound("Playbook");
  return toCard(row as CardRow);
}

async function checkCategory(db: Db, ctx: Pick<Ctx, "locationId">, categoryId: number | null | undefined) {
  if (!categoryId) return null;
  const [c] = await db.select({ id: playbookCategories.id }).from(playbookCategories).where(and(eq(playbookCategories.id, categoryId), eq(playbookCategories.locationId, ctx.locationId)));
  if (!c) throw validationError({ category_id: ["The selected category is invalid."] });
  return c.id;
}

export async function createPlaybook(db: Db, ctx: LocCtx, body: { title: string; folder_id?: number; category_id?: number | null }) {
  const folderId = await checkAssetFolder(db, ctx, playbookAssets, body.folder_id);
  const categoryId = await checkCategory(db, ctx, body.category_id);
  const [row] = await db
    .insert(playbooks)
    .values({ locationId: ctx.locationId, userId: ctx.userId, title: body.title, folderId, categoryId, ordering: nextOrdering(playbookOrderable, ctx.locationId) })
    .returning({ id: playbooks.id });
  return findCard(db, ctx, row.id);
}

export async function renamePlaybook(db: Db, ctx: LocCtx, body: { id: number; title: string }) {
  await renameAsset(db, ctx, playbookAssets, body.id, body.title);
  return findCard(db, ctx, body.id);
}

/**
 * A deep copy (steps with their tabs and downloads, buttons, FAQ), first on the dashboard. The
 * copy's downloads point at the same stored bytes, which stay until the last step using them goes.
 */
export async function duplicatePlaybook(db: Db, ctx: LocCtx, id: number, toLocationId = ctx.locationId, copyFile?: CopyFile) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const src = await findAsset<typeof playbooks.$inferSelect>(tx, ctx, playbookAssets, id);
    const same = toLocationId === ctx.locationId;
    const [copy] = await tx
      .insert(playbooks)
      .values({
        locationId: toLocationId,
        userId: ctx.userId,
        title: same ? `${src.title} (Copy)`.slice(0, 150) : src.title,
        folderId: same ? src.folderId : null,
        categoryId: same ? src.categoryId : null,
        thumbnail: src.thumbnail,
        allClients: false,
        settings: src.settings,
        sidebarOrder: src.sidebarOrder,
        ordering: nextOrdering(playbookOrderable, toLocationId),
      })
      .returning({ id: playbooks.id });
    const steps = await tx.select().from(playbookSteps).where(and(eq(playbookSteps.playbookId, src.id), eq(playbookSteps.locationId, ctx.locationId))).orderBy(asc(playbookSteps.ordering), asc(playbookSteps.id));
    for (const s of steps) await copyStepInto(tx, ctx.locationId, s, copy.id, toLocationId, s.title, s.ordering, copyFile);
    const buttons = await tx.select().from(playbookButtons).where(and(eq(playbookButtons.playbookId, src.id), eq(playbookButtons.locationId, ctx.locationId)));
    if (buttons.length) await tx.insert(playbookButtons).values(buttons.map(({ id: _id, createdAt: _c, updatedAt: _u, ...b }) => ({ ...b, locationId: toLocationId, playbookId: copy.id })));
    const faqs = await tx.select().from(playbookFaqs).where(and(eq(playbookFaqs.playbookId, src.id), eq(playbookFaqs.locationId, ctx.locationId)));
    if (faqs.length) await tx.insert(playbookFaqs).values(faqs.map(({ id: _id, createdAt: _c, updatedAt: _u, ...f }) => ({ ...f, locationId: toLocationId, playbookId: copy.id })));
    return copy.id;
  });
}

/** Copies a stored file into the target location (asset sharing); answers the copy's file id. */
export type CopyFile = (fileId: number) => Promise<number>;

/**
 * Copies one step (tabs, downloads) into a playbook; answers the new step's id. Within a location
 * downloads share the stored bytes; into another location each is copied with `copyFile`.
 */
export async function copyStepInto(tx: Db, fromLocationId: number, s: typeof playbookSteps.$inferSelect, playbookId: number, toLocationId: number, title: string, ordering: number, copyFile?: CopyFile) {
  const [step] = await tx
    .insert(playbookSteps)
    .values({ locationId: toLocationId, playbookId, title, banner: s.banner, thumb: s.thumb, ordering, batch: s.batch, images: s.images, archived: s.archived })
    .returning({ id: playbookSteps.id });
  const tabs = await tx.select().from(playbookTabs).where(and(eq(playbookTabs.stepId, s.id), eq(playbookTabs.locationId, fromLocationId)));
  if (tabs.length) await tx.insert(playbookTabs).values(tabs.map(({ id: _id, createdAt: _c, updatedAt: _u, ...x }) => ({ ...x, locationId: toLocationId, stepId: step.id })));
  const same = toLocationId === fromLocationId;
  if (same || copyFile) {
    const downloads = await tx.select().from(playbookDownloads).where(and(eq(playbookDownloads.stepId, s.id), eq(playbookDownloads.locationId, fromLocationId)));
    for (const { id: _id, createdAt: _c, ...x } of downloads) {
      const fileId = same ? x.fileId : await copyFile!(x.fileId);
      await tx.insert(playbookDownloads).values({ ...x, locationId: toLocationId, fileId, stepId: step.id });
    }
  }
  return step.id;
}

/** Deletes playbooks (`ids`) or steps (`step_ids`): all of them, or 404 and nothing deleted. */
export async function deletePlaybooksOrSteps(db: Db, ctx: LocCtx, body: { ids?: number[]; step_ids?: number[] }) {
  if (!body.ids?.length && !body.step_ids?.length) throw validationError({ ids: [PLAYBOOK_MSG.nothingToDelete] });
  const deleteSteps = async (tx: Db) => {
    if (!body.step_ids?.length) return;
    const want = [...new Set(body.step_ids)];
    const rows = await tx.delete(playbookSteps).where(and(eq(playbookSteps.locationId, ctx.locationId), inArray(playbookSteps.id, want))).returning({ id: playbookSteps.id });
    if (rows.length !== want.length) throw notFound("Step");
  };
  // Both in one transaction: a step of another location undoes the playbooks' delete too.
  if (body.ids?.length) await deleteAssets(db, ctx, playbookAssets, body.ids, deleteSteps);
  else await db.transaction((t) => deleteSteps(t as unknown as Db));
  return { status: 1, message: body.ids?.length ? PLAYBOOK_MSG.deleted : PLAYBOOK_MSG.stepsDeleted };
}

/** Pins or unpins (toggles without a value); pinned playbooks lead the portal. */
export async function pinPlaybook(db: Db, ctx: LocCtx, id: number, body: { is_pinned?: number }) {
  const value = body.is_pinned === undefined ? sql`not ${playbooks.isPinned}` : body.is_pinned === 1;
  const [row] = await db.update(playbooks).set({ isPinned: value, updatedAt: new Date() }).where(and(eq(playbooks.id, id), mine(ctx))).returning({ isPinned: playbooks.isPinned });
  if (!row) throw notFound("Playbook");
  return { status: 1, is_pinned: row.isPinned ? 1 : 0, message: row.isPinned ? PLAYBOOK_MSG.pinned : PLAYBOOK_MSG.unpinned };
}

export async function setAllClients(db: Db, ctx: LocCtx, id: number, body: { all_clients: number }) {
  const [row] = await db.update(playbooks).set({ allClients: body.all_clients === 1, updatedAt: new Date() }).where(and(eq(playbooks.id, id), mine(ctx))).returning({ allClients: playbooks.allClients });
  if (!row) throw notFound("Playbook");
  return { status: 1, all_clients: row.allClients ? 1 : 0, message: row.allClients ? PLAYBOOK_MSG.allClientsOn : PLAYBOOK_MSG.allClientsOff };
}

// Categories -----------------------------------------------------------------------------------

export async function listCategories(db: Db, ctx: Pick<Ctx, "locationId">) {
  const rows = await db.select({ id: playbookCategories.id, name: playbookCategories.name }).from(playbookCategories).where(eq(playbookCategories.locationId, ctx.locationId)).orderBy(asc(playbookCategories.name), asc(playbookCategories.id));
  return rows;
}

export async function createCategory(db: Db, ctx: LocCtx, body: { name: string }) {
  const [row] = await db
    .insert(playbookCategories)
    .values({ locationId: ctx.locationId, name: body.name })
    .onConflictDoNothing()
    .returning({ id: playbookCategories.id, name: playbookCategories.name });
  if (!row) throw validationError({ name: [PLAYBOOK_MSG.categoryTaken] });
  return row;
}

export async function deleteCategory(db: Db, ctx: LocCtx, body: { id: number }) {
  const rows = await db.delete(playbookCategories).where(and(eq(playbookCategories.id, body.id), eq(playbookCategories.locationId, ctx.locationId))).returning({ id: playbookCategories.id });
  if (!rows.length) throw notFound("Category");
  return { status: 1 };
}
