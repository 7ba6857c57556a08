import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { listIndex, tenantId, timestamps } from "./columns";
import { users } from "./accounts";

/**
 * REST hook subscriptions (issue 31, Zapier's REST hooks): an integration subscribes a target URL
 * to one event of the location (POST /hooks) and unsubscribes it (DELETE /hooks/{id}).
 * Deliveries are signed under the hook's own secret (stored sealed, lib/platform/secrets.ts).
 */
export const restHooks = pgTable(
  "rest_hooks",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    /** Who subscribed (the API key's maker): the event's area was checked against their permissions. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    event: text("event").notNull(),
    targetUrl: text("target_url").notNull(),
    secretSealed: text("secret_sealed").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    /** 410 Gone answers in a row; at REST_HOOK_GONE_LIMIT the hook is switched off. */
    goneCount: integer("gone_count").notNull().default(0),
    disabledReason: text("disabled_reason"),
    ...timestamps(),
  },
  (t) => [listIndex("rest_hooks_location_event_idx", t.locationId, t.event, t.id)],
);

/** One event for one hook: recorded with the change, then POSTed by the rest-hooks.deliver job. */
export const restHookDeliveries = pgTable(
  "rest_hook_deliveries",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    hookId: integer("hook_id")
      .notNull()
      .references(() => restHooks.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    /** queued -> delivered | failed (retried until it gives up) */
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    responseStatus: integer("response_status"),
    error: text("error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index("rest_hook_deliveries_hook_idx").on(t.locationId, t.hookId, t.id), index("rest_hook_deliveries_queued_idx").on(t.status, t.createdAt)],
);
