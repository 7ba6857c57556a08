import { pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps, tenantId } from "./columns";

/**
 * A location's recovery (resubscribe) page (doc 2 s7): what an unsubscribed person sees, with a
 * button to come back. One per location, made on first save; until then the defaults show
 * (lib/email-logs/constants.ts). `logo` is an image URL (the image library's public link).
 */
export const recoveryPages = pgTable(
  "recovery_pages",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    headline: text("headline").notNull(),
    text: text("text").notNull(),
    button: text("button").notNull(),
    logo: text("logo"),
    ...timestamps(),
  },
  (t) => [uniqueIndex("recovery_pages_location_key").on(t.locationId)],
);
