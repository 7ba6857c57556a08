import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { locations, users } from "./accounts";
import { contacts } from "./contacts";

/**
 * Every SMS in or out is recorded here (the SMS outbox and inbox).
 * Outbound status: queued → sent (Twilio) | captured (embedded) | failed | blocked.
 * Inbound rows have status "received" and count as unread until read.
 */
export const smsMessages = pgTable(
  "sms_messages",
  {
    id: serial("id").primaryKey(),
    /** Null only for system SMS (sign-up verification codes), sent before any location exists. */
    locationId: integer("location_id").references(() => locations.id, { onDelete: "cascade" }),
    contactId: integer("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    direction: text("direction").notNull(),
    fromNumber: text("from_number").notNull(),
    toNumber: text("to_number").notNull(),
    body: text("body").notNull(),
    status: text("status").notNull(),
    statusReason: text("status_reason"),
    segments: integer("segments").notNull().default(1),
    providerId: text("provider_id"),
    isRead: boolean("is_read").notNull().default(false),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * Inbound: set in the same transaction as the message's activity entry and keyword
     * effect. A row without it (its first delivery died part-way) is finished by Twilio's retry.
     */
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [
    index("sms_messages_location_idx").on(t.locationId, t.id),
    index("sms_messages_contact_idx").on(t.contactId, t.id).where(sql`contact_id is not null`),
    // The bell's SMS unread count reads this small partial index.
    index("sms_messages_unread_idx").on(t.locationId).where(sql`direction = 'inbound' and not is_read`),
    // Twilio retries a webhook with the same MessageSid: recording it twice must be impossible.
    uniqueIndex("sms_messages_provider_idx").on(t.providerId).where(sql`provider_id is not null`),
  ],
);

/** A location's own Twilio account (POST /integration/save-twilio-credentials). */
export const twilioAccounts = pgTable(
  "twilio_accounts",
  {
    locationId: integer("location_id")
      .primaryKey()
      .references(() => locations.id, { onDelete: "cascade" }),
    accountSid: text("account_sid").notNull(),
    authToken: text("auth_token").notNull(),
    fromNumber: text("from_number"),
    messagingServiceSid: text("messaging_service_sid"),
    /** connected | failed | pending (saved, not yet checked) */
    status: text("status").notNull().default("pending"),
    errorMessage: text("error_message"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Inbound messages find their location by the number they were sent to. Saving a number
  // claims nothing: it belongs to a location only once Twilio has confirmed it ("connected"),
  // and then to that one location only.
  (t) => [uniqueIndex("twilio_accounts_verified_number_idx").on(t.fromNumber).where(sql`from_number is not null and status = 'connected'`)],
);

/**
 * Per-sender pacing shared by every worker process: each send reserves the sender's next
 * free slot (1 / rate seconds apart) in one UPDATE, then waits for it.
 */
export const smsSendSlots = pgTable("sms_send_slots", {
  sender: text("sender").primaryKey(),
  nextAt: timestamp("next_at", { withTimezone: true }).notNull(),
});
