import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** A company (organization) owns one or more locations. */
export const companies = pgTable("companies", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  ownerUserId: integer("owner_user_id"),
  whiteLabel: boolean("white_label").notNull().default(false),
  /** The fit-funnels integration (content machine) is switched on for the account (refresh integrations.fit_funnels). */
  fitFunnels: boolean("fit_funnels").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A location is the tenant: every module's rows carry location_id. */
export const locations = pgTable(
  "locations",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    businessname: text("businessname").notNull(),
    isPrimary: boolean("is_primary").notNull().default(false),
    isSuspended: boolean("is_suspended").notNull().default(false),
    profilePic: text("profile_pic"),
    /** Kill switches for sending (doc 1): 0 stops every email / SMS of the location. */
    emailStatus: integer("email_status").notNull().default(1),
    smsStatus: integer("sms_status").notNull().default(1),
    /** IANA zone the location's message times are shown in (set from the sign-up's business step). */
    timezone: text("timezone").notNull().default("UTC"),
    /** The daily re-verify found the active sending domain's DNS broken: its sends wait (lib/email-domains). */
    emailDnsMissing: boolean("email_dns_missing").notNull().default(false),
    /**
     * The location's id in public links (the recovery page, /resubscribes/{public id}): random,
     * so counting up the sequential id lists no one's pages. Never accepted where `id` is.
     */
    publicId: uuid("public_id").notNull().defaultRandom(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("locations_company_idx").on(t.companyId), uniqueIndex("locations_public_id_key").on(t.publicId)],
);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    fullName: text("full_name").notNull(),
    profilePic: text("profile_pic"),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    isOrganizationOwner: boolean("is_organization_owner").notNull().default(false),
    /** The module that decides the landing route after login (doc 1 s2). */
    module: text("module"),
    isActive: boolean("is_active").notNull().default(true),
    isSuspended: boolean("is_suspended").notNull().default(false),
    hibernated: boolean("hibernated").notNull().default(false),
    hasTooltip: boolean("has_tooltip").notNull().default(true),
    hasLatestVersion: boolean("has_latest_version").notNull().default(true),
    /** 0 means email sending is switched off (kill switch). */
    emailStatus: integer("email_status").notNull().default(1),
    emailDnsMissing: boolean("email_dns_missing").notNull().default(false),
    checkoutEnabled: boolean("checkout_enabled").notNull().default(false),
    landingAccountId: integer("landing_account_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_unique").on(sql`lower(${t.email})`)],
);

/**
 * User <-> location with the per-area permission map (doc 1 s6):
 * { "contacts-center": { view: true, update: false, ... }, ... }. A null map means
 * the user is not restricted by a map (owners, location users).
 */
export const memberships = pgTable(
  "memberships",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    locationId: integer("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    userType: text("user_type").notNull().default("Sub-Account User"),
    permissions: jsonb("permissions").$type<PermissionMap | null>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("memberships_user_location_unique").on(t.userId, t.locationId),
    index("memberships_location_idx").on(t.locationId),
  ],
);

export type PermissionMap = Record<string, Record<string, boolean>>;

/**
 * Access tokens: API bearer tokens and browser sessions alike (the browser's JWT
 * carries the raw token). Stored as a SHA-256 hash; revoking a row ends the session
 * server-side.
 */
export const accessTokens = pgTable(
  "access_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    accessedLocationId: integer("accessed_location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    twofaVerified: boolean("twofa_verified").notNull().default(false),
    kind: text("kind").notNull().default("api"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** An integration key's label, given by the coach who made it (null for sessions). */
    name: text("name"),
    /** When an integration key last authenticated a call (updated at most once a minute). */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    /** An integration key's first characters, shown in its list so a coach tells keys apart (never enough to use). */
    prefix: text("prefix"),
  },
  (t) => [
    uniqueIndex("access_tokens_hash_unique").on(t.tokenHash),
    index("access_tokens_user_idx").on(t.userId),
  ],
);

export const passwordResets = pgTable(
  "password_resets",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("password_resets_hash_unique").on(t.tokenHash)],
);

/** One-time tokens for /user/{token}/auto-login, /developer/{user}/{token}/login and /landing/{token}. */
export const loginTokens = pgTable(
  "login_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    purpose: text("purpose").notNull(),
    /** The location a landing token was made in (POST /user/generate-landing-token); null for other purposes. */
    locationId: integer("location_id").references(() => locations.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("login_tokens_hash_unique").on(t.tokenHash)],
);

export const twofaSecrets = pgTable("twofa_secrets", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }).notNull().defaultNow(),
  /** Last accepted TOTP time step: a code is accepted once. */
  lastStep: bigint("last_step", { mode: "number" }),
});

export const twofaRecoveryCodes = pgTable(
  "twofa_recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("twofa_recovery_codes_user_idx").on(t.userId)],
);

/** The account's own subscription (doc 1 s3 Subscription; spelled subsctiption_status on the wire). */
export const subscriptions = pgTable("subscriptions", {
  id: serial("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  interval: text("interval").notNull().default("month"),
  status: text("status").notNull().default("trialing"),
  /** The subscription_plans row chosen at sign-up (or later); null for accounts made before plans. */
  planId: integer("plan_id"),
  amount: integer("amount").notNull().default(0),
  currency: text("currency").notNull().default("usd"),
  hasFunnels: boolean("has_funnels").notNull().default(false),
  trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
  cardExpiresAt: timestamp("card_expires_at", { withTimezone: true }),
  isPaymentFailed: boolean("is_payment_failed").notNull().default(false),
  /** Live contacts each location of the account may hold (GET /membership/plan-limit); null: no limit. */
  contactLimit: integer("contact_limit"),
  /** The saved card the coach's own renewals and upgrades charge (lib/billing). */
  paymentMethodId: text("payment_method_id"),
  cardBrand: text("card_brand"),
  cardLast4: text("card_last4"),
  /** The end of the period paid for (a trial's end until the first payment). */
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
  /** Cancelled by the coach: it ends when the period ends (resume clears it). */
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  /** A downgrade chosen by the coach: it takes effect when the period ends. */
  pendingPlanId: integer("pending_plan_id"),
  /** Paused from /cancellation (the user hibernates): no renewal until then; Activate Account resumes early. */
  pausedUntil: timestamp("paused_until", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    ip: text("ip"),
    succeeded: boolean("succeeded").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_attempts_email_time_idx").on(t.email, t.createdAt)],
);
