import { defineModule } from "@/lib/http/module";
import { del, get, patch, post } from "@/lib/http/route";
import { dataOf, idParam, statusOk } from "@/lib/http/schemas";
import { notFound } from "@/lib/http/errors";
import { listAfterAssets } from "./after-asset";
import { formAnalytics as analytics } from "./analytics";
import { responsesCsv } from "./csv";
import { analyticsPdf, responsePdf } from "./pdf";
import { deleteQuestion, duplicateQuestion, listQuestions, saveQuestion, sortQuestions } from "./questions";
import { deleteResponses, listRespondents, viewPublicResponse, viewResponse } from "./responses";
import * as S from "./schemas";
import { checkInTrends } from "./trends";
import { createForm, deleteForms, duplicateForm, formDetails, listAllForms, listForms, renameForm, setEnabled, setPortalDisabled, updateForm } from "./service";
import { listContactForms, restrictFromContacts, sendToContacts, toggleContactForm } from "./sending";

const view = { tenancy: "location", permit: ["forms", "view"] } as const;
const update = { tenancy: "location", permit: ["forms", "update"] } as const;
const withData = <T extends import("zod").ZodType>(item: T) => statusOk.extend({ data: item });

/** Forms (doc 2 s7 "Forms (under /form)"; issue 12). */
export const formsModule = defineModule("forms", [
  get("/form/list", { ...view, summary: "A dashboard page of forms (6, ordering desc)", query: S.formListQuery, response: S.formPage },
    ({ db, ctx, query }) => listForms(db, ctx, query)),
  get("/form/list-all", { ...view, summary: "Every form's id and title", response: S.formListAll },
    ({ db, ctx }) => listAllForms(db, ctx)),
  patch("/form/create", { tenancy: "location", permit: ["forms", "create"], summary: "A new form with the default settings", body: S.formCreate, response: withData(S.formDetails), status: 201 },
    ({ db, ctx, body }) => createForm(db, ctx, body)),
  patch("/form/rename", { ...update, summary: "Renames a form", body: S.formRename, response: statusOk },
    ({ db, ctx, body }) => renameForm(db, ctx, body)),
  get("/form/{id}/details", { ...view, summary: "A form's settings", params: idParam, response: dataOf(S.formDetails) },
    async ({ db, ctx, params }) => ({ data: await formDetails(db, ctx, params.id) })),
  patch("/form/{id}/update", { ...update, summary: "Saves a form's settings", params: idParam, body: S.formUpdate, response: withData(S.formDetails) },
    ({ db, ctx, params, body }) => updateForm(db, ctx, params.id, body)),
  post("/form/duplicate", { tenancy: "location", permit: ["forms", "create"], summary: "A copy of a form with its questions", body: S.formId, response: withData(S.formId) },
    ({ db, ctx, body }) => duplicateForm(db, ctx, body.id)),
  del("/form/delete", { tenancy: "location", permit: ["forms", "delete"], summary: "Deletes forms with their questions and responses", body: S.formIds, response: statusOk },
    ({ db, ctx, body }) => deleteForms(db, ctx, body.ids)),
  patch("/form/set-enable-disable", { ...update, summary: "Enables or disables a form everywhere", body: S.setEnabled, response: statusOk },
    ({ db, ctx, body }) => setEnabled(db, ctx, body)),
  patch("/form/set-form-disable", { ...update, summary: "Hides a form in (1) or shows it in (0) the client portal", body: S.setPortalDisabled, response: statusOk },
    ({ db, ctx, body }) => setPortalDisabled(db, ctx, body)),
  get("/form/get-all-asset", { ...view, summary: "Pages and playbooks a form can open after submitting", response: S.allAssets },
    ({ db, ctx }) => listAfterAssets(db, ctx)),

  get("/form/{id}/questions", { ...view, summary: "A form's questions in order", params: idParam, response: dataOf(S.question.array()) },
    async ({ db, ctx, params }) => ({ data: await listQuestions(db, ctx, params.id) })),
  post("/form/{id}/save-question", { ...update, summary: "Adds a question (no question_id) or saves one", params: idParam, body: S.questionSave, response: withData(S.question) },
    ({ db, ctx, params, body }) => saveQuestion(db, ctx, params.id, body)),
  post("/form/question/duplicate", { ...update, summary: "A copy of a question, right after it", body: S.questionRef, response: withData(S.question) },
    ({ db, ctx, body }) => duplicateQuestion(db, ctx, body.id)),
  del("/form/question/delete", { ...update, summary: "Deletes a question and its answers", body: S.questionRef, response: statusOk },
    ({ db, ctx, body }) => deleteQuestion(db, ctx, body.id)),
  patch("/form/sort-questions", { ...update, summary: "Every question of a form, in its new order", body: S.sortQuestions, response: statusOk },
    ({ db, ctx, body }) => sortQuestions(db, ctx, body)),

  post("/form/send-to-contact", { ...update, summary: "Sends forms to contacts (each emailed their own link)", body: S.formContactsBody, response: statusOk },
    ({ db, ctx, body }) => sendToContacts(db, ctx, body)),
  post("/form/restrict-from-contact", { ...update, summary: "Takes forms back from contacts", body: S.formContactsBody, response: statusOk },
    ({ db, ctx, body }) => restrictFromContacts(db, ctx, body)),
  get("/contact/{id}/forms", { ...view, summary: "The forms a contact was sent or answered, with their responses", params: S.contactIdParam, query: S.respondentQuery.pick({ page: true, per_page: true }), response: S.contactFormsPage },
    ({ db, ctx, params, query }) => listContactForms(db, ctx, params.id, query)),
  get("/contact/{id}/check-in-trends", { ...view, summary: "A contact's numeric answers (numbers, ratings) over time, per question", params: S.contactIdParam, response: dataOf(S.checkInTrend.array()) },
    ({ db, ctx, params }) => checkInTrends(db, ctx, params.id)),
  patch("/contact/enable-disable-form", { ...update, summary: "Hides (1) or shows (0) a sent form for one contact", body: S.contactFormToggle, response: statusOk },
    ({ db, ctx, body }) => toggleContactForm(db, ctx, body)),

  get("/form/get-respondent", { ...view, summary: "A page of a form's responses, newest first", query: S.respondentQuery, response: S.respondentPage },
    ({ db, ctx, query }) => listRespondents(db, ctx, query)),
  get("/form/view-form-response", { ...view, summary: "One response with its answers and signed public link", query: S.responseRef, response: dataOf(S.formResponse) },
    ({ db, ctx, query }) => viewResponse(db, ctx, query)),
  get("/form/view-form-public-response", { tenancy: "public", summary: "One response through its signed link (bad or foreign token: 404)", query: S.publicResponseRef, response: dataOf(S.formResponse) },
    async ({ db, query }) => {
      const found = await viewPublicResponse(db, query);
      if (!found) throw notFound("Response");
      return { data: found.res };
    }),
  del("/form/delete-submitted-form", { tenancy: "location", permit: ["forms", "delete"], summary: "Deletes responses of a form", body: S.deleteResponses, response: statusOk },
    ({ db, ctx, body }) => deleteResponses(db, ctx, body)),
  get("/form/download-form-response", { ...view, summary: "One response as a PDF", query: S.downloadResponseQuery },
    ({ db, ctx, query }) => responsePdf(db, ctx, query)),
  get("/form/get-analytics", { ...view, summary: "Per-question analytics", query: S.analyticsQuery, response: S.formAnalytics },
    async ({ db, ctx, query }) => ({ data: (await analytics(db, ctx, query.form_id)).data })),
  get("/form/{id}/download-analytics", { ...view, summary: "Analytics as a PDF, or every response as a CSV (streamed)", params: idParam, query: S.downloadAnalyticsQuery },
    ({ db, ctx, params, query }) => (query.format === "csv" ? responsesCsv(db, ctx, params.id) : analyticsPdf(db, ctx, params.id))),
]);
