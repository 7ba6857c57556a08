import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, listIndex, tenantId, timestamps } from "./columns";
import { contacts } from "./contacts";

/**
 * Groups of contacts (doc 3: "Group: id, members (contacts), user groups"): a coach's named
 * lists (a cohort, a class, a challenge) that broadcasts and portal messages go to.
 */
export const contactGroups = pgTable(
  "contact_groups",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("contact_groups_location_name_key").on(t.locationId, sql`lower(${t.name})`),
    listIndex("contact_groups_location_name_idx", t.locationId, t.name, t.id),
    listIndex("contact_groups_location_created_idx", t.locationId, t.createdAt, t.id),
  ],
);

/** Who is in which group; the location is kept so every statement filters on it. */
export const contactGroupMembers = pgTable(
  "contact_group_members",
  {
    locationId: tenantId(),
    groupId: integer("group_id")
      .notNull()
      .references(() => contactGroups.id, { onDelete: "cascade" }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.contactId] }), index("contact_group_members_contact_idx").on(t.locationId, t.contactId)],
);
