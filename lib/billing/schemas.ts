import { z } from "@hono/zod-openapi";
import { id, text } from "@/lib/http/schemas";
import { ARCHIVABLE_ASSETS, DOWNGRADE_LIMITS } from "./constants";

/** Wire shapes of the coach's own billing (doc 3 s3: the field names are the spec's). */

const line = (field: string, max = 200) => text(field).max(max, { error: `The ${field} may not be greater than ${max} characters.` });

export const planLimits = z.object({ contacts: z.number().int().nullable(), locations: z.number().int().nullable(), users: z.number().int().nullable(), products: z.number().int().nullable() });

export const billingPlan = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    /** Minor units (cents). */
    price: z.number().int(),
    currency: z.string(),
    interval: z.string(),
    trial_days: z.number().int(),
    limits: planLimits,
    has_funnels: z.boolean(),
    is_current: z.boolean(),
  })
  .openapi("BillingPlan");

export const billingSubscription = z
  .object({
    id: z.number().int(),
    interval: z.string(),
    /** Spelled so (doc 3 s3); `trialing` marks a trial. */
    subsctiption_status: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    has_funnels: z.boolean(),
    plan: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    limits: planLimits,
    trial_ends_at: z.string().nullable(),
    current_period_end: z.string().nullable(),
    cancel_at_period_end: z.boolean(),
    pending_plan: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
    is_payment_failed: z.boolean(),
    open_invoice: z.object({ id: z.number().int(), amount: z.number().int(), currency: z.string() }).nullable(),
  })
  .openapi("BillingSubscription");

export const billingProfile = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    company_name: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    postal_code: z.string(),
    country: z.string(),
  })
  .openapi("BillingProfile");

export const profileBody = z
  .object({
    name: line("name").trim().min(1, { error: "The name field is required." }),
    company_name: line("company name").trim().default(""),
    address: line("address", 300).trim().default(""),
    city: line("city").trim().default(""),
    state: line("state").trim().default(""),
    postal_code: line("postal code", 20).trim().default(""),
    country: line("country", 100).trim().default(""),
  })
  .openapi("BillingProfileBody");

export const changeEmailBody = z
  .object({
    email: line("email", 254).trim().pipe(z.email({ error: "The email must be a valid email address." })),
    password: text("password").min(1, { error: "The password field is required." }).max(200),
  })
  .openapi("BillingChangeEmailBody");

export const updateSubscriptionBody = z
  .object({
    /** change: to `plan_id` (a dearer plan now, prorated; a cheaper one at the period's end); cancel: at the period's end; resume: undoes a cancel or a pending downgrade. */
    action: z.enum(["change", "cancel", "resume"], { error: "The action must be one of change, cancel or resume." }),
    plan_id: id("plan id").optional(),
  })
  .refine((b) => b.action !== "change" || b.plan_id != null, { error: "The plan id field is required.", path: ["plan_id"] })
  .openapi("BillingUpdateSubscriptionBody");

export const oldSubscriptionsQuery = z.object({
  /** Keyset: bills older than this id. */
  before: id("before").optional(),
  per_page: z.coerce.number({ error: "The per page must be a number." }).int().min(1, { error: "The per page must be at least 1." }).max(100, { error: "The per page may not be greater than 100." }).default(20),
});

export const billingInvoice = z
  .object({
    id: z.number().int(),
    plan: z.string(),
    reason: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    interval: z.string(),
    status: z.string(),
    card_last4: z.string().nullable(),
    period_start: z.string(),
    period_end: z.string(),
    paid_at: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi("BillingInvoice");

export const activateBody = z.object({ plan_id: id("plan id") }).openapi("BillingActivateBody");

const secretRef = (field: string) => line(field).regex(/^[A-Za-z0-9_]{3,200}$/, { error: `The ${field} is not valid.` });
/** The confirmed setup intent (its id; Stripe.js's object is accepted too). */
export const cardAddBody = z
  .object({ setup_intent: z.union([secretRef("setup intent"), z.object({ id: secretRef("setup intent") }).transform((o) => o.id)]) })
  .openapi("BillingCardAddBody");
export const updateBillingBody = z
  .object({ payment_intent: z.union([secretRef("payment intent"), z.object({ id: secretRef("payment intent") }).transform((o) => o.id)]) })
  .openapi("BillingUpdateBillingBody");

/** Doc 3 s3's payment intent fields, plus what the card form needs to confirm it. */
export const billingIntent = z
  .object({
    id: z.string(),
    object: z.literal("payment_intent"),
    clientSecret: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    status: z.string(),
    payment_method: z.object({ id: z.string(), card: z.object({ brand: z.string(), last4: z.string() }) }).nullable(),
    last_payment_error: z.object({ code: z.string(), message: z.string() }).nullable(),
    requiresPaymentMethod: z.boolean(),
    requiresAction: z.boolean(),
    requiresConfirmation: z.boolean(),
    isSucceeded: z.boolean(),
    isCancelled: z.boolean(),
    mode: z.enum(["embedded", "stripe"]),
    publishable_key: z.string().nullable(),
  })
  .openapi("BillingPaymentIntent");

export const setupIntentAnswer = z.object({ client_secret: z.string(), mode: z.enum(["embedded", "stripe"]), publishable_key: z.string().nullable() }).openapi("BillingSetupIntent");

export const messageAnswer = z.object({ status: z.number().int(), message: z.string() });

export const pauseBody = z
  .object({ months: z.number({ error: "The months must be a number." }).int({ error: "The months must be 1, 2 or 3." }).min(1, { error: "The months must be 1, 2 or 3." }).max(3, { error: "The months must be 1, 2 or 3." }) })
  .openapi("BillingPauseBody");

/** One asset that counts against a limit (GET /billing/all-assets), with the location it belongs to. */
export const billingAsset = z.object({
  id: z.number().int(),
  name: z.string(),
  archived: z.boolean(),
  location: z.object({ id: z.number().int(), name: z.string() }),
});

/**
 * One limit a lower plan must hold: what the account uses against it (per-location limits: the
 * fullest location, as the plan change checks), each location's use, and, for a kind that can be
 * archived, its assets (the first ALL_ASSETS_CAP, `total` of them in all).
 */
export const billingAssetGroup = z
  .object({
    key: z.enum(DOWNGRADE_LIMITS),
    label: z.string(),
    scope: z.enum(["location", "account"]),
    used: z.number().int(),
    locations: z.array(z.object({ id: z.number().int(), name: z.string(), used: z.number().int() })),
    /** The asset type archive-unarchive-asset takes, or null: usage only. */
    type: z.enum(ARCHIVABLE_ASSETS).nullable(),
    assets: z.array(billingAsset),
    total: z.number().int(),
  })
  .openapi("BillingAssetGroup");

export const archiveAssetBody = z
  .object({
    type: z.enum(ARCHIVABLE_ASSETS, { error: `The type must be one of ${ARCHIVABLE_ASSETS.join(", ")}.` }),
    id: id("id"),
    archive: z.boolean({ error: "The archive field must be true or false." }),
  })
  .openapi("BillingArchiveAssetBody");
