import { defineModule } from "@/lib/http/module";
import { del, get, patch, post } from "@/lib/http/route";
import { dataOf, idParam, statusOk } from "@/lib/http/schemas";
import {
  actionCreate, actionUpdate, conditionActions as conditionAnswer, contactJourneyPage, contactJourneysQuery, historyPage, historyQuery, journeyAction, journeyChangeStatus, journeyContacts,
  journeyCreate, journeyDetail, journeyDuplicate, journeyIds, journeyListQuery, journeyPage, journeyPicker, journeyRename, journeyTrigger, runPage, runsQuery, startAnswer, terminateAnswer,
  triggerCreate, triggerUpdate,
} from "./schemas";
import {
  changeJourneyStatus, conditionActions, contactJourneys, createAction, createJourney, createTrigger, deleteAction, deleteJourneys, deleteTrigger, duplicateJourney, journeyDetails,
  listHistories, listJourneyPicker, listJourneys, listRuns, refreshAction, renameJourney, startJourney, terminateJourney, updateAction, updateTrigger,
} from "./service";

const view = { tenancy: "location", permit: ["journeys", "view"] } as const;
const update = { tenancy: "location", permit: ["journeys", "update"] } as const;
const saved = <T extends typeof journeyDetail | typeof journeyTrigger | typeof journeyAction>(item: T) => statusOk.extend({ data: item });
const errors422 = "422 on the field: a settings value the registry refuses (`settings.*`), a parent that is not a condition of this journey, a branch other than yes/no.";

/** Journeys (doc 3 s1, s7 "Journeys"; the model: lib/journeys/engine.ts). */
export const journeysModule = defineModule("journeys", [
  get("/journey/list-all", { ...view, summary: "A dashboard page of journeys (6, ordering desc; mode all, enabled or disabled; folder_id 0 = main)", query: journeyListQuery, response: journeyPage },
    ({ db, ctx, query }) => listJourneys(db, ctx, query)),
  get("/journey/lists", { ...view, summary: "Every journey for pickers: id, name, action, action_title, action_type (the first step)", response: journeyPicker },
    ({ db, ctx }) => listJourneyPicker(db, ctx)),
  post("/journey/create", { tenancy: "location", permit: ["journeys", "create"], summary: "A new journey (off, no steps)", body: journeyCreate, response: saved(journeyDetail), status: 201 },
    ({ db, ctx, body }) => createJourney(db, ctx, body)),
  patch("/journey/{id}/rename", { ...update, summary: "Renames a journey", params: idParam, body: journeyRename, response: statusOk },
    ({ db, ctx, params, body }) => renameJourney(db, ctx, params.id, body.name)),
  post("/journey/duplicate", { tenancy: "location", permit: ["journeys", "create"], summary: "A disabled copy with the same triggers and steps, no contacts", body: journeyDuplicate, response: saved(journeyDetail), status: 201 },
    ({ db, ctx, body }) => duplicateJourney(db, ctx, body.id)),
  del("/journey/delete", { tenancy: "location", permit: ["journeys", "delete"], summary: "Deletes journeys, their runs and history (queued steps do nothing)", body: journeyIds, response: statusOk },
    ({ db, ctx, body }) => deleteJourneys(db, ctx, body.ids)),
  patch("/journey/{id}/change-status", { ...update, summary: "Switches a journey on or off (and its re-entry setting)", description: "Off: no one enters and runs hold at their next step. On again: held runs go on from there.", params: idParam, body: journeyChangeStatus, response: statusOk },
    ({ db, ctx, params, body }) => changeJourneyStatus(db, ctx, params.id, body)),
  post("/journey/start", { ...update, summary: "Starts contacts on an enabled journey", description: "422 on journey_id when the journey is off. Contacts of another location are not enrolled (none of the location's: 404). A contact already on it, or (without re-entry) ever on it, is left out.", body: journeyContacts, response: startAnswer },
    ({ db, ctx, body }) => startJourney(db, ctx, body)),
  post("/journey/terminate", { ...update, summary: "Ends contacts' active runs of a journey", body: journeyContacts, response: terminateAnswer },
    ({ db, ctx, body }) => terminateJourney(db, ctx, body)),
  get("/journey/{id}/users", { ...view, summary: "The journey's runs (active, completed, terminated, failed) with each one's current step", params: idParam, query: runsQuery, response: runPage },
    ({ db, ctx, params, query }) => listRuns(db, ctx, params.id, query)),
  get("/journey/{id}/histories", { ...view, summary: "What happened on the journey, newest first (one contact's or run's when asked)", params: idParam, query: historyQuery, response: historyPage },
    ({ db, ctx, params, query }) => listHistories(db, ctx, params.id, query)),
  get("/journey/{id}/details", { ...view, summary: "The builder's journey: triggers, every step with live counts, runs by status", params: idParam, response: dataOf(journeyDetail) },
    async ({ db, ctx, params }) => ({ data: await journeyDetails(db, ctx, params.id) })),
  post("/journey/{id}/create-trigger", { ...update, summary: "Adds a trigger (the trigger registry's type and settings)", description: "422 on `type` or `settings.*`.", params: idParam, body: triggerCreate, response: saved(journeyTrigger), status: 201 },
    ({ db, ctx, params, body }) => createTrigger(db, ctx, params.id, body)),
  patch("/journey/trigger/{id}/update", { ...update, summary: "Changes a trigger's settings", params: idParam, body: triggerUpdate, response: saved(journeyTrigger) },
    ({ db, ctx, params, body }) => updateTrigger(db, ctx, params.id, body)),
  del("/journey/trigger/{id}/delete", { ...update, summary: "Removes a trigger", params: idParam, response: statusOk },
    ({ db, ctx, params }) => deleteTrigger(db, ctx, params.id)),
  post("/journey/{id}/create-action", { ...update, summary: "Adds a step in the root or a condition's yes/no branch, at a position", description: errors422, params: idParam, body: actionCreate, response: saved(journeyAction), status: 201 },
    ({ db, ctx, params, body }) => createAction(db, ctx, params.id, body)),
  patch("/journey/action/{id}/update", { ...update, summary: "Changes a step's settings", description: errors422, params: idParam, body: actionUpdate, response: saved(journeyAction) },
    ({ db, ctx, params, body }) => updateAction(db, ctx, params.id, body)),
  del("/journey/action/{id}/delete", { ...update, summary: "Deletes a step (a condition with its branches); runs waiting on it move to the next step", params: idParam, response: statusOk },
    ({ db, ctx, params }) => deleteAction(db, ctx, params.id)),
  get("/journey/condition/{id}/actions", { ...view, summary: "A condition's yes and no branches", params: idParam, response: conditionAnswer },
    ({ db, ctx, params }) => conditionActions(db, ctx, params.id)),
  get("/journey/action/{id}/refresh", { ...view, summary: "One step with its live counts (waiting, done, skipped, failed)", params: idParam, response: dataOf(journeyAction) },
    ({ db, ctx, params }) => refreshAction(db, ctx, params.id)),
  get("/contact/journeys", { ...view, summary: "A contact's journeys, newest run first", query: contactJourneysQuery, response: contactJourneyPage },
    ({ db, ctx, query }) => contactJourneys(db, ctx, query)),
]);
