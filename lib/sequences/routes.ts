import { defineModule } from "@/lib/http/module";
import { del, get, patch, post } from "@/lib/http/route";
import { idParam, statusOk } from "@/lib/http/schemas";
import { detailAnalytics, sequenceAnalytics } from "./analytics";
import {
  analyticsAnswer, analyticsQuery, contactSequencePage, contactSequencesQuery, contactsAnswer, detailAnalyticsAnswer, detailAnalyticsQuery, emailCount, messageCreate, messageDelete, messageIdParam, messageList,
  messageParams, messageSaved, messageSort, messageSubscriberPage, messageSubscribersQuery, messageUpdate, resendAnswer, resendBody, scheduleCreate, scheduleDelete, scheduleList, scheduleSaved,
  sendNowBody, sequenceContacts, sequenceCreate, sequenceId, sequenceIds, sequenceListQuery, sequencePage, sequencePicker, sequenceRename, sequenceSaved, sequenceUpdate, subscriberPage, subscribersQuery,
} from "./schemas";
import { deleteSchedule, deliverableCount, listSchedules, messageSubscribers, resendMessage, scheduleSequence, sendNow } from "./sends";
import {
  addContacts, addMessage, contactSequences, createSequence, deleteMessage, deleteSequences, deleteSubscribers, duplicateSequence, listMessages, listSequencePicker, listSequences, listSubscribers,
  removeContacts, renameSequence, sortMessages, updateMessage, updateSequence,
} from "./service";

const view = { tenancy: "location", permit: ["sequences", "view"] } as const;
const update = { tenancy: "location", permit: ["sequences", "update"] } as const;

/** Sequences (doc 3 s1, s7 "Sequences"; the model: lib/sequences/engine.ts). */
export const sequencesModule = defineModule("sequences", [
  get("/sequence/list-all", { ...view, summary: "A dashboard page of sequences (6, ordering desc; folder_id 0 = main)", query: sequenceListQuery, response: sequencePage },
    ({ db, ctx, query }) => listSequences(db, ctx, query)),
  get("/sequence/lists", { ...view, summary: "Every sequence for pickers (id, title)", response: sequencePicker },
    ({ db, ctx }) => listSequencePicker(db, ctx)),
  post("/sequence/create", { tenancy: "location", permit: ["sequences", "create"], summary: "A new sequence (no messages)", description: "422 on window_start/window_end when only one is given.", body: sequenceCreate, response: sequenceSaved, status: 201 },
    ({ db, ctx, body }) => createSequence(db, ctx, body)),
  patch("/sequence/{id}/update", { ...update, summary: "Changes a sequence's settings (a new window or zone re-plans its subscribers)", params: idParam, body: sequenceUpdate, response: sequenceSaved },
    ({ db, ctx, params, body }) => updateSequence(db, ctx, params.id, body)),
  patch("/sequence/rename", { ...update, summary: "Renames a sequence", body: sequenceRename, response: statusOk },
    ({ db, ctx, body }) => renameSequence(db, ctx, body.id, body.title)),
  post("/sequence/duplicate", { tenancy: "location", permit: ["sequences", "create"], summary: "A copy with the same settings and messages, no subscribers", body: sequenceId, response: sequenceSaved, status: 201 },
    ({ db, ctx, body }) => duplicateSequence(db, ctx, body.id)),
  del("/sequence/delete", { tenancy: "location", permit: ["sequences", "delete"], summary: "Deletes sequences with their messages and subscribers", body: sequenceIds, response: statusOk },
    ({ db, ctx, body }) => deleteSequences(db, ctx, body.ids)),
  get("/sequence/{id}/messages", { ...view, summary: "The sequence's messages in order, with sent and waiting counts", params: idParam, response: messageList },
    ({ db, ctx, params }) => listMessages(db, ctx, params.id)),
  post("/sequence/{id}/add-message", { ...update, summary: "Adds an email or SMS message at a position (default last); re-plans subscribers", description: "422: an email without subject, an SMS over 1,600 characters.", params: idParam, body: messageCreate, response: messageSaved, status: 201 },
    ({ db, ctx, params, body }) => addMessage(db, ctx, params.id, body)),
  patch("/sequence/{id}/update-message", { ...update, summary: "Changes a message (a new delay re-plans subscribers)", params: idParam, body: messageUpdate, response: messageSaved },
    ({ db, ctx, params, body }) => updateMessage(db, ctx, params.id, body)),
  del("/sequence/{id}/delete-message", { ...update, summary: "Deletes a message; its waiting subscribers move to the next", params: idParam, body: messageDelete, response: statusOk },
    ({ db, ctx, params, body }) => deleteMessage(db, ctx, params.id, body.message_id)),
  patch("/sequence/{id}/sort-messages", { ...update, summary: "Puts the messages in a new order; re-plans subscribers from their last send", description: "422 on ids unless they are exactly the sequence's messages.", params: idParam, body: messageSort, response: messageList.extend(statusOk.shape) },
    ({ db, ctx, params, body }) => sortMessages(db, ctx, params.id, body.ids)),
  post("/sequence/add-contact", { ...update, summary: "Adds contacts to sequences (their first message is planned from now)", body: sequenceContacts, response: contactsAnswer },
    ({ db, ctx, body }) => addContacts(db, ctx, body)),
  post("/sequence/remove-contact", { ...update, summary: "Removes contacts from sequences (nothing more is sent)", body: sequenceContacts, response: contactsAnswer },
    ({ db, ctx, body }) => removeContacts(db, ctx, body)),
  get("/sequence/{id}/users", { ...view, summary: "The sequence's subscribers with their next message", params: idParam, query: subscribersQuery, response: subscriberPage },
    ({ db, ctx, params, query }) => listSubscribers(db, ctx, params.id, query)),
  del("/sequence/delete-user", { ...update, summary: "Deletes subscribers (by subscriber id) with their send history", body: sequenceIds, response: statusOk },
    ({ db, ctx, body }) => deleteSubscribers(db, ctx, body.ids)),
  post("/sequence/{id}/schedule-sequence", { ...update, summary: "Schedules a one-off send of one message to every active or the chosen subscribers", params: idParam, body: scheduleCreate, response: scheduleSaved, status: 201 },
    ({ db, ctx, params, body }) => scheduleSequence(db, ctx, params.id, body)),
  get("/sequence/{messageId}/schedules", { ...view, summary: "A message's one-off sends", params: messageIdParam, response: scheduleList },
    ({ db, ctx, params }) => listSchedules(db, ctx, params.messageId)),
  del("/sequence/{id}/delete-schedule", { ...update, summary: "Cancels a schedule not yet sent", params: idParam, body: scheduleDelete, response: statusOk },
    ({ db, ctx, params, body }) => deleteSchedule(db, ctx, params.id, body.schedule_id)),
  post("/sequence/{id}/send-now", { ...update, summary: "Sends one message now to every active or the chosen subscribers (a job)", params: idParam, body: sendNowBody, response: scheduleSaved },
    ({ db, ctx, params, body }) => sendNow(db, ctx, params.id, body)),
  post("/sequence/{id}/get-email-count", { ...view, summary: "How many messages a send would deliver now (for its confirm dialog)", params: idParam, body: sendNowBody, response: emailCount },
    ({ db, ctx, params, body }) => deliverableCount(db, ctx, params.id, body)),
  get("/sequence/{id}/analytics", { ...view, summary: "Email (sent, delivered, opened, clicked, bounced, unsubscribed) or SMS (sent, delivered, failed, replied) totals with rates", params: idParam, query: analyticsQuery, response: analyticsAnswer },
    ({ db, ctx, params, query }) => sequenceAnalytics(db, ctx, params.id, query.type)),
  get("/sequence/{id}/detail-analytics", { ...view, summary: "Per message: totals and the week's Mon–Sun daily series", params: idParam, query: detailAnalyticsQuery, response: detailAnalyticsAnswer },
    ({ db, ctx, params, query }) => detailAnalytics(db, ctx, params.id, query.week_of)),
  get("/sequence/{id}/message/{messageId}/subscribers", { ...view, summary: "Who was sent a message, with its delivery, open and click", params: messageParams, query: messageSubscribersQuery, response: messageSubscriberPage },
    ({ db, ctx, params, query }) => messageSubscribers(db, ctx, params.id, params.messageId, query)),
  post("/sequence/{id}/message/{messageId}/resend", { ...update, summary: "Sends a message again to one subscriber, or to every one who has not opened it", description: "422 on contact_id for a contact who is not a subscriber.", params: messageParams, body: resendBody, response: resendAnswer },
    ({ db, ctx, params, body }) => resendMessage(db, ctx, params.id, params.messageId, body)),
  get("/contact/sequences", { ...view, summary: "A contact's sequences, newest first", query: contactSequencesQuery, response: contactSequencePage },
    ({ db, ctx, query }) => contactSequences(db, ctx, query)),
]);
