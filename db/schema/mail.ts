import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { locations, users } from "./accounts";

/**
 * Every email the product sends is recorded here (the outbox). Embedded mode keeps
 * messages with status "captured"; the platform issue adds the SMTP transport and jobs.
 */
export const emailMessages = pgTable(
  "email_messages",
  {
    id: serial("id").primaryKey(),
    locationId: integer("location_id").references(() => locations.id, { onDelete: "set null" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    contactId: integer("contact_id"),
    toAddress: text("to_address").notNull(),
    fromAddress: text("from_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    status: text("status").notNull(),
    statusReason: text("status_reason"),
    providerId: text("provider_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("email_messages_to_idx").on(t.toAddress, t.createdAt)],
);
