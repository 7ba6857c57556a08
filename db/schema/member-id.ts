import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { locations } from "./accounts";
import { createdAt, tenantId, timestamps } from "./columns";
import { contactLifecycles } from "./contact-lifecycle";
import { contacts } from "./contacts";
import { libraryImages } from "./image-library";

/**
 * The member ID card (doc 3 "Member ID setting and a public member setting"): one card design
 * per location. A location without a row uses the defaults of lib/member-id/constants.ts.
 */
export const memberIdSettings = pgTable("member_id_settings", {
  locationId: integer("location_id")
    .primaryKey()
    .references(() => locations.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  /** An image of the location's library; deleting the image leaves the card without a logo. */
  logoImageId: integer("logo_image_id").references(() => libraryImages.id, { onDelete: "set null" }),
  backgroundColor: text("background_color").notNull(),
  textColor: text("text_color").notNull(),
  accentColor: text("accent_color").notNull(),
  showPhoto: boolean("show_photo").notNull(),
  /** qr | code128 */
  codeType: text("code_type").notNull(),
  emailSubject: text("email_subject").notNull(),
  emailBody: text("email_body").notNull(),
  smsBody: text("sms_body").notNull(),
  autoSend: boolean("auto_send").notNull(),
  /** When auto-send was last switched on: moves to clients before it are not sent (lib/member-id/auto-send.ts). */
  autoSendSince: timestamp("auto_send_since", { withTimezone: true }),
  ...timestamps(),
});

/**
 * The card each move into the clients group sent (auto-send), one per lifecycle row: the
 * unique key is what makes the job's send happen exactly once, whatever runs it twice.
 */
export const memberIdAutoSends = pgTable(
  "member_id_auto_sends",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    lifecycleId: integer("lifecycle_id")
      .notNull()
      .references(() => contactLifecycles.id, { onDelete: "cascade" }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    /** sent | skipped (no member ID, no email or number) */
    outcome: text("outcome").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("member_id_auto_sends_lifecycle_key").on(t.lifecycleId), index("member_id_auto_sends_contact_idx").on(t.locationId, t.contactId)],
);
