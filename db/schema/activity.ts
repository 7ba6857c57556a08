import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, tenantId } from "./columns";
import { users } from "./accounts";

/**
 * The activity feed: modules write what happened (an SMS arrived, an email failed, a file
 * was uploaded); GET /activity-feed/get-notification reads it newest first.
 */
export const activities = pgTable(
  "activities",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    contactId: integer("contact_id"),
    module: text("module").notNull(),
    action: text("action").notNull(),
    title: text("title").notNull(),
    body: text("body"),
    data: jsonb("data").$type<Record<string, unknown>>(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("activities_location_idx").on(t.locationId, t.id), index("activities_location_module_idx").on(t.locationId, t.module, t.id)],
);
