import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, listIndex, tenantId } from "./columns";
import { files } from "./files";

/**
 * Content import wizard (doc 2 s2 "Content Import Wizard"). One row per uploaded file (a batch),
 * owned by the location it was started from; one run per target account; one item per record
 * made in an account, keyed (import, account, item) so a re-run makes nothing twice.
 */
export const contentImports = pgTable(
  "content_imports",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The batch's public name in the history. */
    batch: text("batch").notNull(),
    fileId: integer("file_id").references(() => files.id, { onDelete: "set null" }),
    fileName: text("file_name").notNull(),
    format: text("format").notNull(),
    contentType: integer("content_type").notNull(),
    /** Records the file makes in each account. */
    itemCount: integer("item_count").notNull(),
    createdAt: createdAt(),
  },
  (t) => [listIndex("content_imports_location_created_idx", t.locationId, t.createdAt, t.id)],
);

export const contentImportRuns = pgTable(
  "content_import_runs",
  {
    id: serial("id").primaryKey(),
    /** The target account. */
    locationId: tenantId(),
    importId: integer("import_id").notNull().references(() => contentImports.id, { onDelete: "cascade" }),
    state: text("state").notNull().default("queued"),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("content_import_runs_import_location_uq").on(t.importId, t.locationId), index("content_import_runs_location_idx").on(t.locationId)],
);

export const contentImportItems = pgTable(
  "content_import_items",
  {
    id: serial("id").primaryKey(),
    /** The target account the record was made in. */
    locationId: tenantId(),
    importId: integer("import_id").notNull().references(() => contentImports.id, { onDelete: "cascade" }),
    /** The item's position in the file (0-based, in order of first appearance of its title). */
    item: integer("item").notNull(),
    recordId: integer("record_id"),
    title: text("title").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("content_import_items_key_uq").on(t.importId, t.locationId, t.item), index("content_import_items_location_idx").on(t.locationId)],
);
