import { suppressionRow } from "@/lib/contacts/bulk-schemas";
import { defineModule } from "@/lib/http/module";
import { pageSchema } from "@/lib/http/pagination";
import { del, get, patch, post } from "@/lib/http/route";
import { dataOf, idParam, statusOk } from "@/lib/http/schemas";
import { contactBroadcastLogs } from "./contact-logs";
import { draftFromTemplate } from "./from-template";
import { applyUnopenedTag, broadcastLogs, listRecipients, publicView, suppressedContacts, unopenedContacts } from "./reports";
import {
  applied, applyUnopenedTag as applyUnopenedTagBody, broadcastDetail, broadcastIdBody, broadcastIds, broadcastListQuery, broadcastPage, broadcastRename,
  broadcastSave, broadcastSaved, contactLogPage, contactLogQuery, draftCreated, draftFromTemplate as draftBody, logPage, logQuery, publicView as publicViewAnswer, publicViewQuery,
  recipientPage, recipientQuery, sendBody, suppressedQuery, unopenedPage, unopenedQuery,
} from "./schemas";
import { resendUnopens, sendBroadcast } from "./send";
import { broadcastDetails, deleteBroadcasts, duplicateBroadcast, listBroadcasts, renameBroadcast, saveBroadcast } from "./service";

const view = { tenancy: "location", permit: ["broadcasts", "view"] } as const;
const create = { tenancy: "location", permit: ["broadcasts", "create"] } as const;
const update = { tenancy: "location", permit: ["broadcasts", "update"] } as const;

/** Broadcasts (doc 3 "Broadcasts", s7; issue 11), with their contact and template calls. */
export const broadcastsModule = defineModule("broadcasts", [
  get("/broadcast/list", { ...view, summary: "A dashboard page of broadcasts (6, order_by id desc; type all, email or sms; folder_id absent = all, 0 = main)", query: broadcastListQuery, response: broadcastPage },
    ({ db, ctx, query }) => listBroadcasts(db, ctx, query)),
  get("/broadcast/{id}/details", { ...view, summary: "A broadcast with its content and audience", params: idParam, response: dataOf(broadcastDetail) },
    async ({ db, ctx, params }) => ({ data: await broadcastDetails(db, ctx, params.id) })),
  post("/broadcast/save", { ...create, summary: "Creates a draft, or updates the broadcast `id` (not once it is sending)", body: broadcastSave, response: broadcastSaved },
    ({ db, ctx, body }) => saveBroadcast(db, ctx, body)),
  post("/broadcast/duplicate", { ...create, summary: "A draft copy of a broadcast", body: broadcastIdBody, response: broadcastSaved, status: 201 },
    ({ db, ctx, body }) => duplicateBroadcast(db, ctx, body.id)),
  patch("/broadcast/rename", { ...update, summary: "Renames a broadcast", body: broadcastRename, response: statusOk },
    ({ db, ctx, body }) => renameBroadcast(db, ctx, body)),
  del("/broadcast/delete", { tenancy: "location", permit: ["broadcasts", "delete"], summary: "Deletes broadcasts (all or none; not one that is sending)", body: broadcastIds, response: statusOk },
    ({ db, ctx, body }) => deleteBroadcasts(db, ctx, body)),
  get("/broadcast/{id}/recipient", { ...view, summary: "Who it reaches: the audience now (before the send) or its frozen recipients", params: idParam, query: recipientQuery, response: recipientPage },
    ({ db, ctx, params, query }) => listRecipients(db, ctx, params.id, query)),
  post("/broadcast/{id}/send-broadcast", { ...update, summary: "Queues the broadcast now or at schedule_at (\"Broadcast has been queued successfully\")", params: idParam, body: sendBody, response: statusOk },
    ({ db, ctx, params, body }) => sendBroadcast(db, ctx, params.id, body)),
  post("/broadcast/resend-unopens", { ...create, summary: "Sends a sent email broadcast again to the recipients who have not opened it", body: broadcastIdBody, response: draftCreated },
    ({ db, ctx, body }) => resendUnopens(db, ctx, body)),
  get("/broadcast/broadcast-logs", { ...view, summary: "Per recipient: sent, opened, clicked, bounced, complained, unsubscribed; with totals", query: logQuery, response: logPage },
    ({ db, ctx, query }) => broadcastLogs(db, ctx, query)),
  get("/broadcast/suppressed-contacts", { ...view, summary: "Suppressed addresses by type (bounces, complaints, unsubscribes)", query: suppressedQuery, response: pageSchema(suppressionRow) },
    ({ db, ctx, query }) => suppressedContacts(db, ctx, query)),
  get("/broadcast/{id}/public-view", { tenancy: "public", summary: "A sent broadcast as its recipient saw it (token: the recipient's link token), with signatures", params: idParam, query: publicViewQuery, response: publicViewAnswer },
    ({ db, params, query }) => publicView(db, params.id, query.token)),
  get("/contact/filter-by-unopened-emails", { ...view, summary: "Contacts a broadcast was sent to who have not opened it", query: unopenedQuery, response: unopenedPage },
    ({ db, ctx, query }) => unopenedContacts(db, ctx, query)),
  // A contact's broadcasts are part of the contact's profile: contact centre view, like its email logs.
  get("/contact/broadcast-logs", { tenancy: "location", permit: ["contacts-center", "view"], summary: "The broadcasts a contact was sent, newest first, with the send's state and the email's opens and clicks", query: contactLogQuery, response: contactLogPage },
    ({ db, ctx, query }) => contactBroadcastLogs(db, ctx, query)),
  post("/contact/apply-unopened-tag", { tenancy: "location", permit: ["contacts-center", "update"], summary: "Tags the contacts who have not opened a broadcast", body: applyUnopenedTagBody, response: applied },
    ({ db, ctx, body }) => applyUnopenedTag(db, ctx, body)),
  post("/template/add-broadcasts-draft", { ...create, summary: "A broadcast draft from an email or SMS template", body: draftBody, response: draftCreated, status: 201 },
    ({ db, ctx, body }) => draftFromTemplate(db, ctx, body)),
]);
