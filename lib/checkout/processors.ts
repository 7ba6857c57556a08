import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { checkoutProcessors } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { appUrl } from "@/lib/auth/app-url";
import { notFound } from "@/lib/http/errors";
import { payments } from "@/lib/platform/payments";

type Row = typeof checkoutProcessors.$inferSelect;
const toRow = (r: Row) => ({ id: r.id, name: r.name, account_id: r.accountId, provider: r.provider, status: r.status, livemode: r.livemode, created_at: r.createdAt.toISOString() });

export async function listProcessors(db: Db, ctx: Ctx) {
  const rows = await db.select().from(checkoutProcessors).where(eq(checkoutProcessors.locationId, ctx.locationId)).orderBy(desc(checkoutProcessors.id));
  return { data: rows.map(toRow) };
}

/**
 * Connects a processor. The row comes first so the processor call carries an idempotency key
 * from it: a retried create never opens a second account. Stripe answers an onboarding link
 * (status pending until account.updated says charges are enabled); the embedded one is active.
 */
export async function createProcessor(db: Db, ctx: Ctx, input: { name: string }) {
  const processor = payments(db);
  const [row] = await db.insert(checkoutProcessors).values({ locationId: ctx.locationId, name: input.name, provider: processor.provider, status: "pending" }).returning();
  try {
    const account = await processor.createAccount({ name: input.name, email: ctx.email, returnUrl: `${appUrl()}/checkout?tab=settings` }, `processor-${row.id}`);
    const [done] = await db
      .update(checkoutProcessors)
      .set({ accountId: account.id, status: account.status, livemode: account.livemode, updatedAt: new Date() })
      .where(and(eq(checkoutProcessors.id, row.id), eq(checkoutProcessors.locationId, ctx.locationId)))
      .returning();
    return { data: toRow(done), onboarding_url: account.onboarding_url };
  } catch (err) {
    await db.delete(checkoutProcessors).where(and(eq(checkoutProcessors.id, row.id), eq(checkoutProcessors.locationId, ctx.locationId)));
    throw err;
  }
}

/** Deletes a processor; its products keep their settings without one. (422 with live subscriptions once they exist.) */
export async function deleteProcessor(db: Db, ctx: Ctx, id: number) {
  const gone = await db.delete(checkoutProcessors).where(and(eq(checkoutProcessors.id, id), eq(checkoutProcessors.locationId, ctx.locationId))).returning({ id: checkoutProcessors.id });
  if (!gone.length) throw notFound("Processor");
  return { status: 1, message: "Processor has been deleted successfully!" };
}
