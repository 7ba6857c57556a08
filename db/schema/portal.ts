import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, tenantId } from "./columns";
import { contacts } from "./contacts";
import { locations } from "./accounts";

/**
 * The client portal (issue 32). A location's portal lives at /portal/{slug}: the row is made
 * when first needed, its slug from the business name (lib/portal/slug.ts), unique across
 * locations. Kept apart from `locations` so the portal's settings grow here.
 */
export const portalSites = pgTable(
  "portal_sites",
  {
    locationId: integer("location_id")
      .primaryKey()
      .references(() => locations.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    /**
     * The coach's portal settings (/client-portal, lib/portal/settings.ts): renamed tabs by key
     * (absent: the default name), the tabs' order (keys; absent ones follow in the default
     * order), hidden tab keys, the three greetings (null: the default) and whether chat is on.
     */
    tabNames: jsonb("tab_names").$type<Record<string, string>>().notNull().default({}),
    tabOrder: jsonb("tab_order").$type<string[]>().notNull().default([]),
    hiddenTabs: jsonb("hidden_tabs").$type<string[]>().notNull().default([]),
    morningText: text("morning_text"),
    afternoonText: text("afternoon_text"),
    eveningText: text("evening_text"),
    chatEnabled: boolean("chat_enabled").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("portal_sites_slug_key").on(t.slug)],
);

/**
 * A contact's portal session: an opaque id in an httpOnly cookie, only its SHA-256 stored.
 * Sliding: each use moves `expires_at` on. Never valid for coach calls (a separate table and
 * cookie). Ended by sign-out (`revoked_at`), or for every session of the contact at once by
 * suspending the portal account or changing its password (contacts.portal_sessions_since).
 */
export const portalSessions = pgTable(
  "portal_sessions",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("portal_sessions_hash_key").on(t.tokenHash), index("portal_sessions_contact_idx").on(t.locationId, t.contactId)],
);

/** A magic sign-in link (single use, 15 minutes): the SHA-256 of its token only. */
export const portalSignInLinks = pgTable(
  "portal_sign_in_links",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("portal_sign_in_links_hash_key").on(t.tokenHash), index("portal_sign_in_links_contact_idx").on(t.locationId, t.contactId)],
);
