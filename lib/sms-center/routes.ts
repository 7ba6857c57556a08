import { z } from "@hono/zod-openapi";
import { defineModule } from "@/lib/http/module";
import { pageSchema } from "@/lib/http/pagination";
import { del, get, patch, post } from "@/lib/http/route";
import { dataOf, statusOk } from "@/lib/http/schemas";
import { SMS_SCHEDULED, SMS_SCHEDULE_DELETED } from "@/lib/scheduled/constants";
import { scheduleBody, scheduledQuery, scheduledRow, scheduleIds } from "@/lib/scheduled/schemas";
import { deleteScheduled, listScheduled, scheduleMessage } from "@/lib/scheduled/service";
import { ARCHIVED, MARKED_READ, MARKED_UNREAD, UNARCHIVED } from "./constants";
import { NO_NUMBER, contactSmsNumber } from "./number";
import { archiveBody, inboundQuery, inboundRow, logQuery, markReadBody, resendBody, smsLogRow, threadQuery, threadRow, threadStats } from "./schemas";
import { inboundSms, resendSms, smsChatLogs } from "./service";
import { archiveThreads, listThreads, markThreads, threadStats as stats } from "./threads";

const view = { tenancy: "location", permit: ["sms-center", "view"] } as const;
const update = { tenancy: "location", permit: ["sms-center", "update"] } as const;
const answer = z.object({ status: z.number().int(), message: z.string() });

/** Doc 2 "SMS centre": threads, conversations, stats and scheduled SMS. */
export const smsCenterModule = defineModule("sms-center", [
  get("/sms-center/contacts", { ...view, summary: "SMS threads of a tab (inbox, unread, archived)", query: threadQuery, response: pageSchema(threadRow) },
    ({ db, ctx, query }) => listThreads(db, ctx, "sms", query)),
  get("/sms-center/chat-logs", { ...view, summary: "One contact's SMS conversation, newest first", query: logQuery, response: pageSchema(smsLogRow) },
    ({ db, ctx, query }) => smsChatLogs(db, ctx, query)),
  get("/sms-center/inbound-sms", { ...view, summary: "Every inbound SMS, newest first", query: inboundQuery, response: pageSchema(inboundRow) },
    ({ db, ctx, query }) => inboundSms(db, ctx, query)),
  get("/sms-center/stats", { ...view, summary: "Thread tab counts and SMS totals", response: dataOf(threadStats) },
    async ({ db, ctx }) => ({ data: await stats(db, ctx, "sms") })),
  get("/sms-center/scheduled-list", { ...view, summary: "SMS waiting to be sent (a contact's, or all)", query: scheduledQuery, response: pageSchema(scheduledRow) },
    ({ db, ctx, query }) => listScheduled(db, ctx, query, "sms")),
  post("/sms-center/schedule", { tenancy: "location", permit: ["sms-center", "create"], summary: "Schedule an SMS to a contact", body: scheduleBody, response: answer.extend({ data: scheduledRow }), status: 201 },
    async ({ db, ctx, body }) => ({ status: 1, message: SMS_SCHEDULED, data: await scheduleMessage(db, ctx, "sms", body, (c) => (contactSmsNumber(c) ? null : NO_NUMBER)) })),
  post("/sms-center/resend-sms", { tenancy: "location", permit: ["sms-center", "create"], summary: "Send a failed or blocked SMS again", description: "`status` 1 when queued; otherwise 0 and why in `message`.", body: resendBody, response: answer },
    ({ db, ctx, body }) => resendSms(db, ctx, body.id)),
  patch("/sms-center/mark-read-unread", { ...update, summary: "Mark SMS threads read or unread", body: markReadBody, response: statusOk },
    async ({ db, ctx, body }) => {
      await markThreads(db, ctx, "sms", body.contact_ids, body.is_read === 1);
      return { status: 1, message: body.is_read === 1 ? MARKED_READ : MARKED_UNREAD };
    }),
  patch("/sms-center/archive-unarchive", { ...update, summary: "Archive SMS threads or move them back to the inbox", body: archiveBody, response: statusOk },
    async ({ db, ctx, body }) => {
      await archiveThreads(db, ctx, "sms", body.contact_ids, body.archived === 1);
      return { status: 1, message: body.archived === 1 ? ARCHIVED : UNARCHIVED };
    }),
  del("/sms-center/delete-scheduled-sms", { tenancy: "location", permit: ["sms-center", "delete"], summary: "Delete scheduled SMS (all or none)", body: scheduleIds, response: statusOk },
    async ({ db, ctx, body }) => {
      await deleteScheduled(db, ctx, body.schedule_ids, "sms");
      return { status: 1, message: SMS_SCHEDULE_DELETED };
    }),
]);
