import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { locations, users } from "./accounts";
import { contacts } from "./contacts";
import { createdAt, tenantId, timestamps } from "./columns";

/**
 * Share links (doc 2 s7 "Assets and sharing"): one per asset, with a stable code that the short
 * URL `/s/{code}` names. The asset is polymorphic (`asset_type` + `asset_id`, a type of the
 * lib/assets registry), so there is no foreign key: deleting an asset through the registry
 * removes its link, and a link whose asset is gone answers 404.
 */
export const assetShares = pgTable(
  "asset_shares",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    assetType: text("asset_type").notNull(),
    assetId: integer("asset_id").notNull(),
    /** Unguessable, URL-safe; never changes once made. */
    code: text("code").notNull(),
    /** off | anyone | organization (lib/assets/constants SHARE_PERMISSIONS). */
    permission: text("permission").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [uniqueIndex("asset_shares_code_idx").on(t.code), uniqueIndex("asset_shares_asset_idx").on(t.locationId, t.assetType, t.assetId)],
);

/**
 * Share histories: every copy made of an asset, by share link import or by share-to-location.
 * The row belongs to the sharing location (get-import-logs and share_count read it there);
 * `to_location_id` is where the copy went.
 */
export const assetShareHistories = pgTable(
  "asset_share_histories",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    assetType: text("asset_type").notNull(),
    assetId: integer("asset_id").notNull(),
    toLocationId: integer("to_location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    copyId: integer("copy_id").notNull(),
    /** link | location */
    via: text("via").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("asset_share_histories_asset_idx").on(t.locationId, t.assetType, t.assetId, t.createdAt)],
);

/**
 * Sorted assets: the client portal's order of one asset type, the location's default
 * (contact_id null) or one contact's own. `ids` is the order; assets not in it follow, newest first.
 */
export const sortedAssets = pgTable(
  "sorted_assets",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    contactId: integer("contact_id").references(() => contacts.id, { onDelete: "cascade" }),
    assetType: text("asset_type").notNull(),
    ids: jsonb("ids").$type<number[]>().notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("sorted_assets_default_idx").on(t.locationId, t.assetType).where(sql`contact_id is null`),
    uniqueIndex("sorted_assets_contact_idx").on(t.locationId, t.contactId, t.assetType).where(sql`contact_id is not null`),
  ],
);
