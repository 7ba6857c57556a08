import { defineModule } from "@/lib/http/module";
import { get, post } from "@/lib/http/route";
import { pageSchema } from "@/lib/http/pagination";
import { z } from "@hono/zod-openapi";
import { receiveFeedback } from "./feedback";
import { contactEventLogs, deliveryLog } from "./logs";
import { getRecoveryPage, publicRecoveryPage, resubscribe, saveRecoveryPage, unsubscribe } from "./recovery";
import { emailReport } from "./report";
import * as S from "./schemas";
import { clickRedirect, openPixel } from "./tracking";

// The email report and delivery log are the marketing area's (doc 3 lists them with broadcasts);
// a contact's events are part of the contact centre. The recovery page is a shared composing
// setting: any member of the location reads it, templates update changes it (as saved styles).
const report = { tenancy: "location", permit: ["broadcasts", "view"] } as const;
const contactView = { tenancy: "location", permit: ["contacts-center", "view"] } as const;
const pub = { tenancy: "public" } as const;
const ua = (req: Request) => req.headers.get("user-agent");

export const emailLogsModule = defineModule("email-log", [
  get("/email-log/get-email-report", { ...report, summary: "Delivered email and its events per day (the location's days); machine opens apart", query: S.reportQuery, response: S.emailReport },
    async ({ db, ctx, query }) => ({ data: await emailReport(db, ctx, query) })),
  get("/email-log/get-delivery-log", { ...report, summary: "The location's email, newest first, by status and source", query: S.deliveryLogQuery, response: pageSchema(S.deliveryLogRow) },
    ({ db, ctx, query }) => deliveryLog(db, ctx, query)),
  get("/contact/email-sent-event-logs", { ...contactView, summary: "A contact's email events (opens, clicks, bounces, complaints, unsubscribes), newest first", query: S.eventLogQuery, response: pageSchema(S.eventLogRow) },
    ({ db, ctx, query }) => contactEventLogs(db, ctx, query)),

  // Tracking: the message's signed token is the key; a bad or forged one is a 404.
  get("/email-log/open/{token}", { ...pub, summary: "The open pixel of a sent email (a 1x1 GIF)", params: S.tokenParam },
    ({ db, params, ip, req }) => openPixel(db, params.token, ip, ua(req))),
  get("/email-log/click/{token}", { ...pub, summary: "A sent email's link: counted, then redirected (302) if signed for that email", params: S.tokenParam, query: S.clickQuery, answers: [302] },
    ({ db, params, query, ip, req }) => clickRedirect(db, params.token, query, ip, ua(req))),
  post("/email-log/unsubscribe/{token}", { ...pub, summary: "Unsubscribes a sent email's address (the page's button and one-click List-Unsubscribe-Post)", params: S.tokenParam, body: S.oneClickBody, bodyTypes: ["json", "form"], bodyOptional: true, response: S.unsubscribed },
    ({ db, params }) => unsubscribe(db, params.token)),
  post("/email-log/complaint", { ...pub, summary: "A spam complaint (ARF feedback report, RFC 5965) from the mail relay", description: "The raw report as the body (message/rfc822), signed: `x-coachos-timestamp` and `x-coachos-signature` = `sha256=` HMAC-SHA256 of `timestamp.body`. A bad or stale signature is a 403; a body that is not a feedback report is a 422.", answers: [403, 422], response: z.object({ status: z.number().int(), message: z.string() }) },
    // Hono may have buffered the body already (its body cache): read it through the context.
    ({ db, req, c }) => receiveFeedback(db, req, () => c.req.text())),

  get("/recovery-page", { tenancy: "location", summary: "The location's recovery (resubscribe) page", response: S.recoveryPage },
    ({ db, ctx }) => getRecoveryPage(db, ctx)),
  post("/recovery-page/save", { tenancy: "location", permit: ["templates", "update"], summary: "Saves the recovery page (headline, text, button, logo)", body: S.recoverySave, response: S.recoverySaved },
    ({ db, ctx, body }) => saveRecoveryPage(db, ctx, body)),
  get("/recovery-page/{id}/public-setting", { ...pub, summary: "A location's recovery page, for the public /resubscribes/{id} page", description: "`id` is the location's public id (`id` of GET /recovery-page, `recovery_page_id` of an unsubscribe), never its numeric id.", params: S.publicIdParam, response: S.recoveryPage },
    ({ db, params }) => publicRecoveryPage(db, params.id)),
  post("/recovery-page/{id}/resubscribe", { ...pub, summary: "Resubscribes an address with its signed token; without one, mails a confirmation link", description: "`id` is the location's public id, as in /recovery-page/{id}/public-setting.", params: S.publicIdParam, body: S.resubscribeBody, response: S.resubscribed },
    ({ db, params, body }) => resubscribe(db, params.id, body)),
]);
