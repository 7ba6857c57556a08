import { z } from "@hono/zod-openapi";
import { defineModule } from "@/lib/http/module";
import { pageQuery, pageSchema } from "@/lib/http/pagination";
import { rawJson } from "@/lib/http/raw-json";
import { get, patch, post } from "@/lib/http/route";
import { dataOf, idParam } from "@/lib/http/schemas";
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
import { contactListQuery, contactPage, statusTab } from "./schemas";
import { listContactsJson, listTabs } from "./service";
import { contactTableRoutes } from "./table-routes";
import { contactTag } from "@/lib/tags/schemas";
import { contactTagList } from "@/lib/tags/service";

const view = { tenancy: "location", permit: ["contacts-center", "view"] } as const;
const create = { tenancy: "location", permit: ["contacts-center", "create"] } as const;
/** Editing a contact, its toggles and its notes is an update of the contact (doc 2 s6). */
const update = { tenancy: "location", permit: ["contacts-center", "update"] } as const;

const noteAnswer = z.object({ data: noteRow, message: z.string() });

export const contactsModule = defineModule("contacts", [
  get("/contact/tabs/list", { ...view, summary: "Status tabs with counts", response: dataOf(z.array(statusTab)) },
    async ({ db, ctx }) => ({ data: await listTabs(db, ctx) })),
  get("/contact/list", { ...view, summary: "A page of contacts", query: contactListQuery, response: contactPage },
    async ({ db, ctx, query }) => rawJson(await listContactsJson(db, ctx, query))),
  ...contactTableRoutes,

  post("/contact/save", { ...create, summary: "Add a contact", body: contactSave, response: contactAnswer, status: 201 },
    async ({ db, ctx, body }) => ({ data: await saveContact(db, ctx, body), message: "Contact has been added successfully!" })),
  get("/contact/{id}/fetch", { ...view, summary: "One contact (the profile)", params: idParam, response: contactAnswer.omit({ message: true }) },
    async ({ db, ctx, params }) => ({ data: await fetchContact(db, ctx, params.id) })),
  patch("/contact/{id}/update", { ...update, summary: "Edit a contact", description: "422 field errors are keyed `field_{id}` (doc 2 s5).", params: idParam, body: contactUpdate, response: contactAnswer, middleware: [suffixFieldErrors] },
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
