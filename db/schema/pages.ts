import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, listIndex, tenantId, timestamps } from "./columns";
import { contacts } from "./contacts";
import { files } from "./files";
import { folders } from "./folders";

/** A headline's look (doc 2 s3 "Page": font_family, font_weight, font_size, font_color, shadow fields). */
export type HeadingSetting = {
  font_family: string;
  font_weight: number;
  font_size: number;
  font_color: string;
  shadow: boolean;
  shadow_x: number;
  shadow_y: number;
  shadow_blur: number;
  shadow_color: string;
};

/**
 * A page the coach writes for clients (doc 2 s2 "Pages"): a headline and subheadline with their
 * own font settings, a cover image, rich-text body and downloads. `enabled` is the page's global
 * switch (PATCH /page/enable-disable): a disabled page is in no contact's portal.
 */
export const pages = pgTable(
  "pages",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    headline: text("headline").notNull().default(""),
    subheadline: text("subheadline").notNull().default(""),
    headlineSetting: jsonb("headline_setting").$type<HeadingSetting>().notNull(),
    subheadlineSetting: jsonb("subheadline_setting").$type<HeadingSetting>().notNull(),
    /** Sanitized HTML (lib/rich-text): sanitized again when rendered. */
    body: text("body").notNull().default(""),
    coverImage: text("cover_image"),
    thumbnail: text("thumbnail"),
    enabled: boolean("enabled").notNull().default(true),
    folderId: integer("folder_id").references(() => folders.id, { onDelete: "set null" }),
    ordering: integer("ordering").notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index("pages_location_folder_ordering_idx").on(t.locationId, t.folderId, t.ordering, t.id),
    listIndex("pages_location_ordering_idx", t.locationId, t.ordering, t.id),
    listIndex("pages_location_title_idx", t.locationId, t.title, t.id),
  ],
);

/** A file offered for download on a page (the stored bytes are a platform `files` row). */
export const pageDownloads = pgTable(
  "page_downloads",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    /** The name shown, without the extension. */
    name: text("name").notNull(),
    ext: text("ext").notNull(),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("page_downloads_page_idx").on(t.locationId, t.pageId, t.id), uniqueIndex("page_downloads_file_idx").on(t.fileId)],
);

/**
 * Pages sent to contacts (send-to-contact / restrict-from-contact, the profile's pages section).
 * `disabled`: hidden from this contact's portal while still assigned (page-disable,
 * /contact/enable-disable-page). `notify_pending`: the portal-link email is still to be sent
 * (the pages.notify job claims these rows, so each send mails once).
 */
export const contactPages = pgTable(
  "contact_pages",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    disabled: boolean("disabled").notNull().default(false),
    notifyPending: boolean("notify_pending").notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("contact_pages_page_contact_idx").on(t.pageId, t.contactId),
    index("contact_pages_location_contact_idx").on(t.locationId, t.contactId, t.createdAt, t.id),
    index("contact_pages_notify_idx").on(t.locationId).where(sql`${t.notifyPending}`),
  ],
);
