import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { checkoutOrders } from "./checkout";
import { checkoutSubscriptionLogs, checkoutSubscriptions } from "./checkout-subscriptions";
import { createdAt, tenantId, timestamps } from "./columns";

/**
 * The last invoice number a location gave out. Taking the next one updates this row inside the
 * transaction that records the payment: concurrent payments wait on the row lock, and a rolled
 * back payment rolls its number back too, so the numbers have no gaps.
 */
export const checkoutInvoiceCounters = pgTable("checkout_invoice_counters", {
  locationId: tenantId().primaryKey(),
  lastNumber: integer("last_number").notNull().default(0),
});

/**
 * An invoice: an order's (kind "order"), a subscription's first payment ("subscription") or one
 * renewal ("charge", with the paid subscription log it belongs to). Amounts in minor units.
 */
export const checkoutInvoices = pgTable(
  "checkout_invoices",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    number: integer("number").notNull(),
    kind: text("kind").notNull(),
    orderId: integer("order_id").notNull().references(() => checkoutOrders.id, { onDelete: "cascade" }),
    subscriptionId: integer("subscription_id").references(() => checkoutSubscriptions.id, { onDelete: "cascade" }),
    subscriptionLogId: integer("subscription_log_id").references(() => checkoutSubscriptionLogs.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    test: boolean("test").notNull().default(false),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("checkout_invoices_location_number_key").on(t.locationId, t.number),
    uniqueIndex("checkout_invoices_order_key").on(t.orderId).where(sql`subscription_log_id is null`),
    uniqueIndex("checkout_invoices_log_key").on(t.subscriptionLogId),
  ],
);

/** A location's company details (shown on its invoices) and currency display settings. */
export const checkoutCompanySettings = pgTable("checkout_company_settings", {
  locationId: tenantId().primaryKey(),
  companyName: text("company_name").notNull().default(""),
  email: text("email").notNull().default(""),
  phone: text("phone").notNull().default(""),
  address: text("address").notNull().default(""),
  taxId: text("tax_id").notNull().default(""),
  currency: text("currency").notNull().default("USD"),
  /** Doc 3 s9: the default company currency symbol is $. */
  currencySymbol: text("currency_symbol").notNull().default("$"),
  ...timestamps(),
});

/** The coach's wording of the three checkout emails (type 1 abandoned, 2 transaction, 3 dunning). */
export const checkoutEmailSettings = pgTable(
  "checkout_email_settings",
  {
    locationId: tenantId(),
    type: integer("type").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.type] })],
);

/**
 * Checkout emails the jobs sent, one per (kind, ref): an abandoned order's one reminder (ref: the
 * order) and each failed renewal's dunning email (ref: its failed log). The job claims the row
 * first, so a job run twice sends nothing twice.
 */
export const checkoutSentEmails = pgTable(
  "checkout_sent_emails",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    kind: text("kind").notNull(),
    refId: integer("ref_id").notNull(),
    emailId: integer("email_id"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("checkout_sent_emails_ref_key").on(t.kind, t.refId)],
);

/**
 * A card-update link mailed to a buyer: /buy/card/{token}. Only the token's hash is stored. The
 * new card is the one its payment intent saved; the subscription's renewals use the newest.
 */
export const checkoutCardLinks = pgTable(
  "checkout_card_links",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    tokenHash: text("token_hash").notNull(),
    orderId: integer("order_id").notNull().references(() => checkoutOrders.id, { onDelete: "cascade" }),
    subscriptionId: integer("subscription_id").notNull().references(() => checkoutSubscriptions.id, { onDelete: "cascade" }),
    paymentIntentId: text("payment_intent_id"),
    paymentMethodId: text("payment_method_id"),
    usedAt: timestamp("used_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex("checkout_card_links_token_key").on(t.tokenHash), index("checkout_card_links_sub_idx").on(t.locationId, t.subscriptionId, t.usedAt)],
);

export type CheckoutInvoice = typeof checkoutInvoices.$inferSelect;
