import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { formAnswers, formQuestions, forms } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { checkAssetFolder, copyName, deleteAssets, findAsset, listAllAssets, listAssets, renameAsset, setAssetEnabled } from "@/lib/content-dashboard/assets";
import { nextOrdering } from "@/lib/http/reorder";
import { sanitizeRichText } from "@/lib/rich-text/sanitize";
import { checkAfterAsset } from "./after-asset";
import { FORM_MSG } from "./constants";
import { formAssets, formOrderable } from "./dashboard";
import { deleteAnswerFiles, discardAnswerBytes } from "./file-answers";
import type { FormCard, FormDetails, FormListQuery, FormUpdate } from "./schemas";

type LocCtx = Pick<Ctx, "locationId" | "userId">;
const flag = (b: boolean) => (b ? 1 : 0);

export const ownForm = (ctx: Pick<Ctx, "locationId">, id: number) => and(eq(forms.id, id), eq(forms.locationId, ctx.locationId));

/** A slug for /f/{url}: the title's words and a random tail, so it is unique and unguessable enough. */
export function newFormUrl(title: string) {
  const words = title.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 40).replace(/-+$/, "");
  return `${words || "form"}-${randomBytes(4).toString("hex")}`;
}

// Qualified by hand: drizzle leaves a one-table select's columns unqualified, which inside the
// subquery would name the subquery's own table.
const questionCount = sql<number>`(select count(*) from ${formQuestions} q where q.form_id = "forms"."id" and q.location_id = "forms"."location_id")`.mapWith(Number);

/** GET /form/list: a dashboard page (6 cards, ordering desc), in a folder or all of them. */
export async function listForms(db: Db, ctx: Pick<Ctx, "locationId">, q: FormListQuery) {
  const page = await listAssets(db, ctx, formAssets, q, {
    sorts: { ordering: forms.ordering, title: forms.title, created_at: forms.createdAt },
    select: (__total) =>
      db
        .select({
          id: forms.id, title: forms.title, url: forms.url, enabled: forms.enabled, isPublic: forms.isPublic, portalDisabled: forms.portalDisabled,
          folderId: forms.folderId, thumbnail: forms.thumbnail, ordering: forms.ordering, createdAt: forms.createdAt,
          questions: questionCount, respondents: forms.respondentCount, __total,
        })
        .from(forms)
        .$dynamic(),
  });
  return {
    ...page,
    data: page.data.map(
      (r): FormCard => ({
        id: r.id, title: r.title, url: r.url, enabled: flag(r.enabled), is_public: flag(r.isPublic), portal_disabled: flag(r.portalDisabled),
        folder_id: r.folderId, thumbnail: r.thumbnail, ordering: r.ordering, questions: r.questions, respondents: r.respondents, created_at: r.createdAt.toISOString(),
      }),
    ),
  };
}

export async function listAllForms(db: Db, ctx: Pick<Ctx, "locationId">) {
  return { data: (await listAllAssets(db, ctx, formAssets)).map((r) => ({ id: r.id, title: r.name })) };
}

/** PATCH /form/create: a new form with the spec's defaults, first on the dashboard. */
export async function createForm(db: Db, ctx: LocCtx, body: { title: string; folder_id?: number | null }) {
  const folderId = await checkAssetFolder(db, ctx, formAssets, body.folder_id);
  const [row] = await db
    .insert(forms)
    .values({ locationId: ctx.locationId, userId: ctx.userId, title: body.title, url: newFormUrl(body.title), folderId, ordering: nextOrdering(formOrderable, ctx.locationId) })
    .returning({ id: forms.id });
  return { status: 1, message: FORM_MSG.created, data: await formDetails(db, ctx, row.id) };
}

export async function formDetails(db: Db, ctx: Pick<Ctx, "locationId">, id: number): Promise<FormDetails> {
  const [r] = await db.select({ f: forms, respondents: forms.respondentCount }).from(forms).where(ownForm(ctx, id));
  if (!r) throw notFound("Form");
  return toDetails(r.f, r.respondents);
}

export function toDetails(f: typeof forms.$inferSelect, respondents: number): FormDetails {
  return {
    id: f.id, title: f.title, url: f.url, instruction: f.instruction, submit_label: f.submitLabel, thank_you: f.thankYou, button_color: f.buttonColor,
    is_public: flag(f.isPublic), enabled: flag(f.enabled), portal_disabled: flag(f.portalDisabled),
    after_asset_type: (f.afterAssetType as "page" | "playbook" | null) ?? null, after_asset_id: f.afterAssetId,
    recur_days: f.recurDays, reminder_channel: f.reminderChannel as "email" | "sms",
    folder_id: f.folderId, thumbnail: f.thumbnail, respondents, created_at: f.createdAt.toISOString(), updated_at: f.updatedAt.toISOString(),
  };
}

export async function renameForm(db: Db, ctx: LocCtx, body: { id: number; title: string }) {
  await renameAsset(db, ctx, formAssets, body.id, body.title);
  return { status: 1, message: FORM_MSG.renamed };
}

/** PATCH /form/{id}/update: the form's settings (instruction sanitised on save). */
export async function updateForm(db: Db, ctx: LocCtx, id: number, body: FormUpdate) {
  const set: Partial<typeof forms.$inferInsert> = { updatedAt: new Date() };
  if (body.title !== undefined) set.title = body.title;
  if (body.url !== undefined) {
    const [taken] = await db.select({ id: forms.id }).from(forms).where(and(eq(forms.url, body.url), sql`${forms.id} <> ${id}`)).limit(1);
    if (taken) throw validationError({ url: ["The url has already been taken."] });
    set.url = body.url;
  }
  if (body.instruction !== undefined) set.instruction = sanitizeRichText(body.instruction);
  if (body.submit_label !== undefined) set.submitLabel = body.submit_label;
  if (body.thank_you !== undefined) set.thankYou = body.thank_you;
  if (body.button_color !== undefined) set.buttonColor = body.button_color.toLowerCase();
  if (body.is_public !== undefined) set.isPublic = body.is_public === 1;
  if (body.recur_days !== undefined) set.recurDays = body.recur_days;
  if (body.reminder_channel !== undefined) set.reminderChannel = body.reminder_channel;
  if (body.after_asset_type !== undefined || body.after_asset_id !== undefined) {
    const type = body.after_asset_type ?? null;
    const assetId = body.after_asset_id ?? null;
    await checkAfterAsset(db, ctx, type, assetId);
    set.afterAssetType = type;
    set.afterAssetId = assetId;
  }
  const [row] = await db.update(forms).set(set).where(ownForm(ctx, id)).returning({ id: forms.id });
  if (!row) throw notFound("Form");
  return { status: 1, message: FORM_MSG.updated, data: await formDetails(db, ctx, id) };
}

/** POST /form/duplicate: a copy with its questions (not its responses), first on the dashboard. */
export async function duplicateForm(db: Db, ctx: LocCtx, id: number) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const src = await findAsset<typeof forms.$inferSelect>(tx, ctx, formAssets, id);
    const title = copyName(formAssets, src.title);
    const [copy] = await tx
      .insert(forms)
      .values({
        locationId: ctx.locationId, userId: ctx.userId, title, url: newFormUrl(src.title), instruction: src.instruction, submitLabel: src.submitLabel,
        thankYou: src.thankYou, buttonColor: src.buttonColor, isPublic: src.isPublic, enabled: src.enabled, portalDisabled: src.portalDisabled,
        afterAssetType: src.afterAssetType, afterAssetId: src.afterAssetId, recurDays: src.recurDays, reminderChannel: src.reminderChannel, folderId: src.folderId, thumbnail: src.thumbnail,
        ordering: nextOrdering(formOrderable, ctx.locationId),
      })
      .returning({ id: forms.id });
    await copyQuestions(tx, ctx.locationId, src.id, copy.id);
    return { status: 1, message: FORM_MSG.duplicated, data: { id: copy.id } };
  });
}

export async function copyQuestions(tx: Db, locationId: number, fromFormId: number, toFormId: number, toLocationId = locationId) {
  await tx.execute(sql`
    insert into ${formQuestions} (location_id, form_id, type, title, description, required, options, ordering)
    select ${toLocationId}, ${toFormId}, type, title, description, required, options, ordering
    from ${formQuestions} where form_id = ${fromFormId} and location_id = ${locationId}
    order by ordering, id`);
}

/** DELETE /form/delete: all of them with their questions and responses, or 404 and nothing deleted. */
export async function deleteForms(db: Db, ctx: LocCtx, ids: number[]) {
  const gone = await deleteAssets(db, ctx, formAssets, ids, (tx, wanted) => deleteAnswerFiles(tx, ctx.locationId, inArray(formAnswers.formId, wanted)));
  await discardAnswerBytes(gone!);
  return { status: 1, message: FORM_MSG.deleted };
}

/** PATCH /form/set-enable-disable: a disabled form takes no answers anywhere. */
export async function setEnabled(db: Db, ctx: LocCtx, body: { id: number; enabled: number }) {
  await setAssetEnabled(db, ctx, formAssets, body.id, body.enabled === 1);
  return { status: 1, message: body.enabled ? FORM_MSG.enabled : FORM_MSG.disabled };
}

/** PATCH /form/set-form-disable: hidden from (1) or shown in (0) the client portal. */
export async function setPortalDisabled(db: Db, ctx: LocCtx, body: { id: number; disabled: number }) {
  const [row] = await db.update(forms).set({ portalDisabled: body.disabled === 1, updatedAt: new Date() }).where(ownForm(ctx, body.id)).returning({ id: forms.id });
  if (!row) throw notFound("Form");
  return { status: 1, message: body.disabled ? FORM_MSG.disabled : FORM_MSG.enabled };
}
