import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * The payments platform's own tables (lib/platform/payments). `pay_test_*` back the embedded
 * test processor, which answers Stripe-shaped objects without a network; `payment_events`
 * records each inbound processor event in the transaction that applied it (repeats no-op).
 */

/** A connected account of the embedded processor (Stripe: a Standard connected account). */
export const payTestAccounts = pgTable("pay_test_accounts", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  createdAt: createdAt(),
});

/** Payment intents of the embedded processor, Stripe's fields and states. */
export const payTestIntents = pgTable("pay_test_intents", {
  id: text("id").primaryKey(),
  account: text("account").notNull(),
  clientSecret: text("client_secret").notNull(),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull(),
  status: text("status").notNull(),
  /** The saved card: { last4, brand, exp_month, exp_year } once one was attached. */
  card: jsonb("card").$type<{ last4: string; brand: string; fingerprint: string } | null>(),
  lastError: jsonb("last_error").$type<{ code: string; decline_code?: string; message: string } | null>(),
  /** The webhook endpoint this intent's events go to (POST /api/webhooks/stripe/{endpoint}; its module receives it through lib/api/platform-handlers.ts). */
  endpoint: text("endpoint").notNull(),
  metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
  amountRefunded: integer("amount_refunded").notNull().default(0),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("pay_test_intents_secret_key").on(t.clientSecret), index("pay_test_intents_account_idx").on(t.account)]);

/** Setup intents of the embedded processor (a card saved for later charges, nothing charged now). */
export const payTestSetupIntents = pgTable("pay_test_setup_intents", {
  id: text("id").primaryKey(),
  account: text("account").notNull(),
  clientSecret: text("client_secret").notNull(),
  status: text("status").notNull(),
  card: jsonb("card").$type<{ last4: string; brand: string; fingerprint: string } | null>(),
  lastError: jsonb("last_error").$type<{ code: string; decline_code?: string; message: string } | null>(),
  metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("pay_test_setup_intents_secret_key").on(t.clientSecret), index("pay_test_setup_intents_account_idx").on(t.account)]);

/** Idempotency keys of the embedded processor: the first answer is replayed, as Stripe does. */
export const payTestIdempotency = pgTable(
  "pay_test_idempotency",
  {
    account: text("account").notNull(),
    key: text("key").notNull(),
    /** The request's fingerprint: the same key with other parameters is refused (Stripe: 400). */
    request: text("request").notNull(),
    response: jsonb("response").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.account, t.key] })],
);

/** Events the embedded processor emitted, kept so a delivery can be repeated. */
export const payTestEvents = pgTable("pay_test_events", {
  id: text("id").primaryKey(),
  account: text("account").notNull(),
  /** The receiving endpoint (POST /api/webhooks/stripe/{endpoint}; its module receives it through lib/api/platform-handlers.ts). */
  endpoint: text("endpoint").notNull(),
  type: text("type").notNull(),
  payload: text("payload").notNull(),
  delivered: boolean("delivered").notNull().default(false),
  createdAt: createdAt(),
});

/** Inbound events applied, keyed by the processor's event id (inserted in the applying transaction). */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  objectId: text("object_id"),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
  attempts: integer("attempts").notNull().default(1),
});
