import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, timestamps } from "./columns";

/**
 * The plans a new account chooses from (GET /account/subscription-plans). Prices in minor
 * units; a null limit means unlimited. A new account's `subscriptions` row copies the plan's
 * price, interval and has_funnels and keeps its id.
 */
export const subscriptionPlans = pgTable("subscription_plans", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  description: text("description").notNull().default(""),
  price: integer("price").notNull(),
  currency: text("currency").notNull().default("usd"),
  interval: text("interval").notNull().default("month"),
  trialDays: integer("trial_days").notNull().default(14),
  contactsLimit: integer("contacts_limit"),
  locationsLimit: integer("locations_limit"),
  usersLimit: integer("users_limit"),
  /** Checkout products a location may hold; SMS and emails the account may send a calendar month (UTC). Null: no limit. */
  productsLimit: integer("products_limit"),
  smsMonthlyLimit: integer("sms_monthly_limit"),
  emailsMonthlyLimit: integer("emails_monthly_limit"),
  hasFunnels: boolean("has_funnels").notNull().default(false),
  isActive: boolean("is_active").notNull().default(true),
  sort: integer("sort").notNull().default(0),
  createdAt: createdAt(),
});

/**
 * A sign-up in progress (/account/{token}/...). Only the token's hash is stored; the row is
 * spent (activated_at) when the account is created, after which the token answers 404.
 */
export const accountSignups = pgTable(
  "account_signups",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    passwordHash: text("password_hash").notNull(),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    businessName: text("business_name"),
    businessType: text("business_type"),
    address: text("address"),
    timezone: text("timezone"),
    country: text("country"),
    businessVerifiedAt: timestamp("business_verified_at", { withTimezone: true }),
    /** "google" for a sign-up started with Google: its email is verified and no phone step is asked. */
    provider: text("provider"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("account_signups_token_unique").on(t.tokenHash),
    index("account_signups_email_idx").on(sql`lower(${t.email})`),
  ],
);

/**
 * One verification code sent by email or SMS, stored hashed. A code is good for
 * SIGNUP_CODE_TTL_MS and once; a newer code replaces the older ones of its channel.
 */
export const signupCodes = pgTable(
  "signup_codes",
  {
    id: serial("id").primaryKey(),
    signupId: integer("signup_id")
      .notNull()
      .references(() => accountSignups.id, { onDelete: "cascade" }),
    channel: text("channel").notNull(),
    /** The address or number the code went to: changing it makes the code useless. */
    sentTo: text("sent_to").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("signup_codes_signup_channel_idx").on(t.signupId, t.channel, t.createdAt)],
);
