import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { locations, users } from "./accounts";

/** An attached file: small documents only (base64 in the record), never uploads of any size. */
export type EmailAttachment = { filename: string; contentType: string; content: string };

/**
 * Every email the product sends is recorded here (the outbox); the email logs read it.
 * status: queued → sent (SMTP) | captured (embedded) | failed | blocked (kill switch, opt-out);
 * waiting: the location's sending domain failed its DNS check, released once it verifies.
 * kind "system" (password resets, codes) is never stopped by a location's kill switch.
 */
export const emailMessages = pgTable(
  "email_messages",
  {
    id: serial("id").primaryKey(),
    locationId: integer("location_id").references(() => locations.id, { onDelete: "set null" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    contactId: integer("contact_id"),
    kind: text("kind").notNull().default("system"),
    /**
     * Carries a secret for its recipient (a password-reset or sign-in link): masked when
     * anyone but the recipient reads it in the mailbox.
     */
    sensitive: boolean("sensitive").notNull().default(false),
    toAddress: text("to_address").notNull(),
    fromAddress: text("from_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    status: text("status").notNull(),
    statusReason: text("status_reason"),
    providerId: text("provider_id"),
    /** The sending domain whose DKIM key signs it (a location's verified domain), or null. */
    dkimDomain: text("dkim_domain"),
    /**
     * What sent it, for the delivery log's source filter and per-source logs: "broadcast",
     * "template", "contact", "form", "playbook", "page", "checkout"..., with that record's id.
     */
    source: text("source"),
    sourceId: integer("source_id"),
    /** Files sent with it (an invoice PDF...), kept with the record so a retry and the mailbox have them. */
    attachments: jsonb("attachments").$type<EmailAttachment[]>().notNull().default([]),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("email_messages_to_idx").on(t.toAddress, t.createdAt),
    index("email_messages_location_idx").on(t.locationId, t.id),
    // The delivery log's status filter, newest first (lib/email-logs/delivery-log.ts).
    index("email_messages_location_status_idx").on(t.locationId, t.status, t.id),
    index("email_messages_source_idx").on(t.locationId, t.source, t.sourceId, t.id).where(sql`source is not null`),
    index("email_messages_contact_idx").on(t.contactId, t.id).where(sql`contact_id is not null`),
  ],
);
