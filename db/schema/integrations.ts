import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, listIndex, tenantId, timestamps } from "./columns";
import { users } from "./accounts";
import { contacts } from "./contacts";

/**
 * Fit-funnel webhooks (doc 1 s7 Integrations): URLs a location's events are POSTed to, signed
 * with HMAC-SHA256 under the webhook's own secret (stored sealed, lib/platform/secrets.ts).
 */
export const fitFunnelWebhooks = pgTable(
  "fit_funnel_webhooks",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    name: text("name").notNull(),
    url: text("url").notNull(),
    /** Event names (lib/integrations/constants.ts WEBHOOK_EVENTS) this webhook receives. */
    events: jsonb("events").$type<string[]>().notNull(),
    secretSealed: text("secret_sealed").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps(),
  },
  (t) => [listIndex("fit_funnel_webhooks_location_created_idx", t.locationId, t.createdAt, t.id)],
);

/**
 * One event for one webhook: recorded first, then POSTed by the webhooks.deliver job with
 * retries. status: queued -> delivered | failed (retried until it gives up).
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    webhookId: integer("webhook_id")
      .notNull()
      .references(() => fitFunnelWebhooks.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    responseStatus: integer("response_status"),
    error: text("error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index("webhook_deliveries_webhook_idx").on(t.locationId, t.webhookId, t.id)],
);

/**
 * A location's Mindbody site (issue 9): the site id and the staff login a user token is issued
 * with on each sync (tokens expire; the password is stored sealed, lib/platform/secrets.ts).
 * One per location.
 */
export const mindbodyConnections = pgTable(
  "mindbody_connections",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    siteId: text("site_id").notNull(),
    username: text("username").notNull(),
    passwordSealed: text("password_sealed").notNull(),
    connectedBy: integer("connected_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [uniqueIndex("mindbody_connections_location_idx").on(t.locationId)],
);

/**
 * One run of the Mindbody client sync: queued -> running -> completed | failed. `offset` is the
 * checkpoint (clients read so far), moved with each page's counts, so a run that dies resumes.
 * At most one queued or running sync per location (partial unique index).
 */
export const mindbodySyncs = pgTable(
  "mindbody_syncs",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    siteId: text("site_id").notNull(),
    state: text("state").notNull().default("queued"),
    totalCount: integer("total_count"),
    offset: integer("offset").notNull().default(0),
    createdCount: integer("created_count").notNull().default(0),
    updatedCount: integer("updated_count").notNull().default(0),
    unchangedCount: integer("unchanged_count").notNull().default(0),
    skippedCount: integer("skipped_count").notNull().default(0),
    /** Some clients were not added because the plan's contact limit was reached. */
    limitReached: boolean("limit_reached").notNull().default(false),
    error: text("error"),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("mindbody_syncs_location_idx").on(t.locationId, t.id),
    uniqueIndex("mindbody_syncs_one_active_idx").on(t.locationId).where(sql`state in ('queued', 'running')`),
  ],
);

/** Which contact a Mindbody client became, so a client whose email changed still finds it. */
export const mindbodyClientLinks = pgTable(
  "mindbody_client_links",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    siteId: text("site_id").notNull(),
    clientId: text("client_id").notNull(),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    ...timestamps(),
  },
  (t) => [uniqueIndex("mindbody_client_links_client_idx").on(t.locationId, t.siteId, t.clientId), index("mindbody_client_links_contact_idx").on(t.contactId)],
);
