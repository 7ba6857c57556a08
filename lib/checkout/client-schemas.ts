import { z } from "@hono/zod-openapi";
import { contactSave } from "@/lib/contacts/crud-schemas";
import { id, text } from "@/lib/http/schemas";
import { CLIENT_SORTS } from "./client-list";

/** Wire formats of the checkout's clients (doc 3 s7): the location's contacts who have bought. */

export const clientListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  search: text("search").max(100).optional(),
  order_by: z.enum(CLIENT_SORTS).default("last_purchase"),
  order: z.enum(["asc", "desc"]).default("desc"),
  tag_id: id("tag").optional(),
});
export type ClientListQuery = z.output<typeof clientListQuery>;

/** Sums per currency (minor units): live purchases only, refunds taken off. */
export const moneyByCurrency = z.array(z.object({ currency: z.string(), amount: z.number() }));

export const clientRow = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  number: z.string().nullable(),
  /** Live paid orders (test purchases left out). */
  orders: z.number(),
  spent: moneyByCurrency,
  last_purchase_at: z.string().nullable(),
  /** Every purchase of this client was a test purchase. */
  test: z.boolean(),
  date_created: z.string(),
});
export type ClientRow = z.infer<typeof clientRow>;

export const clientQuery = z.object({ client_id: id("client") });

export const clientTagRow = z.object({ id: z.number(), name: z.string(), clients: z.number() });

export const clientPurchaseRow = z.object({
  order_id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  currency: z.string(),
  total: z.number(),
  amount_refunded: z.number(),
  test: z.boolean(),
  paid_at: z.string().nullable(),
});

export const clientSubscriptionRow = z.object({
  id: z.number(),
  /** The processor its renewals are charged on (the card update's processor). */
  processor_id: z.number().nullable(),
  /** The card renewals use once the coach or buyer gave one; null: the first order's card. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  product_id: z.number(),
  product_name: z.string(),
  amount: z.number(),
  currency: z.string(),
  interval: z.string(),
  status: z.string(),
  trial_end: z.string().nullable(),
  next_billing_date: z.string().nullable(),
  test: z.boolean(),
  date_created: z.string(),
});

export const clientAnalytics = z.object({
  orders: z.number(),
  spent: moneyByCurrency,
  refunded: moneyByCurrency,
  active_subscriptions: z.number(),
  first_purchase_at: z.string().nullable(),
  last_purchase_at: z.string().nullable(),
});

/** PATCH /client/{id}/update-profile: the contact's name, email and number, with the contact centre's rules. */
export const clientProfileBody = contactSave.pick({ first_name: true, last_name: true, email: true, number: true }).partial();
export type ClientProfileBody = z.output<typeof clientProfileBody>;

// The coach's card update for a client (a setup intent the one card form confirms)
export const processorParam = z.object({ processor: id("processor") });
export const clientIdParam = z.object({ client_id: id("client") });
export const setupIntentAnswer = z.object({ client_secret: z.string(), mode: z.enum(["embedded", "stripe"]), publishable_key: z.string().nullable(), stripe_account: z.string().nullable() });
export const updateCardBody = z.object({
  processor_id: id("processor"),
  setup_intent: z.string({ error: "Enter the card first." }).trim().regex(/^seti_[A-Za-z0-9_]{1,100}$/, { error: "Enter the card first." }),
});
export const updateCardAnswer = z.object({
  status: z.number(),
  message: z.string(),
  data: z.object({ card: z.object({ brand: z.string(), last4: z.string() }), subscriptions: z.array(z.object({ id: z.number(), status: z.string() })) }),
});
