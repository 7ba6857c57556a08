import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { locations } from "./accounts";
import { tenantId, timestamps } from "./columns";
import { contacts } from "./contacts";

/**
 * Opt-ins (doc 3 "Opt-ins"): each service (a content type, doc 1 s3: 1 playbook .. 5 habit
 * tracking) has one public opt-in form per location, configured by a few keyed settings
 * (lib/opt-ins/constants.ts OPT_IN_KEYS). Rows are made with their defaults on first read.
 */
export const optInSettings = pgTable(
  "opt_in_settings",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    serviceId: integer("service_id").notNull(),
    key: text("key").notNull(),
    /** The value as JSON (the wire sends it as JSON text, `setting_value`). */
    settingValue: jsonb("setting_value").notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex("opt_in_settings_location_service_key_idx").on(t.locationId, t.serviceId, t.key)],
);

/** The location's account-wide opt-in settings: confirm every opt-in by email, and the form's embed key. */
export const optInAccounts = pgTable("opt_in_accounts", {
  locationId: integer("location_id")
    .primaryKey()
    .references(() => locations.id, { onDelete: "cascade" }),
  confirmOptin: boolean("confirm_optin").notNull().default(false),
  /** The secret in the public form's address (/opt-in/{access_key}/{service}). */
  accessKey: text("access_key").notNull().unique(),
  ...timestamps(),
});

/**
 * A contact's enrolment through a service's opt-in form: `optins` until the emailed link is
 * confirmed (double opt-in), then `active`. `version` is the confirmation link's version: a
 * new submission bumps it, so only the latest link works.
 */
export const optInContacts = pgTable(
  "opt_in_contacts",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    serviceId: integer("service_id").notNull(),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    version: integer("version").notNull().default(1),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("opt_in_contacts_location_service_contact_idx").on(t.locationId, t.serviceId, t.contactId),
    index("opt_in_contacts_location_service_created_idx").on(t.locationId, t.serviceId, t.createdAt, t.id),
  ],
);
