import "server-only";
import { and, count, eq, ilike, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, workoutContacts, workouts } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import type { BulkTarget } from "@/lib/contacts/bulk-schemas";
import { targetWhere } from "@/lib/contacts/bulk-target";
import { notFound } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import type { AddContactBody } from "./assignment-schemas";
import { ASSIGN_MSG } from "./constants";

type Loc = Pick<Ctx, "locationId">;
const a = workoutContacts;

async function ownWorkout(db: Db, ctx: Loc, id: number) {
  const [row] = await db.select({ id: workouts.id }).from(workouts).where(and(eq(workouts.id, id), eq(workouts.locationId, ctx.locationId)));
  if (!row) throw notFound("Workout");
}

/** How many of the location's live contacts the selection names (none of several named ids: a 404). */
async function targetCount(db: Db, ctx: Loc, t: BulkTarget) {
  const [{ n }] = await db.select({ n: count() }).from(contacts).where(targetWhere(ctx, t));
  if (!t.all && n === 0) throw notFound("Contact");
  return n;
}

/**
 * Assigns the workout to the selected contacts in one statement; a contact already assigned (or
 * removed earlier) is active again with the new schedule. Reminders are stored, not scheduled.
 */
export async function addContacts(db: Db, ctx: Loc, b: AddContactBody) {
  await ownWorkout(db, ctx, b.workout_id);
  await targetCount(db, ctx, b);
  const days = [...new Set(b.reminder_days)].sort();
  const rows = await db
    .insert(a)
    .select(
      // insert … select lists every column in the table's order; the id comes from its own sequence.
      db.select({
        id: sql<number>`nextval(pg_get_serial_sequence('workout_contacts', 'id'))`.as("id"),
        locationId: sql<number>`${ctx.locationId}::int`.as("location_id"),
        workoutId: sql<number>`${b.workout_id}::int`.as("workout_id"),
        contactId: contacts.id,
        status: sql<string>`'active'`.as("status"),
        startDate: sql<string>`${b.start_date}::date`.as("start_date"),
        sessions: sql<number | null>`${b.sessions}::int`.as("sessions"),
        reminderDays: sql<number[]>`${JSON.stringify(days)}::jsonb`.as("reminder_days"),
        reminderTime: sql<string | null>`${b.reminder_time}::text`.as("reminder_time"),
        reminderType: sql<number>`${b.reminder_type}::int`.as("reminder_type"),
        linkVersion: sql<number>`1`.as("link_version"),
        createdAt: sql<Date>`now()`.as("created_at"),
        updatedAt: sql<Date>`now()`.as("updated_at"),
      }).from(contacts).where(targetWhere(ctx, b)),
    )
    .onConflictDoUpdate({
      target: [a.workoutId, a.contactId],
      set: {
        status: "active", startDate: sql`excluded.start_date`, sessions: sql`excluded.sessions`, reminderDays: sql`excluded.reminder_days`,
        reminderTime: sql`excluded.reminder_time`, reminderType: sql`excluded.reminder_type`, updatedAt: sql`now()`,
      },
    })
    .returning({ id: a.id });
  return { status: 1, message: ASSIGN_MSG.assigned, count: rows.length };
}

/** Marks the selected contacts' assignments removed (the Deleted tab keeps them). */
export async function removeContacts(db: Db, ctx: Loc, b: BulkTarget & { workout_id: number }) {
  await ownWorkout(db, ctx, b.workout_id);
  await targetCount(db, ctx, b);
  const rows = await db
    .update(a)
    // A removed contact's workout link stops working, also after being assigned again (link_version).
    .set({ status: "deleted", linkVersion: sql`${a.linkVersion} + 1`, updatedAt: new Date() })
    .where(and(eq(a.locationId, ctx.locationId), eq(a.workoutId, b.workout_id), ne(a.status, "deleted"), inArray(a.contactId, db.select({ id: contacts.id }).from(contacts).where(targetWhere(ctx, b)))))
    .returning({ id: a.id });
  return { status: 1, message: ASSIGN_MSG.unassigned, count: rows.length };
}

const schedule = (r: { startDate: string; sessions: number | null; reminderDays: number[]; reminderTime: string | null; reminderType: number; createdAt: Date }) => ({
  start_date: r.startDate, sessions: r.sessions, reminder_days: r.reminderDays, reminder_time: r.reminderTime, reminder_type: r.reminderType, created_at: r.createdAt.toISOString(),
});
const scheduleColumns = { startDate: a.startDate, sessions: a.sessions, reminderDays: a.reminderDays, reminderTime: a.reminderTime, reminderType: a.reminderType, createdAt: a.createdAt };

/** A workout's contacts by status (optins: assignments an opt-in page makes; none until opt-ins exist), newest first. */
export async function listAssigned(db: Db, ctx: Loc, workoutId: number, q: { status: string; search?: string; page: number; per_page: number }) {
  await ownWorkout(db, ctx, workoutId);
  const term = q.search?.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const page = await listPage(
    {
      tenant: eq(a.locationId, ctx.locationId),
      filters: [
        eq(a.workoutId, workoutId), eq(a.status, q.status), isNull(contacts.deletedAt),
        term ? or(ilike(contacts.firstName, `%${term}%`), ilike(contacts.lastName, `%${term}%`), ilike(contacts.email, `%${term}%`)) : undefined,
      ],
      sorts: { id: a.id }, sort: "id", direction: "desc", id: a.id, page: q.page, perPage: q.per_page,
    },
    (__total) => db.select({ id: a.id, contactId: a.contactId, status: a.status, ...scheduleColumns, firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email, __total })
      .from(a).innerJoin(contacts, eq(contacts.id, a.contactId)).$dynamic(),
    async (where) => (await db.select({ n: count() }).from(a).innerJoin(contacts, eq(contacts.id, a.contactId)).where(where))[0].n,
  );
  return { ...page, data: page.data.map((r) => ({ id: r.id, contact_id: r.contactId, first_name: r.firstName, last_name: r.lastName, email: r.email, status: r.status, ...schedule(r) })) };
}

/** A contact's workouts (active and completed; removed ones are not the contact's any more), newest first. */
export async function contactWorkouts(db: Db, ctx: Loc, contactId: number, q: { status: string; page: number; per_page: number }) {
  const [c] = await db.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.id, contactId), eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt)));
  if (!c) throw notFound("Contact");
  const page = await listPage(
    {
      tenant: eq(a.locationId, ctx.locationId),
      filters: [eq(a.contactId, contactId), q.status === "all" ? ne(a.status, "deleted") : eq(a.status, q.status)],
      sorts: { id: a.id }, sort: "id", direction: "desc", id: a.id, page: q.page, perPage: q.per_page,
    },
    (__total) => db.select({ id: a.id, workoutId: a.workoutId, name: workouts.name, status: a.status, ...scheduleColumns, __total }).from(a).innerJoin(workouts, eq(workouts.id, a.workoutId)).$dynamic(),
    async (where) => (await db.select({ n: count() }).from(a).where(where))[0].n,
  );
  return { ...page, data: page.data.map((r) => ({ id: r.id, workout_id: r.workoutId, name: r.name, status: r.status, ...schedule(r) })) };
}
