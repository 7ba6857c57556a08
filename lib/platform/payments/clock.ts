import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db";
import { payTestClock } from "@/db/schema";
import { paymentsMode } from "./mode";

/** The processor's "now": Stripe's real time, or the embedded processor's movable test clock. */
export async function processorNow(db: Db): Promise<Date> {
  if (paymentsMode() === "stripe") return new Date();
  const [row] = await db.select({ offsetMs: payTestClock.offsetMs }).from(payTestClock);
  return new Date(Date.now() + (row?.offsetMs ?? 0));
}

/** Moves the embedded processor's clock forward (tests, and the e2e's test-only endpoint). */
export async function advanceTestClock(db: Db, ms: number): Promise<Date> {
  await db
    .insert(payTestClock)
    .values({ id: 1, offsetMs: ms })
    .onConflictDoUpdate({ target: payTestClock.id, set: { offsetMs: sql`${payTestClock.offsetMs} + ${ms}` } });
  return processorNow(db);
}
