import { pageQuery, pageSchema } from "@/lib/http/pagination";
import { get, patch, post } from "@/lib/http/route";
import { BULK_MESSAGES } from "./bulk-constants";
import { changeGender, changeStatus, moveToTab, setDelivery, setPhoneCountry, setPortalActive, softDelete } from "./bulk";
import {
  bulkAnswer, bulkTarget, changeGenderBody, changeStatusBody, copyAnswer, copyBody, deletedQuery, deletedRow, deliveryBody, mergeBody,
  moveBody, phoneCountryBody, portalBody, restoreBody, suppressionParam, suppressionRow,
} from "./bulk-schemas";
import { copyToLocation } from "./copy-to-location";
import { contactAnswer } from "./crud-schemas";
import { listDeleted, restoreContacts } from "./deleted";
import { mergeContacts } from "./merge";
import { listSuppressions } from "./suppressions";

/**
 * Bulk actions, merge, deleted and suppressed contacts (doc 2 s2, s6), spread into the
 * contacts module. Gates per doc 2 s6: update for most actions, assign for Copy To Location,
 * delete for Bulk Delete and its undo (restore); merge has no gate beyond the contact centre's
 * view. "All matching" bodies are described in bulk-schemas.ts.
 */
const view = { tenancy: "location", permit: ["contacts-center", "view"] } as const;
const update = { tenancy: "location", permit: ["contacts-center", "update"] } as const;
const remove = { tenancy: "location", permit: ["contacts-center", "delete"] } as const;
const assign = { tenancy: "location", permit: ["contacts-center", "assign"] } as const;

const done = (count: number, message: string) => ({ status: 1, count, message });
const TARGET = "Acts on `contact_ids`, or with `all: true` on every live contact matching `filters` (the query of GET /contact/list) except `except`.";

export const bulkRoutes = [
  patch("/contact/change-gender", { ...update, summary: "Change the gender of contacts", description: TARGET, body: changeGenderBody, response: bulkAnswer },
    async ({ db, ctx, body }) => done(await changeGender(db, ctx, body, body.gender), BULK_MESSAGES.gender)),
  patch("/contact/change-status", { ...update, summary: "Switch contacts to a status item (tab)", description: TARGET, body: changeStatusBody, response: bulkAnswer },
    async ({ db, ctx, body }) => done(await changeStatus(db, ctx, body, body.status_value), BULK_MESSAGES.status)),
  post("/contact/move", { ...update, summary: "Move contacts to another group (its first status item)", description: TARGET, body: moveBody, response: bulkAnswer },
    async ({ db, ctx, body }) => done(await moveToTab(db, ctx, body, body.tab), BULK_MESSAGES.move)),
  patch("/contact/update-delivery-status", { ...update, summary: "Switch email or SMS delivery on or off for contacts", description: TARGET, body: deliveryBody, response: bulkAnswer },
    async ({ db, ctx, body }) => done(await setDelivery(db, ctx, body, body.type, body.enabled), BULK_MESSAGES.delivery)),
  patch("/contact/portal-account-activate-suspend", { ...update, summary: "Activate or suspend contacts' portal accounts", description: TARGET, body: portalBody, response: bulkAnswer },
    async ({ db, ctx, body }) => done(await setPortalActive(db, ctx, body, body.active), BULK_MESSAGES.portal(body.active))),
  post("/contact/copy-to-location", { ...assign, summary: "Copy contacts to another location of the company", description: TARGET, body: copyBody, response: copyAnswer },
    async ({ db, ctx, body }) => {
      const r = await copyToLocation(db, ctx, body, body.location_id);
      return { ...done(r.copied, BULK_MESSAGES.copy), skipped: r.skipped };
    }),
  post("/contact/delete", { ...remove, summary: "Bulk Delete: soft-delete contacts (restorable)", description: TARGET, body: bulkTarget, response: bulkAnswer },
    async ({ db, ctx, body }) => done(await softDelete(db, ctx, body), BULK_MESSAGES.delete)),
  // Doc 2 s6: phone code is an ungated action (view of the contact centre only).
  patch("/contact/update-phone-country-code", { ...view, summary: "Phone code: the country contacts' numbers are read in", description: TARGET, body: phoneCountryBody, response: bulkAnswer },
    async ({ db, ctx, body }) => done(await setPhoneCountry(db, ctx, body, body.country_code), BULK_MESSAGES.phoneCode)),
  // Merge has no gate of its own (doc 2 s6); a caller must still see the contact centre.
  post("/contact/merge", { ...view, summary: "Merge contacts into the primary one", body: mergeBody, response: contactAnswer },
    async ({ db, ctx, body }) => ({ data: await mergeContacts(db, ctx, body.contact_ids, body.primary_id), message: BULK_MESSAGES.merge })),

  get("/contact/deleted/list", { ...view, summary: "Deleted contacts, newest deletion first", query: deletedQuery, response: pageSchema(deletedRow) },
    ({ db, ctx, query }) => listDeleted(db, ctx, query)),
  // Not in the spec's call list (it shows the deleted list, not its restore call): the undo of Bulk Delete, so the same gate.
  post("/contact/deleted/restore", { ...remove, summary: "Restore deleted contacts", body: restoreBody, response: bulkAnswer },
    async ({ db, ctx, body }) => done(await restoreContacts(db, ctx, body.contact_ids), BULK_MESSAGES.restore)),
  get("/contact/suppressions/{type}", { ...view, summary: "Suppressed addresses by type", params: suppressionParam, query: pageQuery, response: pageSchema(suppressionRow) },
    ({ db, ctx, params, query }) => listSuppressions(db, ctx, params.type, query)),
] as const;

