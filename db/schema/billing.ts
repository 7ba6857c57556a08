import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { subscriptions, users } from "./accounts";
import { createdAt, timestamps } from "./columns";

/**
 * The coach's own billing (lib/billing, docs/billing.md). The subscription row itself is
 * `subscriptions` (accounts.ts); these hold what paying for it needs.
 */

/** Who the coach's invoices are addressed to (GET /billing/profile). One per subscription holder. */
export const billingProfiles = pgTable("billing_profiles", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").notNull().unique().references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  companyName: text("company_name").notNull().default(""),
  address: text("address").notNull().default(""),
  city: text("city").notNull().default(""),
  state: text("state").notNull().default(""),
  postalCode: text("postal_code").notNull().default(""),
  country: text("country").notNull().default(""),
  ...timestamps(),
});

/**
 * One bill of the coach's subscription: a period's charge, an upgrade's proration or the payment
 * that reactivates an account. `open` until paid; at most one open bill per subscription.
 */
export const billingInvoices = pgTable(
  "billing_invoices",
  {
    id: serial("id").primaryKey(),
    subscriptionId: integer("subscription_id").notNull().references(() => subscriptions.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    planId: integer("plan_id"),
    planName: text("plan_name").notNull(),
    /** renewal | upgrade | reactivation */
    reason: text("reason").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    interval: text("interval").notNull(),
    /** open | paid | void */
    status: text("status").notNull().default("open"),
    /** The processor's payment intent that pays it (the latest attempt). */
    intentId: text("intent_id"),
    cardLast4: text("card_last4"),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("billing_invoices_user_idx").on(t.userId, t.id),
    uniqueIndex("billing_invoices_one_open").on(t.subscriptionId).where(sql`${t.status} = 'open'`),
    index("billing_invoices_intent_idx").on(t.intentId),
  ],
);
