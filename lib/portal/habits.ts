import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { habitTrackingContacts as HC, habitTrackings as HT } from "@/db/schema";
import type { PortalCtx } from "@/lib/auth/portal-session";
import { notFound, validationError } from "@/lib/http/errors";
import { PUBLIC_DEFAULTS } from "@/lib/habit-tracking/constants";
import { openHabitsWhere, streakOf, submitHabits, type OpenHabits } from "@/lib/habit-tracking/habit-log";
import { visibleWhere } from "./visibility";

/**
 * The portal's Progress tab, habits (issue 32): the contact's habits for today (or one of the six
 * days before, as the public habit page allows) with the streak, and one habit checked or counted
 * at a time through the habit module's own service (lib/habit-tracking/habit-log.ts). Read with
 * the one visibility rule; a tracking the contact is not enrolled in is a 404.
 */

const view = (o: OpenHabits) => ({
  id: o.trackingId, name: o.name, day: o.day, today: o.today, days: o.days, streak: o.streak, score: o.score,
  categories: o.categories.map((c) => ({
    id: c.id, name: c.name,
    habits: c.habits.map((h) => ({ id: h.id, name: h.name, kind: h.kind, target: h.target, unit: h.unit ?? "", frequency: h.frequency, due: h.due, value: h.logged?.value ?? null })),
  })),
});

/** GET /portal/habits: every active habit tracking of the contact, today's logs in each. */
export async function habitList(db: Db, p: PortalCtx) {
  const rows = await db.select({ id: HC.id }).from(HC)
    .innerJoin(HT, and(eq(HT.id, HC.trackingId), eq(HT.locationId, HC.locationId)))
    .where(visibleWhere("habit", p.locationId, p.contactId))
    .orderBy(asc(HT.name), asc(HC.id));
  const open = await Promise.all(rows.map((r) => openHabitsWhere(db, and(eq(HC.id, r.id), visibleWhere("habit", p.locationId, p.contactId))!)));
  return { data: open.filter((o): o is OpenHabits => o !== null).map(view) };
}

/**
 * POST /portal/habits/{id}/log: one habit for one day, others left as they are. A yes/no habit
 * is done with any value above 0; null (or 0 for yes/no) clears the day's log. The same call
 * again leaves the same single log (one row per habit and day).
 */
export async function logHabit(db: Db, p: PortalCtx, trackingId: number, body: { habit_id: number; value: number | null; day?: string }) {
  const open = await openHabitsWhere(db, and(eq(HC.trackingId, trackingId), visibleWhere("habit", p.locationId, p.contactId))!, body.day);
  if (!open) throw notFound("Habit tracking");
  if (body.day && open.day !== body.day) throw validationError({ day: ["Choose today or one of the six days before (not before your start date)."] });
  const habit = open.categories.flatMap((c) => c.habits).find((h) => h.id === body.habit_id);
  if (!habit) throw notFound("Habit");
  const raw = body.value === null ? "" : habit.kind === "yes_no" ? (body.value > 0 ? "1" : "") : String(body.value);
  const done = await submitHabits(db, open, { fields: new Map([[`h_${habit.id}`, raw]]), uploads: new Map(), only: new Set([habit.id]) });
  if (!done.ok) throw validationError({ value: done.errors[`h_${habit.id}`] ?? Object.values(done.errors)[0] });
  const value = raw === "" ? null : Number(raw);
  return { status: 1, message: PUBLIC_DEFAULTS.thank_you, habit_id: habit.id, day: open.day, value, streak: await streakOf(db, open) };
}
