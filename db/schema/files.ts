import { index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, tenantId } from "./columns";
import { users } from "./accounts";

/**
 * Every stored file. The storage key is generated, never the uploaded name; public files
 * are served to anyone with the URL, private ones only to members of the owner location.
 */
export const files = pgTable(
  "files",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** image | document | video | audio */
    kind: text("kind").notNull(),
    /** public | private */
    visibility: text("visibility").notNull().default("public"),
    size: integer("size").notNull(),
    mime: text("mime").notNull(),
    originalName: text("original_name").notNull(),
    storageKey: text("storage_key").notNull(),
    /** local | uploadthing */
    provider: text("provider").notNull(),
    /** The provider's URL (UploadThing); local files are served by the app. */
    providerUrl: text("provider_url"),
    width: integer("width"),
    height: integer("height"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("files_storage_key_idx").on(t.storageKey), index("files_location_idx").on(t.locationId, t.id)],
);
