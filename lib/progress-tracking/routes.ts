import { z } from "@hono/zod-openapi";
import { defineModule } from "@/lib/http/module";
import { pageSchema } from "@/lib/http/pagination";
import { del, get, patch, post } from "@/lib/http/route";
import { id, idParam } from "@/lib/http/schemas";
import { DEFAULT_CATEGORIES } from "./constants";
import {
  addContactBody, answer, categoryRow, checkInRow, contactPathParams, contactQuery, contactsQuery, createBody, createCategoryBody, currentRow, defaultCategoryRow,
  enrolmentRow, goalRow, goalsBody, idBody, idsBody, leaderRow, messageOnly, proofRow, questionRow, relationBody, relationRow, removeContactBody, renameBody,
  saveQuestionBody, saveSectionBody, sectionRow, sortQuestionsBody, sortSectionsBody, storeBody, trackingListQuery, trackingRow, updateBody, updateCategoryBody,
  contactTrackingRow, trendRow,
} from "./schemas";
import { contactTrackings, contactTrends } from "./insights";
import {
  addContacts, contactCheckIns, contactProofs, createCategory, createTracking, currentProgress, deleteCategory, deleteQuestion, deleteSection, deleteTrackings,
  duplicateTracking, getGoals, getRelation, leaderboard, listAllTrackings, listEnrolments, listTrackings, questionSections, refreshTracking, removeContacts,
  renameTracking, saveGoals, saveQuestion, saveRelation, saveSection, sortQuestions, sortSections, storeTracking, updateCategory, updateTracking,
} from "./service";
import { contactReminders, enableDisableReminder, resendReminder, restartReminder } from "./reminders";
import { contactRemindersAnswer } from "@/lib/reminders/schemas";
import { pageQuery } from "@/lib/http/pagination";
import { checkInRoster, nudgeLate } from "./roster";
import { enableDisableReminderBody, nudgeAnswer, resendReminderBody, restartReminderBody, rosterAnswer } from "./schemas";

// Progress tracking (doc 3 s7 "Progress tracking", issue 28). Paths as the spec spells them.
const view = { tenancy: "location", permit: ["progress-tracking", "view"] } as const;
const create = { tenancy: "location", permit: ["progress-tracking", "create"] } as const;
const update = { tenancy: "location", permit: ["progress-tracking", "update"] } as const;
const remove = { tenancy: "location", permit: ["progress-tracking", "delete"] } as const;

const E = {
  gone: "404: another location's tracking.",
  name: "422: an empty or long name.",
  question: "422: an empty label, an unknown type, a choice with fewer than two options, a section not of this tracking. 404: another location's tracking or question.",
  sort: "422: ids not exactly the parent's (each once). 404: an id not of the parent, another location's parent.",
  contacts: "422: no contact ids. 404: a contact or tracking not of the location.",
  goals: "422: a target equal to its start, a category twice or not of this tracking (on that goal's field). 404: a contact not enrolled.",
} as const;

const withSections = z.object({ data: z.array(sectionRow), categories: z.array(categoryRow) });

// Generic in the path, so the typed client keeps each literal path (a plain string would admit any).
const sortSectionsRoute = <P extends string>(path: P) =>
  patch(path, { ...update, description: E.sort, summary: "Sorts a tracking's question sections (the ids: all of them, in order)", body: sortSectionsBody, response: messageOnly },
    ({ db, ctx, body }) => sortSections(db, ctx, body));
const sortQuestionsRoute = <P extends string>(path: P) =>
  patch(path, { ...update, description: E.sort, summary: "Sorts a section's questions (the ids: all of them, in order)", body: sortQuestionsBody, response: messageOnly },
    ({ db, ctx, body }) => sortQuestions(db, ctx, body));
const goalsRoute = <P extends string>(path: P) =>
  post(path, { ...update, description: E.goals, summary: "Replaces the contact's goals (start, target, date per category); the score follows", params: contactPathParams, body: goalsBody, response: answer(z.array(goalRow)) },
    ({ db, ctx, params, body }) => saveGoals(db, ctx, params.tracking, params.contact, body));
const goalsRead = <P extends string>(path: P) =>
  get(path, { ...view, description: "404: a contact not enrolled in the location's tracking.", summary: "The contact's goals", params: contactPathParams, response: z.object({ data: z.array(goalRow) }) },
    ({ db, ctx, params }) => getGoals(db, ctx, params.tracking, params.contact));

export const progressTrackingModule = defineModule("progress-tracking", [
  get("/progress-tracking/list-all", { ...view, summary: "Every tracking's id and name (pickers)", response: z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string() })) }) },
    ({ db, ctx }) => listAllTrackings(db, ctx)),
  get("/progress-tracking/list", { ...view, summary: "The dashboard's page of trackings (per_page 6, order_by order, desc)", query: trackingListQuery, response: pageSchema(trackingRow) },
    ({ db, ctx, query }) => listTrackings(db, ctx, query)),
  post("/progress-tracking/create", { ...create, description: E.name, summary: "A new, empty tracking", body: createBody, response: answer(trackingRow), status: 201 },
    ({ db, ctx, body }) => createTracking(db, ctx, body)),
  post("/progress-tracking/store", { ...create, description: `${E.name} Each section, question and category is checked as its own call checks it.`, summary: "A whole tracking in one call: sections with questions, and categories", body: storeBody, response: answer(trackingRow), status: 201 },
    ({ db, ctx, body }) => storeTracking(db, ctx, body)),
  post("/progress-tracking/duplicate", { ...create, description: E.gone, summary: "Copies a tracking with its questions and categories (not its contacts)", body: idBody, response: answer(trackingRow), status: 201 },
    ({ db, ctx, body }) => duplicateTracking(db, ctx, body.id)),
  patch("/progress-tracking/rename", { ...update, description: `${E.name} ${E.gone}`, summary: "Renames a tracking", body: renameBody, response: messageOnly },
    ({ db, ctx, body }) => renameTracking(db, ctx, body)),
  del("/progress-tracking/delete", { ...remove, description: "404: any id not of the location (nothing deleted).", summary: "Deletes trackings with their check-ins and proof photos", body: idsBody, response: messageOnly },
    ({ db, ctx, body }) => deleteTrackings(db, ctx, body.ids)),
  post("/progress-tracking/add-contact", { ...update, description: E.contacts, summary: "Enrols contacts from a start date (today by default); a removed contact comes back", body: addContactBody, response: messageOnly },
    ({ db, ctx, body }) => addContacts(db, ctx, body)),
  post("/progress-tracking/remove-contact", { ...update, description: E.contacts, summary: "Stops contacts (status deleted, history kept, link revoked)", body: removeContactBody, response: messageOnly },
    ({ db, ctx, body }) => removeContacts(db, ctx, body)),
  post("/progress-tracking/enable-disable-reminder", { ...update, description: E.contacts, summary: "Turns the named contacts' reminders on or off (null: follow the tracking's switch) and re-plans them", body: enableDisableReminderBody, response: messageOnly },
    ({ db, ctx, body }) => enableDisableReminder(db, ctx, body)),
  post("/progress-tracking/restart-reminder", { ...update, description: E.contacts, summary: "Re-plans reminders from today (the named contacts, or all the tracking's)", body: restartReminderBody, response: messageOnly },
    ({ db, ctx, body }) => restartReminder(db, ctx, body)),
  get("/progress-tracking/default-categories", { ...view, summary: "The categories a tracking can start from (weight, body fat %, measurements, photos)", response: z.object({ data: z.array(defaultCategoryRow) }) },
    () => ({ data: DEFAULT_CATEGORIES.map((c) => ({ ...c })) })),
  sortSectionsRoute("/progress-tracking/short-question-section"),
  sortSectionsRoute("/progress-tracking/sort-question-section"),
  sortQuestionsRoute("/progress-tracking/short-custom-question"),
  sortQuestionsRoute("/progress-tracking/sort-custom-question"),
  del("/progress-tracking/custom/{id}/delete", { ...update, description: "404: another location's category.", summary: "Deletes a category (its goals go; stored values stay in history)", params: idParam, response: messageOnly },
    ({ db, ctx, params }) => deleteCategory(db, ctx, params.id)),

  patch("/progress-tracking/{id}/update", { ...update, description: `${E.name} ${E.gone}`, summary: "A tracking's settings: name, period, reminders, public page", params: idParam, body: updateBody, response: answer(trackingRow) },
    ({ db, ctx, params, body }) => updateTracking(db, ctx, params.id, body)),
  patch("/progress-tracking/{id}/resend-reminder", { ...update, description: "422 on contact_id: the contact has no address for the tracking's channel. 404: a contact not enrolled (active) in the location's tracking.", summary: "Sends the contact's reminder now (email for reminder type 1, else SMS)", params: idParam, body: resendReminderBody, response: messageOnly },
    ({ db, ctx, params, body }) => resendReminder(db, ctx, params.id, body)),
  // Ours (the editor's Reminders tab): per contact, the next planned reminder and the last sent.
  get("/progress-tracking/{id}/contact-reminders", { ...view, description: E.gone, summary: "The tracking's reminder settings and a page of its active contacts with their override, next planned reminder and last sent", params: idParam, query: pageQuery, response: contactRemindersAnswer },
    ({ db, ctx, params, query }) => contactReminders(db, ctx, params.id, query)),
  get("/progress-tracking/{id}/question-sections", { ...view, description: E.gone, summary: "The tracking's sections with their questions, and its categories", params: idParam, response: withSections },
    ({ db, ctx, params }) => questionSections(db, ctx, params.id)),
  post("/progress-tracking/{id}/save-question-section", { ...update, description: `${E.name} ${E.gone}`, summary: "Adds a section (last) or renames one (id)", params: idParam, body: saveSectionBody, response: answer(sectionRow) },
    ({ db, ctx, params, body }) => saveSection(db, ctx, params.id, body)),
  del("/progress-tracking/{id}/delete-question-section", { ...update, description: E.gone, summary: "Deletes a section with its questions", params: idParam, body: idBody, response: messageOnly },
    ({ db, ctx, params, body }) => deleteSection(db, ctx, params.id, body.id)),
  post("/progress-tracking/{id}/save-custom-question", { ...update, description: E.question, summary: "Adds a question (last in its section) or edits one (id)", params: idParam, body: saveQuestionBody, response: answer(questionRow) },
    ({ db, ctx, params, body }) => saveQuestion(db, ctx, params.id, body)),
  del("/progress-tracking/{id}/delete-question", { ...update, description: E.gone, summary: "Deletes a question (answers stay in history)", params: idParam, body: idBody, response: messageOnly },
    ({ db, ctx, params, body }) => deleteQuestion(db, ctx, params.id, body.id)),
  post("/progress-tracking/{id}/create-category-progress", { ...update, description: "422: an unknown or already tracked default key, an empty name, a direction other than down or up. 404: another location's tracking.", summary: "Tracks a default category (default_key) or a custom one (name, unit, direction)", params: idParam, body: createCategoryBody, response: answer(categoryRow), status: 201 },
    ({ db, ctx, params, body }) => createCategory(db, ctx, params.id, body)),
  post("/progress-tracking/{id}/update-category-progress", { ...update, description: "422: an empty name, a bad direction. 404: a category not of this tracking.", summary: "A category's name, unit or direction", params: idParam, body: updateCategoryBody, response: answer(categoryRow) },
    ({ db, ctx, params, body }) => updateCategory(db, ctx, params.id, body)),
  get("/progress-tracking/{id}/contacts", { ...view, description: E.gone, summary: "A page of the tracking's contacts (status active or deleted)", params: idParam, query: contactsQuery, response: pageSchema(enrolmentRow) },
    ({ db, ctx, params, query }) => listEnrolments(db, ctx, params.id, query)),
  get("/progress-tracking/{id}/current-progress", { ...view, description: E.gone, summary: "Each active contact: this period in or not, latest value per category, score and streak", params: idParam, response: z.object({ data: z.array(currentRow) }) },
    ({ db, ctx, params }) => currentProgress(db, ctx, params.id)),
  get("/progress-tracking/{id}/contact-progress-tracking", { ...view, description: "404: a contact not enrolled in the location's tracking.", summary: "A contact's check-ins, newest first, replaced ones included; without contact_id the tracking's newest 100", params: idParam, query: contactQuery, response: z.object({ data: z.array(checkInRow) }) },
    ({ db, ctx, params, query }) => contactCheckIns(db, ctx, params.id, query.contact_id)),
  get("/progress-tracking/{id}/contact-progress-proof", { ...view, description: "404: a contact not enrolled in the location's tracking.", summary: "A contact's proof photos, oldest first; without contact_id the tracking's newest 100", params: idParam, query: contactQuery, response: z.object({ data: z.array(proofRow) }) },
    ({ db, ctx, params, query }) => contactProofs(db, ctx, params.id, query.contact_id)),
  // The check-in roster (issue 28, "Beyond every anchor"; not in the spec's calls: ours).
  get("/progress-tracking/{id}/roster", { ...view, description: E.gone, summary: "Each active contact's current period: submitted, due or missed (with the periods missed running), and whether nudged", params: idParam, response: rosterAnswer },
    ({ db, ctx, params }) => checkInRoster(db, ctx, params.id)),
  post("/progress-tracking/{id}/nudge-late", { ...update, description: `${E.gone} Idempotent per period: each missed contact gets one nudge a period, however often it is called.`, summary: "Sends the reminder now to every contact who missed their check-in", params: idParam, response: nudgeAnswer },
    ({ db, ctx, params }) => nudgeLate(db, ctx, params.id)),
  get("/progress-tracking/{id}/leaderboard", { ...view, description: E.gone, summary: "Contacts ranked by goal progress (0–100 %), ties by check-in streak", params: idParam, response: z.object({ data: z.array(leaderRow) }) },
    ({ db, ctx, params }) => leaderboard(db, ctx, params.id)),
  // A GET by the spec; it only recomputes stored scores, so reading rights suffice.
  get("/progress-tracking/{id}/refresh", { ...view, description: E.gone, summary: "Recomputes every contact's score and streak", params: idParam, response: messageOnly },
    ({ db, ctx, params }) => refreshTracking(db, ctx, params.id)),

  goalsRead("/progress-tracking/{tracking}/contact/{contact}/goals"),
  goalsRoute("/progress-tracking/{tracking}/contact/{contact}/goals"),
  goalsRead("/progress-tracking/{tracking}/contact/{contact}/update-goals"),
  goalsRoute("/progress-tracking/{tracking}/contact/{contact}/update-goals"),
  get("/progress-tracking/{tracking}/contact/{contact}/relation", { ...view, description: "404: a contact not enrolled in the location's tracking.", summary: "The enrolment: start date, status, reminder override, current period and the contact's signed link", params: contactPathParams, response: z.object({ data: relationRow }) },
    ({ db, ctx, params }) => getRelation(db, ctx, params.tracking, params.contact)),
  post("/progress-tracking/{tracking}/contact/{contact}/relation", { ...update, description: "422: a bad date. 404: a contact not enrolled in the location's tracking.", summary: "Changes the enrolment's start date or reminder override", params: contactPathParams, body: relationBody, response: z.object({ status: z.number().int(), message: z.string(), data: relationRow }) },
    ({ db, ctx, params, body }) => saveRelation(db, ctx, params.tracking, params.contact, body)),
  // Ours (issue 28 "Trends, not just points"): the view-response page's figures, computed here.
  get("/progress-tracking/{tracking}/contact/{contact}/trends", { ...view, description: "404: a contact not enrolled in the location's tracking.", summary: "Per category: the contact's values with their 7-check-in moving average, the goal, the weekly rate and the day the goal is reached at that rate", params: contactPathParams, response: z.object({ data: z.array(trendRow) }) },
    ({ db, ctx, params }) => contactTrends(db, ctx, params.tracking, params.contact)),
  // Ours: the contact profile's section (every tracking the contact is or was on).
  get("/progress-tracking/contact/{contact}/trackings", { ...view, description: "404: another location's contact.", summary: "The contact's trackings: status, score, streak and last check-in", params: z.object({ contact: id("contact") }), response: z.object({ data: z.array(contactTrackingRow) }) },
    ({ db, ctx, params }) => contactTrackings(db, ctx, params.contact)),
]);

