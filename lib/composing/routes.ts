import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "@/lib/http/env";
import { defineModule } from "@/lib/http/module";
import { del, get, patch, post } from "@/lib/http/route";
import { idParam, statusOk } from "@/lib/http/schemas";
import { UPLOAD_BODY_BYTES } from "@/lib/image-library/constants";
import { checkDeclaredLength } from "@/lib/platform/files/multipart";
import { DEFINED_LINKS } from "./constants";
import { deleteEmailButton, listEmailButtons, updateEmailButton, uploadEmailButton } from "./email-buttons";
import { listSavedStyles, savedStyleContent, updateSavedStyle } from "./saved-styles";
import {
  definedLinks, emailButton, emailButtonList, emailButtonUpdate, emailButtonUploadDoc, emailPreview, savedStyle, savedStyleList, savedStyleParam,
  savedStyleUpdate, smsPreview, testEmailPreview, testEmailSend, testSent, testSmsPreview, testSmsSend,
} from "./schemas";
import { previewTestEmail, previewTestSms, sendTestEmail, sendTestSms } from "./test-sends";
import { z } from "@hono/zod-openapi";

/** After authentication (401/403 first), before the body is touched. */
const bodyCap = createMiddleware<ApiEnv>(async (c, next) => {
  checkDeclaredLength(c.req.raw, UPLOAD_BODY_BYTES);
  await next();
});

// Composing settings are used by every content editor (templates, pages, forms, playbooks), so
// reading them needs only a session on the location; changing the shared ones needs templates
// update, and sending tests templates create (a coach who may write messages may test them).
const scoped = { tenancy: "location" } as const;
const write = { tenancy: "location", permit: ["templates", "update"] } as const;
const send = { tenancy: "location", permit: ["templates", "create"] } as const;
const saved = z.object({ status: z.number().int(), message: z.string(), data: savedStyle });
const buttonSaved = z.object({ status: z.number().int(), message: z.string(), data: emailButton });

export const composingModule = defineModule("composing", [
  get("/saved-style/list", { ...scoped, summary: "Every type's saved style (defaults filled in)", response: savedStyleList },
    ({ db, ctx }) => listSavedStyles(db, ctx)),
  get("/saved-style/{type}/content", { ...scoped, summary: "One type's saved style", params: savedStyleParam, response: savedStyle },
    ({ db, ctx, params }) => savedStyleContent(db, ctx, params.type)),
  patch("/saved-style/update", { ...write, summary: "Changes some fields of a type's saved style", body: savedStyleUpdate, response: saved },
    ({ db, ctx, body }) => updateSavedStyle(db, ctx, body)),
  get("/defined-links", { ...scoped, summary: "Links a message can insert (merge fields)", response: definedLinks },
    () => ({ data: DEFINED_LINKS.map((l) => ({ ...l })) })),
  get("/email-buttons", { ...scoped, summary: "The location's image email buttons", response: emailButtonList },
    ({ db, ctx }) => listEmailButtons(db, ctx)),
  get("/content-setting/get-button-list", { ...scoped, summary: "The location's image email buttons (id, file)", response: emailButtonList },
    ({ db, ctx }) => listEmailButtons(db, ctx)),
  post("/content-setting/file-upload", { ...write, summary: "Uploads an image as an email button", multipart: emailButtonUploadDoc, middleware: [bodyCap], response: buttonSaved, status: 201 },
    ({ db, ctx, req }) => uploadEmailButton(db, ctx, req)),
  post("/content-setting/update-button", { ...write, summary: "Renames an email button", body: emailButtonUpdate, response: buttonSaved },
    ({ db, ctx, body }) => updateEmailButton(db, ctx, body)),
  del("/content-setting/{id}/delete-button", { ...write, summary: "Deletes an email button", params: idParam, response: statusOk },
    ({ db, ctx, params }) => deleteEmailButton(db, ctx, params.id)),
  post("/test-email/preview", { ...scoped, permit: ["templates", "view"], summary: "An email rendered for a contact", body: testEmailPreview, response: emailPreview },
    ({ db, ctx, body }) => previewTestEmail(db, ctx, body)),
  post("/test-email/send", { ...send, summary: "Sends a rendered test email (5 recipients, 20 an hour)", body: testEmailSend, response: testSent },
    ({ db, ctx, body }) => sendTestEmail(db, ctx, body)),
  post("/test-sms/preview", { ...scoped, permit: ["templates", "view"], summary: "An SMS rendered for a contact, with its segments", body: testSmsPreview, response: smsPreview },
    ({ db, ctx, body }) => previewTestSms(db, ctx, body)),
  post("/test-sms/send", { ...send, summary: "Sends a rendered test SMS (5 recipients, 20 an hour)", body: testSmsSend, response: testSent },
    ({ db, ctx, body }) => sendTestSms(db, ctx, body)),
]);
