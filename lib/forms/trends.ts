import "server-only";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, formAnswers, formQuestions, formRespondents, forms } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import { NUMERIC_TYPES } from "./constants";
import type { CheckInTrend } from "./schemas";

/** The latest answers charted per contact: years of weekly check-ins, bounded whatever happens. */
export const TREND_POINTS_MAX = 2000;

/**
 * GET /contact/{id}/check-in-trends: each numeric question (number, rating) the contact answered,
 * with their answers over time, oldest first: the profile's Check-ins charts. One indexed read
 * (the contact's respondents, then each one's answers).
 */
export async function checkInTrends(db: Db, ctx: Pick<Ctx, "locationId">, contactId: number): Promise<{ data: CheckInTrend[] }> {
  const [c] = await db.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.id, contactId), eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt)));
  if (!c) throw notFound("Contact");
  const rows = await db
    .select({
      formId: forms.id, formTitle: forms.title, questionId: formQuestions.id, title: formQuestions.title, type: formQuestions.type,
      ordering: formQuestions.ordering, at: formRespondents.createdAt, value: formAnswers.value,
    })
    .from(formRespondents)
    .innerJoin(forms, and(eq(forms.id, formRespondents.formId), eq(forms.locationId, ctx.locationId)))
    .innerJoin(formAnswers, and(eq(formAnswers.respondentId, formRespondents.id), eq(formAnswers.locationId, ctx.locationId)))
    .innerJoin(formQuestions, and(eq(formQuestions.id, formAnswers.questionId), eq(formQuestions.locationId, ctx.locationId), inArray(formQuestions.type, [...NUMERIC_TYPES])))
    .where(and(eq(formRespondents.locationId, ctx.locationId), eq(formRespondents.contactId, contactId)))
    .orderBy(desc(formRespondents.createdAt), desc(formRespondents.id))
    .limit(TREND_POINTS_MAX);
  const series = new Map<number, CheckInTrend & { ordering: number }>();
  for (const r of rows.reverse()) {
    const value = Number(r.value);
    if (!Number.isFinite(value)) continue;
    let s = series.get(r.questionId);
    if (!s) series.set(r.questionId, (s = { form_id: r.formId, form_title: r.formTitle, question_id: r.questionId, title: r.title, type: r.type as CheckInTrend["type"], ordering: r.ordering, points: [] }));
    s.points.push({ at: r.at.toISOString(), value });
  }
  const data = [...series.values()]
    .sort((a, b) => a.form_title.localeCompare(b.form_title) || a.form_id - b.form_id || a.ordering - b.ordering || a.question_id - b.question_id)
    .map(({ ordering: _ordering, ...s }) => s);
  return { data };
}
