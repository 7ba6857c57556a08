import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { listIndex, tenantId, timestamps } from "./columns";
import { contacts } from "./contacts";
import { files } from "./files";
import { folders } from "./folders";

/**
 * The coach's file library (doc 2 s3 "File": id, name, ext, permission): a named entry over
 * a stored file (platform `files` row, which holds the bytes). Deleting the stored file
 * deletes the entry; deleting a folder moves its entries to the main folder (null).
 */
export const libraryFiles = pgTable(
  "library_files",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The name without its extension; the extension is fixed by the stored content. */
    name: text("name").notNull(),
    ext: text("ext").notNull(),
    kind: text("kind").notNull(),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    folderId: integer("folder_id").references(() => folders.id, { onDelete: "set null" }),
    archived: boolean("archived").notNull().default(false),
    /** private | all_clients | assigned (doc 2 issue scope); private until sharing lands. */
    permission: text("permission").notNull().default("private"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("library_files_file_idx").on(t.fileId),
    uniqueIndex("library_files_name_idx").on(t.locationId, sql`lower(${t.name})`, t.ext),
    listIndex("library_files_location_name_idx", t.locationId, t.name, t.id),
    listIndex("library_files_location_created_idx", t.locationId, t.createdAt, t.id),
    listIndex("library_files_location_size_idx", t.locationId, t.size, t.id),
  ],
);

/**
 * Library files assigned to contacts (doc 2: send-to-contact, remove-from-contact, the
 * profile's files section). One row per file and contact; the location is the file's and the
 * contact's (both checked when the row is written).
 */
export const contactFiles = pgTable(
  "contact_files",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    libraryFileId: integer("library_file_id")
      .notNull()
      .references(() => libraryFiles.id, { onDelete: "cascade" }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("contact_files_file_contact_idx").on(t.libraryFileId, t.contactId),
    // The profile's list: one contact's files, newest assignment first.
    index("contact_files_location_contact_idx").on(t.locationId, t.contactId, t.createdAt, t.id),
  ],
);
