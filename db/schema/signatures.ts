import { boolean, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { locations } from "./accounts";
import { tenantId, timestamps } from "./columns";

/** An email signature (doc 2 s3): every field of the entity, rendered as table-based HTML. */
export const signatures = pgTable("signatures", {
  id: serial("id").primaryKey(),
  locationId: tenantId(),
  fullName: text("full_name").notNull(),
  credentials: text("credentials").notNull().default(""),
  companyName: text("company_name").notNull().default(""),
  slogan: text("slogan").notNull().default(""),
  authorImage: text("author_image"),
  phone: text("phone").notNull().default(""),
  hasPhone: boolean("has_phone").notNull().default(true),
  email: text("email").notNull().default(""),
  hasEmail: boolean("has_email").notNull().default(true),
  website: text("website").notNull().default(""),
  hasWebsite: boolean("has_website").notNull().default(true),
  address: text("address").notNull().default(""),
  hasAddress: boolean("has_address").notNull().default(true),
  isAbbreviate: boolean("is_abbreviate").notNull().default(false),
  iconColor: text("icon_color").notNull(),
  linkColor: text("link_color").notNull(),
  barColor: text("bar_color").notNull(),
  barTextColor: text("bar_text_color").notNull(),
  linebarColor: text("linebar_color").notNull(),
  linebarHeight: integer("linebar_height").notNull(),
  linebarWidth: integer("linebar_width").notNull(),
  margin: integer("margin").notNull(),
  padding: integer("padding").notNull(),
  borderRadius: integer("border_radius").notNull(),
  facebookUrl: text("facebook_url").notNull().default(""),
  facebookEnabled: boolean("facebook_enabled").notNull().default(false),
  facebookIcon: boolean("facebook_icon").notNull().default(true),
  igUrl: text("ig_url").notNull().default(""),
  igEnabled: boolean("ig_enabled").notNull().default(false),
  igIcon: boolean("ig_icon").notNull().default(true),
  twitterUrl: text("twitter_url").notNull().default(""),
  twitterEnabled: boolean("twitter_enabled").notNull().default(false),
  twitterIcon: boolean("twitter_icon").notNull().default(true),
  ...timestamps(),
});

/** The location's default signature and whether it is appended to every email. */
export const signatureSettings = pgTable("signature_settings", {
  locationId: integer("location_id")
    .primaryKey()
    .references(() => locations.id, { onDelete: "cascade" }),
  defaultSignatureId: integer("default_signature_id").references(() => signatures.id, { onDelete: "set null" }),
  applyToAll: boolean("apply_to_all").notNull().default(false),
});
