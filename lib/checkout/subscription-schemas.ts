import { z } from "@hono/zod-openapi";

const futureDate = (field: string) =>
  z
    .string({ error: `The ${field} must be a date.` })
    .refine((v) => !Number.isNaN(Date.parse(v)), { error: `The ${field} must be a date.` })
    .refine((v) => Date.parse(v) > Date.now(), { error: `The ${field} must be a date after now.` });

/** One change per call, as the screen sends it: each has its own message. */
export const subscriptionDetailsBody = z
  .object({
    trial_status: z.literal("end", { error: "The trial status must be end." }).optional(),
    billing_status: z.enum(["active", "paused"], { error: "The billing status must be active or paused." }).optional(),
    trial_end_date: futureDate("trial end date").optional(),
    next_billing_date: futureDate("next billing date").optional(),
  })
  .refine((b) => [b.trial_status, b.billing_status, b.trial_end_date, b.next_billing_date].filter((v) => v !== undefined).length === 1, {
    error: "Send one of trial status, billing status, trial end date or next billing date.",
    path: ["billing_status"],
  });
export type SubscriptionDetailsBody = z.infer<typeof subscriptionDetailsBody>;

export const cancelSubscriptionBody = z.object({ when: z.enum(["now", "period_end"], { error: "Choose now or at the end of the period." }).default("now") });

export const subscriptionListQuery = z.object({
  status: z.enum(["all", "trialing", "active", "paused", "past_due", "canceled"], { error: "The status is not valid." }).default("all"),
  search: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});
export type SubscriptionListQuery = z.infer<typeof subscriptionListQuery>;

export const subscriptionRow = z.object({
  id: z.number(),
  order_id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  name: z.string(),
  email: z.string(),
  contact_id: z.number().nullable(),
  amount: z.number(),
  currency: z.string(),
  interval: z.string(),
  status: z.string(),
  trial_end: z.string().nullable(),
  next_billing_date: z.string().nullable(),
  cancel_at_period_end: z.string().nullable(),
  canceled_at: z.string().nullable(),
  test: z.boolean(),
  date_created: z.string(),
});

export const subscriptionStats = z.object({ total: z.number(), trialing: z.number(), active: z.number(), paused: z.number(), past_due: z.number(), canceled: z.number() });

export const subscriptionLogRow = z.object({ id: z.number(), subscription_id: z.number(), kind: z.string(), amount: z.number().nullable(), message: z.string(), name: z.string(), email: z.string(), date_created: z.string() });
