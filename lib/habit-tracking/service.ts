import "server-only";
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import {
  contacts, files, habitTrackingCategories, habitTrackingContacts, habitTrackingHabits, habitTrackingLogs, habitTrackingScores, habitTrackings, locations,
} from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { appUrl } from "@/lib/auth/app-url";
import { copyName, deleteAssets, defineAssetTable, listAllAssets, listAssets, renameAsset } from "@/lib/content-dashboard/assets";
import { notFound, validationError } from "@/lib/http/errors";
import { nextOrdering, reorderAll, type Orderable } from "@/lib/http/reorder";
import { discardStoredFile, getFileUrl } from "@/lib/platform/files";
import { todayIn } from "@/lib/progress-tracking/periods";
import { HABIT_MSG, TRACKING_NAME_MAX } from "./constants";
import { habitPath, habitToken } from "./link";
import { replanHabitReminders } from "./reminders";
import type { HabitBody, StoreBody, TrackingListQuery, UpdateBody } from "./schemas";
import { contactScore, dayNumber, habitScore, habitStreak, isoOfDay, rank, SCORE_WINDOW, type DayValues, type ScoredHabit } from "./scoring";

type LocCtx = Pick<Ctx, "locationId">;
const T = habitTrackings;
const C = habitTrackingCategories;
const H = habitTrackingHabits;
const E = habitTrackingContacts;
const L = habitTrackingLogs;
const S = habitTrackingScores;

export const habitAssets = defineAssetTable({ table: T, id: T.id, locationId: T.locationId, name: T.name, nameMax: TRACKING_NAME_MAX, noun: "Habit tracking", updatedAt: T.updatedAt });
const trackingOrder: Orderable = { table: T, id: T.id, locationId: T.locationId, ordering: T.ordering, noun: "" };
const categoryOrder: Orderable = { table: C, id: C.id, locationId: C.locationId, ordering: C.ordering, noun: "Category" };
const habitOrder: Orderable = { table: H, id: H.id, locationId: H.locationId, ordering: H.ordering, noun: "Habit" };
const ok = (message: string) => ({ status: 1, message });

/** One of the location's habit trackings (with the location's time zone), or 404. */
export async function findTracking(db: Db, ctx: LocCtx, id: number) {
  const [row] = await db
    .select({ id: T.id, name: T.name, hasReminder: T.hasReminder, reminderType: T.reminderType, publicSettings: T.publicSettings, timezone: locations.timezone })
    .from(T)
    .innerJoin(locations, eq(locations.id, T.locationId))
    .where(and(eq(T.id, id), eq(T.locationId, ctx.locationId)));
  if (!row) throw notFound("Habit tracking");
  return row;
}

// Aliased: inside the subquery an unqualified "id" would be the inner table's.
const contactCount = sql<number>`(select count(*)::int from ${E} e where e.tracking_id = ${T}.id and e.status = 'active')`;
const habitCount = sql<number>`(select count(*)::int from ${H} h where h.tracking_id = ${T}.id)`;
const rowSelect = {
  id: T.id, name: T.name, hasReminder: T.hasReminder, reminderType: T.reminderType, reminderTime: T.reminderTime, reminderDays: T.reminderDays, ordering: T.ordering,
  createdAt: T.createdAt, contacts: contactCount, habits: habitCount,
};
type RawRow = { id: number; name: string; hasReminder: boolean; reminderType: number; reminderTime: string; reminderDays: number[]; ordering: number; createdAt: Date; contacts: number; habits: number };
const toRow = (r: RawRow) => ({
  id: r.id, name: r.name, has_reminder: r.hasReminder, reminder_type: r.reminderType, reminder_time: r.reminderTime, reminder_days: r.reminderDays, ordering: r.ordering,
  contacts: Number(r.contacts), habits: Number(r.habits), created_at: new Date(r.createdAt).toISOString(),
});

async function trackingRow(db: Db, ctx: LocCtx, id: number) {
  const [r] = await db.select(rowSelect).from(T).where(and(eq(T.id, id), eq(T.locationId, ctx.locationId)));
  if (!r) throw notFound("Habit tracking");
  return toRow(r);
}

/** GET /habit-tracking/list: the dashboard's page (per_page 6, order_by order, desc). */
export async function listTrackings(db: Db, ctx: LocCtx, q: TrackingListQuery) {
  const page = await listAssets(db, ctx, habitAssets, q, {
    sorts: { order: T.ordering, name: T.name, created_at: T.createdAt },
    select: (__total) => db.select({ ...rowSelect, __total }).from(T).$dynamic(),
  });
  return { ...page, data: page.data.map((r) => toRow(r as RawRow)) };
}

export async function listAllTrackings(db: Db, ctx: LocCtx) {
  return { data: await listAllAssets(db, ctx, habitAssets) };
}

export async function createTracking(db: Db, ctx: LocCtx, body: { name: string }) {
  const [row] = await db.insert(T).values({ locationId: ctx.locationId, name: body.name, ordering: nextOrdering(trackingOrder, ctx.locationId) }).returning({ id: T.id });
  return { status: 1, message: HABIT_MSG.created, data: await trackingRow(db, ctx, row.id) };
}

const habitValues = (h: HabitBody) => ({
  name: h.name, kind: h.kind, target: h.kind === "count" ? (h.target ?? null) : null, unit: h.kind === "count" ? (h.unit ?? "") : "", frequency: h.frequency,
  weekdays: h.frequency === "weekdays" ? [...new Set(h.weekdays ?? [])].sort() : [], timesPerWeek: h.frequency === "weekly" ? (h.times_per_week ?? null) : null,
});

/** POST /habit-tracking/store: a whole tracking (categories with their habits) in one transaction. */
export async function storeTracking(db: Db, ctx: LocCtx, body: StoreBody) {
  const id = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [row] = await tx.insert(T).values({ locationId: ctx.locationId, name: body.name, ordering: nextOrdering(trackingOrder, ctx.locationId) }).returning({ id: T.id });
    for (const [i, c] of body.categories.entries()) {
      const [cat] = await tx.insert(C).values({ locationId: ctx.locationId, trackingId: row.id, name: c.name, ordering: i }).returning({ id: C.id });
      if (c.habits.length) await tx.insert(H).values(c.habits.map((h, j) => ({ locationId: ctx.locationId, trackingId: row.id, categoryId: cat.id, ...habitValues(h), ordering: j })));
    }
    return row.id;
  });
  return { status: 1, message: HABIT_MSG.saved, data: await trackingRow(db, ctx, id) };
}

/** POST /habit-tracking/duplicate: the tracking with its categories and habits (not its contacts or logs). */
export async function duplicateTracking(db: Db, ctx: LocCtx, id: number) {
  const copyId = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [src] = await tx.select().from(T).where(and(eq(T.id, id), eq(T.locationId, ctx.locationId)));
    if (!src) throw notFound("Habit tracking");
    const [copy] = await tx
      .insert(T)
      .values({
        locationId: ctx.locationId, name: copyName(habitAssets, src.name), hasReminder: src.hasReminder, reminderType: src.reminderType, reminderTime: src.reminderTime,
        reminderDays: src.reminderDays, publicSettings: src.publicSettings, ordering: nextOrdering(trackingOrder, ctx.locationId),
      })
      .returning({ id: T.id });
    const cats = await tx.select().from(C).where(and(eq(C.trackingId, id), eq(C.locationId, ctx.locationId))).orderBy(asc(C.ordering), asc(C.id));
    for (const c of cats) {
      const [cat] = await tx.insert(C).values({ locationId: ctx.locationId, trackingId: copy.id, name: c.name, ordering: c.ordering }).returning({ id: C.id });
      const hs = await tx.select().from(H).where(and(eq(H.categoryId, c.id), eq(H.locationId, ctx.locationId)));
      if (hs.length) {
        await tx.insert(H).values(hs.map((h) => ({ locationId: ctx.locationId, trackingId: copy.id, categoryId: cat.id, name: h.name, kind: h.kind, target: h.target, unit: h.unit, frequency: h.frequency, weekdays: h.weekdays, timesPerWeek: h.timesPerWeek, ordering: h.ordering })));
      }
    }
    return copy.id;
  });
  return { status: 1, message: HABIT_MSG.duplicated, data: await trackingRow(db, ctx, copyId) };
}

export async function renameTracking(db: Db, ctx: LocCtx, body: { id: number; name: string }) {
  await renameAsset(db, ctx, habitAssets, body.id, body.name);
  return ok(HABIT_MSG.renamed);
}

/** DELETE /habit-tracking/delete: the trackings, their logs and the proof photos' files (bytes after the commit). */
export async function deleteTrackings(db: Db, ctx: LocCtx, ids: number[]) {
  const gone = await deleteAssets(db, ctx, habitAssets, ids, (tx, wanted) => {
    const named = tx.select({ id: L.fileId }).from(L).where(and(eq(L.locationId, ctx.locationId), inArray(L.trackingId, wanted), isNotNull(L.fileId)));
    return tx.delete(files).where(and(eq(files.locationId, ctx.locationId), inArray(files.id, named))).returning({ provider: files.provider, storageKey: files.storageKey });
  });
  for (const f of gone ?? []) await discardStoredFile(f);
  return ok(HABIT_MSG.deleted);
}

/** PATCH /habit-tracking/{id}/update: name, reminders and the public page's settings; reminders are re-planned when they change. */
export async function updateTracking(db: Db, ctx: LocCtx, id: number, body: UpdateBody) {
  const set: Partial<typeof T.$inferInsert> = { updatedAt: new Date() };
  if (body.name !== undefined) set.name = body.name;
  if (body.has_reminder !== undefined) set.hasReminder = body.has_reminder;
  if (body.reminder_type !== undefined) set.reminderType = body.reminder_type;
  if (body.reminder_time !== undefined) set.reminderTime = body.reminder_time;
  if (body.reminder_days !== undefined) set.reminderDays = [...new Set(body.reminder_days)].sort();
  if (body.public_settings !== undefined) set.publicSettings = body.public_settings;
  const rows = await db.update(T).set(set).where(and(eq(T.id, id), eq(T.locationId, ctx.locationId))).returning({ id: T.id });
  if (!rows.length) throw notFound("Habit tracking");
  if (["has_reminder", "reminder_time", "reminder_days"].some((k) => body[k as keyof UpdateBody] !== undefined)) await replanHabitReminders(db, ctx, id);
  return { status: 1, message: HABIT_MSG.updated, data: await trackingRow(db, ctx, id) };
}

// ---------------- categories and habits ----------------

const habitOut = (h: typeof H.$inferSelect) => ({
  id: h.id, category_id: h.categoryId, name: h.name, kind: h.kind as "yes_no" | "count", target: h.target, unit: h.unit, frequency: h.frequency as "daily" | "weekdays" | "weekly",
  weekdays: h.weekdays, times_per_week: h.timesPerWeek, ordering: h.ordering,
});
export type HabitOut = ReturnType<typeof habitOut>;

/** The tracking's categories in order, each with its habits in order. */
export async function categoriesOf(db: Db, locationId: number, trackingId: number) {
  const [cats, habits] = await Promise.all([
    db.select().from(C).where(and(eq(C.trackingId, trackingId), eq(C.locationId, locationId))).orderBy(asc(C.ordering), asc(C.id)),
    db.select().from(H).where(and(eq(H.trackingId, trackingId), eq(H.locationId, locationId))).orderBy(asc(H.ordering), asc(H.id)),
  ]);
  return cats.map((c) => ({ id: c.id, name: c.name, ordering: c.ordering, habits: habits.filter((h) => h.categoryId === c.id).map(habitOut) }));
}

export async function habitCategories(db: Db, ctx: LocCtx, id: number) {
  await findTracking(db, ctx, id);
  return { data: await categoriesOf(db, ctx.locationId, id) };
}

/** POST {id}/save-category: renames the categories with an id, adds the others last; errors go to categories.N.name / .id. */
export async function saveCategories(db: Db, ctx: LocCtx, trackingId: number, body: { categories: { id?: number; name: string }[] }) {
  await findTracking(db, ctx, trackingId);
  const mine = new Set((await db.select({ id: C.id }).from(C).where(and(eq(C.trackingId, trackingId), eq(C.locationId, ctx.locationId)))).map((c) => c.id));
  const errors: Record<string, string[]> = {};
  body.categories.forEach((c, i) => {
    if (c.id !== undefined && !mine.has(c.id)) errors[`categories.${i}.id`] = ["The selected category is invalid."];
  });
  if (Object.keys(errors).length) throw validationError(errors);
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    for (const c of body.categories) {
      if (c.id !== undefined) await tx.update(C).set({ name: c.name }).where(and(eq(C.id, c.id), eq(C.locationId, ctx.locationId)));
      else await tx.insert(C).values({ locationId: ctx.locationId, trackingId, name: c.name, ordering: nextOrdering(categoryOrder, ctx.locationId, eq(C.trackingId, trackingId)) });
    }
  });
  return { status: 1, message: HABIT_MSG.saved, data: await categoriesOf(db, ctx.locationId, trackingId) };
}

/** DELETE /habit-tracking/category/{id}/delete: the category with its habits and their logs. */
export async function deleteCategory(db: Db, ctx: LocCtx, id: number) {
  const rows = await db.delete(C).where(and(eq(C.id, id), eq(C.locationId, ctx.locationId))).returning({ trackingId: C.trackingId });
  if (!rows.length) throw notFound("Category");
  await recomputeTracking(db, ctx.locationId, rows[0].trackingId);
  return ok(HABIT_MSG.categoryDeleted);
}

async function checkCategory(db: Db, ctx: LocCtx, trackingId: number, categoryId: number, field = "category_id") {
  const [c] = await db.select({ id: C.id }).from(C).where(and(eq(C.id, categoryId), eq(C.trackingId, trackingId), eq(C.locationId, ctx.locationId)));
  if (!c) throw validationError({ [field]: ["The selected category is invalid."] });
}

/** POST {id}/create-habit: a habit, last in its category. */
export async function createHabit(db: Db, ctx: LocCtx, trackingId: number, body: HabitBody & { category_id: number }) {
  await findTracking(db, ctx, trackingId);
  await checkCategory(db, ctx, trackingId, body.category_id);
  const [h] = await db
    .insert(H)
    .values({ locationId: ctx.locationId, trackingId, categoryId: body.category_id, ...habitValues(body), ordering: nextOrdering(habitOrder, ctx.locationId, eq(H.categoryId, body.category_id)) })
    .returning();
  return { status: 1, message: HABIT_MSG.habitCreated, data: habitOut(h) };
}

/** PATCH {id}/update-habits: edits the named habits (all of this tracking's, else 422 on habits.N.id); scores follow. */
export async function updateHabits(db: Db, ctx: LocCtx, trackingId: number, body: { habits: (HabitBody & { id: number; category_id?: number })[] }) {
  await findTracking(db, ctx, trackingId);
  const mine = new Set((await db.select({ id: H.id }).from(H).where(and(eq(H.trackingId, trackingId), eq(H.locationId, ctx.locationId)))).map((h) => h.id));
  const cats = new Set((await db.select({ id: C.id }).from(C).where(and(eq(C.trackingId, trackingId), eq(C.locationId, ctx.locationId)))).map((c) => c.id));
  const errors: Record<string, string[]> = {};
  body.habits.forEach((h, i) => {
    if (!mine.has(h.id)) errors[`habits.${i}.id`] = ["The selected habit is invalid."];
    if (h.category_id !== undefined && !cats.has(h.category_id)) errors[`habits.${i}.category_id`] = ["The selected category is invalid."];
  });
  if (Object.keys(errors).length) throw validationError(errors);
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    for (const h of body.habits) {
      await tx.update(H).set({ ...habitValues(h), ...(h.category_id ? { categoryId: h.category_id } : {}) }).where(and(eq(H.id, h.id), eq(H.locationId, ctx.locationId)));
    }
  });
  await recomputeTracking(db, ctx.locationId, trackingId);
  return { status: 1, message: HABIT_MSG.updated, data: await categoriesOf(db, ctx.locationId, trackingId) };
}

/** DELETE {id}/delete-habit `{ id }`: the habit and its logs. */
export async function deleteHabit(db: Db, ctx: LocCtx, trackingId: number, habitId: number) {
  await findTracking(db, ctx, trackingId);
  const rows = await db.delete(H).where(and(eq(H.id, habitId), eq(H.trackingId, trackingId), eq(H.locationId, ctx.locationId))).returning({ id: H.id });
  if (!rows.length) throw notFound("Habit");
  await recomputeTracking(db, ctx.locationId, trackingId);
  return ok(HABIT_MSG.habitDeleted);
}

export async function sortCategories(db: Db, ctx: LocCtx, body: { tracking_id: number; ids: number[] }) {
  await findTracking(db, ctx, body.tracking_id);
  await reorderAll(db, categoryOrder, ctx.locationId, body.ids, eq(C.trackingId, body.tracking_id));
  return ok(HABIT_MSG.sorted);
}

export async function sortHabits(db: Db, ctx: LocCtx, body: { category_id: number; ids: number[] }) {
  const [c] = await db.select({ id: C.id }).from(C).where(and(eq(C.id, body.category_id), eq(C.locationId, ctx.locationId)));
  if (!c) throw notFound("Category");
  await reorderAll(db, habitOrder, ctx.locationId, body.ids, eq(H.categoryId, body.category_id));
  return ok(HABIT_MSG.sorted);
}

// ---------------- contacts ----------------

const enrolmentSelect = {
  id: E.id, trackingId: E.trackingId, contactId: E.contactId, firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email, status: E.status, startDate: E.startDate,
  reminderEnabled: E.reminderEnabled, nextReminderAt: E.nextReminderAt, score: E.score, streak: E.streak, lastLogAt: E.lastLogAt, linkVersion: E.linkVersion,
};
type Enrolment = {
  id: number; trackingId: number; contactId: number; firstName: string; lastName: string; email: string | null; status: string; startDate: string; reminderEnabled: boolean | null;
  nextReminderAt: Date | null; score: number | null; streak: number; lastLogAt: Date | null; linkVersion: number;
};
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** The contact's signed link to the public habit page (absolute). */
export const habitLink = (e: { id: number; trackingId: number; contactId: number; linkVersion: number }) =>
  `${appUrl()}${habitPath(habitToken({ enrolmentId: e.id, assetId: e.trackingId, contactId: e.contactId, version: e.linkVersion }))}`;

const enrolmentOut = (e: Enrolment) => ({
  id: e.id, contact_id: e.contactId, first_name: e.firstName, last_name: e.lastName, email: e.email, status: e.status as "active" | "deleted", start_date: e.startDate,
  reminder_enabled: e.reminderEnabled, next_reminder_at: iso(e.nextReminderAt), score: e.score, streak: e.streak, last_log_at: iso(e.lastLogAt), link: e.status === "active" ? habitLink(e) : null,
});

/** GET {tracking}/contact/{contact}/relation: the enrolment (start date, status, reminder override, score, streak, link). */
export async function getRelation(db: Db, ctx: LocCtx, trackingId: number, contactId: number) {
  await findTracking(db, ctx, trackingId);
  const [e] = await db
    .select(enrolmentSelect)
    .from(E)
    .innerJoin(contacts, and(eq(contacts.id, E.contactId), eq(contacts.locationId, E.locationId)))
    .where(and(eq(E.trackingId, trackingId), eq(E.contactId, contactId), eq(E.locationId, ctx.locationId)));
  if (!e) throw notFound("Contact");
  return { data: enrolmentOut(e as Enrolment) };
}

/**
 * POST {tracking}/contact/{contact}/relation: the start date and the reminder override. Days
 * before the start stop counting, so the scores and streak are recomputed; a changed override
 * re-plans the reminders.
 */
export async function saveRelation(db: Db, ctx: LocCtx, trackingId: number, contactId: number, body: { start_date?: string; reminder_enabled?: boolean | null }) {
  await findTracking(db, ctx, trackingId);
  const set: Partial<typeof E.$inferInsert> = { updatedAt: new Date() };
  if (body.start_date !== undefined) set.startDate = body.start_date;
  if (body.reminder_enabled !== undefined) set.reminderEnabled = body.reminder_enabled;
  const rows = await db.update(E).set(set).where(and(eq(E.trackingId, trackingId), eq(E.contactId, contactId), eq(E.locationId, ctx.locationId))).returning({ id: E.id });
  if (!rows.length) throw notFound("Contact");
  if (body.reminder_enabled !== undefined) await replanHabitReminders(db, ctx, trackingId, [contactId]);
  await recomputeTracking(db, ctx.locationId, trackingId, [contactId]);
  return { status: 1, message: HABIT_MSG.relationSaved, ...(await getRelation(db, ctx, trackingId, contactId)) };
}

/** POST /habit-tracking/add-contact: enrols (or re-activates) the location's contacts from `start_date` (today in the location by default). */
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
  await replanHabitReminders(db, ctx, t.id, ids);
  await recomputeTracking(db, ctx.locationId, t.id, ids);
  return ok(HABIT_MSG.started);
}

/** POST /habit-tracking/remove-contact: status deleted (history kept), link revoked, no more reminders. */
export async function removeContacts(db: Db, ctx: LocCtx, body: { tracking_id: number; contact_ids: number[] }) {
  await findTracking(db, ctx, body.tracking_id);
  const rows = await db
    .update(E)
    .set({ status: "deleted", linkVersion: sql`${E.linkVersion} + 1`, nextReminderAt: null, updatedAt: new Date() })
    .where(and(eq(E.trackingId, body.tracking_id), eq(E.locationId, ctx.locationId), inArray(E.contactId, body.contact_ids), eq(E.status, "active")))
    .returning({ id: E.id });
  if (!rows.length) throw notFound("Contact");
  return ok(HABIT_MSG.stopped);
}

/** GET /habit-tracking/contact/{contact}/trackings: the contact's enrolments (the profile section), active first. */
export async function contactTrackings(db: Db, ctx: LocCtx, contactId: number) {
  const [contact] = await db.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.id, contactId), eq(contacts.locationId, ctx.locationId)));
  if (!contact) throw notFound("Contact");
  const rows = await db
    .select({ trackingId: T.id, name: T.name, status: E.status, startDate: E.startDate, score: E.score, streak: E.streak, lastLogAt: E.lastLogAt })
    .from(E)
    .innerJoin(T, and(eq(T.id, E.trackingId), eq(T.locationId, E.locationId)))
    .where(and(eq(E.contactId, contactId), eq(E.locationId, ctx.locationId)))
    .orderBy(asc(E.status), sql`${E.lastLogAt} desc nulls last`, desc(E.id));
  return {
    data: rows.map((r) => ({
      tracking_id: r.trackingId, name: r.name, status: r.status as "active" | "deleted", start_date: r.startDate, score: r.score, streak: r.streak,
      last_log_at: r.lastLogAt ? new Date(r.lastLogAt).toISOString() : null,
    })),
  };
}

export async function listEnrolments(db: Db, ctx: LocCtx, trackingId: number, q: { status: "active" | "deleted"; page: number; per_page: number }) {
  await findTracking(db, ctx, trackingId);
  const where = and(eq(E.trackingId, trackingId), eq(E.locationId, ctx.locationId), eq(E.status, q.status));
  const [rows, [{ n }]] = await Promise.all([
    db.select(enrolmentSelect).from(E).innerJoin(contacts, and(eq(contacts.id, E.contactId), eq(contacts.locationId, E.locationId))).where(where).orderBy(desc(E.id)).limit(q.per_page).offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(E).where(where),
  ]);
  return { data: rows.map(enrolmentOut), current_page: q.page, last_page: Math.max(1, Math.ceil(n / q.per_page)), per_page: q.per_page, total: n };
}

async function checkEnrolled(db: Db, ctx: LocCtx, trackingId: number, contactId: number | undefined) {
  if (contactId === undefined) return;
  const [e] = await db.select({ id: E.id }).from(E).where(and(eq(E.trackingId, trackingId), eq(E.contactId, contactId), eq(E.locationId, ctx.locationId)));
  if (!e) throw notFound("Contact");
}

/** GET {id}/contact-habit-tracking: the contact's day logs, newest first (without contact_id: the tracking's newest 100). */
export async function contactLogs(db: Db, ctx: LocCtx, trackingId: number, contactId?: number, proofsOnly = false) {
  await findTracking(db, ctx, trackingId);
  await checkEnrolled(db, ctx, trackingId, contactId);
  const rows = await db
    .select({ id: L.id, contactId: L.contactId, habitId: L.habitId, day: L.day, value: L.value, provider: files.provider, storageKey: files.storageKey, providerUrl: files.providerUrl, visibility: files.visibility })
    .from(L)
    .leftJoin(files, and(eq(files.id, L.fileId), eq(files.locationId, L.locationId)))
    .where(and(eq(L.trackingId, trackingId), eq(L.locationId, ctx.locationId), contactId ? eq(L.contactId, contactId) : undefined, proofsOnly ? isNotNull(L.fileId) : undefined))
    .orderBy(desc(L.day), desc(L.id))
    .limit(contactId ? 1000 : 100);
  const data = rows.map((r) => ({
    id: r.id, contact_id: r.contactId, habit_id: r.habitId, day: r.day, value: r.value,
    proof_url: r.storageKey ? getFileUrl(r as Parameters<typeof getFileUrl>[0]) : null,
  }));
  return { data };
}

// ---------------- scores ----------------

const scored = (h: typeof H.$inferSelect): ScoredHabit => ({ id: h.id, kind: h.kind as "yes_no" | "count", target: h.target, frequency: h.frequency as ScoredHabit["frequency"], weekdays: h.weekdays, timesPerWeek: h.timesPerWeek });

/** Enrolments recomputed per round (their logs of the window read at once: 100 × 10 habits × 210 days at most). */
const RECOMPUTE_BATCH = 100;

/**
 * Recomputes and stores the habit scores, contact score and streak of the tracking's active
 * enrolments (or the contacts named), reading each enrolment's logs of the last window once.
 */
export async function recomputeTracking(db: Db, locationId: number, trackingId: number, contactIds?: number[]) {
  const [t] = await db.select({ timezone: locations.timezone }).from(T).innerJoin(locations, eq(locations.id, T.locationId)).where(and(eq(T.id, trackingId), eq(T.locationId, locationId)));
  if (!t) return;
  const today = todayIn(t.timezone);
  const habits = (await db.select().from(H).where(and(eq(H.trackingId, trackingId), eq(H.locationId, locationId)))).map(scored);
  const enrolments = await db
    .select({ id: E.id, startDate: E.startDate })
    .from(E)
    .where(and(eq(E.trackingId, trackingId), eq(E.locationId, locationId), eq(E.status, "active"), contactIds ? inArray(E.contactId, contactIds) : undefined));
  // The score window spans at most 30 due days of a once-a-week habit: 30 weeks back is enough.
  const since = isoOfDay(dayNumber(today) - SCORE_WINDOW * 7);
  const empty: DayValues = new Map();
  // In batches of enrolments: one read of their logs, one write of their scores and one of their
  // score and streak per batch (not three statements per contact), memory bounded by the batch.
  for (let i = 0; i < enrolments.length; i += RECOMPUTE_BATCH) {
    const batch = enrolments.slice(i, i + RECOMPUTE_BATCH);
    const logs = await db
      .select({ enrolmentId: L.enrolmentId, habitId: L.habitId, day: L.day, value: L.value })
      .from(L)
      .where(and(inArray(L.enrolmentId, batch.map((e) => e.id)), eq(L.locationId, locationId), sql`${L.day} >= ${since}`));
    const byEnrolment = new Map<number, Map<number, Map<string, number>>>();
    for (const l of logs) {
      let byHabit = byEnrolment.get(l.enrolmentId);
      if (!byHabit) byEnrolment.set(l.enrolmentId, (byHabit = new Map()));
      if (!byHabit.has(l.habitId)) byHabit.set(l.habitId, new Map());
      byHabit.get(l.habitId)!.set(l.day, l.value);
    }
    const results = batch.map((e) => {
      const byHabit = byEnrolment.get(e.id) ?? new Map<number, Map<string, number>>();
      const scores = habits.map((h) => ({ habitId: h.id, score: habitScore(h, byHabit.get(h.id) ?? empty, e.startDate, today) }));
      return { id: e.id, scores, score: contactScore(scores.map((x) => x.score)), streak: habitStreak(habits, byHabit, e.startDate, today) };
    });
    await db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      if (habits.length) {
        await tx
          .insert(S)
          .values(results.flatMap((r) => r.scores.map((x) => ({ locationId, enrolmentId: r.id, habitId: x.habitId, score: x.score }))))
          .onConflictDoUpdate({ target: [S.enrolmentId, S.habitId], set: { score: sql`excluded.score` } });
      }
      const rows = sql.join(results.map((r) => sql`(${r.id}::int, ${r.score}::float8, ${r.streak}::int)`), sql`, `);
      await tx.execute(sql`update ${E} set score = v.score, streak = v.streak from (values ${rows}) as v(id, score, streak) where ${E.id} = v.id and ${E.locationId} = ${locationId}`);
    });
  }
}

/** GET {id}/refresh and {id}/refresh-contact-scores (optionally one contact): recompute the stored scores. */
export async function refreshTracking(db: Db, ctx: LocCtx, trackingId: number, contactId?: number) {
  await findTracking(db, ctx, trackingId);
  await checkEnrolled(db, ctx, trackingId, contactId);
  await recomputeTracking(db, ctx.locationId, trackingId, contactId ? [contactId] : undefined);
  return ok(HABIT_MSG.refreshed);
}

/** GET /habit-tracking/{habit}/refresh-habit-scores: one habit's scores for every contact (and so their contact scores). */
export async function refreshHabitScores(db: Db, ctx: LocCtx, habitId: number) {
  const [h] = await db.select({ trackingId: H.trackingId }).from(H).where(and(eq(H.id, habitId), eq(H.locationId, ctx.locationId)));
  if (!h) throw notFound("Habit");
  await recomputeTracking(db, ctx.locationId, h.trackingId);
  return ok(HABIT_MSG.refreshed);
}

/** GET {id}/leaderboard: by contact score, then streak, then contact id. */
export async function leaderboard(db: Db, ctx: LocCtx, trackingId: number) {
  await findTracking(db, ctx, trackingId);
  const rows = await db
    .select({ contactId: E.contactId, firstName: contacts.firstName, lastName: contacts.lastName, score: E.score, streak: E.streak })
    .from(E)
    .innerJoin(contacts, and(eq(contacts.id, E.contactId), eq(contacts.locationId, E.locationId)))
    .where(and(eq(E.trackingId, trackingId), eq(E.locationId, ctx.locationId), eq(E.status, "active")));
  return { data: rank(rows).map((r) => ({ rank: r.rank, contact_id: r.contactId, first_name: r.firstName, last_name: r.lastName, score: r.score, streak: r.streak })) };
}

/** GET {id}/current-progress: each active contact's today (in the location's zone), habit scores, score and streak. */
export async function currentProgress(db: Db, ctx: LocCtx, trackingId: number) {
  const t = await findTracking(db, ctx, trackingId);
  const today = todayIn(t.timezone);
  const habits = await db.select().from(H).where(and(eq(H.trackingId, trackingId), eq(H.locationId, ctx.locationId))).orderBy(asc(H.ordering), asc(H.id));
  const es = await db
    .select({ id: E.id, contactId: E.contactId, firstName: contacts.firstName, lastName: contacts.lastName, score: E.score, streak: E.streak })
    .from(E)
    .innerJoin(contacts, and(eq(contacts.id, E.contactId), eq(contacts.locationId, E.locationId)))
    .where(and(eq(E.trackingId, trackingId), eq(E.locationId, ctx.locationId), eq(E.status, "active")))
    .orderBy(asc(contacts.firstName), asc(E.id));
  const ids = es.map((e) => e.id);
  const [todays, scores] = ids.length
    ? await Promise.all([
        db.select({ enrolmentId: L.enrolmentId, habitId: L.habitId, value: L.value }).from(L).where(and(inArray(L.enrolmentId, ids), eq(L.locationId, ctx.locationId), eq(L.day, today))),
        db.select({ enrolmentId: S.enrolmentId, habitId: S.habitId, score: S.score }).from(S).where(and(inArray(S.enrolmentId, ids), eq(S.locationId, ctx.locationId))),
      ])
    : [[], []];
  return {
    data: es.map((e) => ({
      contact_id: e.contactId, first_name: e.firstName, last_name: e.lastName, today, score: e.score, streak: e.streak,
      habits: habits.map((h) => {
        const v = todays.find((l) => l.enrolmentId === e.id && l.habitId === h.id)?.value ?? null;
        const target = h.kind === "count" ? (h.target ?? 1) : 1;
        return { habit_id: h.id, score: scores.find((s) => s.enrolmentId === e.id && s.habitId === h.id)?.score ?? null, today: v, done: v !== null && v >= target };
      }),
    })),
  };
}
