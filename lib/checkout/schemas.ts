import { z } from "@hono/zod-openapi";
import { id, text } from "@/lib/http/schemas";
import { CURRENCY_CODE } from "@/lib/platform/payments/money";
import { FONTS } from "@/lib/composing/constants";
import { INTERVALS, MAX_BUMPS, PRODUCT_LIST_PER_PAGE, PRODUCT_SORTS, PRODUCT_TYPES } from "./constants";

const name = (field: string) => text(field).trim().min(1, { error: `The ${field} field is required.` }).max(191, { error: `The ${field} may not be greater than 191 characters.` });
const minor = (field: string) => z.number({ error: `The ${field} must be a number.` }).int({ error: `The ${field} must be a whole number of minor units.` }).min(0, { error: `The ${field} must be at least 0.` }).max(99_999_999, { error: `The ${field} is too large.` });
const email = text("email").trim().toLowerCase().pipe(z.email({ error: "The email must be a valid email address." }).max(191));

export const createTokenBody = z.object({ email, account_id: id("account id"), access_token: text("access token").min(1).max(200) });
export const tokenAnswer = z.object({ status: z.number(), token: z.string(), expires_at: z.string() });
export const locationRow = z.object({ id: z.number(), name: z.string() });

export const processorRow = z.object({ id: z.number(), name: z.string(), account_id: z.string().nullable(), provider: z.string(), status: z.string(), livemode: z.boolean(), created_at: z.string() });
export const processorBody = z.object({ name: name("name") });

/** The bump's name is checked by the service, so its error lands on product-bump-name (doc 3 s5). */
export const bumpInput = z.object({ product_id: id("bump product"), name: text("product name").trim().max(191, { error: "The product name may not be greater than 191 characters." }), description: text("description").max(1000).optional(), price: minor("bump price") });

const productFields = {
  name: name("name"),
  description: text("description").max(5000).optional(),
  type: z.enum(PRODUCT_TYPES, { error: "The type must be one_time or subscription." }).default("one_time"),
  interval: z.enum(INTERVALS, { error: "The interval must be week, month or year." }).nullish(),
  trial_days: z.number().int().min(0).max(365).optional(),
  price: minor("price"),
  currency: text("currency").regex(CURRENCY_CODE, { error: "The currency must be a three-letter code." }).transform((c) => c.toUpperCase()),
  processor_id: id("processor").nullish(),
  tag_ids: z.array(id("tag")).max(50).optional(),
  contact_status: text("contact status").max(191).nullish(),
  thank_you_url: text("thank you url").url({ error: "The thank you url must be a valid URL." }).max(2000).nullish(),
  bumps: z.array(bumpInput).max(MAX_BUMPS, { error: `A product may have up to ${MAX_BUMPS} order bumps.` }).optional(),
};
export const productCreateBody = z.object(productFields);
export const productUpdateBody = z.object(productFields).partial().extend({
  // Tracking ids (GET /product/tracking-ids): only the ids are kept; the page renders the standard snippets.
  tracking_ids: z.lazy(() => trackingIdsInput).optional(),
});
export type ProductInput = z.output<typeof productCreateBody>;
export type ProductPatch = z.output<typeof productUpdateBody>;

export const productListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(PRODUCT_LIST_PER_PAGE),
  search: text("search").max(100).optional(),
  order_by: z.enum(PRODUCT_SORTS).default("ordering"),
  order: z.enum(["asc", "desc"]).default("desc"),
  archived: z.coerce.number().int().min(0).max(1).default(0),
});
export type ProductListQuery = z.output<typeof productListQuery>;

export const bumpRow = z.object({ id: z.number(), product_id: z.number(), name: z.string(), description: z.string(), price: z.number() });
export const productRow = z.object({
  id: z.number(),
  public_id: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.string(),
  interval: z.string().nullable(),
  trial_days: z.number(),
  price: z.number(),
  currency: z.string(),
  processor_id: z.number().nullable(),
  coupon_id: z.number().nullable(),
  tag_ids: z.array(z.number()),
  contact_status: z.string().nullable(),
  thank_you_url: z.string().nullable(),
  archived: z.boolean(),
  ordering: z.number(),
  date_created: z.string(),
});
export const productDetail = productRow.extend({ bumps: z.array(bumpRow), template: z.record(z.string(), z.unknown()) });
export type ProductRow = z.infer<typeof productRow>;
export type ProductDetail = z.infer<typeof productDetail>;

export const renameBody = z.object({ name: name("name") });
export const archiveBody = z.object({ ids: z.array(id("product")).min(1).max(100), archive: z.union([z.literal(0), z.literal(1), z.boolean()]).transform((v) => v === 1 || v === true) });
export const productIdBody = z.object({ id: id("product") });
export const productIdsBody = z.object({ ids: z.array(id("product")).min(1).max(100) });
export const messageAnswer = z.object({ status: z.number(), message: z.string() });

// Public checkout
export const publicIdParam = z.object({ public_id: z.string().regex(/^[A-Za-z0-9]{8,40}$/, { error: "The product is not valid." }) });
export const orderParam = z.object({ order: z.string().regex(/^[A-Za-z0-9]{8,40}$/, { error: "The order is not valid." }) });
export const startBody = z.object({
  email,
  name: name("name"),
  bumps: z.array(id("bump")).max(MAX_BUMPS).default([]),
  coupon: text("coupon").trim().max(64).nullish(),
});
export const orderUpdateBody = z.object({ bumps: z.array(id("bump")).max(MAX_BUMPS).default([]), coupon: text("coupon").trim().max(64).nullish() });
export const orderAnswer = z.object({
  order: z.string(),
  status: z.string(),
  client_secret: z.string().nullable(),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  currency: z.string(),
  redirect: z.string().nullable(),
  error: z.string().nullable(),
});
export type OrderAnswer = z.infer<typeof orderAnswer>;

// Coupons
const hex = (field: string) => text(field).regex(/^#[0-9a-fA-F]{6}$/, { error: `The ${field} must be a colour such as #2f7eed.` });
export const couponBody = z.object({
  name: name("name"),
  code: text("code").trim().regex(/^[A-Za-z0-9_-]{3,32}$/, { error: "The code must be 3 to 32 letters, digits, - or _." }),
  kind: z.enum(["percent", "amount"], { error: "The kind must be percent or amount." }),
  value: z.number({ error: "The value must be a number." }).int({ error: "The value must be a whole number." }).min(1, { error: "The value must be at least 1." }).max(99_999_999),
  currency: text("currency").regex(CURRENCY_CODE, { error: "The currency must be a three-letter code." }).transform((c) => c.toUpperCase()).nullish(),
  duration: z.enum(["once", "repeating", "forever"]).default("once"),
  months: z.number().int().min(1).max(36).nullish(),
  max_uses: z.number().int().min(1).max(1_000_000).nullish(),
  expires_at: z.coerce.date({ error: "The expiry must be a date." }).nullish(),
});
export type CouponInput = z.output<typeof couponBody>;
export const couponRow = z.object({
  id: z.number(), name: z.string(), code: z.string(), kind: z.string(), value: z.number(), currency: z.string().nullable(), duration: z.string(),
  months: z.number().nullable(), max_uses: z.number().nullable(), uses: z.number(), expires_at: z.string().nullable(), date_created: z.string(),
});
export const applyCouponBody = z.object({ coupon_id: id("coupon") });
export const productIdParam = z.object({ product_id: id("product") });

// Bumps
export const bumpListQuery = z.object({ product_id: id("product").optional() });
export const bumpUpdateBody = z.object({ name: text("product name").trim().max(191).optional(), description: text("description").max(1000).optional(), price: minor("price").optional() });
export const bumpListRow = z.object({ id: z.number(), product_id: z.number(), offered_on: z.number(), offered_on_name: z.string(), name: z.string(), description: z.string(), price: z.number() });

// Templates (doc 3 s9 defaults in constants.ts)
export const templatePatch = z
  .object({
    // The faces the app ships (components/fonts): the checkout page can show no other.
    font_family: z.enum(FONTS, { error: "The font family must be Inter, Roboto or Poppins." }),
    font_weight: z.number().int().min(100).max(900),
    headline_size: z.number().int().min(10).max(120),
    sub_headline_size: z.number().int().min(8).max(80),
    element_color: hex("element colour"),
    block_background: hex("block background"),
    timer_color: hex("timer colour"),
    button_background: hex("button background"),
    cover_color: hex("cover colour"),
    proof_headline: text("proof headline").max(191),
    payment_button_text: text("payment button text").trim().min(1).max(60),
    bump_acceptance_text: text("bump acceptance text").trim().min(1).max(120),
    guarantee_headline: text("guarantee headline").max(191),
    countdown: z.object({ enabled: z.boolean(), mode: z.enum(["fixed", "visitor"]), ends_at: z.string().datetime().nullable(), minutes: z.number().int().min(1).max(1440) }),
    proofs: z.array(z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/), name: text("proof name").max(191), text: text("proof text").max(2000) })).max(20),
  })
  .partial();
export type TemplatePatch = z.output<typeof templatePatch>;
export const templateParams = z.object({ template: id("template"), proof: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, { error: "The proof is not valid." }) });
export const trackingQuery = z.object({ product_id: id("product") });
export const trackingIdsSchema = z.object({
  fb_pixel: z.string().regex(/^\d{5,20}$/, { error: "The Facebook pixel id is digits only." }).nullable(),
  ga4: z.string().regex(/^G-[A-Z0-9]{4,20}$/, { error: "The GA4 id looks like G-XXXXXXX." }).nullable(),
  gtm: z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, { error: "The GTM id looks like GTM-XXXXXX." }).nullable(),
});

// Orders and refunds
export const ORDER_STATUSES = ["paid", "pending", "requires_action", "failed", "locked", "all"] as const;
export const orderListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  search: text("search").max(100).optional(),
  order_by: z.enum(["date_created", "total"]).default("date_created"),
  order: z.enum(["asc", "desc"]).default("desc"),
  status: z.enum(ORDER_STATUSES).default("paid"),
});
export type OrderListQuery = z.output<typeof orderListQuery>;
export const orderRow = z.object({
  id: z.number(), product_id: z.number(), product_name: z.string(), name: z.string(), email: z.string(), contact_id: z.number().nullable(), currency: z.string(),
  subtotal: z.number(), discount: z.number(), total: z.number(), amount_refunded: z.number(), status: z.string(), test: z.boolean(), paid_at: z.string().nullable(), date_created: z.string(),
});
export const refundBody = z.object({ order_id: id("order"), amount: minor("amount").min(1, { error: "The amount must be at least 1." }) });

/**
 * fb_pixel (doc 1 s5): a pixel code must contain a script tag and name Facebook, else it is not a
 * pixel code. Only its id is kept (from fbq('init', '…')); the page renders the standard snippet.
 * A bare id is taken as it is.
 */
const PIXEL_INIT = /fbq\(\s*['"]init['"]\s*,\s*['"](\d{5,20})['"]/;
export const fbPixelInput = text("Facebook pixel")
  .trim()
  .max(10_000)
  .transform((v, ctx) => {
    if (/^\d{5,20}$/.test(v)) return v;
    const id = /<script[\s>]/i.test(v) && /facebook/i.test(v) ? PIXEL_INIT.exec(v)?.[1] : undefined;
    if (!id) ctx.addIssue({ code: "custom", message: "The Facebook pixel is not a pixel code." });
    return id ?? "";
  })
  .nullable();
export const trackingIdsInput = trackingIdsSchema.extend({ fb_pixel: fbPixelInput }).partial();
