import { z } from "@hono/zod-openapi";
import { defineModule } from "@/lib/http/module";
import { pageSchema } from "@/lib/http/pagination";
import { del, get, patch, post } from "@/lib/http/route";
import { id, idParam } from "@/lib/http/schemas";
import { contactReminders, enableDisableReminder, resendReminder, restartReminder } from "./reminders";
import { contactRemindersAnswer } from "@/lib/reminders/schemas";
import { pageQuery } from "@/lib/http/pagination";
import {
  addContactBody, answer, categoryRow, contactQuery, contactTrackingRow, contactsQuery, createBody, createHabitBody, currentRow, enableDisableReminderBody, enrolmentRow, habitRow, idBody, idsBody,
  leaderRow, logRow, messageOnly, removeContactBody, renameBody, resendReminderBody, restartReminderBody, saveCategoryBody, sortCategoryBody, sortHabitsBody, storeBody,
  trackingListQuery, trackingRow, updateBody, updateHabitsBody, contactPathParams, relationBody,
} from "./schemas";
import {
  addContacts, contactLogs, contactTrackings, createHabit, createTracking, currentProgress, deleteCategory, deleteHabit, deleteTrackings, duplicateTracking, habitCategories, leaderboard,
  listAllTrackings, listEnrolments, listTrackings, refreshHabitScores, refreshTracking, removeContacts, renameTracking, saveCategories, sortCategories, sortHabits, storeTracking,
  updateHabits, updateTracking, getRelation, saveRelation,
} from "./service";

// Habit tracking (doc 3 s7 "Habit tracking", issue 28). Paths as the spec spells them.
const view = { tenancy: "location", permit: ["habit-tracking", "view"] } as const;
const create = { tenancy: "location", permit: ["habit-tracking", "create"] } as const;
const update = { tenancy: "location", permit: ["habit-tracking", "update"] } as const;
const remove = { tenancy: "location", permit: ["habit-tracking", "delete"] } as const;

const E = {
  gone: "404: another location's habit tracking.",
  name: "422: an empty or long name.",
  habit: "422 on the field: an empty name, a count without a target > 0, weekdays without days, weekly without 1–7 times, a category not of this tracking. 404: another location's tracking.",
  sort: "422: ids not exactly the parent's (each once). 404: another location's parent.",
  contacts: "422: no contact ids. 404: a contact or tracking not of the location.",
  contact: "404: a contact not enrolled in the location's tracking.",
} as const;

const withCategories = z.object({ status: z.number().int(), message: z.string(), data: z.array(categoryRow) });

export const habitTrackingModule = defineModule("habit-tracking", [
  get("/habit-tracking/list-all", { ...view, summary: "Every habit tracking's id and name (pickers)", response: z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string() })) }) },
    ({ db, ctx }) => listAllTrackings(db, ctx)),
  get("/habit-tracking/list", { ...view, summary: "The dashboard's page of habit trackings (per_page 6, order_by order, desc)", query: trackingListQuery, response: pageSchema(trackingRow) },
    ({ db, ctx, query }) => listTrackings(db, ctx, query)),
  post("/habit-tracking/create", { ...create, description: E.name, summary: "A new, empty habit tracking", body: createBody, response: answer(trackingRow), status: 201 },
    ({ db, ctx, body }) => createTracking(db, ctx, body)),
  post("/habit-tracking/store", { ...create, description: `${E.name} Each category and habit is checked as its own call checks it.`, summary: "A whole habit tracking in one call: categories with their habits", body: storeBody, response: answer(trackingRow), status: 201 },
    ({ db, ctx, body }) => storeTracking(db, ctx, body)),
  post("/habit-tracking/duplicate", { ...create, description: E.gone, summary: "Copies a habit tracking with its categories and habits (not its contacts)", body: idBody, response: answer(trackingRow), status: 201 },
    ({ db, ctx, body }) => duplicateTracking(db, ctx, body.id)),
  patch("/habit-tracking/rename", { ...update, description: `${E.name} ${E.gone}`, summary: "Renames a habit tracking", body: renameBody, response: messageOnly },
    ({ db, ctx, body }) => renameTracking(db, ctx, body)),
  del("/habit-tracking/delete", { ...remove, description: "404: any id not of the location (nothing deleted).", summary: "Deletes habit trackings with their logs and proof photos", body: idsBody, response: messageOnly },
    ({ db, ctx, body }) => deleteTrackings(db, ctx, body.ids)),
  post("/habit-tracking/add-contact", { ...update, description: E.contacts, summary: "Enrols contacts from a start date (today by default); a removed contact comes back", body: addContactBody, response: messageOnly },
    ({ db, ctx, body }) => addContacts(db, ctx, body)),
  post("/habit-tracking/remove-contact", { ...update, description: E.contacts, summary: "Stops contacts (status deleted, history kept, link revoked)", body: removeContactBody, response: messageOnly },
    ({ db, ctx, body }) => removeContacts(db, ctx, body)),
  post("/habit-tracking/enable-disable-reminder", { ...update, description: E.contacts, summary: "Turns the named contacts' reminders on or off (null: follow the tracking's switch) and re-plans them", body: enableDisableReminderBody, response: messageOnly },
    ({ db, ctx, body }) => enableDisableReminder(db, ctx, body)),
  post("/habit-tracking/restart-reminder", { ...update, description: E.contacts, summary: "Re-plans reminders from today (the named contacts, or all the tracking's)", body: restartReminderBody, response: messageOnly },
    ({ db, ctx, body }) => restartReminder(db, ctx, body)),
  patch("/habit-tracking/sort-category", { ...update, description: E.sort, summary: "Sorts a tracking's categories (the ids: all of them, in order)", body: sortCategoryBody, response: messageOnly },
    ({ db, ctx, body }) => sortCategories(db, ctx, body)),
  patch("/habit-tracking/sort-category-habits", { ...update, description: E.sort, summary: "Sorts a category's habits (the ids: all of them, in order)", body: sortHabitsBody, response: messageOnly },
    ({ db, ctx, body }) => sortHabits(db, ctx, body)),
  del("/habit-tracking/category/{id}/delete", { ...update, description: "404: another location's category.", summary: "Deletes a category with its habits and their logs", params: idParam, response: messageOnly },
    ({ db, ctx, params }) => deleteCategory(db, ctx, params.id)),
  // A GET by the spec; it only recomputes stored scores, so reading rights suffice.
  get("/habit-tracking/{id}/refresh-habit-scores", { ...view, description: "404: another location's habit.", summary: "Recomputes one habit's scores (the path's id is the habit's) and so its contacts' scores", params: idParam, response: messageOnly },
    ({ db, ctx, params }) => refreshHabitScores(db, ctx, params.id)),

  patch("/habit-tracking/{id}/update", { ...update, description: `${E.name} ${E.gone}`, summary: "A habit tracking's settings: name, reminders, public page", params: idParam, body: updateBody, response: answer(trackingRow) },
    ({ db, ctx, params, body }) => updateTracking(db, ctx, params.id, body)),
  patch("/habit-tracking/{id}/update-habits", { ...update, description: `${E.habit} Errors name habits.N.<field>.`, summary: "Edits several habits at once (their scores follow)", params: idParam, body: updateHabitsBody, response: withCategories },
    ({ db, ctx, params, body }) => updateHabits(db, ctx, params.id, body)),
  patch("/habit-tracking/{id}/resend-reminder", { ...update, description: "422 on contact_id: the contact has no address for the tracking's channel. 404: a contact not enrolled (active).", summary: "Sends the contact's reminder now (email for reminder type 1, else SMS)", params: idParam, body: resendReminderBody, response: messageOnly },
    ({ db, ctx, params, body }) => resendReminder(db, ctx, params.id, body)),
  // Ours (the editor's Reminders tab): per contact, the next planned reminder and the last sent.
  get("/habit-tracking/{id}/contact-reminders", { ...view, description: E.gone, summary: "The habit tracking's reminder settings and a page of its active contacts with their override, next planned reminder and last sent", params: idParam, query: pageQuery, response: contactRemindersAnswer },
    ({ db, ctx, params, query }) => contactReminders(db, ctx, params.id, query)),
  post("/habit-tracking/{id}/save-category", { ...update, description: "422: an empty name on categories.N.name, an id not of this tracking on categories.N.id. 404: another location's tracking.", summary: "Renames categories (with id) and adds new ones (last)", params: idParam, body: saveCategoryBody, response: withCategories },
    ({ db, ctx, params, body }) => saveCategories(db, ctx, params.id, body)),
  post("/habit-tracking/{id}/create-habit", { ...update, description: E.habit, summary: "Adds a habit (last in its category)", params: idParam, body: createHabitBody, response: answer(habitRow), status: 201 },
    ({ db, ctx, params, body }) => createHabit(db, ctx, params.id, body)),
  del("/habit-tracking/{id}/delete-habit", { ...update, description: "404: a habit not of this tracking.", summary: "Deletes a habit with its logs", params: idParam, body: idBody, response: messageOnly },
    ({ db, ctx, params, body }) => deleteHabit(db, ctx, params.id, body.id)),
  get("/habit-tracking/{id}/habit-categories", { ...view, description: E.gone, summary: "The tracking's categories with their habits, in order", params: idParam, response: z.object({ data: z.array(categoryRow) }) },
    ({ db, ctx, params }) => habitCategories(db, ctx, params.id)),
  get("/habit-tracking/{id}/contacts", { ...view, description: E.gone, summary: "A page of the tracking's contacts (status active or deleted), each with its signed link", params: idParam, query: contactsQuery, response: pageSchema(enrolmentRow) },
    ({ db, ctx, params, query }) => listEnrolments(db, ctx, params.id, query)),
  get("/habit-tracking/{id}/contact-habit-tracking", { ...view, description: E.contact, summary: "A contact's day logs, newest first; without contact_id the tracking's newest 100", params: idParam, query: contactQuery, response: z.object({ data: z.array(logRow) }) },
    ({ db, ctx, params, query }) => contactLogs(db, ctx, params.id, query.contact_id)),
  get("/habit-tracking/{id}/current-progress", { ...view, description: E.gone, summary: "Each active contact: today's logs, habit scores, score and streak", params: idParam, response: z.object({ data: z.array(currentRow) }) },
    ({ db, ctx, params }) => currentProgress(db, ctx, params.id)),
  get("/habit-tracking/{id}/contact-habit-proofs", { ...view, description: E.contact, summary: "A contact's logs with a proof photo, newest first; without contact_id the tracking's newest 100", params: idParam, query: contactQuery, response: z.object({ data: z.array(logRow) }) },
    ({ db, ctx, params, query }) => contactLogs(db, ctx, params.id, query.contact_id, true)),
  get("/habit-tracking/{id}/leaderboard", { ...view, description: E.gone, summary: "Contacts ranked by habit score, ties by streak", params: idParam, response: z.object({ data: z.array(leaderRow) }) },
    ({ db, ctx, params }) => leaderboard(db, ctx, params.id)),
  get("/habit-tracking/{id}/refresh", { ...view, description: E.gone, summary: "Recomputes every contact's habit scores, score and streak", params: idParam, response: messageOnly },
    ({ db, ctx, params }) => refreshTracking(db, ctx, params.id)),
  get("/habit-tracking/{id}/refresh-contact-scores", { ...view, description: `${E.gone} ${E.contact}`, summary: "Recomputes the contact scores (one contact with contact_id)", params: idParam, query: contactQuery, response: messageOnly },
    ({ db, ctx, params, query }) => refreshTracking(db, ctx, params.id, query.contact_id)),
  // Ours (issue 28), as progress tracking's relation: the enrolment's start date and reminder override, settable on screen.
  get("/habit-tracking/{tracking}/contact/{contact}/relation", { ...view, description: "404: a contact not enrolled in the location's habit tracking.", summary: "The enrolment: start date, status, reminder override, score, streak and the contact's signed link", params: contactPathParams, response: z.object({ data: enrolmentRow }) },
    ({ db, ctx, params }) => getRelation(db, ctx, params.tracking, params.contact)),
  post("/habit-tracking/{tracking}/contact/{contact}/relation", { ...update, description: "422 on start_date: not a date (YYYY-MM-DD) or no such day. 404: a contact not enrolled in the location's habit tracking.", summary: "Changes the enrolment's start date (scores and streak recomputed) or reminder override", params: contactPathParams, body: relationBody, response: z.object({ status: z.number().int(), message: z.string(), data: enrolmentRow }) },
    ({ db, ctx, params, body }) => saveRelation(db, ctx, params.tracking, params.contact, body)),
  // Ours: the contact profile's section (every habit tracking the contact is or was on), as progress tracking's.
  get("/habit-tracking/contact/{contact}/trackings", { ...view, description: "404: another location's contact.", summary: "The contact's habit trackings: status, score, streak and last log", params: z.object({ contact: id("contact") }), response: z.object({ data: z.array(contactTrackingRow) }) },
    ({ db, ctx, params }) => contactTrackings(db, ctx, params.contact)),
]);
