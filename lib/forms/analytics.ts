import "server-only";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { formAnswers, formQuestions, formRespondents, forms } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import { isChoice, RATING_MAX, YES_NO } from "./constants";
import type { QuestionStats } from "./schemas";
import { ownForm } from "./service";

const LATEST = 5;

/**
 * GET /form/get-analytics: per question, how many answered, each option's count, the average of
 * numbers and ratings, and a text question's latest answers. Every aggregate is one GROUP BY
 * over the (location, form, question, value) index, so 100k responses stay fast.
 */
export async function formAnalytics(db: Db, ctx: Pick<Ctx, "locationId">, formId: number) {
  const [f] = await db.select({ id: forms.id, title: forms.title }).from(forms).where(ownForm(ctx, formId));
  if (!f) throw notFound("Form");
  const questions = await db
    .select({ id: formQuestions.id, title: formQuestions.title, type: formQuestions.type, options: formQuestions.options })
    .from(formQuestions)
    .where(and(eq(formQuestions.formId, formId), eq(formQuestions.locationId, ctx.locationId)))
    .orderBy(asc(formQuestions.ordering), asc(formQuestions.id));
  const scope = and(eq(formAnswers.locationId, ctx.locationId), eq(formAnswers.formId, formId));
  const counted = questions.filter((q) => isChoice(q.type) || q.type === "yes_no" || q.type === "rating").map((q) => q.id);
  const numeric = questions.filter((q) => q.type === "number" || q.type === "rating").map((q) => q.id);
  const single = questions.filter((q) => q.type !== "multiple_choice").map((q) => q.id);
  const multi = questions.filter((q) => q.type === "multiple_choice").map((q) => q.id);
  const texts = questions.filter((q) => !counted.includes(q.id) && !numeric.includes(q.id)).map((q) => q.id);

  const [[respondents], byValue, numbers, answeredSingle, answeredMulti, latest] = await Promise.all([
    db.select({ n: count() }).from(formRespondents).where(and(eq(formRespondents.locationId, ctx.locationId), eq(formRespondents.formId, formId))),
    counted.length
      ? db.select({ q: formAnswers.questionId, value: formAnswers.value, n: count() }).from(formAnswers).where(and(scope, inArray(formAnswers.questionId, counted))).groupBy(formAnswers.questionId, formAnswers.value)
      : [],
    numeric.length
      ? db
          .select({ q: formAnswers.questionId, avg: sql<string>`avg(${formAnswers.value}::numeric)`, min: sql<string>`min(${formAnswers.value}::numeric)`, max: sql<string>`max(${formAnswers.value}::numeric)` })
          .from(formAnswers)
          .where(and(scope, inArray(formAnswers.questionId, numeric)))
          .groupBy(formAnswers.questionId)
      : [],
    single.length ? db.select({ q: formAnswers.questionId, n: count() }).from(formAnswers).where(and(scope, inArray(formAnswers.questionId, single))).groupBy(formAnswers.questionId) : [],
    multi.length
      ? db.select({ q: formAnswers.questionId, n: sql<number>`count(distinct ${formAnswers.respondentId})`.mapWith(Number) }).from(formAnswers).where(and(scope, inArray(formAnswers.questionId, multi))).groupBy(formAnswers.questionId)
      : [],
    texts.length
      ? db.execute<{ q: number; value: string }>(sql`
          select q.id as q, a.value from unnest(${sql.raw(`array[${texts.join(",")}]::int[]`)}) as q(id)
          cross join lateral (select value from ${formAnswers} where question_id = q.id and location_id = ${ctx.locationId} and form_id = ${formId} order by id desc limit ${LATEST}) a`)
      : { rows: [] as { q: number; value: string }[] },
  ]);
  // db.execute answers { rows } on PGlite and an array on postgres-js.
  const latestRows = (Array.isArray(latest) ? latest : (latest as { rows: unknown[] }).rows) as { q: number; value: string }[];
  const num = (v: string | null | undefined) => (v == null ? null : Math.round(Number(v) * 100) / 100);

  const stats = questions.map((q): QuestionStats => {
    const labels = q.type === "yes_no" ? [...YES_NO] : q.type === "rating" ? Array.from({ length: RATING_MAX }, (_, i) => String(i + 1)) : isChoice(q.type) ? q.options : [];
    const counts = byValue.filter((r) => r.q === q.id);
    // Options renamed after answers came in keep their old answers' counts too.
    const extra = counts.filter((r) => !labels.includes(r.value)).map((r) => r.value);
    const n = numbers.find((r) => r.q === q.id);
    return {
      question_id: q.id,
      title: q.title,
      type: q.type,
      answered: (q.type === "multiple_choice" ? answeredMulti : answeredSingle).find((r) => r.q === q.id)?.n ?? 0,
      options: [...labels, ...extra].map((label) => ({ label, count: counts.find((r) => r.value === label)?.n ?? 0 })),
      average: num(n?.avg),
      min: num(n?.min),
      max: num(n?.max),
      latest: latestRows.filter((r) => Number(r.q) === q.id).map((r) => r.value),
    };
  });
  return { data: { respondents: respondents.n, questions: stats }, title: f.title };
}
