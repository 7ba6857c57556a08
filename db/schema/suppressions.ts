import { sql } from "drizzle-orm";
import { index, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, tenantId } from "./columns";

/**
 * Addresses a location must not email (doc 2 s2 "suppressed contacts by type"): a hard bounce,
 * a spam complaint or an unsubscribe. sendEmail (lib/platform/email/send.ts) records a
 * location's message to a suppressed address as "blocked" instead of sending it.
 * type: "bounce" | "complaint" | "unsubscribe"; one row per address and type.
 */
export const emailSuppressions = pgTable(
  "email_suppressions",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    email: text("email").notNull(),
    type: text("type").notNull(),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_suppressions_location_email_type_key").on(t.locationId, sql`lower(${t.email})`, t.type),
    index("email_suppressions_location_type_created_idx").on(t.locationId, t.type, t.createdAt, t.id),
  ],
);
