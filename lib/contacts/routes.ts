import { z } from "@hono/zod-openapi";
import { defineModule } from "@/lib/http/module";
import { pageQuery, pageSchema } from "@/lib/http/pagination";
import { rawJson } from "@/lib/http/raw-json";
import { del, get, patch, post } from "@/lib/http/route";
import { dataOf, idParam } from "@/lib/http/schemas";
import { allContacts } from "./all";
import { softDelete } from "./bulk";
import { BULK_MESSAGES } from "./bulk-constants";
import { bulkAnswer, bulkTarget } from "./bulk-schemas";
import { fetchContact, saveContact, setFlagged, setStarred, setTemperature, updateContact } from "./crud";
import {
  contactAnswer, contactSave, contactUpdate, flaggedBody, noteAdd, noteRow, notesDelete, noteUpdate, starredBody, temperatureBody,
} from "./crud-schemas";
import { bulkRoutes } from "./bulk-routes";
import { suffixFieldErrors } from "./field-suffix";
import { lifecycleRoutes } from "./lifecycle-routes";
import { portalRoutes } from "./portal-routes";
import { addNote, deleteNotes, listNotes, updateNote } from "./notes";
import { contactProfileRoutes } from "./profile-routes";
import { contactAllAnswer, contactAllQuery, contactListQuery, contactPage, statusTab } from "./schemas";
import { listContactsJson, listTabs } from "./service";
import { contactTableRoutes } from "./table-routes";
import { contactTag } from "@/lib/tags/schemas";
import { contactTagList } from "@/lib/tags/service";

const view = { tenancy: "location", permit: ["contacts-center", "view"] } as const;
const create = { tenancy: "location", permit: ["contacts-center", "create"] } as const;
/** Editing a contact, its toggles and its notes is an update of the contact (doc 2 s6). */
const update = { tenancy: "location", permit: ["contacts-center", "update"] } as const;

const noteAnswer = z.object({ data: noteRow, message: z.string() });

/** Doc 1 s7: after a POST or DELETE on /contact/add the client re-fetches GET /membership/plan-limit. */
const PLAN_LIMIT_NOTE = "The client re-fetches GET /membership/plan-limit after it (doc 1 s7).";

export const contactsModule = defineModule("contacts", [
  get("/contact/tabs/list", { ...view, summary: "Status tabs with counts", response: dataOf(z.array(statusTab)) },
    async ({ db, ctx }) => ({ data: await listTabs(db, ctx) })),
  get("/contact/list", { ...view, summary: "A page of contacts", query: contactListQuery, response: contactPage },
    async ({ db, ctx, query }) => rawJson(await listContactsJson(db, ctx, query))),
  ...contactTableRoutes,

  post("/contact/save", { ...create, summary: "Add a contact", body: contactSave, response: contactAnswer, status: 201 },
    async ({ db, ctx, body }) => ({ data: await saveContact(db, ctx, body), message: "Contact has been added successfully!" })),
  // The plan-limit re-fetch rule's calls (doc 1 s7): adding a contact and removing contacts, the
  // two writes that move the plan's contact count. Same rules and answers as /contact/save and
  // Bulk Delete (/contact/delete), so a client may use either name.
  post("/contact/add", { ...create, summary: "Add a contact (as /contact/save)", description: PLAN_LIMIT_NOTE, body: contactSave, response: contactAnswer, status: 201 },
    async ({ db, ctx, body }) => ({ data: await saveContact(db, ctx, body), message: "Contact has been added successfully!" })),
  del("/contact/add", { tenancy: "location", permit: ["contacts-center", "delete"], summary: "Remove contacts (as Bulk Delete: soft, restorable)", description: `Acts on \`contact_ids\`, or with \`all: true\` on every live contact matching \`filters\` except \`except\`. ${PLAN_LIMIT_NOTE}`, body: bulkTarget, response: bulkAnswer },
    async ({ db, ctx, body }) => ({ status: 1, count: await softDelete(db, ctx, body), message: BULK_MESSAGES.delete })),
  get("/contact/all", { ...view, summary: "Every contact matching the list's filters at once, for pickers (newest first, capped)", query: contactAllQuery, response: contactAllAnswer },
    ({ db, ctx, query }) => allContacts(db, ctx, query)),
  get("/contact/{id}/fetch", { ...view, summary: "One contact (the profile)", params: idParam, response: contactAnswer.omit({ message: true }) },
    async ({ db, ctx, params }) => ({ data: await fetchContact(db, ctx, params.id) })),
  patch("/contact/{id}/update", { ...update, summary: "Edit a contact", description: "422 field errors are keyed `field_{id}` (doc 2 s5).", params: idParam, body: contactUpdate, response: contactAnswer, middleware: [suffixFieldErrors] },
    async ({ db, ctx, params, body }) => ({ data: await updateContact(db, ctx, params.id, body), message: "Profile has been updated successfully!" })),
  // The launchpad (a contact's quick card outside the profile) edits the same fields with the same rules.
  patch("/contact/{id}/update-from-launchpad", { ...update, summary: "Edit a contact from the launchpad (as /contact/{id}/update)", description: "422 field errors are keyed `field_{id}` (doc 2 s5).", params: idParam, body: contactUpdate, response: contactAnswer, middleware: [suffixFieldErrors] },
    async ({ db, ctx, params, body }) => ({ data: await updateContact(db, ctx, params.id, body), message: "Profile has been updated successfully!" })),
  patch("/contact/{id}/update-starred", { ...update, summary: "Star or unstar a contact", params: idParam, body: starredBody, response: contactAnswer },
    async ({ db, ctx, params, body }) => ({ data: await setStarred(db, ctx, params.id, body.starred), message: body.starred ? "Contact has been starred." : "Contact has been unstarred." })),
  patch("/contact/{id}/update-flagged", { ...update, summary: "Flag or unflag a contact", params: idParam, body: flaggedBody, response: contactAnswer },
    async ({ db, ctx, params, body }) => ({ data: await setFlagged(db, ctx, params.id, body.flagged), message: body.flagged ? "Contact has been flagged." : "Contact has been unflagged." })),
  patch("/contact/{id}/change-temperature", { ...update, summary: "Set a contact's temperature", params: idParam, body: temperatureBody, response: contactAnswer },
    async ({ db, ctx, params, body }) => ({ data: await setTemperature(db, ctx, params.id, body.temperature), message: "Temperature has been updated successfully!" })),

  get("/contact/{id}/tags", { ...view, summary: "The tags a contact carries", params: idParam, response: dataOf(z.array(contactTag)) },
    async ({ db, ctx, params }) => ({ data: await contactTagList(db, ctx, params.id) })),
  get("/contact/{id}/notes", { ...view, summary: "A contact's notes, newest first", params: idParam, query: pageQuery, response: pageSchema(noteRow) },
    ({ db, ctx, params, query }) => listNotes(db, ctx, params.id, query)),
  post("/contact/add-note", { ...update, summary: "Add a note to a contact", body: noteAdd, response: noteAnswer, status: 201 },
    async ({ db, ctx, body }) => ({ data: await addNote(db, ctx, body), message: "Note has been added successfully!" })),
  patch("/contact/{id}/update-note", { ...update, summary: "Edit a note ({id} is the note's id)", params: idParam, body: noteUpdate, response: noteAnswer },
    async ({ db, ctx, params, body }) => ({ data: await updateNote(db, ctx, params.id, body.note), message: "Note has been updated successfully!" })),
  post("/contact/delete-notes", { ...update, summary: "Delete notes", body: notesDelete, response: z.object({ status: z.number().int(), deleted: z.number().int(), message: z.string() }) },
    async ({ db, ctx, body }) => ({ status: 1, deleted: await deleteNotes(db, ctx, body.ids), message: "Note has been deleted successfully!" })),
  ...bulkRoutes,
  ...contactProfileRoutes,
  ...lifecycleRoutes,
  ...portalRoutes,
]);
