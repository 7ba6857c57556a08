import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { contacts } from "./contacts";
import { listIndex, tenantId, timestamps } from "./columns";

/** A location's payment processor: a connected account at Stripe or the embedded test processor. */
export const checkoutProcessors = pgTable(
  "checkout_processors",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    name: text("name").notNull(),
    /** The processor's account id (acct_...). */
    accountId: text("account_id"),
    /** "embedded" (the test processor) or "stripe". */
    provider: text("provider").notNull(),
    /** pending (onboarding not finished) | active. */
    status: text("status").notNull().default("active"),
    livemode: boolean("livemode").notNull().default(false),
    ...timestamps(),
  },
  (t) => [index("checkout_processors_location_idx").on(t.locationId, t.id), uniqueIndex("checkout_processors_account_key").on(t.accountId)],
);

export type ProductTemplate = Record<string, unknown>;
export type TrackingIds = { fb_pixel: string | null; ga4: string | null; gtm: string | null };

export const checkoutCoupons = pgTable(
  "checkout_coupons",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    name: text("name").notNull(),
    code: text("code").notNull(),
    /** percent (value in basis points of 1%: 15 = 15%) or amount (minor units of `currency`). */
    kind: text("kind").notNull(),
    value: integer("value").notNull(),
    currency: text("currency"),
    /** once | repeating | forever (subscriptions; `months` for repeating). */
    duration: text("duration").notNull().default("once"),
    months: integer("months"),
    maxUses: integer("max_uses"),
    uses: integer("uses").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [uniqueIndex("checkout_coupons_location_code_key").on(t.locationId, t.code)],
);

export const checkoutProducts = pgTable(
  "checkout_products",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    /** The unguessable id of the public page /buy/{public_id}. */
    publicId: text("public_id").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** one_time | subscription */
    type: text("type").notNull().default("one_time"),
    interval: text("interval"),
    trialDays: integer("trial_days").notNull().default(0),
    /** Integer minor units of `currency`. */
    price: integer("price").notNull(),
    currency: text("currency").notNull(),
    processorId: integer("processor_id").references(() => checkoutProcessors.id, { onDelete: "set null" }),
    couponId: integer("coupon_id").references(() => checkoutCoupons.id, { onDelete: "set null" }),
    tagIds: jsonb("tag_ids").$type<number[]>().notNull().default([]),
    /** The contact status a purchase sets (a status value of the location), or none. */
    contactStatus: text("contact_status"),
    thankYouUrl: text("thank_you_url"),
    archived: boolean("archived").notNull().default(false),
    ordering: integer("ordering").notNull().default(0),
    template: jsonb("template").$type<ProductTemplate>().notNull().default({}),
    trackingIds: jsonb("tracking_ids").$type<TrackingIds>().notNull().default({ fb_pixel: null, ga4: null, gtm: null }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("checkout_products_public_id_key").on(t.publicId),
    listIndex("checkout_products_location_ordering_idx", t.locationId, t.ordering, t.id),
    listIndex("checkout_products_location_created_idx", t.locationId, t.createdAt, t.id),
  ],
);

/** An order bump: another one-time product offered on a product's page at a bump price. */
export const checkoutBumps = pgTable(
  "checkout_bumps",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    productId: integer("product_id").notNull().references(() => checkoutProducts.id, { onDelete: "cascade" }),
    bumpProductId: integer("bump_product_id").notNull().references(() => checkoutProducts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    price: integer("price").notNull(),
    position: integer("position").notNull().default(0),
    ...timestamps(),
  },
  (t) => [index("checkout_bumps_product_idx").on(t.locationId, t.productId, t.position)],
);

export const checkoutOrders = pgTable(
  "checkout_orders",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    /** The buyer's handle on the order (/public/order/{order}): unguessable, unlike `id`. */
    publicId: text("public_id").notNull(),
    productId: integer("product_id").notNull().references(() => checkoutProducts.id, { onDelete: "cascade" }),
    processorId: integer("processor_id").references(() => checkoutProcessors.id, { onDelete: "set null" }),
    contactId: integer("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    bumpIds: jsonb("bump_ids").$type<number[]>().notNull().default([]),
    couponId: integer("coupon_id").references(() => checkoutCoupons.id, { onDelete: "set null" }),
    currency: text("currency").notNull(),
    subtotal: integer("subtotal").notNull(),
    discount: integer("discount").notNull().default(0),
    total: integer("total").notNull(),
    /** pending | requires_action | paid | failed | locked */
    status: text("status").notNull().default("pending"),
    paymentIntentId: text("payment_intent_id"),
    declines: integer("declines").notNull().default(0),
    /** Refunded so far (minor units); the order stays "paid" so a replayed success event changes nothing. */
    amountRefunded: integer("amount_refunded").notNull().default(0),
    lastError: text("last_error"),
    /** A purchase on the processor's test mode: labelled and kept out of every figure. */
    test: boolean("test").notNull().default(false),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("checkout_orders_public_id_key").on(t.publicId),
    uniqueIndex("checkout_orders_intent_key").on(t.paymentIntentId),
    listIndex("checkout_orders_location_created_idx", t.locationId, t.createdAt, t.id),
  ],
);


/** A refund of an order, written before the processor call so its idempotency key comes from this row. */
export const checkoutRefunds = pgTable(
  "checkout_refunds",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    orderId: integer("order_id").notNull().references(() => checkoutOrders.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    /** pending (reserved, processor not answered yet) | succeeded */
    status: text("status").notNull().default("pending"),
    processorRefundId: text("processor_refund_id"),
    userId: integer("user_id"),
    ...timestamps(),
  },
  (t) => [index("checkout_refunds_order_idx").on(t.locationId, t.orderId)],
);

export type CheckoutOrder = typeof checkoutOrders.$inferSelect;
export type CheckoutProduct = typeof checkoutProducts.$inferSelect;
