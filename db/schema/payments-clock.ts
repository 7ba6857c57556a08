import { bigint, integer, pgTable } from "drizzle-orm/pg-core";

/**
 * The embedded test processor's clock (Stripe: a test clock): renewals read "now" from it, and
 * tests move it forward instead of waiting. One row; absent means no offset.
 */
export const payTestClock = pgTable("pay_test_clock", {
  id: integer("id").primaryKey().default(1),
  offsetMs: bigint("offset_ms", { mode: "number" }).notNull().default(0),
});
