import "server-only";
import { and, asc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { formAnswers, formQuestions, forms, formTallies } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import { isChoice, NUMERIC_TYPES, RATING_MAX, YES_NO } from "./constants";
import type { QuestionStats } from "./schemas";
import { ownForm } from "./service";

const LATEST = 5;
const TEXT_TYPES = ["short_text", "long_text", "email", "phone", "date"];

/**
 * GET /form/get-analytics: per question, how many answered, each option's count, the average,
 * lowest and highest of numbers and ratings, and a text question's latest answers. Counts come
 * from form_tallies (kept by triggers, migration 0021): a few rows per question, however many
 * responses; the latest answers are an index read of five rows per text question.
 */
export async function formAnalytics(db: Db, ctx: Pick<Ctx, "locationId">, formId: number) {
  const [f] = await db.select({ id: forms.id, title: forms.title, respondents: forms.respondentCount }).from(forms).where(ownForm(ctx, formId));
  if (!f) throw notFound("Form");
  const questions = await db
    .select({ id: formQuestions.id, title: formQuestions.title, type: formQuestions.type, options: formQuestions.options })
    .from(formQuestions)
    .where(and(eq(formQuestions.formId, formId), eq(formQuestions.locationId, ctx.locationId)))
    .orderBy(asc(formQuestions.ordering), asc(formQuestions.id));
  const scope = and(eq(formTallies.locationId, ctx.locationId), eq(formTallies.formId, formId), gt(formTallies.n, 0));
  const numeric = questions.filter((q) => (NUMERIC_TYPES as readonly string[]).includes(q.type)).map((q) => q.id);
  const texts = questions.filter((q) => TEXT_TYPES.includes(q.type)).map((q) => q.id);

  const [tallies, numbers, latest] = await Promise.all([
    // Every tally but a number question's values (those are summarised below).
    db
      .select({ q: formTallies.questionId, value: formTallies.value, n: formTallies.n })
      .from(formTallies)
      .innerJoin(formQuestions, and(eq(formQuestions.id, formTallies.questionId), eq(formQuestions.locationId, ctx.locationId)))
      .where(and(scope, sql`(${formTallies.value} = '' or ${formQuestions.type} <> 'number')`)),
    numeric.length
      ? db
          .select({
            q: formTallies.questionId,
            avg: sql<string>`sum(${formTallies.value}::numeric * ${formTallies.n}) / nullif(sum(${formTallies.n}), 0)`,
            min: sql<string>`min(${formTallies.value}::numeric)`,
            max: sql<string>`max(${formTallies.value}::numeric)`,
          })
          .from(formTallies)
          .where(and(scope, inArray(formTallies.questionId, numeric), ne(formTallies.value, "")))
          .groupBy(formTallies.questionId)
      : [],
    texts.length
      ? db.execute<{ q: number; value: string }>(sql`
          select q.id as q, a.value from unnest(${sql.raw(`array[${texts.join(",")}]::int[]`)}) as q(id)
          cross join lateral (select value from ${formAnswers} where question_id = q.id and location_id = ${ctx.locationId} and form_id = ${formId} order by id desc limit ${LATEST}) a`)
      : [],
  ]);
  // db.execute answers { rows } on PGlite and an array on postgres-js.
  const latestRows = (Array.isArray(latest) ? latest : (latest as { rows: unknown[] }).rows) as { q: number; value: string }[];
  const num = (v: string | null | undefined) => (v == null ? null : Math.round(Number(v) * 100) / 100);

  const stats = questions.map((q): QuestionStats => {
    const labels = q.type === "yes_no" ? [...YES_NO] : q.type === "rating" ? Array.from({ length: RATING_MAX }, (_, i) => String(i + 1)) : isChoice(q.type) ? q.options : [];
    const counts = tallies.filter((r) => r.q === q.id && r.value !== "");
    // Options renamed after answers came in keep their old answers' counts too.
    const extra = q.type === "number" ? [] : counts.filter((r) => !labels.includes(r.value)).map((r) => r.value);
    const n = numbers.find((r) => r.q === q.id);
    return {
      question_id: q.id,
      title: q.title,
      type: q.type,
      answered: tallies.find((r) => r.q === q.id && r.value === "")?.n ?? 0,
      options: [...labels, ...extra].map((label) => ({ label, count: counts.find((r) => r.value === label)?.n ?? 0 })),
      average: num(n?.avg),
      min: num(n?.min),
      max: num(n?.max),
      latest: latestRows.filter((r) => Number(r.q) === q.id).map((r) => r.value),
    };
  });
  return { data: { respondents: f.respondents, questions: stats }, title: f.title };
}
