import "server-only";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { formAnswers, formQuestions, forms } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { reorderAll, type Orderable } from "@/lib/http/reorder";
import { FORM_MSG, isChoice, QUESTIONS_MAX } from "./constants";
import { deleteAnswerFiles, discardAnswerBytes } from "./file-answers";
import type { Question, QuestionSave } from "./schemas";
import { ownForm } from "./service";

type LocCtx = Pick<Ctx, "locationId">;
const questionOrderable: Orderable = { table: formQuestions, id: formQuestions.id, locationId: formQuestions.locationId, ordering: formQuestions.ordering, noun: "Question" };

export const toQuestion = (q: typeof formQuestions.$inferSelect): Question => ({
  id: q.id, form_id: q.formId, type: q.type as Question["type"], title: q.title, description: q.description, required: q.required ? 1 : 0, options: q.options, ordering: q.ordering,
});

async function requireForm(db: Db, ctx: LocCtx, formId: number) {
  const [f] = await db.select({ id: forms.id }).from(forms).where(ownForm(ctx, formId));
  if (!f) throw notFound("Form");
}

/** The form's questions in order (the location's form only). */
export async function listQuestions(db: Db, ctx: LocCtx, formId: number) {
  await requireForm(db, ctx, formId);
  const rows = await db
    .select()
    .from(formQuestions)
    .where(and(eq(formQuestions.formId, formId), eq(formQuestions.locationId, ctx.locationId)))
    .orderBy(asc(formQuestions.ordering), asc(formQuestions.id));
  return rows.map(toQuestion);
}

/** POST /form/{id}/save-question: a new question at the end, or the given one updated. */
export async function saveQuestion(db: Db, ctx: LocCtx, formId: number, body: QuestionSave) {
  await requireForm(db, ctx, formId);
  const values = { type: body.type, title: body.title, description: body.description, required: body.required, options: isChoice(body.type) ? body.options : [] };
  if (body.question_id) {
    const [row] = await db
      .update(formQuestions)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(formQuestions.id, body.question_id), eq(formQuestions.formId, formId), eq(formQuestions.locationId, ctx.locationId)))
      .returning();
    if (!row) throw notFound("Question");
    return { status: 1, message: FORM_MSG.questionSaved, data: toQuestion(row) };
  }
  const scope = and(eq(formQuestions.formId, formId), eq(formQuestions.locationId, ctx.locationId));
  const [{ n }] = await db.select({ n: count() }).from(formQuestions).where(scope);
  if (n >= QUESTIONS_MAX) throw validationError({ question_id: [`A form may have at most ${QUESTIONS_MAX} questions.`] });
  const [row] = await db
    .insert(formQuestions)
    .values({ ...values, locationId: ctx.locationId, formId, ordering: sql`(select coalesce(max(${formQuestions.ordering}), -1) + 1 from ${formQuestions} where ${scope})` })
    .returning();
  return { status: 1, message: FORM_MSG.questionSaved, data: toQuestion(row) };
}

/** POST /form/question/duplicate: a copy right after the original. */
export async function duplicateQuestion(db: Db, ctx: LocCtx, id: number) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [src] = await tx.select().from(formQuestions).where(and(eq(formQuestions.id, id), eq(formQuestions.locationId, ctx.locationId)));
    if (!src) throw notFound("Question");
    const [{ n }] = await tx.select({ n: count() }).from(formQuestions).where(and(eq(formQuestions.formId, src.formId), eq(formQuestions.locationId, ctx.locationId)));
    if (n >= QUESTIONS_MAX) throw validationError({ id: [`A form may have at most ${QUESTIONS_MAX} questions.`] });
    await tx
      .update(formQuestions)
      .set({ ordering: sql`${formQuestions.ordering} + 1` })
      .where(and(eq(formQuestions.formId, src.formId), eq(formQuestions.locationId, ctx.locationId), sql`${formQuestions.ordering} > ${src.ordering}`));
    const [row] = await tx
      .insert(formQuestions)
      .values({ locationId: ctx.locationId, formId: src.formId, type: src.type, title: src.title, description: src.description, required: src.required, options: src.options, ordering: src.ordering + 1 })
      .returning();
    return { status: 1, message: FORM_MSG.questionDuplicated, data: toQuestion(row) };
  });
}

/** DELETE /form/question/delete: the question and its answers. */
export async function deleteQuestion(db: Db, ctx: LocCtx, id: number) {
  const gone = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const answerFiles = await deleteAnswerFiles(tx, ctx.locationId, eq(formAnswers.questionId, id));
    const [row] = await tx.delete(formQuestions).where(and(eq(formQuestions.id, id), eq(formQuestions.locationId, ctx.locationId))).returning({ id: formQuestions.id });
    if (!row) throw notFound("Question");
    return answerFiles;
  });
  await discardAnswerBytes(gone);
  return { status: 1, message: FORM_MSG.questionDeleted };
}

/** PATCH /form/sort-questions: every question of the form, in its new order. */
export async function sortQuestions(db: Db, ctx: LocCtx, body: { form_id: number; ids: number[] }) {
  await requireForm(db, ctx, body.form_id);
  await reorderAll(db, questionOrderable, ctx.locationId, body.ids, eq(formQuestions.formId, body.form_id));
  return { status: 1, message: FORM_MSG.sorted };
}
