import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, listIndex, tenantId, timestamps } from "./columns";
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
    /**
     * Who sees the file in the client portal: private (nobody), assigned (its assigned
     * contacts) or all_clients (every portal contact). lib/file-library/visibility.ts decides.
     */
    permission: text("permission").notNull().default("private"),
    /** The current content's version number (lib/file-library/versions.ts). */
    version: integer("version").notNull().default(1),
    /** When the current content was uploaded (the entry's created_at stays the first upload's). */
    contentAt: timestamp("content_at", { withTimezone: true }).notNull().defaultNow(),
    /** Portal views and downloads, all contacts together (PATCH /file/update-stats). */
    views: integer("views").notNull().default(0),
    downloads: integer("downloads").notNull().default(0),
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
 * Earlier contents of a library file (POST /file/{id}/replace): the stored bytes are kept until
 * the file itself is deleted, and any of them can be made current again. The current content
 * is the library file's own `file_id`; it is never a row here.
 */
export const libraryFileVersions = pgTable(
  "library_file_versions",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    libraryFileId: integer("library_file_id")
      .notNull()
      .references(() => libraryFiles.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    ext: text("ext").notNull(),
    kind: text("kind").notNull(),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** When this content was uploaded. */
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull(),
    /** When another content replaced it. */
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("library_file_versions_file_idx").on(t.fileId),
    uniqueIndex("library_file_versions_number_idx").on(t.libraryFileId, t.version),
    index("library_file_versions_location_idx").on(t.locationId, t.libraryFileId),
  ],
);

/**
 * One contact's portal views and downloads of one file (PATCH /file/update-stats with a
 * contact). Separate from contact_files: an "all clients" file is seen without an assignment.
 */
export const contactFileStats = pgTable(
  "contact_file_stats",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    libraryFileId: integer("library_file_id")
      .notNull()
      .references(() => libraryFiles.id, { onDelete: "cascade" }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    views: integer("views").notNull().default(0),
    downloads: integer("downloads").notNull().default(0),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("contact_file_stats_file_contact_idx").on(t.libraryFileId, t.contactId)],
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
