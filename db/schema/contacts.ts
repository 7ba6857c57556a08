import { sql, type SQL } from "drizzle-orm";
import { tenantId, timestamps } from "./columns";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { locations, users } from "./accounts";

/** The five status tabs (doc 2 s2); each holds items of title and value. */
export const contactStatuses = pgTable(
  "contact_statuses",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    tab: text("tab").notNull(),
    title: text("title").notNull(),
    value: text("value").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [
    index("contact_statuses_location_tab_idx").on(t.locationId, t.tab),
    // A value names one item in a location, whatever its case (contacts' status holds it).
    uniqueIndex("contact_statuses_location_value_key").on(t.locationId, sql`lower(${t.value})`),
  ],
);

const live = sql`deleted_at is null`;

/** A stored phone number's digits only ("(415) 555-0101" → "4155550101"). */
export const numberDigits = (col: SQL) => sql`regexp_replace(${col}, '[^0-9]', '', 'g')`;

/** Month and day of a date as one number (Mar 7 = 307): what birthday lookups match on. */
export const monthDay = (col: SQL) => sql`((extract(month from ${col}) * 100 + extract(day from ${col}))::int)`;

/** Temperature sorts by heat, not alphabetically: cold < warm < hot. */
export const temperatureRank = (col: unknown) =>
  sql`(case ${col} when 'cold' then 0 when 'warm' then 1 when 'hot' then 2 else 3 end)`;

export const contacts = pgTable(
  "contacts",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    email: text("email"),
    number: text("number"),
    /** The status item's value; `tab` is its group, kept alongside for index-backed counts. */
    status: text("status").notNull(),
    tab: text("tab").notNull(),
    gender: text("gender").notNull().default("Unassigned"),
    temperature: text("temperature").notNull().default("cold"),
    source: text("source"),
    starred: boolean("starred").notNull().default(false),
    flagged: boolean("flagged").notNull().default(false),
    photo: text("photo"),
    memberId: text("member_id"),
    /** Where the member ID is sent when it differs from the contact's email (change-member-id-email). */
    memberIdEmail: text("member_id_email"),
    /**
     * The secret of the contact's member ID card link (/member-id/{id}/{access_code}): 128 random
     * bits, base64url. Made when a link is first sent; cleared by a trigger whenever member_id
     * changes (migration member-id-code-rotation), so an old link stops working.
     */
    memberAccessCode: text("member_access_code"),
    /** ISO 3166 alpha-2 country a number without "+" is read in (update-phone-country-code). */
    phoneCountryCode: text("phone_country_code"),
    /** unverified | valid | invalid (validate-email checks, mark-email-valid overrides). */
    emailValidity: text("email_validity").notNull().default("unverified"),
    /** False once the coach disabled the email confirmation (disable-confirmation). */
    emailConfirmation: boolean("email_confirmation").notNull().default(true),
    birthday: date("birthday"),
    loginCount: integer("login_count").notNull().default(0),
    lastEmailActivity: timestamp("last_email_activity", { withTimezone: true }),
    lastChat: timestamp("last_chat", { withTimezone: true }),
    lastAction: text("last_action"),
    portalActive: boolean("portal_active").notNull().default(false),
    /** argon2id of the client-portal password (set through a resend-login link or by the coach); never sent out. */
    portalPasswordHash: text("portal_password_hash"),
    portalPasswordSetAt: timestamp("portal_password_set_at", { withTimezone: true }),
    /** The last portal sign-in (login_count counts them). */
    portalLastLoginAt: timestamp("portal_last_login_at", { withTimezone: true }),
    /**
     * Portal sessions made before this moment are over: set when the portal account is
     * suspended or its password changes, so every session of the contact ends in that statement.
     */
    portalSessionsSince: timestamp("portal_sessions_since", { withTimezone: true }),
    emailEnabled: boolean("email_enabled").notNull().default(true),
    smsEnabled: boolean("sms_enabled").notNull().default(true),
    ...timestamps(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /**
     * What a search matches, kept by PostgreSQL on write: lower() per row is the costly part of
     * a search (~5 us a row in embedded PGlite, where it was most of a search page's time), and
     * the trigram index's recheck and the sort-index scan both read this instead.
     */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || coalesce(number, ''))`,
    ),
  },
  (t) => [
    // One (location, column, id) index per sortable column over live rows: btree scans
    // either way, so each serves asc and desc; being partial, deep pages scan index-only.
    index("contacts_location_created_idx").on(t.locationId, t.createdAt, t.id).where(live),
    index("contacts_location_tab_created_idx").on(t.locationId, t.tab, t.createdAt, t.id).where(live),
    index("contacts_location_last_name_idx").on(t.locationId, t.lastName, t.id).where(live),
    index("contacts_location_first_name_idx").on(t.locationId, t.firstName, t.id).where(live),
    index("contacts_location_email_idx").on(t.locationId, t.email, t.id).where(live),
    index("contacts_location_number_idx").on(t.locationId, t.number, t.id).where(live),
    // Inbound SMS find their contact by the number's digits, however it was typed.
    index("contacts_location_number_digits_idx").on(t.locationId, numberDigits(sql`number`)).where(live),
    index("contacts_location_status_idx").on(t.locationId, t.status, t.id).where(live),
    index("contacts_location_last_action_idx").on(t.locationId, t.lastAction, t.id).where(live),
    index("contacts_location_temperature_idx").on(t.locationId, temperatureRank(sql`temperature`), t.id).where(live),
    index("contacts_location_starred_idx").on(t.locationId, t.starred, t.id).where(live),
    // The deleted contacts list (newest deletion first) reads only deleted rows.
    index("contacts_location_deleted_idx").on(t.locationId, t.deletedAt, t.id).where(sql`deleted_at is not null`),
    index("contacts_location_birthday_md_idx").on(t.locationId, monthDay(sql`birthday`)).where(sql`deleted_at is null and birthday is not null`),
    // One member ID once per location (update-member-id answers 422 on a taken one).
    uniqueIndex("contacts_location_member_id_key").on(t.locationId, t.memberId).where(sql`member_id is not null and deleted_at is null`),
    // A member ID card link is found by its code's first 8 characters within the location, then the
    // whole code is compared in constant time (lib/member-id/card.ts).
    index("contacts_location_member_code_idx").on(t.locationId, sql`left(member_access_code, 8)`).where(sql`member_access_code is not null`),
    index("contacts_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * Live contact counts per location, tab and status, kept by statement-level triggers on
 * contacts (migration 0002): list totals and tab counts read a few small rows instead of
 * counting every contact.
 */
export const contactCounts = pgTable(
  "contact_counts",
  {
    locationId: tenantId(),
    tab: text("tab").notNull(),
    status: text("status").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.tab, t.status] })],
);

/**
 * Bumped by the same triggers on every write to a location's contacts (migration 0002):
 * cached page boundaries (lib/contacts/page-anchors.ts) are valid for one version only.
 */
export const contactListVersions = pgTable("contact_list_versions", {
  locationId: integer("location_id")
    .primaryKey()
    .references(() => locations.id, { onDelete: "cascade" }),
  v: integer("v").notNull().default(0),
});

/** A coach's note on a contact (doc 2 s2 profile). The location is kept too, so every query filters on it. */
export const contactNotes = pgTable(
  "contact_notes",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    /** Who wrote it; kept when the user is removed. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note").notNull(),
    ...timestamps(),
  },
  (t) => [index("contact_notes_location_contact_created_idx").on(t.locationId, t.contactId, t.createdAt, t.id)],
);
