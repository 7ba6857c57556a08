import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { checkoutOrders, checkoutProcessors, checkoutRefunds } from "@/db/schema";
import { recordActivity } from "@/lib/activity/record";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { payments } from "@/lib/platform/payments";
import { processorRefusal } from "@/lib/platform/payments/errors";
import { formatMoney } from "@/lib/platform/payments/money";

/**
 * POST /order/refund-payment: part or all of what is left of a paid order. The refund row is
 * written (and the amount reserved on the order) before the processor call, so its idempotency
 * key comes from our row and two refunds at once cannot pass the remainder; a refusal undoes both.
 */
export async function refundPayment(db: Db, ctx: Ctx, input: { order_id: number; amount: number }) {
  const reserved = await db.transaction(async (tx) => {
    const [o] = await tx.select().from(checkoutOrders).where(and(eq(checkoutOrders.id, input.order_id), eq(checkoutOrders.locationId, ctx.locationId))).for("update");
    if (!o) throw notFound("Order");
    if (o.status !== "paid" || !o.paymentIntentId || !o.processorId) throw validationError({ order_id: ["Only a paid order can be refunded."] });
    const left = o.total - o.amountRefunded;
    if (input.amount > left) throw validationError({ amount: [`The amount may not be greater than what is left to refund (${formatMoney(left, o.currency)}).`] });
    const [p] = await tx.select({ accountId: checkoutProcessors.accountId }).from(checkoutProcessors).where(and(eq(checkoutProcessors.id, o.processorId), eq(checkoutProcessors.locationId, ctx.locationId)));
    if (!p?.accountId) throw validationError({ order_id: ["This order's processor is no longer connected."] });
    const [r] = await tx.insert(checkoutRefunds).values({ locationId: ctx.locationId, orderId: o.id, amount: input.amount, userId: ctx.userId }).returning();
    await tx.update(checkoutOrders).set({ amountRefunded: sql`${checkoutOrders.amountRefunded} + ${input.amount}`, updatedAt: new Date() }).where(eq(checkoutOrders.id, o.id));
    return { refund: r, order: o, account: p.accountId };
  });
  const { refund, order, account } = reserved;
  try {
    const done = await payments(db).refund(account, order.paymentIntentId!, input.amount, `refund-${refund.id}`);
    await db.update(checkoutRefunds).set({ status: done.status === "failed" ? "failed" : "succeeded", processorRefundId: done.id, updatedAt: new Date() }).where(eq(checkoutRefunds.id, refund.id));
  } catch (err) {
    await db.transaction(async (tx) => {
      await tx.delete(checkoutRefunds).where(eq(checkoutRefunds.id, refund.id));
      await tx.update(checkoutOrders).set({ amountRefunded: sql`${checkoutOrders.amountRefunded} - ${input.amount}` }).where(eq(checkoutOrders.id, order.id));
    });
    const message = processorRefusal(err);
    if (message) throw validationError({ amount: [message] });
    throw err;
  }
  await recordActivity(db, {
    locationId: ctx.locationId,
    module: "checkout",
    action: "refund",
    title: `Refunded ${formatMoney(input.amount, order.currency)} to ${order.name}`,
    userId: ctx.userId,
    contactId: order.contactId,
    data: { order_id: order.id, amount: input.amount },
  });
  return { status: 1, message: "Amount has been refunded successfully!" };
}
