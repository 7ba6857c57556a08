import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, tenantId, timestamps } from "./columns";
import { contacts } from "./contacts";

/** A location's tags (doc 2 s3), grouped by tag_type: 1 System, 2 ID, 3 Trigger. */
export const tags = pgTable(
  "tags",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    name: text("name").notNull(),
    tagType: smallint("tag_type").notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    // One name once per location, whatever its case.
    uniqueIndex("tags_location_name_key").on(t.locationId, sql`lower(${t.name})`),
    index("tags_location_type_name_idx").on(t.locationId, t.tagType, t.name, t.id),
  ],
);

/** Which contacts carry which tags; the location is kept so every statement filters on it. */
export const contactTags = pgTable(
  "contact_tags",
  {
    locationId: tenantId(),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.contactId, t.tagId] }), index("contact_tags_location_tag_idx").on(t.locationId, t.tagId, t.contactId)],
);

export type TagRecord = typeof tags.$inferSelect;
