import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { locations } from "./accounts";
import { tenantId, timestamps } from "./columns";

/**
 * A sending domain a location added (doc 1 "Email domains"). The DKIM private key is stored
 * sealed (lib/platform/secrets.ts); only the public half is ever answered. A company owner may
 * make one location's domain the active one of other locations of the company
 * (email_sending_settings), so the tenant here is the location that owns it.
 */
export const emailDomains = pgTable(
  "email_domains",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    domain: text("domain").notNull(),
    dkimSelector: text("dkim_selector").notNull(),
    dkimPublicKey: text("dkim_public_key").notNull(),
    dkimPrivateKey: text("dkim_private_key").notNull(),
    isVerified: boolean("is_verified").notNull().default(false),
    /** The last verify's failures, one message per failing record. */
    errors: jsonb("errors").$type<string[]>().notNull().default([]),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    /** The first broadcast sent through it: its daily warm-up cap counts days from here (lib/broadcasts/warmup.ts). */
    warmupStartedAt: timestamp("warmup_started_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [uniqueIndex("email_domains_location_domain_unique").on(t.locationId, t.domain)],
);

/** The DNS records a domain needs (SPF, DKIM, DMARC, return path), with the last verify's result. */
export const emailDomainRecords = pgTable(
  "email_domain_records",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    domainId: integer("domain_id")
      .notNull()
      .references((): AnyPgColumn => emailDomains.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    type: text("type").notNull(),
    host: text("host").notNull(),
    value: text("value").notNull(),
    isVerified: boolean("is_verified").notNull().default(false),
    error: text("error"),
  },
  (t) => [uniqueIndex("email_domain_records_domain_kind_unique").on(t.domainId, t.kind)],
);

/** A From name and address on a domain. */
export const emailSenders = pgTable(
  "email_senders",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    domainId: integer("domain_id")
      .notNull()
      .references((): AnyPgColumn => emailDomains.id, { onDelete: "cascade" }),
    fromName: text("from_name").notNull(),
    fromEmail: text("from_email").notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex("email_senders_domain_email_unique").on(t.domainId, sql`lower(${t.fromEmail})`)],
);

/**
 * What a location sends with: one active domain and sender, and the switch that falls back to
 * the platform sender while off. The domain may be another location's of the same company.
 */
export const emailSendingSettings = pgTable(
  "email_sending_settings",
  {
    locationId: integer("location_id")
      .primaryKey()
      .references((): AnyPgColumn => locations.id, { onDelete: "cascade" }),
    domainId: integer("domain_id").references((): AnyPgColumn => emailDomains.id, { onDelete: "set null" }),
    senderId: integer("sender_id").references((): AnyPgColumn => emailSenders.id, { onDelete: "set null" }),
    enabled: boolean("enabled").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_sending_settings_domain_idx").on(t.domainId)],
);
