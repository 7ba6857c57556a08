import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { listIndex, tenantId, timestamps } from "./columns";

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
