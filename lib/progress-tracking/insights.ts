import "server-only";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { progressTrackingAnswers as A, progressTrackingCategories as C, progressTrackingCheckIns as K, progressTrackingContacts as E, progressTrackingGoals as G, progressTrackings as T, contacts } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import { findEnrolment, findTracking } from "./service";
import { periodRange } from "./periods";
import { categoryTrend, movingAverages, trendSummary } from "./trends";

type LocCtx = Pick<Ctx, "locationId">;

/**
 * A category's points from current check-in values: each on its period's first day, so the rate
 * is per week of the plan, whenever in its period the check-in came in. One rule for the
 * view-response page and the roster.
 */
export function trendPoints(values: readonly { categoryId: number | null; number: number | null; period: number }[], categoryId: number, startDate: string, periodDays: number) {
  return values.filter((v) => v.categoryId === categoryId && v.number !== null).map((v) => ({ at: new Date(`${periodRange(startDate, periodDays, v.period).start}T00:00:00Z`), value: v.number! }));
}

/**
 * GET {tracking}/contact/{contact}/trends: per number category, the contact's current check-in
 * values (oldest first, each on its period's first day) with their moving average, the goal, and the trend toward it.
 */
export async function contactTrends(db: Db, ctx: LocCtx, trackingId: number, contactId: number, now = new Date()) {
  const t = await findTracking(db, ctx, trackingId);
  const e = await findEnrolment(db, ctx, trackingId, contactId);
  const [cats, values, goals] = await Promise.all([
    db.select().from(C).where(and(eq(C.trackingId, trackingId), eq(C.locationId, ctx.locationId), eq(C.kind, "number"))).orderBy(asc(C.ordering), asc(C.id)),
    db
      .select({ categoryId: A.categoryId, number: A.number, period: K.period })
      .from(A)
      .innerJoin(K, and(eq(K.id, A.checkInId), eq(K.locationId, A.locationId)))
      .where(and(eq(K.trackingId, trackingId), eq(K.contactId, contactId), eq(K.locationId, ctx.locationId), isNull(K.replacedAt)))
      .orderBy(asc(K.period), asc(K.id)),
    db.select().from(G).where(and(eq(G.trackingId, trackingId), eq(G.contactId, contactId), eq(G.locationId, ctx.locationId))),
  ]);
  const year = now.getUTCFullYear();
  return {
    data: cats.map((c) => {
      const points = trendPoints(values, c.id, e.startDate, t.periodDays);
      const g = goals.find((x) => x.categoryId === c.id);
      const goal = g ? { start: g.start, target: g.target, target_date: g.targetDate } : null;
      const trend = categoryTrend(points, goal);
      const averages = movingAverages(points.map((p) => p.value));
      return {
        category_id: c.id, name: c.name, unit: c.unit, direction: c.direction as "down" | "up", goal,
        points: points.map((p, i) => ({ at: p.at.toISOString(), value: p.value, average: averages[i] })),
        ...trend, summary: trendSummary(trend, c.unit, year),
      };
    }),
  };
}

/** GET /progress-tracking/contact/{contact}/trackings: the contact's enrolments (the profile section), active first. */
export async function contactTrackings(db: Db, ctx: LocCtx, contactId: number) {
  const [contact] = await db.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.id, contactId), eq(contacts.locationId, ctx.locationId)));
  if (!contact) throw notFound("Contact");
  const rows = await db
    .select({ trackingId: T.id, name: T.name, status: E.status, startDate: E.startDate, score: E.score, streak: E.streak, lastCheckInAt: E.lastCheckInAt })
    .from(E)
    .innerJoin(T, and(eq(T.id, E.trackingId), eq(T.locationId, E.locationId)))
    .where(and(eq(E.contactId, contactId), eq(E.locationId, ctx.locationId)))
    .orderBy(asc(E.status), sql`${E.lastCheckInAt} desc nulls last`, desc(E.id));
  return {
    data: rows.map((r) => ({
      tracking_id: r.trackingId, name: r.name, status: r.status as "active" | "deleted", start_date: r.startDate, score: r.score, streak: r.streak,
      last_check_in_at: r.lastCheckInAt ? new Date(r.lastCheckInAt).toISOString() : null,
    })),
  };
}
