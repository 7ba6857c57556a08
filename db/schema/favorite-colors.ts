import { sql } from "drizzle-orm";
import { index, pgTable, serial, text } from "drizzle-orm/pg-core";
import { uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, tenantId } from "./columns";

/** A location's favourite colours (doc 2 s3, s7): offered in every colour picker, 24 at most. */
export const favoriteColors = pgTable(
  "favorite_colors",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    /** "#rrggbb", lower case. */
    color: text("color").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("favorite_colors_location_color_key").on(t.locationId, sql`lower(${t.color})`),
    index("favorite_colors_location_idx").on(t.locationId, t.id),
  ],
);
