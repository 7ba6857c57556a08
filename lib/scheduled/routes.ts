import { defineModule } from "@/lib/http/module";
import { pageSchema } from "@/lib/http/pagination";
import { get, post } from "@/lib/http/route";
import { statusOk } from "@/lib/http/schemas";
import { SCHEDULE_DELETED, SMS_SCHEDULE_DELETED } from "./constants";
import { scheduledQuery, scheduledRow, scheduleIds } from "./schemas";
import { deleteScheduled, listScheduled } from "./service";

// Scheduled sends belong to the message centre, so its area gates them on every channel.
const view = { tenancy: "location", permit: ["sms-center", "view"] } as const;
const remove = { tenancy: "location", permit: ["sms-center", "delete"] } as const;

/** Doc 3 "scheduled lists": what is waiting to be sent, SMS only or every channel. */
export const scheduledModule = defineModule("scheduled", [
  get("/scheduled/get-schedule-sms", { ...view, summary: "Scheduled SMS, soonest first", query: scheduledQuery.omit({ channel: true }), response: pageSchema(scheduledRow) },
    ({ db, ctx, query }) => listScheduled(db, ctx, query, "sms")),
  get("/scheduled/get-schedule", { ...view, summary: "Scheduled messages of every channel (or `channel`), soonest first", query: scheduledQuery, response: pageSchema(scheduledRow) },
    ({ db, ctx, query }) => listScheduled(db, ctx, query)),
  post("/scheduled/delete-sms", { ...remove, summary: "Delete scheduled SMS (all or none)", body: scheduleIds, response: statusOk },
    async ({ db, ctx, body }) => {
      await deleteScheduled(db, ctx, body.schedule_ids, "sms");
      return { status: 1, message: SMS_SCHEDULE_DELETED };
    }),
  post("/scheduled/delete-schedule", { ...remove, summary: "Delete scheduled messages of any channel (all or none)", body: scheduleIds, response: statusOk },
    async ({ db, ctx, body }) => {
      await deleteScheduled(db, ctx, body.schedule_ids);
      return { status: 1, message: SCHEDULE_DELETED };
    }),
]);
