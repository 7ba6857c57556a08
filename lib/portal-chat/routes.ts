import { z } from "@hono/zod-openapi";
import { defineModule } from "@/lib/http/module";
import { pageSchema } from "@/lib/http/pagination";
import { del, get, patch, post } from "@/lib/http/route";
import { dataOf, statusOk } from "@/lib/http/schemas";
import { PORTAL_SCHEDULED, SCHEDULE_DELETED } from "@/lib/scheduled/constants";
import { scheduleBody, scheduledQuery, scheduledRow } from "@/lib/scheduled/schemas";
import { deleteScheduled, listScheduled, scheduleMessage } from "@/lib/scheduled/service";
import { ARCHIVED, MARKED_READ, MARKED_UNREAD, UNARCHIVED } from "@/lib/sms-center/constants";
import { archiveBody, logQuery, markReadBody, threadQuery, threadRow, threadStats } from "@/lib/sms-center/schemas";
import { archiveThreads, listThreads, markThreads, threadStats as stats } from "@/lib/sms-center/threads";
import { deleteScheduledIds, latestRow, portalLogRow, sendPortalBody } from "./schemas";
import { PORTAL_SENT, latestPortalMessages, portalLogs, sendPortalMessage } from "./service";

// Portal chat lives in the message centre beside SMS: one permission area for both.
const view = { tenancy: "location", permit: ["sms-center", "view"] } as const;
const create = { tenancy: "location", permit: ["sms-center", "create"] } as const;
const update = { tenancy: "location", permit: ["sms-center", "update"] } as const;
const sent = z.object({ status: z.number().int(), message: z.string(), data: portalLogRow });
const scheduled = z.object({ status: z.number().int(), message: z.string(), data: scheduledRow });

const send = { ...create, body: sendPortalBody, response: sent, status: 201 } as const;
const schedule = { ...create, body: scheduleBody, response: scheduled, status: 201 } as const;

/** Doc 3 "portal chat": the coach's side of the conversation with a contact's client portal. */
export const portalChatModule = defineModule("portal-chat", [
  get("/portal-chat/contacts", { ...view, summary: "Portal chat threads of a tab (inbox, unread, archived)", query: threadQuery, response: pageSchema(threadRow) },
    ({ db, ctx, query }) => listThreads(db, ctx, "portal", query)),
  get("/portal-chat/logs", { ...view, summary: "One contact's portal conversation, newest first", query: logQuery, response: pageSchema(portalLogRow) },
    ({ db, ctx, query }) => portalLogs(db, ctx, query)),
  get("/portal-chat/scheduled-message", { ...view, summary: "A contact's scheduled portal messages", query: scheduledQuery.omit({ channel: true }).required({ contact_id: true }), response: pageSchema(scheduledRow) },
    ({ db, ctx, query }) => listScheduled(db, ctx, query, "portal")),
  get("/portal-chat/all-scheduled-message", { ...view, summary: "Every scheduled portal message, soonest first", query: scheduledQuery.omit({ channel: true }), response: pageSchema(scheduledRow) },
    ({ db, ctx, query }) => listScheduled(db, ctx, query, "portal")),
  get("/portal-chat/stats", { ...view, summary: "Thread tab counts and portal message totals", response: dataOf(threadStats) },
    async ({ db, ctx }) => ({ data: await stats(db, ctx, "portal") })),
  get("/portal-chat/latest-message", { ...view, summary: "The newest messages contacts wrote", response: dataOf(z.array(latestRow)) },
    async ({ db, ctx }) => ({ data: await latestPortalMessages(db, ctx) })),
  post("/portal-chat/send-message", { ...send, summary: "Send a portal chat message to a contact" },
    async ({ db, ctx, body }) => ({ status: 1, message: PORTAL_SENT, data: await sendPortalMessage(db, ctx, body) })),
  post("/contact/send-portal-message", { ...send, summary: "Send a portal chat message to a contact (from the profile)" },
    async ({ db, ctx, body }) => ({ status: 1, message: PORTAL_SENT, data: await sendPortalMessage(db, ctx, body) })),
  post("/portal-chat/schedule", { ...schedule, summary: "Schedule a portal chat message" },
    async ({ db, ctx, body }) => ({ status: 1, message: PORTAL_SCHEDULED, data: await scheduleMessage(db, ctx, "portal", body) })),
  post("/contact/schedule-portal-message", { ...schedule, summary: "Schedule a portal chat message (from the profile)" },
    async ({ db, ctx, body }) => ({ status: 1, message: PORTAL_SCHEDULED, data: await scheduleMessage(db, ctx, "portal", body) })),
  patch("/portal-chat/archive-unarchive", { ...update, summary: "Archive portal threads or move them back to the inbox", body: archiveBody, response: statusOk },
    async ({ db, ctx, body }) => {
      await archiveThreads(db, ctx, "portal", body.contact_ids, body.archived === 1);
      return { status: 1, message: body.archived === 1 ? ARCHIVED : UNARCHIVED };
    }),
  patch("/portal-chat/mark-read-unread", { ...update, summary: "Mark portal threads read or unread", body: markReadBody, response: statusOk },
    async ({ db, ctx, body }) => {
      await markThreads(db, ctx, "portal", body.contact_ids, body.is_read === 1);
      return { status: 1, message: body.is_read === 1 ? MARKED_READ : MARKED_UNREAD };
    }),
  del("/portal-chat/delete-scheduled-message", { tenancy: "location", permit: ["sms-center", "delete"], summary: "Delete scheduled portal messages (all or none)", body: deleteScheduledIds, response: statusOk },
    async ({ db, ctx, body }) => {
      await deleteScheduled(db, ctx, body.ids, "portal");
      return { status: 1, message: SCHEDULE_DELETED };
    }),
]);
