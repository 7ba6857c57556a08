import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, tenantId, timestamps } from "./columns";
import { folders } from "./folders";

/** Who a broadcast goes to: any of these groups, tags or statuses, minus contacts with an exclusion tag. */
export type BroadcastAudience = { group_ids: number[]; tag_ids: number[]; statuses: string[]; exclude_tag_ids: number[] };

/**
 * A one-off send to many contacts (doc 3 "Broadcasts"). channel: "email" | "sms".
 * status: draft -> scheduled (queued, maybe for later) -> sending -> sent. `resend_of` names the
 * broadcast whose unopened recipients a resend goes to (its audience is then those recipients).
 * `resumes_at`: the sending domain's warm-up cap for the day is used up; the rest goes then.
 */
export const broadcasts = pgTable(
  "broadcasts",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    folderId: integer("folder_id").references(() => folders.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    channel: text("channel").notNull().default("email"),
    subject: text("subject").notNull().default(""),
    body: text("body").notNull().default(""),
    audience: jsonb("audience").$type<BroadcastAudience>().notNull().default({ group_ids: [], tag_ids: [], statuses: [], exclude_tag_ids: [] }),
    resendOf: integer("resend_of").references((): AnyPgColumn => broadcasts.id, { onDelete: "set null" }),
    status: text("status").notNull().default("draft"),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    /** Set once the recipients are fixed (fan-out done): the audience is frozen from then on. */
    fannedOutAt: timestamp("fanned_out_at", { withTimezone: true }),
    resumesAt: timestamp("resumes_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    total: integer("total").notNull().default(0),
    ...timestamps(),
  },
  (t) => [index("broadcasts_location_folder_idx").on(t.locationId, t.folderId, t.id), index("broadcasts_location_channel_idx").on(t.locationId, t.channel, t.id)],
);

/**
 * A broadcast's recipients, fixed at send (one row per contact, once per address). state:
 * pending -> sent (message recorded in the same transaction; `message_id` is the outbox row).
 * `sent_at` is what the per-location sending window and the domain's warm-up count.
 */
export const broadcastRecipients = pgTable(
  "broadcast_recipients",
  {
    broadcastId: integer("broadcast_id")
      .notNull()
      .references(() => broadcasts.id, { onDelete: "cascade" }),
    /**
     * No foreign key, as email_messages.contact_id: the row is the record of a send and outlives
     * the contact, and 100k foreign-key checks were most of a fan-out's time (scripts/bench-lib/broadcasts.ts).
     */
    contactId: integer("contact_id").notNull(),
    locationId: tenantId(),
    address: text("address").notNull(),
    state: text("state").notNull().default("pending"),
    messageId: integer("message_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.broadcastId, t.contactId] }),
    index("broadcast_recipients_pending_idx").on(t.broadcastId, t.contactId).where(sql`state = 'pending'`),
    index("broadcast_recipients_location_sent_idx").on(t.locationId, t.sentAt).where(sql`sent_at is not null`),
    // A contact's broadcasts, newest first (GET /contact/broadcast-logs, the profile's section).
    index("broadcast_recipients_contact_idx").on(t.locationId, t.contactId, t.broadcastId),
  ],
);
