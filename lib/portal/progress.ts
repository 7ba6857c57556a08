import "server-only";
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "@/db";
import { locations, progressTrackingCheckIns as K, progressTrackingContacts as E, progressTrackings as T } from "@/db/schema";
import type { PortalCtx } from "@/lib/auth/portal-session";
import { notFound, validationError } from "@/lib/http/errors";
import { openCheckInWhere, submitCheckIn } from "@/lib/progress-tracking/check-in";
import { PUBLIC_DEFAULTS } from "@/lib/progress-tracking/constants";
import { contactTrends } from "@/lib/progress-tracking/insights";
import { periodOf, periodRange, todayIn } from "@/lib/progress-tracking/periods";
import { visibleWhere } from "./visibility";

/**
 * The portal's Progress tab, check-ins (issue 32): the contact's active progress trackings, one
 * with its questions, goals and trends, and the check-in submitted through the tracking module's
 * own service (lib/progress-tracking/check-in.ts). Read with the one visibility rule; a tracking
 * the contact is not enrolled in (or was removed from) is a 404.
 */

/** GET /portal/progress: each tracking with this period's range and whether it is still due. */
export async function trackingList(db: Db, p: PortalCtx) {
  const [rows, [loc]] = await Promise.all([
    db
      .select({ enrolmentId: E.id, id: T.id, name: T.name, periodDays: T.periodDays, startDate: E.startDate, streak: E.streak, score: E.score, lastCheckInAt: E.lastCheckInAt })
      .from(E)
      .innerJoin(T, and(eq(T.id, E.trackingId), eq(T.locationId, E.locationId)))
      .where(visibleWhere("tracking", p.locationId, p.contactId))
      .orderBy(asc(T.name), desc(E.id)),
    db.select({ timezone: locations.timezone }).from(locations).where(eq(locations.id, p.locationId)),
  ]);
  const today = todayIn(loc.timezone);
  const current = rows.length
    ? await db.select({ enrolmentId: K.enrolmentId, period: K.period }).from(K)
      .where(and(eq(K.locationId, p.locationId), inArray(K.enrolmentId, rows.map((r) => r.enrolmentId)), isNull(K.replacedAt)))
    : [];
  return {
    data: rows.map((r) => {
      const period = periodOf(r.startDate, r.periodDays, today);
      const range = periodRange(r.startDate, r.periodDays, period);
      const submitted = current.some((c) => c.enrolmentId === r.enrolmentId && c.period === period);
      return {
        id: r.id, name: r.name, period_days: r.periodDays, period_start: range.start, period_end: range.end, due: !submitted,
        last_check_in_at: r.lastCheckInAt ? new Date(r.lastCheckInAt).toISOString() : null, streak: r.streak, score: r.score,
      };
    }),
  };
}

const openFor = (db: Db, p: PortalCtx, trackingId: number) => openCheckInWhere(db, and(eq(E.trackingId, trackingId), visibleWhere("tracking", p.locationId, p.contactId))!);

/** GET /portal/progress/{id}: the check-in's questions and categories, this period, and each number category's goal and trend. */
export async function trackingItem(db: Db, p: PortalCtx, trackingId: number) {
  const open = await openFor(db, p, trackingId);
  if (!open) throw notFound("Client tracking");
  const trends = await contactTrends(db, { locationId: p.locationId }, trackingId, p.contactId);
  return {
    id: open.trackingId, name: open.name, period_days: open.periodDays, period_start: open.range.start, period_end: open.range.end, submitted: open.submitted,
    submit_text: open.settings.submit_text,
    sections: open.sections.map((s) => ({ id: s.id, name: s.name, questions: s.questions.map((q) => ({ id: q.id, type: q.type, label: q.label, unit: q.unit ?? "", options: q.options ?? [], required: q.required })) })),
    categories: open.categories.map((c) => ({ id: c.id, name: c.name, unit: c.unit ?? "", kind: c.kind })),
    trends: trends.data.map((t) => ({
      category_id: t.category_id, name: t.name, unit: t.unit ?? "", goal: t.goal, latest: t.points.at(-1)?.value ?? null,
      average: t.average, rate_per_week: t.rate_per_week, status: t.status, summary: t.summary,
    })),
  };
}

/**
 * POST /portal/progress/{id}/check-in: the tracking's own submission (its validation, the
 * period's earlier check-in replaced, scores recomputed). Answers are keyed as the check-in page's
 * inputs (`q_{question}`, `c_{category}`); errors come back on `answers.{key}`. Photos are taken
 * on the check-in page (JSON carries no uploads).
 */
export async function submitTrackingCheckIn(db: Db, p: PortalCtx, trackingId: number, answers: Record<string, string>) {
  const open = await openFor(db, p, trackingId);
  if (!open) throw notFound("Client tracking");
  const done = await submitCheckIn(db, open, { fields: new Map(Object.entries(answers)), uploads: new Map() });
  if (!done.ok) throw validationError(Object.fromEntries(Object.entries(done.errors).map(([k, v]) => [k === "form" ? "answers" : `answers.${k}`, v])));
  return { status: 1, message: PUBLIC_DEFAULTS.thank_you, check_in_id: done.checkInId };
}
