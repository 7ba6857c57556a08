import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { checkoutOrders, checkoutProducts } from "./checkout";
import { contacts } from "./contacts";
import { listIndex, tenantId, timestamps } from "./columns";

/**
 * A buyer's subscription to a subscription product, started by its first order. Dates are ours:
 * the coach moves the trial end or the next billing date (a free period, never prorated).
 */
export const checkoutSubscriptions = pgTable(
  "checkout_subscriptions",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    orderId: integer("order_id").notNull().references(() => checkoutOrders.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull().references(() => checkoutProducts.id, { onDelete: "cascade" }),
    contactId: integer("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** Each renewal's amount (minor units of `currency`). */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** day | week | month | year */
    interval: text("interval").notNull(),
    /** trialing | active | paused | past_due | canceled */
    status: text("status").notNull(),
    trialEnd: timestamp("trial_end", { withTimezone: true }),
    nextBillingAt: timestamp("next_billing_at", { withTimezone: true }),
    /** Set when the coach cancels at the period's end: the next renewal cancels instead of charging. */
    cancelAtPeriodEnd: timestamp("cancel_at_period_end", { withTimezone: true }),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    /** Failed charges of the current period (dunning: retries after 3, 5 and 7 days, then cancelled). */
    failedCharges: integer("failed_charges").notNull().default(0),
    test: boolean("test").notNull().default(false),
    /**
     * The processor's own subscription (Stripe's sub_...), when the processor renews it: then our
     * renewal job leaves it alone and customer.subscription.* / invoice.* events drive its state.
     */
    processorSubscriptionId: text("processor_subscription_id"),
    /** The card renewals charge, once the coach or the buyer gave a new one (else the first order's). */
    paymentMethodId: text("payment_method_id"),
    /** That card as the coach sees it (brand and last 4 digits). */
    card: jsonb("card").$type<{ brand: string; last4: string } | null>(),
    ...timestamps(),
  },
  (t) => [uniqueIndex("checkout_subscriptions_order_key").on(t.orderId), uniqueIndex("checkout_subscriptions_processor_key").on(t.processorSubscriptionId), listIndex("checkout_subscriptions_location_created_idx", t.locationId, t.createdAt, t.id)],
);

/** What happened to a subscription: paid, failed or trial (doc 3 "subscription logs"). */
export const checkoutSubscriptionLogs = pgTable(
  "checkout_subscription_logs",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    subscriptionId: integer("subscription_id").notNull().references(() => checkoutSubscriptions.id, { onDelete: "cascade" }),
    /** paid | failed | trial | updated | canceled */
    kind: text("kind").notNull(),
    amount: integer("amount"),
    message: text("message").notNull(),
    /** The processor's invoice this entry records (invoice.* events): one entry per invoice and kind. */
    processorInvoiceId: text("processor_invoice_id"),
    ...timestamps(),
  },
  (t) => [index("checkout_subscription_logs_sub_idx").on(t.locationId, t.subscriptionId, t.createdAt), uniqueIndex("checkout_subscription_logs_invoice_key").on(t.processorInvoiceId, t.kind)],
);

export type CheckoutSubscription = typeof checkoutSubscriptions.$inferSelect;
