import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { checkoutBumps, checkoutInvoiceCounters, checkoutInvoices, checkoutOrders, checkoutProducts, checkoutSubscriptions, type CheckoutInvoice, type CheckoutOrder, type CheckoutProduct, type CheckoutSubscription } from "@/db/schema";
import { notFound } from "@/lib/http/errors";

/**
 * The next invoice number of a location. Call it inside the transaction that records the
 * payment: the counter row stays locked until that transaction ends, so concurrent payments
 * take numbers one after another, and a rolled-back payment gives its number back (no gaps).
 */
async function nextNumber(tx: Db, locationId: number): Promise<number> {
  const [row] = await tx
    .insert(checkoutInvoiceCounters)
    .values({ locationId, lastNumber: 1 })
    .onConflictDoUpdate({ target: checkoutInvoiceCounters.locationId, set: { lastNumber: sql`${checkoutInvoiceCounters.lastNumber} + 1` } })
    .returning({ n: checkoutInvoiceCounters.lastNumber });
  return row.n;
}

/** A paid order's invoice ("order", or "subscription" for a subscription's first payment), in the paying transaction. */
export async function issueOrderInvoice(tx: Db, order: CheckoutOrder, product: CheckoutProduct | undefined) {
  const [done] = await tx.select({ id: checkoutInvoices.id }).from(checkoutInvoices).where(and(eq(checkoutInvoices.orderId, order.id), isNull(checkoutInvoices.subscriptionLogId)));
  if (done) return;
  await tx.insert(checkoutInvoices).values({
    locationId: order.locationId,
    number: await nextNumber(tx, order.locationId),
    kind: product?.type === "subscription" ? "subscription" : "order",
    orderId: order.id,
    email: order.email,
    name: order.name,
    description: product?.name ?? "Purchase",
    amount: order.total,
    currency: order.currency,
    test: order.test,
    issuedAt: order.paidAt ?? new Date(),
  });
}

/** A paid renewal's invoice ("charge"), in the transaction that logs the renewal as paid. */
export async function issueChargeInvoice(tx: Db, sub: CheckoutSubscription, logId: number, paidAt: Date) {
  const [product] = await tx.select({ name: checkoutProducts.name }).from(checkoutProducts).where(and(eq(checkoutProducts.id, sub.productId), eq(checkoutProducts.locationId, sub.locationId)));
  await tx.insert(checkoutInvoices).values({
    locationId: sub.locationId,
    number: await nextNumber(tx, sub.locationId),
    kind: "charge",
    orderId: sub.orderId,
    subscriptionId: sub.id,
    subscriptionLogId: logId,
    email: sub.email,
    name: sub.name,
    description: `${product?.name ?? "Subscription"} (renewal)`,
    amount: sub.amount,
    currency: sub.currency,
    test: sub.test,
    issuedAt: paidAt,
  });
}

export type InvoiceLine = { label: string; amount: number };

/** What the invoice lists: an order's product, bumps and discount; a renewal's one charge. */
export async function invoiceLines(db: Db, inv: CheckoutInvoice): Promise<InvoiceLine[]> {
  if (inv.kind === "charge") return [{ label: inv.description, amount: inv.amount }];
  const [row] = await db
    .select({ o: checkoutOrders, price: checkoutProducts.price, product: checkoutProducts.name })
    .from(checkoutOrders)
    .innerJoin(checkoutProducts, and(eq(checkoutProducts.id, checkoutOrders.productId), eq(checkoutProducts.locationId, checkoutOrders.locationId)))
    .where(and(eq(checkoutOrders.id, inv.orderId), eq(checkoutOrders.locationId, inv.locationId)));
  if (!row) return [{ label: inv.description, amount: inv.amount }];
  const bumps = row.o.bumpIds.length
    ? await db.select({ name: checkoutBumps.name, price: checkoutBumps.price }).from(checkoutBumps).where(and(eq(checkoutBumps.locationId, inv.locationId), inArray(checkoutBumps.id, row.o.bumpIds)))
    : [];
  const lines: InvoiceLine[] = [{ label: row.product, amount: row.o.subtotal - bumps.reduce((s, b) => s + b.price, 0) }, ...bumps.map((b) => ({ label: b.name, amount: b.price }))];
  if (row.o.discount) lines.push({ label: "Discount", amount: -row.o.discount });
  // A trial's first order charges nothing today: the invoice says so rather than listing the price.
  if (row.o.total === 0 && row.o.subtotal - row.o.discount > 0) return [{ label: `${row.product} (trial: nothing charged today)`, amount: 0 }];
  return lines;
}

/** An order's own invoice (order or first subscription payment), scoped to the location. */
export async function orderInvoice(db: Db, locationId: number, orderId: number) {
  const [inv] = await db
    .select()
    .from(checkoutInvoices)
    .where(and(eq(checkoutInvoices.orderId, orderId), eq(checkoutInvoices.locationId, locationId), isNull(checkoutInvoices.subscriptionLogId)));
  if (!inv) throw notFound("Invoice");
  return inv;
}

/** A subscription's first-payment invoice: the invoice of the order that started it. */
export async function subscriptionInvoice(db: Db, locationId: number, subscriptionId: number) {
  const [sub] = await db.select({ orderId: checkoutSubscriptions.orderId }).from(checkoutSubscriptions).where(and(eq(checkoutSubscriptions.id, subscriptionId), eq(checkoutSubscriptions.locationId, locationId)));
  if (!sub) throw notFound("Subscription");
  return orderInvoice(db, locationId, sub.orderId);
}

/** A renewal's invoice, by its paid subscription log's id (what the subscription logs list). */
export async function chargeInvoice(db: Db, locationId: number, logId: number) {
  const [inv] = await db.select().from(checkoutInvoices).where(and(eq(checkoutInvoices.subscriptionLogId, logId), eq(checkoutInvoices.locationId, locationId)));
  if (!inv) throw notFound("Invoice");
  return inv;
}

/** Every invoice of a subscription (its first order's and its renewals'), newest first: the buyer's self-service list. */
export async function subscriptionInvoices(db: Db, locationId: number, sub: { id: number; orderId: number }) {
  return db
    .select()
    .from(checkoutInvoices)
    .where(and(eq(checkoutInvoices.locationId, locationId), eq(checkoutInvoices.orderId, sub.orderId)))
    .orderBy(sql`${checkoutInvoices.number} desc`);
}
