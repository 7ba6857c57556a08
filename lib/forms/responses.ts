import "server-only";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, formAnswers, formQuestions, formRespondents, forms } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { appUrl } from "@/lib/auth/app-url";
import { notFound } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import { FORM_MSG } from "./constants";
import { deleteAnswerFiles, discardAnswerBytes, fileAnswerNames } from "./file-answers";
import { checkResponseToken, publicResponsePath } from "./response-token";
import type { FormResponse, RespondentRow } from "./schemas";
import { ownForm } from "./service";

type LocCtx = Pick<Ctx, "locationId">;

const respondentCols = {
  id: formRespondents.id, contactId: formRespondents.contactId, source: formRespondents.source, createdAt: formRespondents.createdAt,
  firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email,
};
const toRow = (r: { id: number; contactId: number; source: string; createdAt: Date; firstName: string; lastName: string; email: string | null }): RespondentRow => ({
  id: r.id, contact_id: r.contactId, first_name: r.firstName, last_name: r.lastName, email: r.email, source: r.source, created_at: r.createdAt.toISOString(),
});

/** GET /form/get-respondent: a page of the form's responses, newest first. */
export async function listRespondents(db: Db, ctx: LocCtx, q: { form_id: number; page: number; per_page: number }) {
  const [f] = await db.select({ id: forms.id }).from(forms).where(ownForm(ctx, q.form_id));
  if (!f) throw notFound("Form");
  const page = await listPage(
    {
      tenant: and(eq(formRespondents.locationId, ctx.locationId), eq(formRespondents.formId, q.form_id))!,
      sorts: { created_at: formRespondents.createdAt }, sort: "created_at", direction: "desc", id: formRespondents.id, page: q.page, perPage: q.per_page,
    },
    (__total) =>
      db
        .select({ ...respondentCols, __total })
        .from(formRespondents)
        .innerJoin(contacts, and(eq(contacts.id, formRespondents.contactId), eq(contacts.locationId, ctx.locationId)))
        .$dynamic(),
    async (where) => (await db.select({ n: count() }).from(formRespondents).where(where))[0].n,
  );
  return { ...page, data: page.data.map(toRow) };
}

/** One response with every question's answer (in the form's order), or null when any id is not this location's or not together. */
export async function loadResponse(db: Db, locationId: number, ref: { form_id: number; contact_id: number; respondent_id: number }): Promise<FormResponse | null> {
  const [r] = await db
    .select({ ...respondentCols, formTitle: forms.title })
    .from(formRespondents)
    .innerJoin(forms, and(eq(forms.id, formRespondents.formId), eq(forms.locationId, locationId)))
    .innerJoin(contacts, and(eq(contacts.id, formRespondents.contactId), eq(contacts.locationId, locationId)))
    .where(and(eq(formRespondents.id, ref.respondent_id), eq(formRespondents.formId, ref.form_id), eq(formRespondents.contactId, ref.contact_id), eq(formRespondents.locationId, locationId)));
  if (!r) return null;
  const [questions, answers] = await Promise.all([
    db.select({ id: formQuestions.id, title: formQuestions.title, type: formQuestions.type }).from(formQuestions)
      .where(and(eq(formQuestions.formId, ref.form_id), eq(formQuestions.locationId, locationId))).orderBy(asc(formQuestions.ordering), asc(formQuestions.id)),
    db.select({ questionId: formAnswers.questionId, value: formAnswers.value }).from(formAnswers)
      .where(and(eq(formAnswers.respondentId, r.id), eq(formAnswers.locationId, locationId))).orderBy(asc(formAnswers.id)),
  ]);
  const fileIds = new Set(questions.filter((q) => q.type === "file").map((q) => q.id));
  const named = await fileAnswerNames(db, locationId, answers.filter((a) => fileIds.has(a.questionId)).map((a) => a.value));
  return {
    form: { id: ref.form_id, title: r.formTitle },
    respondent: toRow(r),
    answers: questions.map((q) => {
      const values = answers.filter((a) => a.questionId === q.id).map((a) => a.value);
      if (!fileIds.has(q.id)) return { question_id: q.id, title: q.title, type: q.type, values, file: null };
      const file = values.length ? (named.get(values[0]) ?? { name: "File removed", url: null }) : null;
      return { question_id: q.id, title: q.title, type: q.type, values: file ? [file.name] : [], file };
    }),
  };
}

/** GET /form/view-form-response: the response, with its signed public link. */
export async function viewResponse(db: Db, ctx: LocCtx, ref: { form_id: number; contact_id: number; respondent_id: number }) {
  const res = await loadResponse(db, ctx.locationId, ref);
  if (!res) throw notFound("Response");
  return { data: { ...res, public_url: appUrl() + publicResponsePath(ref.form_id, ref.contact_id, ref.respondent_id) } };
}

/**
 * The public view (GET /form/view-form-public-response and the server-rendered page): the
 * token is the only key; the form names its location. Anything wrong is the same null (404).
 */
export async function viewPublicResponse(db: Db, ref: { form_id: number; contact_id: number; respondent_id: number; token?: string | null }) {
  if (!checkResponseToken(ref.form_id, ref.contact_id, ref.respondent_id, ref.token)) return null;
  const [f] = await db.select({ locationId: forms.locationId }).from(forms).where(eq(forms.id, ref.form_id));
  if (!f) return null;
  const res = await loadResponse(db, f.locationId, ref);
  // Files download only with a session of the location: the signed page names them.
  return res ? { res: { ...res, answers: res.answers.map((a) => (a.file ? { ...a, file: { ...a.file, url: null } } : a)) }, locationId: f.locationId } : null;
}

/** DELETE /form/delete-submitted-form: responses of the form, all or 404 and nothing deleted. */
export async function deleteResponses(db: Db, ctx: LocCtx, body: { form_id: number; ids: number[] }) {
  const ids = [...new Set(body.ids)];
  const gone = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // Their uploaded files go with them (the answers themselves cascade).
    const answerFiles = await deleteAnswerFiles(tx, ctx.locationId, and(eq(formAnswers.formId, body.form_id), inArray(formAnswers.respondentId, ids))!);
    const rows = await tx
      .delete(formRespondents)
      .where(and(eq(formRespondents.locationId, ctx.locationId), eq(formRespondents.formId, body.form_id), inArray(formRespondents.id, ids)))
      .returning({ id: formRespondents.id });
    if (rows.length !== ids.length) throw notFound("Response");
    return answerFiles;
  });
  await discardAnswerBytes(gone);
  return { status: 1, message: FORM_MSG.responseDeleted };
}
