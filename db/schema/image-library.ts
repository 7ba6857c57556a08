import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { listIndex, tenantId, timestamps } from "./columns";
import { files } from "./files";
import { folders } from "./folders";

/**
 * The image library (doc 2 s3 "image library", s4 image upload): a coach's images over stored
 * files (platform `files` rows hold the bytes). `size` is the crop size the image was made for
 * ("600x350", or "all" for a free crop) and `type` the image type it was cropped as; a crop
 * points at its `original`. Deleting the stored file deletes the image; deleting an original
 * leaves its crops (original set to null); deleting a folder moves its images to the main folder.
 */
export const libraryImages = pgTable(
  "library_images",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    originalId: integer("original_id").references((): AnyPgColumn => libraryImages.id, { onDelete: "set null" }),
    folderId: integer("folder_id").references(() => folders.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    type: text("type").notNull(),
    size: text("size").notNull(),
    mime: text("mime").notNull(),
    bytes: integer("bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("library_images_file_idx").on(t.fileId),
    listIndex("library_images_location_created_idx", t.locationId, t.createdAt, t.id),
    index("library_images_location_size_idx").on(t.locationId, t.size, t.createdAt, t.id),
    index("library_images_original_idx").on(t.originalId),
    // One folder's page (the Images screen opens the main folder: folder_id is null).
    index("library_images_location_folder_created_idx").on(t.locationId, t.folderId, t.createdAt, t.id),
  ],
);

/**
 * Images per location and folder (0 = the main folder), kept by a trigger on library_images
 * (migration files-extras): the library list's total without counting 100k rows per request.
 */
export const libraryImageCounts = pgTable(
  "library_image_counts",
  {
    locationId: tenantId(),
    folderId: integer("folder_id").notNull().default(0),
    n: integer("n").notNull().default(0),
    /** Bumped on every write that touches the folder's images: the list's version (remembered page boundaries). */
    v: integer("v").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.folderId] })],
);
