import "server-only";
import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import {
  contacts, files, locations, progressTrackingAnswers, progressTrackingCategories, progressTrackingCheckIns, progressTrackingContacts, progressTrackingGoals,
  progressTrackingQuestions, progressTrackingSections, progressTrackings,
} from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { appUrl } from "@/lib/auth/app-url";
import { copyName, deleteAssets, defineAssetTable, listAllAssets, listAssets, renameAsset } from "@/lib/content-dashboard/assets";
import { notFound, validationError } from "@/lib/http/errors";
import { nextOrdering, reorderAll, type Orderable } from "@/lib/http/reorder";
import { discardStoredFile, getFileUrl } from "@/lib/platform/files";
import { DEFAULT_CATEGORIES, TRACKING_MSG, TRACKING_NAME_MAX } from "./constants";
import { checkInPath, checkInToken } from "./link";
import { periodOf, periodRange, todayIn } from "./periods";
import { replanProgressReminders } from "./reminders";
import type { CreateCategoryBody, SaveQuestionBody, StoreBody, TrackingListQuery, UpdateBody } from "./schemas";
import { checkInStreak, contactScore, rank } from "./scoring";

type LocCtx = Pick<Ctx, "locationId">;
type Tx = Db;
const T = progressTrackings;
const S = progressTrackingSections;
const Q = progressTrackingQuestions;
const C = progressTrackingCategories;
const E = progressTrackingContacts;
const K = progressTrackingCheckIns;
const A = progressTrackingAnswers;
const G = progressTrackingGoals;

export const trackingAssets = defineAssetTable({ table: T, id: T.id, locationId: T.locationId, name: T.name, nameMax: TRACKING_NAME_MAX, noun: "Client tracking", updatedAt: T.updatedAt });
const sectionOrder: Orderable = { table: S, id: S.id, locationId: S.locationId, ordering: S.ordering, noun: "Question section" };
const questionOrder: Orderable = { table: Q, id: Q.id, locationId: Q.locationId, ordering: Q.ordering, noun: "Question" };
const ok = (message: string) => ({ status: 1, message });

/** One of the location's trackings (with the location's time zone), or 404. */
export async function findTracking(db: Db, ctx: LocCtx, id: number) {
  const [row] = await db
    .select({ id: T.id, name: T.name, periodDays: T.periodDays, hasReminder: T.hasReminder, reminderType: T.reminderType, publicSettings: T.publicSettings, timezone: locations.timezone })
    .from(T)
    .innerJoin(locations, eq(locations.id, T.locationId))
    .where(and(eq(T.id, id), eq(T.locationId, ctx.locationId)));
  if (!row) throw notFound("Client tracking");
  return row;
}

const contactCount = sql<number>`(select count(*)::int from ${E} where ${E.trackingId} = ${T.id} and ${E.status} = 'active')`;
const rowSelect = {
  id: T.id, name: T.name, periodDays: T.periodDays, hasReminder: T.hasReminder, reminderType: T.reminderType, reminderTime: T.reminderTime,
  reminderDays: T.reminderDays, ordering: T.ordering, createdAt: T.createdAt, contacts: contactCount,
};
type RawRow = { id: number; name: string; periodDays: number; hasReminder: boolean; reminderType: number; reminderTime: string; reminderDays: number[]; ordering: number; createdAt: Date; contacts: number };
const toRow = (r: RawRow) => ({
  id: r.id, name: r.name, period_days: r.periodDays, has_reminder: r.hasReminder, reminder_type: r.reminderType, reminder_time: r.reminderTime,
  reminder_days: r.reminderDays, ordering: r.ordering, contacts: Number(r.contacts), created_at: new Date(r.createdAt).toISOString(),
});

async function trackingRow(db: Db, ctx: LocCtx, id: number) {
  const [r] = await db.select(rowSelect).from(T).where(and(eq(T.id, id), eq(T.locationId, ctx.locationId)));
  if (!r) throw notFound("Client tracking");
  return toRow(r);
}

/** GET /progress-tracking/list: the dashboard's page (per_page 6, order_by order, desc). */
export async function listTrackings(db: Db, ctx: LocCtx, q: TrackingListQuery) {
  const page = await listAssets(db, ctx, trackingAssets, q, {
    sorts: { order: T.ordering, name: T.name, created_at: T.createdAt },
    select: (__total) => db.select({ ...rowSelect, __total }).from(T).$dynamic(),
  });
  return { ...page, data: page.data.map((r) => toRow(r as RawRow)) };
}

/** GET /progress-tracking/list-all: every tracking's id and name (pickers, bulk start). */
export async function listAllTrackings(db: Db, ctx: LocCtx) {
  return { data: await listAllAssets(db, ctx, trackingAssets) };
}

export async function createTracking(db: Db, ctx: LocCtx, body: { name: string }) {
  const [row] = await db.insert(T).values({ locationId: ctx.locationId, name: body.name, ordering: nextOrdering({ table: T, id: T.id, locationId: T.locationId, ordering: T.ordering, noun: "" }, ctx.locationId) }).returning({ id: T.id });
  return { status: 1, message: TRACKING_MSG.created, data: await trackingRow(db, ctx, row.id) };
}

/** POST /progress-tracking/store: a whole tracking (sections with questions, categories) in one transaction. */
export async function storeTracking(db: Db, ctx: LocCtx, body: StoreBody) {
  const id = await db.transaction(async (trx) => {
    const tx = trx as unknown as Tx;
    const [row] = await tx
      .insert(T)
      .values({ locationId: ctx.locationId, name: body.name, periodDays: body.period_days ?? undefined, ordering: nextOrdering({ table: T, id: T.id, locationId: T.locationId, ordering: T.ordering, noun: "" }, ctx.locationId) })
      .returning({ id: T.id });
    for (const [i, s] of body.sections.entries()) {
      const [sec] = await tx.insert(S).values({ locationId: ctx.locationId, trackingId: row.id, name: s.name, ordering: i }).returning({ id: S.id });
      if (s.questions.length) {
        await tx.insert(Q).values(s.questions.map((q, j) => ({ locationId: ctx.locationId, trackingId: row.id, sectionId: sec.id, ...questionValues(q), ordering: j })));
      }
    }
    for (const c of body.categories) await insertCategory(tx, ctx, row.id, c);
    return row.id;
  });
  return { status: 1, message: TRACKING_MSG.saved, data: await trackingRow(db, ctx, id) };
}

/** POST /progress-tracking/duplicate: the tracking, its questions and categories (not its contacts or check-ins). */
export async function duplicateTracking(db: Db, ctx: LocCtx, id: number) {
  const copyId = await db.transaction(async (trx) => {
    const tx = trx as unknown as Tx;
    const [src] = await tx.select().from(T).where(and(eq(T.id, id), eq(T.locationId, ctx.locationId)));
    if (!src) throw notFound("Client tracking");
    const [copy] = await tx
      .insert(T)
      .values({
        locationId: ctx.locationId, name: copyName(trackingAssets, src.name), periodDays: src.periodDays, hasReminder: src.hasReminder, reminderType: src.reminderType,
        reminderTime: src.reminderTime, reminderDays: src.reminderDays, publicSettings: src.publicSettings,
        ordering: nextOrdering({ table: T, id: T.id, locationId: T.locationId, ordering: T.ordering, noun: "" }, ctx.locationId),
      })
      .returning({ id: T.id });
    const sections = await tx.select().from(S).where(and(eq(S.trackingId, id), eq(S.locationId, ctx.locationId))).orderBy(asc(S.ordering), asc(S.id));
    for (const s of sections) {
      const [sec] = await tx.insert(S).values({ locationId: ctx.locationId, trackingId: copy.id, name: s.name, ordering: s.ordering }).returning({ id: S.id });
      const qs = await tx.select().from(Q).where(and(eq(Q.sectionId, s.id), eq(Q.locationId, ctx.locationId)));
      if (qs.length) {
        await tx.insert(Q).values(qs.map((q) => ({ locationId: ctx.locationId, trackingId: copy.id, sectionId: sec.id, type: q.type, label: q.label, unit: q.unit, options: q.options, required: q.required, ordering: q.ordering })));
      }
    }
    const cats = await tx.select().from(C).where(and(eq(C.trackingId, id), eq(C.locationId, ctx.locationId)));
    if (cats.length) {
      await tx.insert(C).values(cats.map((c) => ({ locationId: ctx.locationId, trackingId: copy.id, defaultKey: c.defaultKey, name: c.name, unit: c.unit, direction: c.direction, kind: c.kind, ordering: c.ordering })));
    }
    return copy.id;
  });
  return { status: 1, message: TRACKING_MSG.duplicated, data: await trackingRow(db, ctx, copyId) };
}

export async function renameTracking(db: Db, ctx: LocCtx, body: { id: number; name: string }) {
  await renameAsset(db, ctx, trackingAssets, body.id, body.name);
  return ok(TRACKING_MSG.renamed);
}

/** DELETE /progress-tracking/delete: the trackings, their check-ins and the proof photos' files (bytes after the commit). */
export async function deleteTrackings(db: Db, ctx: LocCtx, ids: number[]) {
  const gone = await deleteAssets(db, ctx, trackingAssets, ids, (tx, wanted) => deletePhotoFiles(tx, ctx, inArray(K.trackingId, wanted)));
  for (const f of gone ?? []) await discardStoredFile(f);
  return ok(TRACKING_MSG.deleted);
}

async function deletePhotoFiles(tx: Db, ctx: LocCtx, checkIns: ReturnType<typeof eq>) {
  const named = tx.select({ id: A.fileId }).from(A).innerJoin(K, eq(K.id, A.checkInId)).where(and(eq(K.locationId, ctx.locationId), checkIns));
  return tx.delete(files).where(and(eq(files.locationId, ctx.locationId), inArray(files.id, named))).returning({ provider: files.provider, storageKey: files.storageKey });
}

/**
 * Puts each stored check-in of the tracking (or of the contacts named) in the period its day
 * falls in under the tracking's current period length and the enrolment's current start date
 * (the day it was submitted, in the location's zone; before the start counts as period 0, as
 * periodOf says). Where two current check-ins now share a period, the newest stays current and
 * the others are kept as replaced, as a resubmission leaves them. Called in the transaction that
 * changed the period length or the start date; the caller recomputes the scores.
 */
export async function renumberCheckIns(tx: Db, ctx: LocCtx, trackingId: number, contactIds?: number[]) {
  const only = contactIds ? sql`and e.contact_id in (${sql.join(contactIds.map((c) => sql`${c}`), sql`, `)})` : sql``;
  const placed = sql`
    select k.id, greatest(0, floor(((k.created_at at time zone l.timezone)::date - e.start_date)::numeric / t.period_days))::int as p,
      row_number() over (partition by k.enrolment_id, greatest(0, floor(((k.created_at at time zone l.timezone)::date - e.start_date)::numeric / t.period_days))
        order by (k.replaced_at is null) desc, k.created_at desc, k.id desc) as rn,
      k.replaced_at is null as current
    from ${K} k
    join ${E} e on e.id = k.enrolment_id and e.location_id = k.location_id
    join ${T} t on t.id = k.tracking_id and t.location_id = k.location_id
    join ${locations} l on l.id = k.location_id
    where k.tracking_id = ${trackingId} and k.location_id = ${ctx.locationId} ${only}`;
  // Losers of a shared period first, then every period out of the way (negative, distinct), then in place: the unique index on current check-ins holds at every step.
  await tx.execute(sql`update ${K} k set replaced_at = now() from (${placed}) x where k.id = x.id and x.current and x.rn > 1`);
  await tx.execute(sql`update ${K} k set period = -k.id from (${placed}) x where k.id = x.id`);
  await tx.execute(sql`update ${K} k set period = x.p from (${placed}) x where k.id = x.id`);
}

/** PATCH /progress-tracking/{id}/update: name, period, reminder settings and the public page's settings. */
export async function updateTracking(db: Db, ctx: LocCtx, id: number, body: UpdateBody) {
  const set: Partial<typeof T.$inferInsert> = { updatedAt: new Date() };
  if (body.name !== undefined) set.name = body.name;
  if (body.period_days !== undefined) set.periodDays = body.period_days;
  if (body.has_reminder !== undefined) set.hasReminder = body.has_reminder;
  if (body.reminder_type !== undefined) set.reminderType = body.reminder_type;
  if (body.reminder_time !== undefined) set.reminderTime = body.reminder_time;
  if (body.reminder_days !== undefined) set.reminderDays = [...new Set(body.reminder_days)].sort();
  if (body.public_settings !== undefined) set.publicSettings = body.public_settings;
  const rows = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [before] = await tx.select({ periodDays: T.periodDays }).from(T).where(and(eq(T.id, id), eq(T.locationId, ctx.locationId))).for("update");
    if (!before) return [];
    const done = await tx.update(T).set(set).where(and(eq(T.id, id), eq(T.locationId, ctx.locationId))).returning({ id: T.id });
    if (body.period_days !== undefined && body.period_days !== before.periodDays) await renumberCheckIns(tx, ctx, id);
    return done;
  });
  if (!rows.length) throw notFound("Client tracking");
  if (body.period_days !== undefined) await recomputeEnrolment(db, ctx, id);
  const replan = ["has_reminder", "reminder_time", "reminder_days"] as const;
  if (replan.some((k) => body[k] !== undefined)) await replanProgressReminders(db, ctx, id);
  return { status: 1, message: TRACKING_MSG.updated, data: await trackingRow(db, ctx, id) };
}

// ---------------- questions ----------------

function questionValues(q: Omit<SaveQuestionBody, "id" | "section_id">) {
  return {
    type: q.type, label: q.label, unit: q.type === "number" ? q.unit || null : null, options: q.type === "choice" ? [...new Set(q.options ?? [])] : [], required: q.required ?? false,
  };
}

/** GET /progress-tracking/{id}/question-sections: sections with their questions, and the categories. */
export async function questionSections(db: Db, ctx: LocCtx, id: number) {
  await findTracking(db, ctx, id);
  const [sections, questions, categories] = await Promise.all([
    db.select().from(S).where(and(eq(S.trackingId, id), eq(S.locationId, ctx.locationId))).orderBy(asc(S.ordering), asc(S.id)),
    db.select().from(Q).where(and(eq(Q.trackingId, id), eq(Q.locationId, ctx.locationId))).orderBy(asc(Q.ordering), asc(Q.id)),
    listCategories(db, ctx, id),
  ]);
  return {
    data: sections.map((s) => ({ id: s.id, name: s.name, ordering: s.ordering, questions: questions.filter((q) => q.sectionId === s.id).map(questionOut) })),
    categories,
  };
}

const questionOut = (q: typeof Q.$inferSelect) => ({
  id: q.id, section_id: q.sectionId, type: q.type as SaveQuestionBody["type"], label: q.label, unit: q.unit, options: q.options, required: q.required, ordering: q.ordering,
});

/** POST /{id}/save-question-section: a new section (last) or a rename of one of the tracking's. */
export async function saveSection(db: Db, ctx: LocCtx, trackingId: number, body: { id?: number; name: string }) {
  await findTracking(db, ctx, trackingId);
  let row;
  if (body.id) {
    [row] = await db.update(S).set({ name: body.name }).where(and(eq(S.id, body.id), eq(S.trackingId, trackingId), eq(S.locationId, ctx.locationId))).returning();
    if (!row) throw notFound("Question section");
  } else {
    const last = sql`(select coalesce(max(${S.ordering}), -1) + 1 from ${S} where ${S.trackingId} = ${trackingId})`;
    [row] = await db.insert(S).values({ locationId: ctx.locationId, trackingId, name: body.name, ordering: last }).returning();
  }
  return { status: 1, message: TRACKING_MSG.saved, data: { id: row.id, name: row.name, ordering: row.ordering, questions: [] } };
}

export async function deleteSection(db: Db, ctx: LocCtx, trackingId: number, sectionId: number) {
  const rows = await db.delete(S).where(and(eq(S.id, sectionId), eq(S.trackingId, trackingId), eq(S.locationId, ctx.locationId))).returning({ id: S.id });
  if (!rows.length) throw notFound("Question section");
  return ok(TRACKING_MSG.sectionDeleted);
}

/** POST /{id}/save-custom-question: a new question (last in its section) or an edit of one. */
export async function saveQuestion(db: Db, ctx: LocCtx, trackingId: number, body: SaveQuestionBody) {
  const [sec] = await db.select({ id: S.id }).from(S).where(and(eq(S.id, body.section_id), eq(S.trackingId, trackingId), eq(S.locationId, ctx.locationId)));
  if (!sec) {
    await findTracking(db, ctx, trackingId);
    throw validationError({ section_id: ["The selected section is invalid."] });
  }
  const values = questionValues(body);
  let row;
  if (body.id) {
    [row] = await db.update(Q).set({ ...values, sectionId: sec.id }).where(and(eq(Q.id, body.id), eq(Q.trackingId, trackingId), eq(Q.locationId, ctx.locationId))).returning();
    if (!row) throw notFound("Question");
  } else {
    const last = sql`(select coalesce(max(${Q.ordering}), -1) + 1 from ${Q} where ${Q.sectionId} = ${sec.id})`;
    [row] = await db.insert(Q).values({ locationId: ctx.locationId, trackingId, sectionId: sec.id, ...values, ordering: last }).returning();
  }
  return { status: 1, message: TRACKING_MSG.saved, data: questionOut(row) };
}

export async function deleteQuestion(db: Db, ctx: LocCtx, trackingId: number, questionId: number) {
  const rows = await db.delete(Q).where(and(eq(Q.id, questionId), eq(Q.trackingId, trackingId), eq(Q.locationId, ctx.locationId))).returning({ id: Q.id });
  if (!rows.length) throw notFound("Question");
  return ok(TRACKING_MSG.questionDeleted);
}

/** PATCH short-question-section (sort-…): the tracking's sections, exactly, in their new order. */
export async function sortSections(db: Db, ctx: LocCtx, body: { tracking_id: number; ids: number[] }) {
  await findTracking(db, ctx, body.tracking_id);
  await reorderAll(db, sectionOrder, ctx.locationId, body.ids, eq(S.trackingId, body.tracking_id));
  return ok(TRACKING_MSG.sorted);
}

export async function sortQuestions(db: Db, ctx: LocCtx, body: { section_id: number; ids: number[] }) {
  const [sec] = await db.select({ id: S.id }).from(S).where(and(eq(S.id, body.section_id), eq(S.locationId, ctx.locationId)));
  if (!sec) throw notFound("Question section");
  await reorderAll(db, questionOrder, ctx.locationId, body.ids, eq(Q.sectionId, body.section_id));
  return ok(TRACKING_MSG.sorted);
}

// ---------------- categories ----------------

const categoryOut = (c: typeof C.$inferSelect) => ({
  id: c.id, default_key: c.defaultKey, name: c.name, unit: c.unit, direction: c.direction as "down" | "up", kind: c.kind as "number" | "photo", ordering: c.ordering,
});

export async function listCategories(db: Db, ctx: LocCtx, trackingId: number) {
  const rows = await db.select().from(C).where(and(eq(C.trackingId, trackingId), eq(C.locationId, ctx.locationId))).orderBy(asc(C.ordering), asc(C.id));
  return rows.map(categoryOut);
}

async function insertCategory(tx: Db, ctx: LocCtx, trackingId: number, body: CreateCategoryBody) {
  const last = sql`(select coalesce(max(${C.ordering}), -1) + 1 from ${C} where ${C.trackingId} = ${trackingId})`;
  if ("default_key" in body) {
    const d = DEFAULT_CATEGORIES.find((c) => c.key === body.default_key)!;
    const [dup] = await tx.select({ id: C.id }).from(C).where(and(eq(C.trackingId, trackingId), eq(C.defaultKey, d.key), eq(C.locationId, ctx.locationId)));
    if (dup) throw validationError({ default_key: [`${d.name} is already tracked.`] });
    const [row] = await tx.insert(C).values({ locationId: ctx.locationId, trackingId, defaultKey: d.key, name: d.name, unit: d.unit, direction: d.direction, kind: d.kind, ordering: last }).returning();
    return row;
  }
  const [row] = await tx.insert(C).values({ locationId: ctx.locationId, trackingId, name: body.name, unit: body.unit, direction: body.direction, ordering: last }).returning();
  return row;
}

/** POST /{id}/create-category-progress: a default category (by key) or a custom one (name, unit, direction). */
export async function createCategory(db: Db, ctx: LocCtx, trackingId: number, body: CreateCategoryBody) {
  await findTracking(db, ctx, trackingId);
  return { status: 1, message: TRACKING_MSG.saved, data: categoryOut(await insertCategory(db, ctx, trackingId, body)) };
}

/** POST /{id}/update-category-progress: a category's name, unit or direction. */
export async function updateCategory(db: Db, ctx: LocCtx, trackingId: number, body: { id: number; name?: string; unit?: string; direction?: "down" | "up" }) {
  const set: Partial<typeof C.$inferInsert> = {};
  if (body.name !== undefined) set.name = body.name;
  if (body.unit !== undefined) set.unit = body.unit;
  if (body.direction !== undefined) set.direction = body.direction;
  const where = and(eq(C.id, body.id), eq(C.trackingId, trackingId), eq(C.locationId, ctx.locationId));
  const [row] = Object.keys(set).length ? await db.update(C).set(set).where(where).returning() : await db.select().from(C).where(where);
  if (!row) throw notFound("Category");
  return { status: 1, message: TRACKING_MSG.updated, data: categoryOut(row) };
}

/** DELETE /progress-tracking/custom/{id}/delete: a category (its values stay in history, unnamed; its goals go). */
export async function deleteCategory(db: Db, ctx: LocCtx, id: number) {
  const rows = await db.delete(C).where(and(eq(C.id, id), eq(C.locationId, ctx.locationId))).returning({ id: C.id });
  if (!rows.length) throw notFound("Category");
  return ok(TRACKING_MSG.categoryDeleted);
}

// ---------------- contacts ----------------

const enrolmentSelect = {
  id: E.id, contactId: E.contactId, firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email, status: E.status, startDate: E.startDate,
  reminderEnabled: E.reminderEnabled, score: E.score, streak: E.streak, lastCheckInAt: E.lastCheckInAt, trackingId: E.trackingId, linkVersion: E.linkVersion,
};
type Enrolment = { id: number; contactId: number; firstName: string; lastName: string; email: string | null; status: string; startDate: string; reminderEnabled: boolean | null; score: number | null; streak: number; lastCheckInAt: Date | null; trackingId: number; linkVersion: number };
const enrolmentOut = (e: Enrolment) => ({
  id: e.id, contact_id: e.contactId, first_name: e.firstName, last_name: e.lastName, email: e.email, status: e.status as "active" | "deleted", start_date: e.startDate,
  reminder_enabled: e.reminderEnabled, score: e.score, streak: e.streak, last_check_in_at: e.lastCheckInAt ? new Date(e.lastCheckInAt).toISOString() : null,
});

/** POST /progress-tracking/add-contact: enrols (or re-activates) the location's contacts from `start_date` (today in the location by default). */
export async function addContacts(db: Db, ctx: LocCtx, body: { tracking_id: number; contact_ids: number[]; start_date?: string }) {
  const t = await findTracking(db, ctx, body.tracking_id);
  const ids = [...new Set(body.contact_ids)];
  const found = await db.select({ id: contacts.id }).from(contacts).where(and(inArray(contacts.id, ids), eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt)));
  if (found.length !== ids.length) throw notFound("Contact");
  const start = body.start_date ?? todayIn(t.timezone);
  await db
    .insert(E)
    .values(ids.map((contactId) => ({ locationId: ctx.locationId, trackingId: t.id, contactId, startDate: start })))
    .onConflictDoUpdate({ target: [E.trackingId, E.contactId], set: { status: "active", startDate: start, updatedAt: new Date() }, setWhere: sql`${E.status} = 'deleted' and ${E.locationId} = ${ctx.locationId}` });
  await replanProgressReminders(db, ctx, t.id, ids);
  return ok(TRACKING_MSG.started);
}

/** POST /progress-tracking/remove-contact: the enrolment becomes "deleted" (history kept) and its link stops working. */
export async function removeContacts(db: Db, ctx: LocCtx, body: { tracking_id: number; contact_ids: number[] }) {
  await findTracking(db, ctx, body.tracking_id);
  const rows = await db
    .update(E)
    .set({ status: "deleted", linkVersion: sql`${E.linkVersion} + 1`, nextReminderAt: null, updatedAt: new Date() })
    .where(and(eq(E.trackingId, body.tracking_id), eq(E.locationId, ctx.locationId), inArray(E.contactId, body.contact_ids), eq(E.status, "active")))
    .returning({ id: E.id });
  if (!rows.length) throw notFound("Contact");
  return ok(TRACKING_MSG.stopped);
}

/** GET /{id}/contacts?status=active|deleted: a page of enrolments, newest first. */
export async function listEnrolments(db: Db, ctx: LocCtx, trackingId: number, q: { status: "active" | "deleted"; page: number; per_page: number }) {
  await findTracking(db, ctx, trackingId);
  const where = and(eq(E.trackingId, trackingId), eq(E.locationId, ctx.locationId), eq(E.status, q.status));
  const [rows, [{ n }]] = await Promise.all([
    db.select(enrolmentSelect).from(E).innerJoin(contacts, and(eq(contacts.id, E.contactId), eq(contacts.locationId, E.locationId))).where(where).orderBy(desc(E.id)).limit(q.per_page).offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(E).where(where),
  ]);
  return { data: rows.map(enrolmentOut), current_page: q.page, last_page: Math.max(1, Math.ceil(n / q.per_page)), per_page: q.per_page, total: n };
}

export async function findEnrolment(db: Db, ctx: LocCtx, trackingId: number, contactId: number) {
  const [e] = await db
    .select(enrolmentSelect)
    .from(E)
    .innerJoin(contacts, and(eq(contacts.id, E.contactId), eq(contacts.locationId, E.locationId)))
    .where(and(eq(E.trackingId, trackingId), eq(E.contactId, contactId), eq(E.locationId, ctx.locationId)));
  if (!e) throw notFound("Contact");
  return e as Enrolment;
}

/** The contact's signed link to the public check-in page (absolute). */
export const checkInLink = (e: { id: number; trackingId: number; contactId: number; linkVersion: number }) =>
  `${appUrl()}${checkInPath(checkInToken({ enrolmentId: e.id, trackingId: e.trackingId, contactId: e.contactId, version: e.linkVersion }))}`;

/** GET {tracking}/contact/{contact}/relation: the enrolment, its current period and its link. */
export async function getRelation(db: Db, ctx: LocCtx, trackingId: number, contactId: number) {
  const t = await findTracking(db, ctx, trackingId);
  const e = await findEnrolment(db, ctx, trackingId, contactId);
  const period = periodOf(e.startDate, t.periodDays, todayIn(t.timezone));
  const range = periodRange(e.startDate, t.periodDays, period);
  return { data: { ...enrolmentOut(e), link: e.status === "active" ? checkInLink(e) : null, period, period_start: range.start, period_end: range.end } };
}

/** POST {tracking}/contact/{contact}/relation: the start date and the reminder override. */
export async function saveRelation(db: Db, ctx: LocCtx, trackingId: number, contactId: number, body: { start_date?: string; reminder_enabled?: boolean | null }) {
  const set: Partial<typeof E.$inferInsert> = { updatedAt: new Date() };
  if (body.start_date !== undefined) set.startDate = body.start_date;
  if (body.reminder_enabled !== undefined) set.reminderEnabled = body.reminder_enabled;
  const rows = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const done = await tx.update(E).set(set).where(and(eq(E.trackingId, trackingId), eq(E.contactId, contactId), eq(E.locationId, ctx.locationId))).returning({ id: E.id });
    if (done.length && body.start_date !== undefined) await renumberCheckIns(tx, ctx, trackingId, [contactId]);
    return done;
  });
  if (!rows.length) throw notFound("Contact");
  if (body.reminder_enabled !== undefined) await replanProgressReminders(db, ctx, trackingId, [contactId]);
  await recomputeEnrolment(db, ctx, trackingId, contactId);
  return { status: 1, message: TRACKING_MSG.relationSaved, ...(await getRelation(db, ctx, trackingId, contactId)) };
}

// ---------------- goals, progress, leaderboard ----------------

export async function getGoals(db: Db, ctx: LocCtx, trackingId: number, contactId: number) {
  await findEnrolment(db, ctx, trackingId, contactId);
  const rows = await db.select().from(G).where(and(eq(G.trackingId, trackingId), eq(G.contactId, contactId), eq(G.locationId, ctx.locationId))).orderBy(asc(G.categoryId));
  return { data: rows.map((g) => ({ category_id: g.categoryId, start: g.start, target: g.target, target_date: g.targetDate })) };
}

/** POST {tracking}/contact/{contact}/update-goals (and …/goals): the contact's goals, replaced whole; the score follows. */
export async function saveGoals(db: Db, ctx: LocCtx, trackingId: number, contactId: number, body: { goals: { category_id: number; start: number; target: number; target_date?: string | null }[] }) {
  await findEnrolment(db, ctx, trackingId, contactId);
  const errors: Record<string, string[]> = {};
  const seen = new Set<number>();
  body.goals.forEach((g, i) => {
    if (g.start === g.target) errors[`goals.${i}.target`] = [TRACKING_MSG.goalEqualsStart];
    if (seen.has(g.category_id)) errors[`goals.${i}.category_id`] = ["Each category may have one goal."];
    seen.add(g.category_id);
  });
  if (Object.keys(errors).length) throw validationError(errors);
  const ids = [...seen];
  const cats = ids.length ? await db.select({ id: C.id, kind: C.kind }).from(C).where(and(inArray(C.id, ids), eq(C.trackingId, trackingId), eq(C.locationId, ctx.locationId))) : [];
  body.goals.forEach((g, i) => {
    const c = cats.find((x) => x.id === g.category_id);
    if (!c || c.kind !== "number") errors[`goals.${i}.category_id`] = ["The selected category is invalid."];
  });
  if (Object.keys(errors).length) throw validationError(errors);
  await db.transaction(async (tx) => {
    await tx.delete(G).where(and(eq(G.trackingId, trackingId), eq(G.contactId, contactId), eq(G.locationId, ctx.locationId)));
    if (body.goals.length) {
      await tx.insert(G).values(body.goals.map((g) => ({ locationId: ctx.locationId, trackingId, contactId, categoryId: g.category_id, start: g.start, target: g.target, targetDate: g.target_date ?? null })));
    }
  });
  await recomputeEnrolment(db, ctx, trackingId, contactId);
  return { status: 1, message: TRACKING_MSG.goalsSaved, ...(await getGoals(db, ctx, trackingId, contactId)) };
}

/** The latest value per category of each contact's current (not replaced) check-ins. */
async function latestValues(db: Db, ctx: LocCtx, trackingId: number, contactIds?: number[]) {
  const rows = await db
    .selectDistinctOn([K.contactId, A.categoryId], { contactId: K.contactId, categoryId: A.categoryId, number: A.number })
    .from(A)
    .innerJoin(K, and(eq(K.id, A.checkInId), eq(K.locationId, A.locationId)))
    .where(and(eq(K.trackingId, trackingId), eq(K.locationId, ctx.locationId), isNull(K.replacedAt), sql`${A.categoryId} is not null and ${A.number} is not null`, contactIds ? inArray(K.contactId, contactIds) : undefined))
    .orderBy(K.contactId, A.categoryId, desc(K.period), desc(K.id));
  const map = new Map<number, Map<number, number>>();
  for (const r of rows) {
    if (!map.has(r.contactId)) map.set(r.contactId, new Map());
    map.get(r.contactId)!.set(r.categoryId!, r.number!);
  }
  return map;
}

/**
 * Recomputes the stored score and streak of one tracking's enrolments (all, or `contactId`'s):
 * on submission, on goal and relation changes, and by `refresh`. Three statements whatever the count.
 */
export async function recomputeEnrolment(db: Db, ctx: LocCtx, trackingId: number, contactId?: number) {
  const t = await findTracking(db, ctx, trackingId);
  const today = todayIn(t.timezone);
  const filter = contactId ? [contactId] : undefined;
  const [enrolments, goals, latest, periods] = await Promise.all([
    db.select({ id: E.id, contactId: E.contactId, startDate: E.startDate }).from(E).where(and(eq(E.trackingId, trackingId), eq(E.locationId, ctx.locationId), filter ? inArray(E.contactId, filter) : undefined)),
    db.select({ contactId: G.contactId, categoryId: G.categoryId, start: G.start, target: G.target }).from(G).where(and(eq(G.trackingId, trackingId), eq(G.locationId, ctx.locationId), filter ? inArray(G.contactId, filter) : undefined)),
    latestValues(db, ctx, trackingId, filter),
    db.select({ enrolmentId: K.enrolmentId, period: K.period, at: sql<Date>`max(${K.createdAt})` }).from(K).where(and(eq(K.trackingId, trackingId), eq(K.locationId, ctx.locationId), isNull(K.replacedAt), filter ? inArray(K.contactId, filter) : undefined)).groupBy(K.enrolmentId, K.period),
  ]);
  for (const e of enrolments) {
    const mine = goals.filter((g) => g.contactId === e.contactId).map((g) => ({ start: g.start, target: g.target, latest: latest.get(e.contactId)?.get(g.categoryId) ?? null }));
    const ps = periods.filter((p) => p.enrolmentId === e.id);
    const last = ps.reduce<Date | null>((m, p) => (!m || new Date(p.at) > m ? new Date(p.at) : m), null);
    await db
      .update(E)
      .set({ score: contactScore(mine), streak: checkInStreak(ps.map((p) => p.period), periodOf(e.startDate, t.periodDays, today)), lastCheckInAt: last })
      .where(and(eq(E.id, e.id), eq(E.locationId, ctx.locationId)));
  }
}

/** GET /{id}/refresh: recomputes every enrolment's score and streak. */
export async function refreshTracking(db: Db, ctx: LocCtx, trackingId: number) {
  await recomputeEnrolment(db, ctx, trackingId);
  return ok(TRACKING_MSG.refreshed);
}

/** GET /{id}/leaderboard: ranked by score, ties by streak (lib/progress-tracking/scoring.ts). */
export async function leaderboard(db: Db, ctx: LocCtx, trackingId: number) {
  await findTracking(db, ctx, trackingId);
  const rows = await db
    .select({ contactId: E.contactId, firstName: contacts.firstName, lastName: contacts.lastName, score: E.score, streak: E.streak })
    .from(E)
    .innerJoin(contacts, and(eq(contacts.id, E.contactId), eq(contacts.locationId, E.locationId)))
    .where(and(eq(E.trackingId, trackingId), eq(E.locationId, ctx.locationId), eq(E.status, "active")));
  return { data: rank(rows).map((r) => ({ rank: r.rank, contact_id: r.contactId, first_name: r.firstName, last_name: r.lastName, score: r.score, streak: r.streak })) };
}

/** GET /{id}/current-progress: each active contact, whether this period is in, and their latest values by category id. */
export async function currentProgress(db: Db, ctx: LocCtx, trackingId: number) {
  const t = await findTracking(db, ctx, trackingId);
  const today = todayIn(t.timezone);
  const [rows, latest] = await Promise.all([
    db
      .select({ ...enrolmentSelect })
      .from(E)
      .innerJoin(contacts, and(eq(contacts.id, E.contactId), eq(contacts.locationId, E.locationId)))
      .where(and(eq(E.trackingId, trackingId), eq(E.locationId, ctx.locationId), eq(E.status, "active")))
      .orderBy(asc(contacts.firstName), asc(E.id)),
    latestValues(db, ctx, trackingId),
  ]);
  const current = rows.length
    ? await db.select({ enrolmentId: K.enrolmentId, period: K.period }).from(K).where(and(eq(K.trackingId, trackingId), eq(K.locationId, ctx.locationId), isNull(K.replacedAt)))
    : [];
  return {
    data: rows.map((e) => ({
      contact_id: e.contactId, first_name: e.firstName, last_name: e.lastName,
      submitted: current.some((k) => k.enrolmentId === e.id && k.period === periodOf(e.startDate, t.periodDays, today)),
      last_check_in_at: e.lastCheckInAt ? new Date(e.lastCheckInAt).toISOString() : null,
      latest: Object.fromEntries([...(latest.get(e.contactId) ?? new Map()).entries()].map(([k, v]) => [String(k), v])),
      score: e.score, streak: e.streak,
    })),
  };
}

/** The newest check-ins across a tracking's contacts, when no contact is named. */
const FEED_LIMIT = 100;

/**
 * GET /{id}/contact-progress-tracking?contact_id: the contact's check-ins, newest first, replaced
 * ones included (history); without contact_id, the tracking's newest check-ins of every contact.
 */
export async function contactCheckIns(db: Db, ctx: LocCtx, trackingId: number, contactId?: number) {
  if (contactId) await findEnrolment(db, ctx, trackingId, contactId);
  else await findTracking(db, ctx, trackingId);
  const checkIns = await db
    .select()
    .from(K)
    .where(and(eq(K.trackingId, trackingId), contactId ? eq(K.contactId, contactId) : isNull(K.replacedAt), eq(K.locationId, ctx.locationId)))
    .orderBy(...(contactId ? [desc(K.period), desc(K.id)] : [desc(K.id)]))
    .limit(contactId ? 500 : FEED_LIMIT);
  const ids = checkIns.map((k) => k.id);
  const answers = ids.length
    ? await db.select({ a: A, file: { provider: files.provider, storageKey: files.storageKey, providerUrl: files.providerUrl, visibility: files.visibility } })
      .from(A).leftJoin(files, and(eq(files.id, A.fileId), eq(files.locationId, A.locationId)))
      .where(and(inArray(A.checkInId, ids), eq(A.locationId, ctx.locationId))).orderBy(asc(A.id))
    : [];
  return {
    data: checkIns.map((k) => ({
      id: k.id, contact_id: k.contactId, period: k.period, submitted_at: k.createdAt.toISOString(), replaced: k.replacedAt !== null,
      answers: answers.filter((x) => x.a.checkInId === k.id).map(({ a, file }) => ({
        question_id: a.questionId, category_id: a.categoryId, value: a.value, number: a.number, photo_url: file?.storageKey ? getFileUrl(file as Parameters<typeof getFileUrl>[0]) : null,
      })),
    })),
  };
}

/**
 * GET /{id}/contact-progress-proof?contact_id: the contact's proof photos of current check-ins,
 * oldest first (week 1 beside the latest); without contact_id, the newest photos of every contact.
 */
export async function contactProofs(db: Db, ctx: LocCtx, trackingId: number, contactId?: number) {
  if (contactId) await findEnrolment(db, ctx, trackingId, contactId);
  else await findTracking(db, ctx, trackingId);
  const rows = await db
    .select({ checkInId: K.id, contactId: K.contactId, period: K.period, at: K.createdAt, qLabel: Q.label, cName: C.name, provider: files.provider, storageKey: files.storageKey, providerUrl: files.providerUrl, visibility: files.visibility })
    .from(A)
    .innerJoin(K, and(eq(K.id, A.checkInId), eq(K.locationId, A.locationId)))
    .innerJoin(files, and(eq(files.id, A.fileId), eq(files.locationId, A.locationId)))
    .leftJoin(Q, eq(Q.id, A.questionId))
    .leftJoin(C, eq(C.id, A.categoryId))
    .where(and(eq(K.trackingId, trackingId), contactId ? eq(K.contactId, contactId) : undefined, eq(K.locationId, ctx.locationId), isNull(K.replacedAt)))
    .orderBy(...(contactId ? [asc(K.period), asc(A.id)] : [desc(K.id), asc(A.id)]))
    .limit(contactId ? 1000 : FEED_LIMIT);
  return { data: rows.map((r) => ({ check_in_id: r.checkInId, contact_id: r.contactId, period: r.period, submitted_at: r.at.toISOString(), photo_url: getFileUrl(r), label: r.qLabel ?? r.cName ?? "Photo" })) };
}
