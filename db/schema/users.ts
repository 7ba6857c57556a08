import { integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, timestamps } from "./columns";

/**
 * A user's own settings that are theirs whatever location they access (user-scoped, not a
 * tenant table): the contact profile layout of PATCH /user/update-contact-profile-setting.
 */
export const userSettings = pgTable("user_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  contactProfileSetting: jsonb("contact_profile_setting").$type<Record<string, unknown>>().notNull().default({}),
  /** The contact table's visible columns (GET/PUT /contact/table-columns); null = the doc 2 s9 defaults. */
  contactColumns: jsonb("contact_columns").$type<string[]>(),
  ...timestamps(),
});

/**
 * A 2FA setup in progress (GET /billing/generate-twofa-codes): the secret shown as a QR code
 * and the recovery codes' hashes, kept apart from twofa_secrets so 2FA is not on until
 * POST /billing/enable-twofa confirms a code from the app. A new setup replaces the old one.
 */
export const twofaPending = pgTable("twofa_pending", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  recoveryCodeHashes: jsonb("recovery_code_hashes").$type<string[]>().notNull(),
  createdAt: createdAt(),
});
