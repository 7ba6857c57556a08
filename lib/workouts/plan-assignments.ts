import "server-only";
import { and, count, eq, ilike, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, workoutPlanContacts, workoutPlans } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import type { BulkTarget } from "@/lib/contacts/bulk-schemas";
import { targetWhere } from "@/lib/contacts/bulk-target";
import { notFound } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import { PLAN_MSG } from "./constants";
import type { PlanAddContactBody } from "./plan-schemas";

/** Plan assignments mirror workout assignments (lib/workouts/assignments.ts): one row per plan and contact. */
type Loc = Pick<Ctx, "locationId">;
const a = workoutPlanContacts;

async function ownPlan(db: Db, ctx: Loc, id: number) {
  const [row] = await db.select({ id: workoutPlans.id }).from(workoutPlans).where(and(eq(workoutPlans.id, id), eq(workoutPlans.locationId, ctx.locationId)));
  if (!row) throw notFound("Workout plan");
}

async function targetCount(db: Db, ctx: Loc, t: BulkTarget) {
  const [{ n }] = await db.select({ n: count() }).from(contacts).where(targetWhere(ctx, t));
  if (!t.all && n === 0) throw notFound("Contact");
}

/** Assigns the plan (day 1 = start_date) to the selection in one statement; a removed contact is active again. */
export async function addPlanContacts(db: Db, ctx: Loc, b: PlanAddContactBody) {
  await ownPlan(db, ctx, b.workout_plan_id);
  await targetCount(db, ctx, b);
  const days = [...new Set(b.reminder_days)].sort();
  const rows = await db
    .insert(a)
    .select(
      db.select({
        id: sql<number>`nextval(pg_get_serial_sequence('workout_plan_contacts', 'id'))`.as("id"),
        locationId: sql<number>`${ctx.locationId}::int`.as("location_id"),
        planId: sql<number>`${b.workout_plan_id}::int`.as("plan_id"),
        contactId: contacts.id,
        status: sql<string>`'active'`.as("status"),
        startDate: sql<string>`${b.start_date}::date`.as("start_date"),
        reminderDays: sql<number[]>`${JSON.stringify(days)}::jsonb`.as("reminder_days"),
        reminderTime: sql<string | null>`${b.reminder_time}::text`.as("reminder_time"),
        reminderType: sql<number>`${b.reminder_type}::int`.as("reminder_type"),
        linkVersion: sql<number>`1`.as("link_version"),
        createdAt: sql<Date>`now()`.as("created_at"),
        updatedAt: sql<Date>`now()`.as("updated_at"),
      }).from(contacts).where(targetWhere(ctx, b)),
    )
    .onConflictDoUpdate({
      target: [a.planId, a.contactId],
      set: { status: "active", startDate: sql`excluded.start_date`, reminderDays: sql`excluded.reminder_days`, reminderTime: sql`excluded.reminder_time`, reminderType: sql`excluded.reminder_type`, updatedAt: sql`now()` },
    })
    .returning({ id: a.id });
  return { status: 1, message: PLAN_MSG.assigned, count: rows.length };
}

/** Marks the selection's assignments removed; their plan-day links stop working (link_version). */
export async function removePlanContacts(db: Db, ctx: Loc, b: BulkTarget & { workout_plan_id: number }) {
  await ownPlan(db, ctx, b.workout_plan_id);
  await targetCount(db, ctx, b);
  const rows = await db
    .update(a)
    .set({ status: "deleted", linkVersion: sql`${a.linkVersion} + 1`, updatedAt: new Date() })
    .where(and(eq(a.locationId, ctx.locationId), eq(a.planId, b.workout_plan_id), ne(a.status, "deleted"), inArray(a.contactId, db.select({ id: contacts.id }).from(contacts).where(targetWhere(ctx, b)))))
    .returning({ id: a.id });
  return { status: 1, message: PLAN_MSG.unassigned, count: rows.length };
}

const schedule = (r: { startDate: string; reminderDays: number[]; reminderTime: string | null; reminderType: number; createdAt: Date }) => ({
  start_date: r.startDate, reminder_days: r.reminderDays, reminder_time: r.reminderTime, reminder_type: r.reminderType, created_at: r.createdAt.toISOString(),
});
const scheduleColumns = { startDate: a.startDate, reminderDays: a.reminderDays, reminderTime: a.reminderTime, reminderType: a.reminderType, createdAt: a.createdAt };

export async function listPlanAssigned(db: Db, ctx: Loc, planId: number, q: { status: string; search?: string; page: number; per_page: number }) {
  await ownPlan(db, ctx, planId);
  const term = q.search?.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const page = await listPage(
    {
      tenant: eq(a.locationId, ctx.locationId),
      filters: [
        eq(a.planId, planId), eq(a.status, q.status), isNull(contacts.deletedAt),
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

/** A contact's plans (not removed), newest first. */
export async function contactPlans(db: Db, ctx: Loc, contactId: number, q: { status: string; page: number; per_page: number }) {
  const [c] = await db.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.id, contactId), eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt)));
  if (!c) throw notFound("Contact");
  const page = await listPage(
    {
      tenant: eq(a.locationId, ctx.locationId),
      filters: [eq(a.contactId, contactId), q.status === "all" ? ne(a.status, "deleted") : eq(a.status, q.status)],
      sorts: { id: a.id }, sort: "id", direction: "desc", id: a.id, page: q.page, perPage: q.per_page,
    },
    (__total) => db.select({ id: a.id, planId: a.planId, name: workoutPlans.name, status: a.status, ...scheduleColumns, __total }).from(a).innerJoin(workoutPlans, eq(workoutPlans.id, a.planId)).$dynamic(),
    async (where) => (await db.select({ n: count() }).from(a).where(where))[0].n,
  );
  return { ...page, data: page.data.map((r) => ({ id: r.id, workout_plan_id: r.planId, name: r.name, status: r.status, ...schedule(r) })) };
}
