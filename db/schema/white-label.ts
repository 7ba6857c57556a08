import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { companies } from "./accounts";
import { updatedAt } from "./columns";
import { files } from "./files";

/**
 * A company's white label (doc 1 s6: organization admins manage it): the name, logo and
 * primary colour its shell and client-facing pages show instead of the product's. Keyed by
 * company, not location: one brand for the whole organization. `companies.white_label` says
 * whether it is switched on (the refresh's user.white_label).
 */
export const whiteLabels = pgTable("white_labels", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  name: text("name"),
  /** The uploaded logo (an image of the location that uploaded it) and its public URL. */
  logoFileId: integer("logo_file_id").references(() => files.id, { onDelete: "set null" }),
  logoUrl: text("logo_url"),
  /** "#rrggbb"; the darker shades for text and buttons are derived (lib/white-label/colors.ts). */
  primaryColor: text("primary_color"),
  updatedAt: updatedAt(),
});
