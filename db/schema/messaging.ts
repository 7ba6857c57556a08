import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { tenantId, createdAt } from "./columns";
import { contacts } from "./contacts";

/**
 * Portal chat (doc 3): messages between the coach's team and a contact's client portal.
 * `sender` is "user" (a coach, `user_id`) or "contact" (a portal reply). A contact's message
 * counts as unread for the location until read.
 */
export const portalMessages = pgTable(
  "portal_messages",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    sender: text("sender").notNull(),
    body: text("body").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("portal_messages_contact_idx").on(t.locationId, t.contactId, t.id),
    // The bell's portal unread count reads this small partial index.
    index("portal_messages_unread_idx").on(t.locationId).where(sql`sender = 'contact' and not is_read`),
  ],
);

/**
 * A conversation per contact and channel ("sms" | "portal"): the message centre's thread list
 * reads it instead of the messages. `last_*` (the newest message) and `unread` (inbound messages
 * not read) are kept by triggers on sms_messages and portal_messages, in the statement that
 * writes the message (migration 0032): every insert path (send, inbound webhook, portal reply,
 * scheduled send) is covered, whoever writes it. `archived_at` is the only column the app writes:
 * a message newer than the archiving brings the thread back to the inbox. A contact with no
 * message yet has no thread (`last_id` null: a thread whose messages were all deleted).
 */
export const messageThreads = pgTable(
  "message_threads",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    channel: text("channel").notNull(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    lastId: integer("last_id"),
    lastBody: text("last_body"),
    lastInbound: boolean("last_inbound"),
    lastAt: timestamp("last_at", { withTimezone: true }),
    unread: integer("unread").notNull().default(0),
  },
  (t) => [
    uniqueIndex("message_threads_contact_idx").on(t.locationId, t.channel, t.contactId),
    // The thread list: newest message first, read in index order and seeked by last_id.
    index("message_threads_list_idx").on(t.locationId, t.channel, t.lastId).where(sql`last_id is not null`),
  ],
);

/**
 * SMS and portal messages to send later (doc 2 SMS centre, doc 3 portal chat, scheduled lists).
 * Recorded first, then a job queued to start at `send_at`: the job claims the row
 * (scheduled -> sending) in one UPDATE, so running twice sends once; deleting a scheduled
 * row before then means the job finds nothing.
 * status: scheduled | sending | sent | blocked | failed
 */
export const scheduledMessages = pgTable(
  "scheduled_messages",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    channel: text("channel").notNull(),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    sendAt: timestamp("send_at", { withTimezone: true }).notNull(),
    status: text("status").notNull().default("scheduled"),
    statusReason: text("status_reason"),
    /** The sms_messages or portal_messages row it became. */
    messageId: integer("message_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("scheduled_messages_list_idx").on(t.locationId, t.channel, t.sendAt, t.id),
    index("scheduled_messages_contact_idx").on(t.locationId, t.contactId, t.sendAt),
  ],
);
