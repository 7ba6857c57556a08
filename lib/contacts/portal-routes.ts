import { post } from "@/lib/http/route";
import { idParam, statusOk } from "@/lib/http/schemas";
import { bulkTarget } from "./bulk-schemas";
import { startBulkSend } from "./bulk-send";
import { PORTAL_PASSWORD_UPDATED } from "./portal-constants";
import { setPortalPassword } from "./portal-login";
import { portalPasswordBody } from "./portal-schemas";
import { bulkSendAnswer } from "./profile-schemas";

/**
 * Client-portal logins (doc 2 s2 "portal accounts", s6, s7): resend login (gate: update, as doc 2
 * s6 lists it), the coach setting a password, and the public call the emailed link's page posts.
 */
const update = { tenancy: "location", permit: ["contacts-center", "update"] } as const;

export const portalRoutes = [
  post("/contact/resend-login", { ...update, summary: "Email contacts with portal access a link to set their portal password", description: "Acts on `contact_ids`, or with `all: true` on every live contact matching `filters` except `except`. Contacts without portal access or an email address are skipped. More than 25 contacts are sent by a job (`queued`).", body: bulkTarget, response: bulkSendAnswer },
    ({ db, ctx, body }) => startBulkSend(db, ctx, body, "login", null)),
  post("/contact/{id}/update-portal-password", { ...update, summary: "Set a contact's client-portal password", params: idParam, body: portalPasswordBody, response: statusOk },
    async ({ db, ctx, params, body }) => {
      await setPortalPassword(db, ctx, params.id, body.password);
      return { status: 1, message: PORTAL_PASSWORD_UPDATED };
    }),
] as const;
