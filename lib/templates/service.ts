import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "@hono/zod-openapi";
import type { Db } from "@/db";
import { templateCategories, templates } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { deleteAssets, listAssets, nameSearch, renameAsset } from "@/lib/content-dashboard/assets";
import { nextOrdering } from "@/lib/http/reorder";
import { checkMergeFields } from "@/lib/merge-fields/render";
import { isBlankRichText, sanitizeRichText } from "@/lib/rich-text/sanitize";
import { findCategory, generalCategory } from "./categories";
import { SMS_BODY_MAX, TEMPLATE_MSG, TEMPLATE_TYPES, TYPE_FILTERS } from "./constants";
import { templateAssets, templateOrderable } from "./dashboard";
import type { changeCategory, pickerQuery, templateCreate, templateEdit, TemplateListQuery, TemplateRow } from "./schemas";

type C = Pick<Ctx, "locationId">;

const columns = {
  id: templates.id,
  name: templates.name,
  is_content: templates.isContent,
  category_id: templates.categoryId,
  category_name: templateCategories.name,
  subject: templates.subject,
  body: templates.body,
  recording_url: templates.recordingUrl,
  ordering: templates.ordering,
  thumbnail: templates.thumbnail,
  created_at: templates.createdAt,
  updated_at: templates.updatedAt,
};
type Selected = Omit<TemplateRow, "created_at" | "updated_at"> & { created_at: Date; updated_at: Date };
const toApi = (r: Selected): TemplateRow => ({ ...r, created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString() });
const joinCategory = and(eq(templateCategories.id, templates.categoryId), eq(templateCategories.locationId, templates.locationId));

export async function listTemplates(db: Db, ctx: C, q: TemplateListQuery) {
  const page = await listAssets(db, ctx, templateAssets, q, {
    sorts: { ordering: templates.ordering, name: sql`lower(${templates.name})`, created_at: templates.createdAt, updated_at: templates.updatedAt },
    filters: [q.category === "" ? undefined : eq(templates.categoryId, q.category), q.type === "all" ? undefined : inArray(templates.isContent, [...TYPE_FILTERS[q.type]])],
    select: (__total) => db.select({ ...columns, __total }).from(templates).innerJoin(templateCategories, joinCategory).$dynamic(),
  });
  return { ...page, data: page.data.map(toApi) };
}

/** GET /template/{category}/templates: a category's templates, in dashboard order. */
export async function templatesOfCategory(db: Db, ctx: C, categoryId: number) {
  await findCategory(db, ctx.locationId, categoryId);
  const rows = await db
    .select(columns)
    .from(templates)
    .innerJoin(templateCategories, joinCategory)
    .where(and(eq(templates.locationId, ctx.locationId), eq(templates.categoryId, categoryId)))
    .orderBy(sql`${templates.ordering} desc`, sql`${templates.id} desc`);
  return { data: rows.map(toApi) };
}

/** GET /template/template-list: the picker's templates by name (a composer inserts one). */
export async function pickerTemplates(db: Db, ctx: C, q: z.infer<typeof pickerQuery>) {
  const rows = await db
    .select({ id: templates.id, name: templates.name, is_content: templates.isContent, subject: templates.subject, body: templates.body, category_id: templates.categoryId, category_name: templateCategories.name })
    .from(templates)
    .innerJoin(templateCategories, joinCategory)
    .where(and(eq(templates.locationId, ctx.locationId), inArray(templates.isContent, [...TYPE_FILTERS[q.type]]), nameSearch(templateAssets, q.search)))
    .orderBy(asc(sql`lower(${templates.name})`), asc(templates.id))
    .limit(500);
  return { data: rows };
}

export async function findTemplate(db: Db, locationId: number, id: number): Promise<TemplateRow> {
  const [row] = await db.select(columns).from(templates).innerJoin(templateCategories, joinCategory).where(and(eq(templates.id, id), eq(templates.locationId, locationId)));
  if (!row) throw notFound("Template");
  return toApi(row);
}

/** A template's content as stored for its type: HTML sanitized, SMS plain, merge fields checked. */
async function content(db: Db, locationId: number, kind: number, input: { subject?: string; body?: string; recording_url?: string | null }) {
  const out: { subject?: string; body?: string; recordingUrl?: string | null } = {};
  if (input.subject !== undefined) out.subject = input.subject.replace(/\s+/g, " ").trim();
  if (input.body !== undefined) {
    if (kind === TEMPLATE_TYPES.sms) {
      if (input.body.length > SMS_BODY_MAX) throw validationError({ body: [`The message may not be greater than ${SMS_BODY_MAX} characters.`] });
      out.body = input.body;
    } else if (kind === TEMPLATE_TYPES.voice) {
      out.body = "";
    } else {
      out.body = isBlankRichText(input.body) ? "" : sanitizeRichText(input.body);
    }
  }
  if (input.recording_url !== undefined) out.recordingUrl = kind === TEMPLATE_TYPES.voice ? input.recording_url || null : null;
  if (kind !== TEMPLATE_TYPES.voice) await checkMergeFields(db, locationId, { subject: out.subject, body: out.body });
  return out;
}

export async function createTemplate(db: Db, ctx: C, input: z.infer<typeof templateCreate>) {
  const categoryId = input.category_id ? (await findCategory(db, ctx.locationId, input.category_id)).id : await generalCategory(db, ctx.locationId);
  const values = await content(db, ctx.locationId, input.is_content, input);
  const [row] = await db
    .insert(templates)
    .values({ locationId: ctx.locationId, categoryId, name: input.name, isContent: input.is_content, ...values, ordering: nextOrdering(templateOrderable, ctx.locationId) })
    .returning({ id: templates.id });
  return { status: 1, message: TEMPLATE_MSG.created, data: await findTemplate(db, ctx.locationId, row.id) };
}

export async function editTemplate(db: Db, ctx: C, input: z.infer<typeof templateEdit>) {
  const current = await findTemplate(db, ctx.locationId, input.id);
  const values = await content(db, ctx.locationId, current.is_content, input);
  const rows = await db
    .update(templates)
    .set({ ...values, ...(input.name !== undefined ? { name: input.name } : {}), updatedAt: sql`now()` })
    .where(and(eq(templates.id, input.id), eq(templates.locationId, ctx.locationId)))
    .returning({ id: templates.id });
  if (rows.length === 0) throw notFound("Template");
  return { status: 1, message: TEMPLATE_MSG.updated, data: await findTemplate(db, ctx.locationId, input.id) };
}

export async function renameTemplate(db: Db, ctx: C, input: { id: number; name: string }) {
  await renameAsset(db, ctx, templateAssets, input.id, input.name);
  return { status: 1, message: TEMPLATE_MSG.renamed, data: await findTemplate(db, ctx.locationId, input.id) };
}

/** A copy named "… (copy)", first on the dashboard; one statement, so the source is read under the tenant filter. */
export async function duplicateTemplate(db: Db, ctx: C, id: number) {
  const res = await db.execute(sql`
    insert into ${templates} (location_id, category_id, name, is_content, subject, body, recording_url, thumbnail, ordering)
    select location_id, category_id, left(name || ' (copy)', 191), is_content, subject, body, recording_url, thumbnail, ${nextOrdering(templateOrderable, ctx.locationId)}
    from ${templates} where id = ${id} and location_id = ${ctx.locationId}
    returning id`);
  const row = ((res as unknown as { rows?: { id: number }[] }).rows ?? (res as unknown as { id: number }[]))[0];
  if (!row) throw notFound("Template");
  return { status: 1, message: TEMPLATE_MSG.duplicated, data: await findTemplate(db, ctx.locationId, Number(row.id)) };
}

/** All or nothing: another location's id anywhere is a 404 and nothing is deleted. */
export async function deleteTemplates(db: Db, ctx: C, ids: number[]) {
  await deleteAssets(db, ctx, templateAssets, ids);
  return { status: 1, message: TEMPLATE_MSG.deleted };
}

export async function moveTemplates(db: Db, ctx: C, input: z.infer<typeof changeCategory>) {
  const category = await findCategory(db, ctx.locationId, input.category_id);
  const wanted = [...new Set(input.ids)];
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(templates)
      .set({ categoryId: category.id, updatedAt: sql`now()` })
      .where(and(inArray(templates.id, wanted), eq(templates.locationId, ctx.locationId)))
      .returning({ id: templates.id });
    if (rows.length !== wanted.length) throw notFound("Template");
  });
  return { status: 1, message: TEMPLATE_MSG.moved };
}
