import "server-only";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, files, playbookButtons, playbookDownloads, playbookFaqs, playbookQuestions, playbooks, playbookSteps, playbookTabs } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { nextOrdering, reorderAll, type Orderable } from "@/lib/http/reorder";
import { findImage } from "@/lib/image-library/service";
import { getFileUrl, putSpooledFile } from "@/lib/platform/files";
import { receiveUpload } from "@/lib/platform/files/multipart";
import { openStoredBytes } from "@/lib/platform/files/read";
import { contentDisposition } from "@/lib/platform/files/serve";
import { sanitizeRichText } from "@/lib/rich-text/sanitize";
import { isBlankRichText } from "@/lib/rich-text/sanitize";
import { BUTTON_ICONS, DOWNLOAD_MAX_BYTES, PLAYBOOK_MSG, PLAYBOOK_SETTINGS_DEFAULTS, SIDEBAR_SECTIONS, type SidebarSection } from "./constants";
import { copyStepInto, listCategories, mine } from "./service";
import type { PlaybookDetails, PlaybookStep } from "./schemas";

type LocCtx = Pick<Ctx, "locationId" | "userId">;

export const stepOrderable: Orderable = { table: playbookSteps, id: playbookSteps.id, locationId: playbookSteps.locationId, ordering: playbookSteps.ordering, noun: "Step" };
const tabOrderable: Orderable = { table: playbookTabs, id: playbookTabs.id, locationId: playbookTabs.locationId, ordering: playbookTabs.ordering, noun: "Tab" };
const buttonOrderable: Orderable = { table: playbookButtons, id: playbookButtons.id, locationId: playbookButtons.locationId, ordering: playbookButtons.ordering, noun: "Button" };
const faqOrderable: Orderable = { table: playbookFaqs, id: playbookFaqs.id, locationId: playbookFaqs.locationId, ordering: playbookFaqs.ordering, noun: "FAQ" };

/** The playbook's id if it is this location's, else 404 (the one check every child write starts with). */
export async function ownPlaybook(db: Db, ctx: Pick<Ctx, "locationId">, id: number) {
  const [row] = await db.select({ id: playbooks.id, title: playbooks.title }).from(playbooks).where(and(eq(playbooks.id, id), mine(ctx)));
  if (!row) throw notFound("Playbook");
  return row;
}

export async function ownStep(db: Db, ctx: Pick<Ctx, "locationId">, id: number) {
  const [row] = await db.select().from(playbookSteps).where(and(eq(playbookSteps.id, id), eq(playbookSteps.locationId, ctx.locationId)));
  if (!row) throw notFound("Step");
  return row;
}

const settingsOf = (raw: Record<string, unknown>) => ({ ...PLAYBOOK_SETTINGS_DEFAULTS, ...raw }) as typeof PLAYBOOK_SETTINGS_DEFAULTS;
const sidebarOf = (raw: string[]): SidebarSection[] => {
  const known = raw.filter((s): s is SidebarSection => (SIDEBAR_SECTIONS as readonly string[]).includes(s));
  return [...known, ...SIDEBAR_SECTIONS.filter((s) => !known.includes(s))];
};

/** Steps of a playbook with their tabs and downloads, in order (archived design steps too: the editor shows them apart). */
export async function stepsOf(db: Db, ctx: Pick<Ctx, "locationId">, playbookId: number): Promise<PlaybookStep[]> {
  const steps = await db.select().from(playbookSteps).where(and(eq(playbookSteps.playbookId, playbookId), eq(playbookSteps.locationId, ctx.locationId))).orderBy(asc(playbookSteps.ordering), asc(playbookSteps.id));
  const stepIds = steps.map((s) => s.id);
  const [tabs, downloads] = stepIds.length
    ? await Promise.all([
        db.select().from(playbookTabs).where(and(eq(playbookTabs.locationId, ctx.locationId), inArray(playbookTabs.stepId, stepIds))).orderBy(asc(playbookTabs.ordering), asc(playbookTabs.id)),
        db.select().from(playbookDownloads).where(and(eq(playbookDownloads.locationId, ctx.locationId), inArray(playbookDownloads.stepId, stepIds))).orderBy(asc(playbookDownloads.id)),
      ])
    : [[], []];
  return steps.map((s) => ({
    id: s.id,
    title: s.title,
    banner: s.banner,
    thumb: s.thumb,
    ordering: s.ordering,
    batch: s.batch,
    archived: s.archived ? 1 : 0,
    images: s.images,
    // Sanitised on save; again here, as every render of stored HTML is.
    tabs: tabs.filter((t) => t.stepId === s.id).map((t) => ({ id: t.id, title: t.title, content: sanitizeRichText(t.content), ordering: t.ordering })),
    downloads: downloads.filter((d) => d.stepId === s.id).map((d) => ({ id: d.id, name: d.name, size: d.size })),
  }));
}

export async function buttonsOf(db: Db, ctx: Pick<Ctx, "locationId">, playbookId: number) {
  await ownPlaybook(db, ctx, playbookId);
  const rows = await db.select().from(playbookButtons).where(and(eq(playbookButtons.playbookId, playbookId), eq(playbookButtons.locationId, ctx.locationId))).orderBy(asc(playbookButtons.ordering), asc(playbookButtons.id));
  return rows.map((b) => ({ id: b.id, label: b.label, url: b.url, color: b.color, icon: b.icon, ordering: b.ordering }));
}

async function faqsOf(db: Db, ctx: Pick<Ctx, "locationId">, playbookId: number) {
  const rows = await db.select().from(playbookFaqs).where(and(eq(playbookFaqs.playbookId, playbookId), eq(playbookFaqs.locationId, ctx.locationId))).orderBy(asc(playbookFaqs.ordering), asc(playbookFaqs.id));
  return rows.map((f) => ({ id: f.id, question: f.question, answer: sanitizeRichText(f.answer), ordering: f.ordering }));
}

/** GET /playbook/{id}/details: everything the editor shows. */
export async function playbookDetails(db: Db, ctx: Pick<Ctx, "locationId">, id: number): Promise<PlaybookDetails> {
  const [p] = await db.select().from(playbooks).where(and(eq(playbooks.id, id), mine(ctx)));
  if (!p) throw notFound("Playbook");
  const [steps, buttons, faqs] = await Promise.all([stepsOf(db, ctx, id), buttonsOf(db, ctx, id), faqsOf(db, ctx, id)]);
  return {
    id: p.id,
    title: p.title,
    thumbnail: p.thumbnail,
    category_id: p.categoryId,
    is_pinned: p.isPinned ? 1 : 0,
    all_clients: p.allClients ? 1 : 0,
    settings: settingsOf(p.settings),
    sidebar_order: sidebarOf(p.sidebarOrder),
    steps,
    buttons,
    faqs,
  };
}

export async function configuration(db: Db, ctx: Pick<Ctx, "locationId">) {
  return { categories: await listCategories(db, ctx), icons: [...BUTTON_ICONS], sidebar_sections: [...SIDEBAR_SECTIONS], settings: PLAYBOOK_SETTINGS_DEFAULTS };
}

export async function updateSettings(
  db: Db,
  ctx: LocCtx,
  id: number,
  body: { title?: string; category_id?: number | null; settings?: Partial<typeof PLAYBOOK_SETTINGS_DEFAULTS> },
) {
  if (body.category_id) {
    const cats = await listCategories(db, ctx);
    if (!cats.some((c) => c.id === body.category_id)) throw validationError({ category_id: ["The selected category is invalid."] });
  }
  const set: Partial<typeof playbooks.$inferInsert> = { updatedAt: new Date() };
  if (body.title !== undefined) set.title = body.title;
  if (body.category_id !== undefined) set.categoryId = body.category_id;
  // Merged in the same statement, so two editors changing different settings both win.
  if (body.settings) set.settings = sql`${playbooks.settings} || ${JSON.stringify(body.settings)}::jsonb` as unknown as Record<string, unknown>;
  const rows = await db.update(playbooks).set(set).where(and(eq(playbooks.id, id), mine(ctx))).returning({ id: playbooks.id });
  if (!rows.length) throw notFound("Playbook");
  return { status: 1, message: PLAYBOOK_MSG.saved, data: await playbookDetails(db, ctx, id) };
}

// Custom buttons -------------------------------------------------------------------------------

export async function saveButton(db: Db, ctx: LocCtx, body: { id?: number; playbook_id: number; label: string; url: string; color: string; icon: string }) {
  await ownPlaybook(db, ctx, body.playbook_id);
  const values = { label: body.label, url: body.url, color: body.color.toLowerCase(), icon: body.icon };
  if (body.id) {
    const rows = await db
      .update(playbookButtons)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(playbookButtons.id, body.id), eq(playbookButtons.playbookId, body.playbook_id), eq(playbookButtons.locationId, ctx.locationId)))
      .returning({ id: playbookButtons.id });
    if (!rows.length) throw notFound("Button");
  } else {
    // Appended last: buttons read top to bottom in ordering asc.
    await db.insert(playbookButtons).values({ ...values, locationId: ctx.locationId, playbookId: body.playbook_id, ordering: nextOrdering(buttonOrderable, ctx.locationId, eq(playbookButtons.playbookId, body.playbook_id)) });
  }
  return { data: await buttonsOf(db, ctx, body.playbook_id) };
}

export async function deleteButton(db: Db, ctx: LocCtx, body: { id: number }) {
  const rows = await db.delete(playbookButtons).where(and(eq(playbookButtons.id, body.id), eq(playbookButtons.locationId, ctx.locationId))).returning({ id: playbookButtons.id });
  if (!rows.length) throw notFound("Button");
  return { status: 1 };
}

// Sorting --------------------------------------------------------------------------------------

export async function sortButtons(db: Db, ctx: LocCtx, body: { playbook_id: number; ids: number[] }) {
  await ownPlaybook(db, ctx, body.playbook_id);
  await reorderAll(db, buttonOrderable, ctx.locationId, body.ids, eq(playbookButtons.playbookId, body.playbook_id));
  return { status: 1 };
}

export async function sortSteps(db: Db, ctx: LocCtx, body: { playbook_id: number; ids: number[] }) {
  await ownPlaybook(db, ctx, body.playbook_id);
  await reorderAll(db, stepOrderable, ctx.locationId, body.ids, eq(playbookSteps.playbookId, body.playbook_id));
  return { status: 1 };
}

export async function sortTabs(db: Db, ctx: LocCtx, body: { step_id: number; ids: number[] }) {
  await ownStep(db, ctx, body.step_id);
  await reorderAll(db, tabOrderable, ctx.locationId, body.ids, eq(playbookTabs.stepId, body.step_id));
  return { status: 1 };
}

export async function sortSidebar(db: Db, ctx: LocCtx, body: { playbook_id: number; order: SidebarSection[] }) {
  const rows = await db.update(playbooks).set({ sidebarOrder: body.order, updatedAt: new Date() }).where(and(eq(playbooks.id, body.playbook_id), mine(ctx))).returning({ id: playbooks.id });
  if (!rows.length) throw notFound("Playbook");
  return { status: 1 };
}

// FAQ and questions ----------------------------------------------------------------------------

export async function saveFaq(db: Db, ctx: LocCtx, playbookId: number, body: { id?: number; question: string; answer: string }) {
  await ownPlaybook(db, ctx, playbookId);
  const values = { question: body.question, answer: sanitizeRichText(body.answer) };
  if (body.id) {
    const rows = await db
      .update(playbookFaqs)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(playbookFaqs.id, body.id), eq(playbookFaqs.playbookId, playbookId), eq(playbookFaqs.locationId, ctx.locationId)))
      .returning({ id: playbookFaqs.id });
    if (!rows.length) throw notFound("FAQ");
  } else {
    await db.insert(playbookFaqs).values({ ...values, locationId: ctx.locationId, playbookId, ordering: nextOrdering(faqOrderable, ctx.locationId, eq(playbookFaqs.playbookId, playbookId)) });
  }
  return { data: await faqsOf(db, ctx, playbookId) };
}

export async function deleteFaq(db: Db, ctx: LocCtx, body: { id: number }) {
  const rows = await db.delete(playbookFaqs).where(and(eq(playbookFaqs.id, body.id), eq(playbookFaqs.locationId, ctx.locationId))).returning({ id: playbookFaqs.id });
  if (!rows.length) throw notFound("FAQ");
  return { status: 1 };
}

export async function listQuestions(db: Db, ctx: Pick<Ctx, "locationId">, playbookId: number) {
  await ownPlaybook(db, ctx, playbookId);
  const rows = await db
    .select({ id: playbookQuestions.id, question: playbookQuestions.question, answer: playbookQuestions.answer, contactId: playbookQuestions.contactId, first: contacts.firstName, last: contacts.lastName, createdAt: playbookQuestions.createdAt })
    .from(playbookQuestions)
    .leftJoin(contacts, and(eq(contacts.id, playbookQuestions.contactId), eq(contacts.locationId, ctx.locationId)))
    .where(and(eq(playbookQuestions.playbookId, playbookId), eq(playbookQuestions.locationId, ctx.locationId)))
    .orderBy(desc(playbookQuestions.createdAt), desc(playbookQuestions.id));
  return {
    data: rows.map((r) => ({
      id: r.id,
      question: r.question,
      answer: r.answer === null ? null : sanitizeRichText(r.answer),
      contact_id: r.contactId,
      contact_name: r.first !== null || r.last !== null ? `${r.first ?? ""} ${r.last ?? ""}`.trim() : null,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

export async function deleteQuestions(db: Db, ctx: LocCtx, body: { ids: number[] }) {
  const want = [...new Set(body.ids)];
  await db.transaction(async (t) => {
    const rows = await t.delete(playbookQuestions).where(and(eq(playbookQuestions.locationId, ctx.locationId), inArray(playbookQuestions.id, want))).returning({ id: playbookQuestions.id });
    if (rows.length !== want.length) throw notFound("Question");
  });
  return { status: 1 };
}

/** Files an answered question as an FAQ (the answer may be given here); the question stays. */
export async function questionToFaq(db: Db, ctx: LocCtx, body: { id: number; answer?: string }) {
  const [q] = await db.select().from(playbookQuestions).where(and(eq(playbookQuestions.id, body.id), eq(playbookQuestions.locationId, ctx.locationId)));
  if (!q) throw notFound("Question");
  const answer = sanitizeRichText(body.answer ?? q.answer ?? "");
  if (isBlankRichText(answer)) throw validationError({ answer: [PLAYBOOK_MSG.questionUnanswered] });
  await db.transaction(async (t) => {
    await t.update(playbookQuestions).set({ answer }).where(and(eq(playbookQuestions.id, q.id), eq(playbookQuestions.locationId, ctx.locationId)));
    await t.insert(playbookFaqs).values({ locationId: ctx.locationId, playbookId: q.playbookId, question: q.question.slice(0, 500), answer, ordering: nextOrdering(faqOrderable, ctx.locationId, eq(playbookFaqs.playbookId, q.playbookId)) });
  });
  return { data: await faqsOf(db, ctx, q.playbookId) };
}

// Steps, tabs, downloads -----------------------------------------------------------------------

async function stepById(db: Db, ctx: Pick<Ctx, "locationId">, id: number) {
  const s = await ownStep(db, ctx, id);
  return (await stepsOf(db, ctx, s.playbookId)).find((x) => x.id === id)!;
}

export async function createStep(db: Db, ctx: LocCtx, body: { playbook_id: number; title: string }) {
  await ownPlaybook(db, ctx, body.playbook_id);
  const [row] = await db
    .insert(playbookSteps)
    .values({ locationId: ctx.locationId, playbookId: body.playbook_id, title: body.title, ordering: nextOrdering(stepOrderable, ctx.locationId, eq(playbookSteps.playbookId, body.playbook_id)) })
    .returning({ id: playbookSteps.id });
  return { data: await stepById(db, ctx, row.id) };
}

/** Title and images: each image is one of the location's library images (another's is a 404). */
export async function updateStep(db: Db, ctx: LocCtx, body: { id: number; title?: string; banner_image_id?: number | null; thumb_image_id?: number | null }) {
  const set: Partial<typeof playbookSteps.$inferInsert> = { updatedAt: new Date() };
  if (body.title !== undefined) set.title = body.title;
  if (body.banner_image_id !== undefined) set.banner = body.banner_image_id === null ? null : getFileUrl(await findImage(db, ctx, body.banner_image_id));
  if (body.thumb_image_id !== undefined) set.thumb = body.thumb_image_id === null ? null : getFileUrl(await findImage(db, ctx, body.thumb_image_id));
  const rows = await db.update(playbookSteps).set(set).where(and(eq(playbookSteps.id, body.id), eq(playbookSteps.locationId, ctx.locationId))).returning({ id: playbookSteps.id });
  if (!rows.length) throw notFound("Step");
  return { data: await stepById(db, ctx, body.id) };
}

/** A copy of the step (tabs and downloads) right after it. */
export async function duplicateStep(db: Db, ctx: LocCtx, body: { id: number }) {
  const newId = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const s = await ownStep(tx, ctx, body.id);
    // Make room: every later step moves down one.
    await tx.update(playbookSteps).set({ ordering: sql`${playbookSteps.ordering} + 1` }).where(and(eq(playbookSteps.locationId, ctx.locationId), eq(playbookSteps.playbookId, s.playbookId), sql`${playbookSteps.ordering} > ${s.ordering}`));
    return copyStepInto(tx, ctx.locationId, s, s.playbookId, ctx.locationId, `${s.title} (Copy)`.slice(0, 150), s.ordering + 1);
  });
  return { data: await stepById(db, ctx, newId) };
}

/** Adds a tab (or saves one, with `id`); the content is sanitised before it is stored. */
export async function saveTab(db: Db, ctx: LocCtx, body: { id?: number; step_id: number; title: string; content: string }) {
  await ownStep(db, ctx, body.step_id);
  const values = { title: body.title, content: sanitizeRichText(body.content) };
  if (body.id) {
    const rows = await db
      .update(playbookTabs)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(playbookTabs.id, body.id), eq(playbookTabs.stepId, body.step_id), eq(playbookTabs.locationId, ctx.locationId)))
      .returning({ id: playbookTabs.id });
    if (!rows.length) throw notFound("Tab");
  } else {
    await db.insert(playbookTabs).values({ ...values, locationId: ctx.locationId, stepId: body.step_id, ordering: nextOrdering(tabOrderable, ctx.locationId, eq(playbookTabs.stepId, body.step_id)) });
  }
  return { data: await stepById(db, ctx, body.step_id) };
}

export async function deleteTab(db: Db, ctx: LocCtx, body: { id: number }) {
  const rows = await db.delete(playbookTabs).where(and(eq(playbookTabs.id, body.id), eq(playbookTabs.locationId, ctx.locationId))).returning({ id: playbookTabs.id });
  if (!rows.length) throw notFound("Tab");
  return { status: 1 };
}

/** A document attached to a step: streamed to disk, checked and stored privately by the platform. */
export async function addDownload(db: Db, ctx: LocCtx, req: Request) {
  const { file, fields } = await receiveUpload(req, DOWNLOAD_MAX_BYTES + 1024 * 1024);
  const stepId = Number(fields.step_id);
  if (!Number.isInteger(stepId) || stepId < 1 || stepId > 2_147_483_647) {
    await file?.spooled.remove();
    throw validationError({ step_id: ["The step id must be a number."] });
  }
  try {
    await ownStep(db, ctx, stepId);
  } catch (e) {
    await file?.spooled.remove();
    throw e;
  }
  if (!file) throw validationError({ file: ["The file field is required."] });
  const stored = await putSpooledFile(db, ctx, { name: file.name, spooled: file.spooled, visibility: "private", limits: { document: DOWNLOAD_MAX_BYTES, video: DOWNLOAD_MAX_BYTES, audio: DOWNLOAD_MAX_BYTES } });
  await db.insert(playbookDownloads).values({ locationId: ctx.locationId, stepId, fileId: stored.id, name: stored.originalName.slice(0, 200), size: stored.size });
  return { data: await stepById(db, ctx, stepId) };
}

export async function deleteDownload(db: Db, ctx: LocCtx, body: { id: number }) {
  const rows = await db.delete(playbookDownloads).where(and(eq(playbookDownloads.id, body.id), eq(playbookDownloads.locationId, ctx.locationId))).returning({ id: playbookDownloads.id });
  if (!rows.length) throw notFound("Download");
  return { status: 1 };
}

/** GET /playbook/download?id=: one step download, streamed as an attachment. */
export async function streamDownload(db: Db, ctx: Pick<Ctx, "locationId">, id: number): Promise<Response> {
  const [f] = await db
    .select({ name: playbookDownloads.name, mime: files.mime, size: files.size, storageKey: files.storageKey, provider: files.provider })
    .from(playbookDownloads)
    .innerJoin(files, eq(files.id, playbookDownloads.fileId))
    .where(and(eq(playbookDownloads.id, id), eq(playbookDownloads.locationId, ctx.locationId)));
  if (!f) throw notFound("Download");
  return new Response(await openStoredBytes(f), {
    headers: {
      "content-type": f.mime,
      "content-length": String(f.size),
      "content-disposition": contentDisposition("attachment", f.name),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
