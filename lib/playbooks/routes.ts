import { createMiddleware } from "hono/factory";
import { z } from "@hono/zod-openapi";
import type { ApiEnv } from "@/lib/http/env";
import { defineModule } from "@/lib/http/module";
import { del, get, patch, post } from "@/lib/http/route";
import { dataOf, idParam, statusOk } from "@/lib/http/schemas";
import { checkDeclaredLength } from "@/lib/platform/files/multipart";
import { DOWNLOAD_MAX_BYTES } from "./constants";
import * as s from "./schemas";
import * as e from "./editor";
import * as svc from "./service";
import * as a from "./assign";
import * as canva from "./canva";
import { ZIP_BODY_BYTES } from "./design-zip";

const view = { tenancy: "location", permit: ["playbooks", "view"] } as const;
const create = { tenancy: "location", permit: ["playbooks", "create"] } as const;
const update = { tenancy: "location", permit: ["playbooks", "update"] } as const;
const remove = { tenancy: "location", permit: ["playbooks", "delete"] } as const;

/** After authentication (401/403 first), before the body is touched. */
const bodyCap = createMiddleware<ApiEnv>(async (c, next) => {
  checkDeclaredLength(c.req.raw, DOWNLOAD_MAX_BYTES + 1024 * 1024);
  await next();
});

const zipCap = createMiddleware<ApiEnv>(async (c, next) => {
  checkDeclaredLength(c.req.raw, ZIP_BODY_BYTES);
  await next();
});

const toggled = statusOk.extend({ is_pinned: z.number().int() });
const allClients = statusOk.extend({ all_clients: z.number().int() });
const stepAnswer = dataOf(s.step);

/** The dashboard and the editor (issue 12 "Playbooks"). */
export const playbooksModule = defineModule("playbooks", [
  // Dashboard
  get("/playbook/list", { ...view, summary: "A dashboard page of playbooks (6 a page, hand-made order)", query: s.playbookListQuery, response: s.playbookPage },
    ({ db, ctx, query }) => svc.listPlaybooks(db, ctx, query)),
  get("/playbook/list-all", { ...view, summary: "Every playbook's id and title", response: s.playbookListAll },
    ({ db, ctx }) => svc.listAllPlaybooks(db, ctx)),
  post("/playbook/create", { ...create, summary: "A new, empty playbook, first on the dashboard", body: s.playbookCreate, response: dataOf(s.playbookCard), status: 201 },
    async ({ db, ctx, body }) => ({ data: await svc.createPlaybook(db, ctx, body) })),
  patch("/playbook/rename", { ...update, summary: "The renamed playbook", body: s.playbookRename, response: dataOf(s.playbookCard) },
    async ({ db, ctx, body }) => ({ data: await svc.renamePlaybook(db, ctx, body) })),
  post("/playbook/duplicate", { ...create, summary: "A deep copy (steps, tabs, downloads, buttons, FAQ)", body: s.playbookIdBody, response: dataOf(s.playbookCard), status: 201 },
    async ({ db, ctx, body }) => ({ data: await svc.findCard(db, ctx, await svc.duplicatePlaybook(db, ctx, body.id)) })),
  del("/playbook/delete", { ...remove, summary: "Deletes playbooks (ids) or steps (step_ids)", body: s.playbookDelete, response: statusOk },
    ({ db, ctx, body }) => svc.deletePlaybooksOrSteps(db, ctx, body)),
  patch("/playbook/{id}/pin-unpin", { ...update, summary: "Pins or unpins (toggles without is_pinned)", params: idParam, body: s.pinBody, response: toggled },
    ({ db, ctx, params, body }) => svc.pinPlaybook(db, ctx, params.id, body)),
  patch("/playbook/{id}/enable-disable-all-clients", { ...update, summary: "Shows the playbook to every portal contact, or to assigned ones only", params: idParam, body: s.allClientsBody, response: allClients },
    ({ db, ctx, params, body }) => svc.setAllClients(db, ctx, params.id, body)),
  get("/playbook/playbook-categories", { ...view, summary: "The location's playbook categories", response: dataOf(z.array(s.category)) },
    async ({ db, ctx }) => ({ data: await svc.listCategories(db, ctx) })),
  post("/playbook/create-category", { ...create, summary: "A new category", body: s.categoryBody, response: dataOf(s.category), status: 201 },
    async ({ db, ctx, body }) => ({ data: await svc.createCategory(db, ctx, body) })),
  del("/playbook/delete-category", { ...remove, summary: "Deletes a category (its playbooks stay, uncategorised)", body: s.playbookIdBody, response: statusOk },
    ({ db, ctx, body }) => svc.deleteCategory(db, ctx, body)),

  // Editor
  get("/playbook/{id}/details", { ...view, summary: "Everything the editor shows", params: idParam, response: dataOf(s.playbookDetails) },
    async ({ db, ctx, params }) => ({ data: await e.playbookDetails(db, ctx, params.id) })),
  get("/playbook/configuration", { ...view, summary: "Categories, button icons, sidebar sections and default settings", response: dataOf(s.configuration) },
    async ({ db, ctx }) => ({ data: await e.configuration(db, ctx) })),
  patch("/playbook/{id}/update-settings", { ...update, summary: "Title, category and settings", params: idParam, body: s.updateSettings, response: statusOk.extend({ data: s.playbookDetails }) },
    ({ db, ctx, params, body }) => e.updateSettings(db, ctx, params.id, body)),
  get("/playbook/{id}/custom-buttons", { ...view, summary: "The playbook's custom buttons in order", params: idParam, response: dataOf(z.array(s.button)) },
    async ({ db, ctx, params }) => ({ data: await e.buttonsOf(db, ctx, params.id) })),
  post("/playbook/save-custom-button", { ...update, summary: "Adds or edits a custom button (label, URL, colour, icon)", body: s.buttonSave, response: dataOf(z.array(s.button)) },
    ({ db, ctx, body }) => e.saveButton(db, ctx, body)),
  del("/playbook/custom-button/delete", { ...update, summary: "Deletes a custom button", body: s.playbookIdBody, response: statusOk },
    ({ db, ctx, body }) => e.deleteButton(db, ctx, body)),
  patch("/playbook/sort-buttons", { ...update, summary: "The playbook's buttons in their new order", body: s.sortInPlaybook, response: statusOk },
    ({ db, ctx, body }) => e.sortButtons(db, ctx, body)),
  patch("/playbook/sort-sidebar", { ...update, summary: "The portal sidebar's sections in their new order", body: s.sortSidebar, response: statusOk },
    ({ db, ctx, body }) => e.sortSidebar(db, ctx, body)),
  patch("/playbook/sort-steps", { ...update, summary: "The playbook's steps in their new order", body: s.sortInPlaybook, response: statusOk },
    ({ db, ctx, body }) => e.sortSteps(db, ctx, body)),
  patch("/playbook/sort-tabs", { ...update, summary: "A step's tabs in their new order", body: s.sortTabs, response: statusOk },
    ({ db, ctx, body }) => e.sortTabs(db, ctx, body)),
  post("/playbook/{id}/save-faq", { ...update, summary: "Adds or edits an FAQ entry", params: idParam, body: s.faqSave, response: dataOf(z.array(s.faq)) },
    ({ db, ctx, params, body }) => e.saveFaq(db, ctx, params.id, body)),
  del("/playbook/delete-faq", { ...update, summary: "Deletes an FAQ entry", body: s.playbookIdBody, response: statusOk },
    ({ db, ctx, body }) => e.deleteFaq(db, ctx, body)),
  get("/playbook/get-questions", { ...view, summary: "Questions contacts asked about a playbook", query: s.questionsQuery, response: dataOf(z.array(s.question)) },
    ({ db, ctx, query }) => e.listQuestions(db, ctx, query.playbook_id)),
  del("/playbook/delete-questions", { ...update, summary: "Deletes questions", body: s.questionsDelete, response: statusOk },
    ({ db, ctx, body }) => e.deleteQuestions(db, ctx, body)),
  post("/playbook/question-to-faq", { ...update, summary: "Files an answered question as an FAQ entry", body: s.questionToFaq, response: dataOf(z.array(s.faq)) },
    ({ db, ctx, body }) => e.questionToFaq(db, ctx, body)),
  post("/playbook/create-step", { ...update, summary: "A new step, last in the playbook", body: s.stepCreate, response: stepAnswer, status: 201 },
    ({ db, ctx, body }) => e.createStep(db, ctx, body)),
  patch("/playbook/update-step", { ...update, summary: "A step's title, banner (1200x200) and thumbnail (1200x700)", body: s.stepUpdate, response: stepAnswer },
    ({ db, ctx, body }) => e.updateStep(db, ctx, body)),
  post("/playbook/duplicate-step", { ...update, summary: "A copy of the step right after it", body: s.playbookIdBody, response: stepAnswer, status: 201 },
    ({ db, ctx, body }) => e.duplicateStep(db, ctx, body)),
  post("/playbook/step/add-tab", { ...update, summary: "Adds a tab to a step (or saves one, with id); rich text, sanitised", body: s.tabSave, response: stepAnswer },
    ({ db, ctx, body }) => e.saveTab(db, ctx, body)),
  del("/playbook/tab/delete", { ...update, summary: "Deletes a tab", body: s.playbookIdBody, response: statusOk },
    ({ db, ctx, body }) => e.deleteTab(db, ctx, body)),
  post("/playbook/step/add-download", { ...update, summary: "Attaches an uploaded document to a step (stored privately)", multipart: s.downloadUploadDoc, middleware: [bodyCap], response: stepAnswer, status: 201 },
    ({ db, ctx, req }) => e.addDownload(db, ctx, req)),
  del("/playbook/step/delete-download", { ...update, summary: "Removes a step's download", body: s.playbookIdBody, response: statusOk },
    ({ db, ctx, body }) => e.deleteDownload(db, ctx, body)),
  get("/playbook/download", { ...view, summary: "One step download, streamed as an attachment", query: s.downloadQuery },
    ({ db, ctx, query }) => e.streamDownload(db, ctx, query.id)),

  // Contacts: send, restrict, progress (ungated in the contact bulk bar: doc 2 s6 "No gate")
  post("/playbook/send-to-contact", { ...view, summary: "Assigns playbooks to contacts and emails each a portal link", description: "`playbook_ids` with the contacts named as the contact bulk bar names them (`contact_ids`, or `all` with `filters` and `except`).", body: s.assignBody, response: statusOk },
    ({ db, ctx, body }) => a.sendToContacts(db, ctx, body)),
  post("/playbook/restrict-from-contact", { ...view, summary: "Takes playbooks away from contacts", body: s.assignBody, response: statusOk },
    ({ db, ctx, body }) => a.restrictFromContacts(db, ctx, body)),
  get("/playbook/{id}/users", { ...view, summary: "The contacts a playbook is sent to, with their progress", params: idParam, query: s.usersQuery, response: s.playbookUsersPage },
    ({ db, ctx, params, query }) => a.playbookUsers(db, ctx, params.id, query)),
  post("/playbook/{id}/resend", { ...view, summary: "Emails an assigned contact a new single-use portal link", params: idParam, body: s.resendBody, response: statusOk },
    ({ db, ctx, params, body }) => a.resend(db, ctx, params.id, body)),
  get("/playbook/get-analytics", { ...view, summary: "Sent, started, completed, and completions by step", query: s.analyticsQuery, response: s.analyticsAnswer },
    ({ db, ctx, query }) => a.analytics(db, ctx, query.playbook_id)),
  get("/contact/playbooks", { ...view, summary: "A contact's playbooks with progress (profile section)", query: s.contactPlaybooksQuery, response: dataOf(z.array(s.contactPlaybook)) },
    ({ db, ctx, query }) => a.contactPlaybookList(db, ctx, query.contact_id)),
  // Design-tool (Canva) zips: images only, 200 entries, 200 MB unpacked, no traversal, natural order
  post("/playbook/canva/upload", { ...update, summary: "Checks a design-tool zip and stores its images (in natural order)", multipart: s.zipUploadDoc, middleware: [zipCap], response: s.zipAnswer, status: 201 },
    ({ db, ctx, req }) => canva.uploadDesignZip(db, ctx, req)),
  post("/playbook/canva/build", { ...update, summary: "A step per image, or one grouped step", body: s.buildBody, response: s.stepsAnswer, status: 201 },
    ({ db, ctx, body }) => canva.buildSteps(db, ctx, body)),
  patch("/playbook/canva/sort", { ...update, summary: "A grouped step's images in their new order", body: s.sortImagesBody, response: statusOk },
    ({ db, ctx, body }) => canva.sortImages(db, ctx, body)),
  patch("/playbook/canva/archive", { ...update, summary: "Archives design steps", body: s.stepIdsBody, response: statusOk },
    ({ db, ctx, body }) => canva.setArchived(db, ctx, body, true)),
  patch("/playbook/canva/restore", { ...update, summary: "Restores archived design steps", body: s.stepIdsBody, response: statusOk },
    ({ db, ctx, body }) => canva.setArchived(db, ctx, body, false)),
  patch("/playbook/canva/degroup", { ...update, summary: "Splits a grouped step into one step per image", body: s.playbookIdBody, response: s.stepsAnswer },
    ({ db, ctx, body }) => canva.degroup(db, ctx, body)),
  patch("/playbook/canva/rename", { ...update, summary: "Renames a design step", body: s.renameStepBody, response: statusOk },
    ({ db, ctx, body }) => canva.renameStep(db, ctx, body)),
  post("/playbook/canva/blank-step", { ...update, summary: "An empty step among the design steps", body: s.blankStepBody, response: s.stepsAnswer, status: 201 },
    ({ db, ctx, body }) => canva.blankStep(db, ctx, body)),
  // POST /auth/login-with-playbook-token signs the contact in: the portal module declares it (lib/portal/routes.ts).
]);
