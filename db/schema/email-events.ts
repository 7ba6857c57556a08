import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt, tenantId } from "./columns";
import { emailMessages } from "./mail";

/**
 * What happened to a location's email after it left (doc 3 "Logs"): opens (pixel), clicks
 * (redirect), bounces, complaints and unsubscribes. One row per event; the email report counts
 * them per day, resend-unopens and the unopened filter read human opens.
 * type: "open" | "click" | "bounce" | "soft_bounce" | "complaint" | "unsubscribe".
 * machine: an open by Apple's proxy, a bot or within 2 s of delivery (reported apart).
 */
export const emailEvents = pgTable(
  "email_events",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    messageId: integer("message_id")
      .notNull()
      .references(() => emailMessages.id, { onDelete: "cascade" }),
    contactId: integer("contact_id"),
    type: text("type").notNull(),
    machine: boolean("machine").notNull().default(false),
    url: text("url"),
    detail: text("detail"),
    createdAt: createdAt(),
  },
  (t) => [
    index("email_events_location_created_idx").on(t.locationId, t.createdAt, t.id),
    index("email_events_message_type_idx").on(t.messageId, t.type),
    index("email_events_contact_idx").on(t.locationId, t.contactId, t.id).where(sql`contact_id is not null`),
  ],
);
