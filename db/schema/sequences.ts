import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, listIndex, tenantId, timestamps } from "./columns";
import { contacts } from "./contacts";
import { folders } from "./folders";

/**
 * A sequence (doc 3 s1, issue 27): ordered email or SMS messages, each sent a delay after the
 * previous one, inside an optional daily send window in the sequence's time zone. The model is
 * written down in lib/sequences/engine.ts; docs/sequences.md says why.
 */
export const sequences = pgTable(
  "sequences",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    folderId: integer("folder_id").references(() => folders.id, { onDelete: "set null" }),
    ordering: integer("ordering").notNull().default(0),
    thumbnail: text("thumbnail"),
    /** "HH:MM" wall times in `timezone`; both null = any time of day. */
    windowStart: text("window_start"),
    windowEnd: text("window_end"),
    timezone: text("timezone").notNull().default("UTC"),
    /** An inbound SMS from a subscriber stops their sequence. */
    stopOnReply: boolean("stop_on_reply").notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index("sequences_location_folder_ordering_idx").on(t.locationId, t.folderId, t.ordering, t.id),
    listIndex("sequences_location_ordering_idx", t.locationId, t.ordering, t.id),
    listIndex("sequences_location_title_idx", t.locationId, t.title, t.id),
  ],
);

/** One message of a sequence, in `position` order; `delay_seconds` after the previous send (the first: after enrolment). */
export const sequenceMessages = pgTable(
  "sequence_messages",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    sequenceId: integer("sequence_id")
      .notNull()
      .references(() => sequences.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    /** "email" | "sms" */
    kind: text("kind").notNull(),
    subject: text("subject"),
    /** Email: sanitised HTML; SMS: text (≤ 1,600 characters). */
    body: text("body").notNull(),
    delayAmount: integer("delay_amount").notNull().default(0),
    /** "minutes" | "hours" | "days" */
    delayUnit: text("delay_unit").notNull().default("days"),
    ...timestamps(),
  },
  (t) => [index("sequence_messages_sequence_idx").on(t.sequenceId, t.position, t.id)],
);

/**
 * A contact on a sequence: active (its next message is queued), completed, stopped (replied) or
 * removed. `plan` counts re-plans: a queued job of an older plan does nothing.
 */
export const sequenceSubscribers = pgTable(
  "sequence_subscribers",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    sequenceId: integer("sequence_id")
      .notNull()
      .references(() => sequences.id, { onDelete: "cascade" }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("active"),
    nextMessageId: integer("next_message_id").references(() => sequenceMessages.id, { onDelete: "set null" }),
    nextAt: timestamp("next_at", { withTimezone: true }),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    plan: integer("plan").notNull().default(0),
    createdAt: createdAt(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("sequence_subscribers_contact_key").on(t.sequenceId, t.contactId),
    index("sequence_subscribers_sequence_idx").on(t.sequenceId, t.status, t.id),
    index("sequence_subscribers_contact_idx").on(t.locationId, t.contactId, t.id),
  ],
);

/** A dated one-off send of one message to all or chosen subscribers (`contact_ids` null = all). */
export const sequenceSchedules = pgTable(
  "sequence_schedules",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    sequenceId: integer("sequence_id")
      .notNull()
      .references(() => sequences.id, { onDelete: "cascade" }),
    messageId: integer("message_id")
      .notNull()
      .references(() => sequenceMessages.id, { onDelete: "cascade" }),
    sendAt: timestamp("send_at", { withTimezone: true }).notNull(),
    contactIds: integer("contact_ids").array(),
    /** "scheduled" | "sent" */
    status: text("status").notNull().default("scheduled"),
    sent: integer("sent").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("sequence_schedules_message_idx").on(t.messageId, t.id), index("sequence_schedules_sequence_idx").on(t.sequenceId, t.id)],
);

/**
 * Every message a sequence sent to a subscriber, unique on `key` (plan: `m{message}`, a schedule:
 * `s{schedule}`, a resend: `r{n}`) per subscriber: the send and this row commit together, so a
 * retried or duplicated job sends nothing twice. The outbox row is `email_message_id` or
 * `sms_message_id` (opens, clicks, bounces and replies are read from there).
 */
export const sequenceSends = pgTable(
  "sequence_sends",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    sequenceId: integer("sequence_id")
      .notNull()
      .references(() => sequences.id, { onDelete: "cascade" }),
    messageId: integer("message_id").references(() => sequenceMessages.id, { onDelete: "set null" }),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => sequenceSubscribers.id, { onDelete: "cascade" }),
    contactId: integer("contact_id").notNull(),
    key: text("key").notNull(),
    kind: text("kind").notNull(),
    /** "sent" (recorded in the outbox, maybe blocked there) | "skipped" (no address, unrenderable). */
    status: text("status").notNull(),
    emailMessageId: integer("email_message_id"),
    smsMessageId: integer("sms_message_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sequence_sends_subscriber_key").on(t.subscriberId, t.key),
    index("sequence_sends_message_idx").on(t.messageId, t.createdAt, t.id),
    index("sequence_sends_sequence_idx").on(t.sequenceId, t.createdAt),
    index("sequence_sends_email_idx").on(t.emailMessageId).where(sql`email_message_id is not null`),
  ],
);
