import "server-only";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { templateCategories, templates } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { GENERAL_CATEGORY, TEMPLATE_MSG } from "./constants";

type C = Pick<Ctx, "locationId">;

/** The location's "General" category, made on first use (a unique index keeps it one). */
export async function generalCategory(db: Db, locationId: number): Promise<number> {
  const find = () => db.select({ id: templateCategories.id }).from(templateCategories).where(and(eq(templateCategories.locationId, locationId), eq(templateCategories.isDefault, 1)));
  const [found] = await find();
  if (found) return found.id;
  await db.insert(templateCategories).values({ locationId, name: GENERAL_CATEGORY, isDefault: 1 }).onConflictDoNothing();
  const [made] = await find();
  if (made) return made.id;
  // A coach's own category named "General" took the name first: it becomes the default.
  const [named] = await db
    .update(templateCategories)
    .set({ isDefault: 1 })
    .where(and(eq(templateCategories.locationId, locationId), sql`lower(${templateCategories.name}) = lower(${GENERAL_CATEGORY})`))
    .returning({ id: templateCategories.id });
  return named.id;
}

export async function listCategories(db: Db, ctx: C) {
  await generalCategory(db, ctx.locationId);
  const rows = await db
    .select({ id: templateCategories.id, name: templateCategories.name, isDefault: templateCategories.isDefault, n: count(templates.id) })
    .from(templateCategories)
    .leftJoin(templates, and(eq(templates.categoryId, templateCategories.id), eq(templates.locationId, ctx.locationId)))
    .where(eq(templateCategories.locationId, ctx.locationId))
    .groupBy(templateCategories.id)
    .orderBy(desc(templateCategories.isDefault), asc(sql`lower(${templateCategories.name})`));
  return { data: rows.map((r) => ({ id: r.id, name: r.name, is_default: r.isDefault === 1, templates_count: Number(r.n) })) };
}

/** A category of the location, or 404. */
export async function findCategory(db: Db, locationId: number, id: number) {
  const [row] = await db.select().from(templateCategories).where(and(eq(templateCategories.id, id), eq(templateCategories.locationId, locationId)));
  if (!row) throw notFound("Category");
  return row;
}

const toApi = (r: typeof templateCategories.$inferSelect, n = 0) => ({ id: r.id, name: r.name, is_default: r.isDefault === 1, templates_count: n });

export async function createCategory(db: Db, ctx: C, name: string) {
  await generalCategory(db, ctx.locationId);
  const [row] = await db.insert(templateCategories).values({ locationId: ctx.locationId, name }).onConflictDoNothing().returning();
  if (!row) throw validationError({ name: [TEMPLATE_MSG.categoryTaken] });
  return { status: 1, message: TEMPLATE_MSG.categoryCreated, data: toApi(row) };
}

export async function renameCategory(db: Db, ctx: C, id: number, name: string) {
  const current = await findCategory(db, ctx.locationId, id);
  if (current.isDefault === 1) throw validationError({ name: [TEMPLATE_MSG.generalFixed] });
  const [taken] = await db
    .select({ id: templateCategories.id })
    .from(templateCategories)
    .where(and(eq(templateCategories.locationId, ctx.locationId), sql`lower(${templateCategories.name}) = lower(${name})`, sql`${templateCategories.id} <> ${id}`));
  if (taken) throw validationError({ name: [TEMPLATE_MSG.categoryTaken] });
  const [row] = await db.update(templateCategories).set({ name, updatedAt: sql`now()` }).where(and(eq(templateCategories.id, id), eq(templateCategories.locationId, ctx.locationId))).returning();
  if (!row) throw notFound("Category");
  return { status: 1, message: TEMPLATE_MSG.categoryUpdated, data: toApi(row) };
}

/** Deletes a category; its templates move to "General" in the same transaction. */
export async function deleteCategory(db: Db, ctx: C, id: number) {
  const general = await generalCategory(db, ctx.locationId);
  if (id === general) {
    await findCategory(db, ctx.locationId, id);
    throw validationError({ category: [TEMPLATE_MSG.generalFixed] });
  }
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: templateCategories.id }).from(templateCategories).where(and(eq(templateCategories.id, id), eq(templateCategories.locationId, ctx.locationId))).for("update");
    if (!row) throw notFound("Category");
    await tx.update(templates).set({ categoryId: general }).where(and(eq(templates.categoryId, id), eq(templates.locationId, ctx.locationId)));
    await tx.delete(templateCategories).where(and(eq(templateCategories.id, id), eq(templateCategories.locationId, ctx.locationId)));
  });
  return { status: 1, message: TEMPLATE_MSG.categoryDeleted };
}
