import { index, integer, jsonb, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";
import { files } from "./files";
import { createdAt, tenantId, timestamps } from "./columns";

/** A location's saved style per content type (email, page, form, playbook); absent = the defaults. */
export const savedStyles = pgTable(
  "saved_styles",
  {
    locationId: tenantId(),
    type: text("type").notNull(),
    content: jsonb("content").$type<Record<string, string | number>>().notNull(),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.type] })],
);

/** Image email buttons (content-setting): an uploaded image a coach drops into emails as a link. */
export const emailButtons = pgTable(
  "email_buttons",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    name: text("name").notNull(),
    fileId: integer("file_id").references(() => files.id, { onDelete: "set null" }),
    /** The stored image's absolute URL (emails need one). */
    file: text("file").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("email_buttons_location_idx").on(t.locationId, t.id)],
);

/** One row per test email or SMS recipient: the 20-per-hour limit counts these. */
export const testSends = pgTable(
  "test_sends",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    /** email | sms */
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("test_sends_location_created_idx").on(t.locationId, t.createdAt)],
);
