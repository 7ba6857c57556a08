import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { tenantId, timestamps } from "./columns";

/**
 * Folders of any content module (doc 2 s3, doc 3 "Folders"): one tree per location and
 * asset type ("files" today; images, playbooks... reuse it). A null parent is the top level
 * under the main folder, which is not a row (folder_id 0 in the API).
 */
export const folders = pgTable(
  "folders",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    assetType: text("asset_type").notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => folders.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    archived: boolean("archived").notNull().default(false),
    ordering: integer("ordering").notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index("folders_location_type_parent_idx").on(t.locationId, t.assetType, t.parentId, t.ordering, t.id),
    // "The folder name has already been taken!" even when two creates race.
    uniqueIndex("folders_title_unique_idx").on(t.locationId, t.assetType, sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.title})`),
  ],
);
