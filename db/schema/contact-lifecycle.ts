import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, tenantId } from "./columns";
import { contacts } from "./contacts";

/**
 * A contact's lifecycle (doc 2 s7 `/contact/{id}/lifecycles`): one row each time it entered a
 * status, its first when it was created (from_* null). Written by a statement-level trigger on
 * contacts (migration contact_lifecycle_trigger), so every path that creates a contact or
 * changes its status or tab (save, update, bulk switch/move, merge, copy, import) records it in
 * the same statement, set-based for a bulk write of any size.
 */
export const contactLifecycles = pgTable(
  "contact_lifecycles",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    fromTab: text("from_tab"),
    fromStatus: text("from_status"),
    toTab: text("to_tab").notNull(),
    toStatus: text("to_status").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_lifecycles_location_contact_idx").on(t.locationId, t.contactId, t.createdAt, t.id),
    // The member ID auto-send scans a location's recent moves into the clients group (lib/member-id/auto-send.ts).
    index("contact_lifecycles_location_clients_idx").on(t.locationId, t.createdAt, t.id).where(sql`to_tab = 'clients'`),
  ],
);

/**
 * A bulk send from the contact list (doc 2 s6 "email send", "resend login") too large to send
 * within the request: its recipients are fixed when it is asked for (the selection as it was),
 * then a job works through them (lib/contacts/bulk-send-job.ts).
 */
export const contactBulkSends = pgTable(
  "contact_bulk_sends",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** "email" (a composed subject and body) or "login" (a portal set-password link). */
    kind: text("kind").notNull(),
    subject: text("subject"),
    message: text("message"),
    total: integer("total").notNull(),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("contact_bulk_sends_location_idx").on(t.locationId, t.createdAt)],
);

/** One recipient of a bulk send: pending, claimed (being sent), then sent, blocked or skipped. */
export const contactBulkSendRecipients = pgTable(
  "contact_bulk_send_recipients",
  {
    sendId: integer("send_id")
      .notNull()
      .references(() => contactBulkSends.id, { onDelete: "cascade" }),
    locationId: tenantId(),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    state: text("state").notNull().default("pending"),
  },
  (t) => [uniqueIndex("contact_bulk_send_recipients_key").on(t.sendId, t.contactId), index("contact_bulk_send_recipients_state_idx").on(t.sendId, t.state)],
);

/**
 * A link that lets a contact set their client-portal password (resend login). Only the
 * SHA-256 of the token is stored; it expires and is spent once.
 */
export const contactPortalTokens = pgTable(
  "contact_portal_tokens",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("contact_portal_tokens_hash_key").on(t.tokenHash), index("contact_portal_tokens_contact_idx").on(t.locationId, t.contactId)],
);

