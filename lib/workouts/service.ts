import "server-only";
import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { workoutAttributeTypePins, workoutAttributeTypes, workoutAttributes, workoutBlockExercises, workoutCategories, workoutExerciseAttributes, workoutExerciseFavourites, workoutExercises } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { qualified } from "@/db/qualified";
import { notFound, validationError } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import { findImage } from "@/lib/image-library/service";
import { getFileUrl } from "@/lib/platform/files";
import { LISTED_ATTRIBUTE_TYPE_IDS, WORKOUT_MSG } from "./constants";
import { imageUrl } from "./library-seed";
import type { ExerciseCreate, ExerciseListQuery, ExerciseRow, ExerciseUpdate } from "./schemas";
import { searchTerms } from "./search";
import { parseVideoUrl } from "./video";

type Loc = Pick<Ctx, "locationId">;
const e = workoutExercises;
/** Rows a location may read: the shared system rows and its own (the one place this is spelled). */
const visible = (col: typeof e.locationId | typeof workoutAttributes.locationId | typeof workoutAttributeTypes.locationId, ctx: Loc) =>
  or(isNull(col), eq(col, ctx.locationId))!;

/** Each term matches the name as typed, without punctuation ("pullup" ~ "Pull-Up"), or by trigram (typos). */
function searchFilter(search: string | undefined): SQL | undefined {
  const terms = searchTerms(search ?? "");
  if (!terms.length) return undefined;
  return and(
    ...terms.map((t) => or(
      sql`lower(${e.name}) like ${`%${t}%`}`,
      sql`regexp_replace(lower(${e.name}), '[^a-z0-9]', '', 'g') like ${`%${t}%`}`,
      // 0.5, not <%'s 0.6 default: "dumbel" -> "dumbbell" scores 0.57. A scan of the library's ~1k rows
      // per location; the trigram index serves the like terms.
      t.length >= 4 ? sql`word_similarity(${t}, lower(${e.name})) >= 0.5` : undefined,
    )),
  );
}

/**
 * The coach's use: how many of the location's block exercises name it (the (location_id,
 * exercise_id) index counts them), negated so ascending is most used first, then by name.
 */
const rankByUse = (ctx: Loc) =>
  sql`(-(select count(*) from ${workoutBlockExercises} u where u.location_id = ${ctx.locationId} and u.exercise_id = ${qualified(e.id)}), lower(${qualified(e.name)}))`;

export async function listExercises(db: Db, ctx: Loc, q: ExerciseListQuery) {
  const fav = sql`exists (select 1 from ${workoutExerciseFavourites} f where f.location_id = ${ctx.locationId} and f.exercise_id = ${qualified(e.id)})`;
  const page = await listPage(
    {
      tenant: q.source === "system" ? isNull(e.locationId) : q.source === "custom" ? eq(e.locationId, ctx.locationId) : visible(e.locationId, ctx),
      filters: [
        searchFilter(q.search),
        q.category_id ? eq(e.categoryId, q.category_id) : undefined,
        q.favourites ? fav : undefined,
        ...(q.attribute_ids ?? []).map((a) => sql`exists (select 1 from ${workoutExerciseAttributes} x where x.exercise_id = ${e.id} and x.attribute_id = ${a})`),
      ],
      sorts: { name: e.name, created_at: e.createdAt, use: rankByUse(ctx) },
      sort: q.order_by,
      direction: q.order,
      id: e.id,
      page: q.page,
      perPage: q.per_page,
    },
    (__total) => db.select({ ...exerciseColumns, isFavourite: sql<boolean>`${fav}`, __total }).from(e).$dynamic(),
    async (where) => (await db.select({ n: count() }).from(e).where(where))[0].n,
  );
  return { ...page, data: await withAttributes(db, ctx, page.data) };
}

const exerciseColumns = {
  id: e.id, locationId: e.locationId, systemKey: e.systemKey, name: e.name, categoryId: e.categoryId, picture: e.picture, imageCount: e.imageCount,
  videoUrl: e.videoUrl, videoProvider: e.videoProvider, videoId: e.videoId, cues: e.cues, force: e.force, mechanic: e.mechanic, createdAt: e.createdAt,
};
type ExerciseDb = { id: number; locationId: number | null; systemKey: string | null; name: string; categoryId: number | null; picture: string; imageCount: number;
  videoUrl: string | null; videoProvider: string | null; videoId: string | null; cues: string; force: string; mechanic: string; createdAt: Date; isFavourite: boolean };

/** The page's attributes in one statement (system ones and the location's own only). */
async function withAttributes(db: Db, ctx: Loc, rows: ExerciseDb[]): Promise<ExerciseRow[]> {
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await db
      .select({ exerciseId: workoutExerciseAttributes.exerciseId, id: workoutAttributes.id, typeId: workoutAttributes.typeId, name: workoutAttributes.name, locationId: workoutAttributes.locationId })
      .from(workoutExerciseAttributes)
      .innerJoin(workoutAttributes, eq(workoutAttributes.id, workoutExerciseAttributes.attributeId))
      .where(and(inArray(workoutExerciseAttributes.exerciseId, ids), visible(workoutAttributes.locationId, ctx)))
      .orderBy(asc(workoutAttributes.typeId), asc(workoutAttributes.name))
    : [];
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    is_system: r.locationId === null,
    category_id: r.categoryId,
    picture: r.picture,
    images: r.systemKey ? Array.from({ length: r.imageCount }, (_, n) => imageUrl(r.systemKey!, n)) : r.picture ? [r.picture] : [],
    video_url: r.videoUrl,
    video_provider: r.videoProvider as ExerciseRow["video_provider"],
    video_id: r.videoId,
    cues: r.cues,
    force: r.force,
    mechanic: r.mechanic,
    is_favourite: !!r.isFavourite,
    attributes: links.filter((l) => l.exerciseId === r.id).map((l) => ({ id: l.id, type_id: l.typeId, name: l.name, is_system: l.locationId === null })),
    created_at: r.createdAt.toISOString(),
  }));
}

export async function readExercise(db: Db, ctx: Loc, id: number): Promise<ExerciseRow> {
  const fav = sql<boolean>`exists (select 1 from ${workoutExerciseFavourites} f where f.location_id = ${ctx.locationId} and f.exercise_id = ${qualified(e.id)})`;
  const rows = await db.select({ ...exerciseColumns, isFavourite: fav }).from(e).where(and(eq(e.id, id), visible(e.locationId, ctx)));
  if (!rows.length) throw notFound("Exercise");
  return (await withAttributes(db, ctx, rows))[0];
}

/** The body's references, each checked against what the location may use (another's id is a 404). */
async function resolveRefs(db: Db, ctx: Loc, b: { category_id: number | null; attribute_ids: number[]; image_id?: number | null; video_url: string | null }) {
  if (b.category_id !== null) {
    const [c] = await db.select({ id: workoutCategories.id }).from(workoutCategories).where(and(eq(workoutCategories.id, b.category_id), eq(workoutCategories.locationId, ctx.locationId)));
    if (!c) throw notFound("Category");
  }
  const attributeIds = [...new Set(b.attribute_ids)];
  if (attributeIds.length) {
    const found = await db.select({ id: workoutAttributes.id }).from(workoutAttributes).where(and(inArray(workoutAttributes.id, attributeIds), visible(workoutAttributes.locationId, ctx)));
    if (found.length !== attributeIds.length) throw notFound("Attribute");
  }
  const picture = b.image_id === undefined ? undefined : b.image_id === null ? "" : getFileUrl(await findImage(db, ctx, b.image_id));
  const video = b.video_url ? parseVideoUrl(b.video_url) : null;
  return { attributeIds, picture, video };
}

export async function createExercise(db: Db, ctx: Loc, b: ExerciseCreate) {
  const refs = await resolveRefs(db, ctx, b);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(e)
      .values({ locationId: ctx.locationId, name: b.name, categoryId: b.category_id, picture: refs.picture ?? "", cues: b.cues,
        videoUrl: b.video_url || null, videoProvider: refs.video?.provider ?? null, videoId: refs.video?.id ?? null })
      .returning({ id: e.id });
    if (refs.attributeIds.length) await tx.insert(workoutExerciseAttributes).values(refs.attributeIds.map((attributeId) => ({ exerciseId: row.id, attributeId })));
    return row.id;
  });
  return readExercise(db, ctx, id);
}

/** Nothing of the location's matched: a system exercise is read-only (422), anything else a 404. */
async function refuseSystem(db: Db, id: number): Promise<never> {
  const [sys] = await db.select({ id: e.id }).from(e).where(and(eq(e.id, id), isNull(e.locationId)));
  if (sys) throw validationError({ id: [WORKOUT_MSG.systemReadOnly] }, WORKOUT_MSG.systemReadOnly);
  throw notFound("Exercise");
}

export async function updateExercise(db: Db, ctx: Loc, b: ExerciseUpdate) {
  const refs = await resolveRefs(db, ctx, b);
  const done = await db.transaction(async (tx) => {
    const rows = await tx
      .update(e)
      .set({ name: b.name, categoryId: b.category_id, cues: b.cues, videoUrl: b.video_url || null, videoProvider: refs.video?.provider ?? null, videoId: refs.video?.id ?? null,
        ...(refs.picture === undefined ? {} : { picture: refs.picture }), updatedAt: new Date() })
      .where(and(eq(e.id, b.id), eq(e.locationId, ctx.locationId)))
      .returning({ id: e.id });
    if (!rows.length) return false;
    await tx.delete(workoutExerciseAttributes).where(eq(workoutExerciseAttributes.exerciseId, b.id));
    if (refs.attributeIds.length) await tx.insert(workoutExerciseAttributes).values(refs.attributeIds.map((attributeId) => ({ exerciseId: b.id, attributeId })));
    return true;
  });
  if (!done) return refuseSystem(db, b.id);
  return readExercise(db, ctx, b.id);
}

export async function deleteExercise(db: Db, ctx: Loc, id: number) {
  const rows = await db.delete(e).where(and(eq(e.id, id), eq(e.locationId, ctx.locationId))).returning({ id: e.id });
  if (!rows.length) await refuseSystem(db, id);
  return { status: 1, message: WORKOUT_MSG.exerciseDeleted };
}

/** A favourite is the location's, on any exercise it can read (system ones included). */
export async function setFavourite(db: Db, ctx: Loc, id: number, favourite: boolean) {
  if (favourite) {
    const rows = await db
      .insert(workoutExerciseFavourites)
      .select(db.select({ locationId: sql<number>`${ctx.locationId}`.as("location_id"), exerciseId: e.id, createdAt: sql<Date>`now()`.as("created_at") }).from(e).where(and(eq(e.id, id), visible(e.locationId, ctx))))
      .onConflictDoNothing()
      .returning({ id: workoutExerciseFavourites.exerciseId });
    if (!rows.length) await readExercise(db, ctx, id); // already a favourite, or a 404
  } else {
    await readExercise(db, ctx, id);
    await db.delete(workoutExerciseFavourites).where(and(eq(workoutExerciseFavourites.locationId, ctx.locationId), eq(workoutExerciseFavourites.exerciseId, id)));
  }
  return { status: 1, message: WORKOUT_MSG.favouriteUpdated };
}

export async function listCategories(db: Db, ctx: Loc) {
  const c = workoutCategories;
  const rows = await db
    .select({ id: c.id, name: c.name, exercises_count: sql<number>`(select count(*)::int from ${e} x where x.category_id = ${qualified(c.id)} and x.location_id = ${ctx.locationId})` })
    .from(c)
    .where(eq(c.locationId, ctx.locationId))
    .orderBy(asc(sql`lower(${c.name})`), asc(c.id));
  return { data: rows };
}

export async function createCategory(db: Db, ctx: Loc, name: string) {
  const c = workoutCategories;
  const [row] = await db.insert(c).values({ locationId: ctx.locationId, name }).onConflictDoNothing().returning({ id: c.id, name: c.name });
  if (!row) throw validationError({ name: ["The name has already been taken."] });
  return { ...row, exercises_count: 0 };
}

/** Its exercises stay, uncategorised (the foreign key sets null). */
export async function deleteCategory(db: Db, ctx: Loc, id: number) {
  const rows = await db.delete(workoutCategories).where(and(eq(workoutCategories.id, id), eq(workoutCategories.locationId, ctx.locationId))).returning({ id: workoutCategories.id });
  if (!rows.length) throw notFound("Category");
  return { status: 1, message: WORKOUT_MSG.categoryDeleted };
}

async function typesWithAttributes(db: Db, ctx: Loc, where: SQL) {
  const t = workoutAttributeTypes;
  const pinned = sql<boolean>`exists (select 1 from ${workoutAttributeTypePins} p where p.location_id = ${ctx.locationId} and p.type_id = ${qualified(t.id)})`;
  const types = await db.select({ id: t.id, name: t.name, locationId: t.locationId, pinned }).from(t).where(where).orderBy(sql`${pinned} desc`, asc(t.id));
  const attrs = types.length
    ? await db.select({ id: workoutAttributes.id, type_id: workoutAttributes.typeId, name: workoutAttributes.name, locationId: workoutAttributes.locationId })
      .from(workoutAttributes)
      .where(and(inArray(workoutAttributes.typeId, types.map((x) => x.id)), visible(workoutAttributes.locationId, ctx)))
      .orderBy(asc(workoutAttributes.name))
    : [];
  return {
    data: types.map((x) => ({
      id: x.id, name: x.name, is_system: x.locationId === null, pinned: !!x.pinned,
      attributes: attrs.filter((a) => a.type_id === x.id).map((a) => ({ id: a.id, type_id: a.type_id, name: a.name, is_system: a.locationId === null })),
    })),
  };
}

/** s9: only Exercise Type, Body Part, Muscle Target and Equipment are listed (with the coach's own attributes of those types). */
export const attributeTypes = (db: Db, ctx: Loc) =>
  typesWithAttributes(db, ctx, and(isNull(workoutAttributeTypes.locationId), inArray(workoutAttributeTypes.id, [...LISTED_ATTRIBUTE_TYPE_IDS]))!);
export const customAttributeTypes = (db: Db, ctx: Loc) => typesWithAttributes(db, ctx, eq(workoutAttributeTypes.locationId, ctx.locationId));

export async function createAttribute(db: Db, ctx: Loc, b: { type_id?: number; type_name?: string; name: string }) {
  return db.transaction(async (tx) => {
    let typeId = b.type_id;
    if (typeId !== undefined) {
      const [t] = await tx.select({ id: workoutAttributeTypes.id }).from(workoutAttributeTypes).where(and(eq(workoutAttributeTypes.id, typeId), visible(workoutAttributeTypes.locationId, ctx)));
      if (!t) throw notFound("Attribute type");
    } else {
      [{ id: typeId }] = await tx.insert(workoutAttributeTypes).values({ locationId: ctx.locationId, name: b.type_name! }).returning({ id: workoutAttributeTypes.id });
    }
    // A name the system or the location already has for this type is a 422, not a second row.
    const [dup] = await tx.select({ id: workoutAttributes.id }).from(workoutAttributes)
      .where(and(eq(workoutAttributes.typeId, typeId), visible(workoutAttributes.locationId, ctx), sql`lower(${workoutAttributes.name}) = lower(${b.name})`));
    if (dup) throw validationError({ name: ["The name has already been taken."] });
    const [row] = await tx.insert(workoutAttributes).values({ locationId: ctx.locationId, typeId, name: b.name })
      .returning({ id: workoutAttributes.id, type_id: workoutAttributes.typeId, name: workoutAttributes.name });
    return { ...row, is_system: false };
  });
}

export async function deleteAttribute(db: Db, ctx: Loc, id: number) {
  const rows = await db.delete(workoutAttributes).where(and(eq(workoutAttributes.id, id), eq(workoutAttributes.locationId, ctx.locationId))).returning({ id: workoutAttributes.id });
  if (!rows.length) {
    const [sys] = await db.select({ id: workoutAttributes.id }).from(workoutAttributes).where(and(eq(workoutAttributes.id, id), isNull(workoutAttributes.locationId)));
    if (sys) throw validationError({ id: ["System attributes cannot be deleted."] });
    throw notFound("Attribute");
  }
  return { status: 1, message: WORKOUT_MSG.attributeDeleted };
}

export async function pinAttributeType(db: Db, ctx: Loc, typeId: number, pinned: boolean) {
  const t = workoutAttributeTypes;
  const [type] = await db.select({ id: t.id }).from(t).where(and(eq(t.id, typeId), visible(t.locationId, ctx)));
  if (!type) throw notFound("Attribute type");
  if (pinned) await db.insert(workoutAttributeTypePins).values({ locationId: ctx.locationId, typeId }).onConflictDoNothing();
  else await db.delete(workoutAttributeTypePins).where(and(eq(workoutAttributeTypePins.locationId, ctx.locationId), eq(workoutAttributeTypePins.typeId, typeId)));
  return { status: 1, message: WORKOUT_MSG.pinned };
}
