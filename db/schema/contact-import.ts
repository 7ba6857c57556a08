import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, tenantId } from "./columns";
import { users } from "./accounts";
import { files } from "./files";

/**
 * One contact import (doc 2 s2 "CSV import"): the uploaded file, the coach's column mapping and
 * the counts so far. `processedRows` is how many data rows are done; it moves in the same
 * transaction as the rows it counts. Which rows are done is in contact_import_batches.
 */
export const contactImports = pgTable(
  "contact_imports",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The stored upload; kept until the log is deleted. */
    fileId: integer("file_id").references(() => files.id, { onDelete: "set null" }),
    fileName: text("file_name").notNull(),
    /** csv | xls | xlsx */
    format: text("format").notNull(),
    /** The header row as read (the mapping names columns by their index in it). */
    headers: jsonb("headers").$type<string[]>().notNull(),
    /** Contact field -> column index; set by POST /contact/import. */
    mapping: jsonb("mapping").$type<Record<string, number>>(),
    /** The status item new contacts get (null: the first Leads item). */
    status: text("status"),
    /** mapping -> queued -> running -> completed | failed */
    state: text("state").notNull().default("mapping"),
    totalCount: integer("total_count").notNull().default(0),
    processedRows: integer("processed_rows").notNull().default(0),
    createdCount: integer("created_count").notNull().default(0),
    updatedCount: integer("updated_count").notNull().default(0),
    errorCount: integer("error_count").notNull().default(0),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("contact_imports_location_created_idx").on(t.locationId, t.createdAt, t.id)],
);

/** A row the import could not take (invalid email, duplicate within the file, ...). */
export const contactImportErrors = pgTable(
  "contact_import_errors",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    importId: integer("import_id")
      .notNull()
      .references(() => contactImports.id, { onDelete: "cascade" }),
    /** The row's line in the file, the header being row 1 (what a spreadsheet shows). */
    row: integer("row").notNull(),
    field: text("field"),
    message: text("message").notNull(),
  },
  (t) => [index("contact_import_errors_import_row_idx").on(t.locationId, t.importId, t.row, t.id)],
);

/**
 * The emails an import has taken so far, so a later row with the same email is told apart from
 * a contact that was in the location before (the first is a duplicate within the file, the second
 * an update). Kept in the database, not in memory: bounded for a 1M-row file and still right when
 * a killed job resumes. Emptied when the import ends.
 */
export const contactImportEmails = pgTable(
  "contact_import_emails",
  {
    locationId: tenantId(),
    importId: integer("import_id")
      .notNull()
      .references(() => contactImports.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    row: integer("row").notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.email] })],
);

/**
 * The job's checkpoint: one row per committed batch (its first data row), written in the batch's
 * transaction. Batches commit out of order (two are written at once), so a job killed halfway and
 * run again skips exactly the batches listed here and imports every row once; a second run of a
 * batch (two workers, a retry racing a slow run) fails on the key and rolls back. Emptied when
 * the import ends.
 */
export const contactImportBatches = pgTable(
  "contact_import_batches",
  {
    locationId: tenantId(),
    importId: integer("import_id")
      .notNull()
      .references(() => contactImports.id, { onDelete: "cascade" }),
    /** The batch's first data row (1-based, the header not counted). */
    firstRow: integer("first_row").notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.firstRow] })],
);
