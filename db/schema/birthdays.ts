import { integer, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, tenantId, timestamps } from "./columns";
import { contacts } from "./contacts";

/**
 * A location's birthday messaging (doc 2 s4: activated, status 1, or terminated). One row per
 * location, written on the first save; until then the defaults of lib/birthdays/constants.ts apply.
 */
export const birthdaySettings = pgTable("birthday_settings", {
  locationId: tenantId().primaryKey(),
  status: smallint("status").notNull().default(0),
  /** "email" or "sms". */
  channel: text("channel").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  /** Local time of day ("HH:MM") in `timezone` from which the day's greetings go out. */
  sendTime: text("send_time").notNull(),
  timezone: text("timezone").notNull(),
  ...timestamps(),
});

/**
 * One row per greeting sent: the idempotency key (contact, year) that makes the daily job send
 * a contact at most one birthday message a year however often it runs.
 */
export const birthdayGreetings = pgTable(
  "birthday_greetings",
  {
    locationId: tenantId(),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    year: smallint("year").notNull(),
    channel: text("channel").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("birthday_greetings_contact_year_key").on(t.contactId, t.year)],
);
