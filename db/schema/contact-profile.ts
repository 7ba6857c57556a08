import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { locations, users } from "./accounts";
import { createdAt, tenantId, timestamps } from "./columns";
import { contacts } from "./contacts";

/**
 * What a contact's profile holds beyond the contact row (doc 2 s2-s3): rewards and their
 * points, custom fields and their values, and the location's reward points naming (doc 3).
 */

/**
 * One reward entry: points given ("earned", sent with send-reward) or points spent
 * ("redeemed", redeemed-reward-points). The balance is earned minus redeemed.
 */
export const contactRewards = pgTable(
  "contact_rewards",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").notNull().default("earned"),
    title: text("title").notNull(),
    points: integer("points").notNull(),
    ...timestamps(),
  },
  (t) => [index("contact_rewards_location_contact_created_idx").on(t.locationId, t.contactId, t.createdAt, t.id)],
);

/** A location's reward points naming (GET /reward/get-user-reward); no row means the defaults. */
export const rewardSettings = pgTable("reward_settings", {
  locationId: integer("location_id")
    .primaryKey()
    .references(() => locations.id, { onDelete: "cascade" }),
  pointName: text("point_name").notNull().default("Points"),
  notification: boolean("notification").notNull().default(true),
  /** What one point is worth, in minor units of `currency` (update-point-currency); 0: no cash worth. */
  pointValue: integer("point_value").notNull().default(0),
  currency: text("currency").notNull().default("USD"),
  ...timestamps(),
});

/** A location's custom contact fields (doc 2 s2 "custom fields"): a name per location. */
export const customFields = pgTable(
  "custom_fields",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    name: text("name").notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex("custom_fields_location_name_key").on(t.locationId, sql`lower(${t.name})`)],
);

/** A contact's value of a custom field; an empty value is no row. */
export const contactFieldValues = pgTable(
  "contact_field_values",
  {
    locationId: tenantId(),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    fieldId: integer("field_id")
      .notNull()
      .references(() => customFields.id, { onDelete: "cascade" }),
    value: text("value").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.contactId, t.fieldId] }), index("contact_field_values_location_field_idx").on(t.locationId, t.fieldId)],
);
