import { defineModule } from "@/lib/http/module";
import { get, post } from "@/lib/http/route";
import { idParam, statusOk } from "@/lib/http/schemas";
import { listContactFiles, listFileUsers, removeFromContacts, sendToContacts } from "./contact-files";
import { contactFilePage, contactFileQuery, contactIdParam, fileContactsBody, fileUsers } from "./contact-schemas";

const view = { tenancy: "location", permit: ["files", "view"] } as const;
const update = { tenancy: "location", permit: ["files", "update"] } as const;

/** Library files assigned to contacts: the profile's files section and the file's assigned contacts. */
export const fileContactsModule = defineModule("file-contacts", [
  post("/file/send-to-contact", { ...update, summary: "Assign files to contacts", description: "Every file in `file_ids` to every contact in `contact_ids`; pairs already assigned are kept. Any id not of this location: 404, nothing written.", body: fileContactsBody, response: statusOk },
    ({ db, ctx, body }) => sendToContacts(db, ctx, body)),
  post("/file/remove-from-contact", { ...update, summary: "Unassign files from contacts", body: fileContactsBody, response: statusOk },
    ({ db, ctx, body }) => removeFromContacts(db, ctx, body)),
  get("/file/{contactId}/list", { ...view, summary: "A page of the contact's files, newest assignment first", params: contactIdParam, query: contactFileQuery, response: contactFilePage },
    ({ db, ctx, params, query }) => listContactFiles(db, ctx, params.contactId, query)),
  get("/file/{id}/users", { ...view, summary: "The contacts a file is assigned to", params: idParam, response: fileUsers },
    ({ db, ctx, params }) => listFileUsers(db, ctx, params.id)),
]);
