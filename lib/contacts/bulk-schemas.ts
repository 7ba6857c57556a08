import { z } from "@hono/zod-openapi";
import { pageQuery } from "@/lib/http/pagination";
import { id, text } from "@/lib/http/schemas";
import { isCountryCode } from "@/lib/reference-data/countries";
import { BULK_IDS_MAX, MERGE_MAX, SUPPRESSION_TYPES } from "./bulk-constants";
import { CONTACT_TABS, GENDERS } from "./constants";
import { contactExportQuery, type ContactFilterQuery } from "./schemas";

/**
 * Which contacts a bulk call acts on, as the bulk bar's selection sends it: the ticked ids
 * (`contact_ids`), or every contact matching the list's filters (`all: true`, with `filters`:
 * the query GET /contact/list takes, without paging) minus the ones unticked afterwards (`except`). The server applies the
 * filters itself, in the same statement as the write, so "all 100,000" is one statement.
 */
const idList = (field: string, min: number) =>
  z
    .array(id(`${field}.*`), { error: `The ${field} field must be a list.` })
    .min(min, min > 1 ? `The ${field} must have at least ${min} items.` : `The ${field} field is required.`)
    .max(BULK_IDS_MAX, `The ${field} may not have more than ${BULK_IDS_MAX} items.`);

export const targetFields = {
  contact_ids: idList("contact_ids", 1).optional(),
  all: z.boolean({ error: "The all field must be true or false." }).optional(),
  except: z.array(id("except.*"), { error: "The except field must be a list." }).max(BULK_IDS_MAX, `The except may not have more than ${BULK_IDS_MAX} items.`).optional(),
  filters: contactExportQuery.optional(),
};
export type BulkTarget = { contact_ids?: number[]; all?: boolean; except?: number[]; filters?: ContactFilterQuery };

/** Either ids or "all matching" must be named. */
function requireTarget(v: { all?: unknown; contact_ids?: unknown }, ctx: z.RefinementCtx) {
  if (!v.all && !(v.contact_ids as number[] | undefined)?.length) ctx.addIssue({ code: "custom", path: ["contact_ids"], message: "The contact ids field is required." });
}

/** A bulk call's body: the target plus the action's own fields. */
export function bulkBody<S extends z.ZodRawShape>(name: string, extra: S) {
  return z.object({ ...targetFields, ...extra }).superRefine((v, ctx) => requireTarget(v as BulkTarget, ctx)).openapi(name);
}

export const bulkTarget = bulkBody("ContactBulkTarget", {});
export const changeGenderBody = bulkBody("ContactChangeGender", { gender: z.enum(GENDERS, { error: "The selected gender is invalid." }) });
export const changeStatusBody = bulkBody("ContactChangeStatus", {
  // The status item's value (`Client`, `Trial`...): a tab of the location's status list.
  status_value: z.string({ error: "The status value field is required." }).trim().min(1, "The status value field is required.").max(100, "The selected status value is invalid."),
});
export const moveBody = bulkBody("ContactMove", { tab: z.enum(CONTACT_TABS, { error: "The selected tab is invalid." }) });
export const deliveryBody = bulkBody("ContactDeliveryStatus", {
  type: z.enum(["email", "sms"], { error: "The selected type is invalid." }),
  enabled: z.boolean({ error: "The enabled field must be true or false." }),
});
export const portalBody = bulkBody("ContactPortalStatus", { active: z.boolean({ error: "The active field must be true or false." }) });
export const copyBody = bulkBody("ContactCopyToLocation", { location_id: id("location_id") });

/**
 * Phone code: the country a number typed without "+" is read in; a code of the /countries list,
 * or null for the default.
 */
export const phoneCountryBody = bulkBody("ContactPhoneCountry", {
  country_code: text("country_code")
    .trim()
    .toUpperCase()
    .refine(isCountryCode, "The selected country code is invalid.")
    .nullable(),
});

export const mergeBody = z
  .object({
    contact_ids: idList("contact_ids", 2).max(MERGE_MAX, `The contact ids may not have more than ${MERGE_MAX} items.`),
    /** The contact that stays; the others are folded into it. */
    primary_id: id("primary_id"),
  })
  .superRefine((v, ctx) => {
    if (new Set(v.contact_ids).size < 2) ctx.addIssue({ code: "custom", path: ["contact_ids"], message: "A contact cannot be merged with itself." });
    if (!v.contact_ids.includes(v.primary_id)) ctx.addIssue({ code: "custom", path: ["primary_id"], message: "The primary contact must be one of the contacts merged." });
  })
  .openapi("ContactMerge");

export const restoreBody = z.object({ contact_ids: idList("contact_ids", 1) }).openapi("ContactRestore");

/** A bulk call's answer: how many contacts it changed. */
export const bulkAnswer = z.object({ status: z.number().int(), count: z.number().int(), message: z.string() });
export const copyAnswer = bulkAnswer.extend({ skipped: z.number().int() });

export const deletedQuery = pageQuery.extend({
  search: z.string().trim().max(100, "The search may not be greater than 100 characters.").optional(),
});
export const deletedRow = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    number: z.string().nullable(),
    status: z.string(),
    deleted_at: z.string(),
  })
  .openapi("DeletedContact");

export const suppressionParam = z.object({ type: z.enum(SUPPRESSION_TYPES, { error: "The selected type is invalid." }) });
export const suppressionRow = z
  .object({
    id: z.number().int(),
    email: z.string(),
    reason: z.string().nullable(),
    created_at: z.string(),
    /** The location's live contact with this address, if any. */
    contact_id: z.number().int().nullable(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
  })
  .openapi("EmailSuppression");
