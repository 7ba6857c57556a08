import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { contacts } from "./contacts";
import { createdAt, tenantId, timestamps } from "./columns";
import { folders } from "./folders";

/** A location's template categories (doc 2 s3); "General" always exists and takes orphans. */
export const templateCategories = pgTable(
  "template_categories",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    name: text("name").notNull(),
    /** The location's "General" category: never deleted, receives a deleted category's templates. */
    isDefault: integer("is_default").notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("template_categories_location_name_key").on(t.locationId, sql`lower(${t.name})`),
    uniqueIndex("template_categories_location_default_key").on(t.locationId).where(sql`is_default = 1`),
  ],
);

/**
 * A message template. is_content (doc 2 s9): 1 email, 2 content (editor blocks), 3 SMS, 4 voice
 * (a recording dropped as voicemail). Dashboards list by `ordering` desc with a thumbnail.
 */
export const templates = pgTable(
  "templates",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => templateCategories.id),
    name: text("name").notNull(),
    isContent: integer("is_content").notNull(),
    subject: text("subject").notNull().default(""),
    /** Email and content: sanitized HTML with merge fields; SMS: plain text. */
    body: text("body").notNull().default(""),
    /** Voice: the recording's URL (a file of the location). */
    recordingUrl: text("recording_url"),
    ordering: integer("ordering").notNull().default(0),
    /** The dashboard's folder (lib/folders); null is the main folder. */
    folderId: integer("folder_id").references(() => folders.id, { onDelete: "set null" }),
    thumbnail: text("thumbnail"),
    ...timestamps(),
  },
  (t) => [
    index("templates_location_ordering_idx").on(t.locationId, t.ordering, t.id),
    index("templates_location_category_idx").on(t.locationId, t.categoryId, t.ordering, t.id),
  ],
);

/** Every send of a template to a contact (template-logs). */
export const templateLogs = pgTable(
  "template_logs",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    templateId: integer("template_id").references(() => templates.id, { onDelete: "set null" }),
    templateName: text("template_name").notNull(),
    contactId: integer("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** email | sms */
    channel: text("channel").notNull(),
    /** 1 queued, 0 not sent (message says why). */
    status: integer("status").notNull(),
    message: text("message").notNull(),
    emailMessageId: integer("email_message_id"),
    smsMessageId: integer("sms_message_id"),
    createdAt: createdAt(),
  },
  (t) => [index("template_logs_location_idx").on(t.locationId, t.id), index("template_logs_template_idx").on(t.locationId, t.templateId, t.id)],
);
