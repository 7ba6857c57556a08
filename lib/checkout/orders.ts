import "server-only";
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { announce } from "@/lib/platform/events";
import { checkoutBumps, checkoutOrders, checkoutProcessors, checkoutProducts, companies, contactTags, contacts, locations, paymentEvents, tags, whiteLabels } from "@/db/schema";
import { qualified } from "@/db/qualified";
import { publicBranding, publicBrandingColumns } from "@/lib/white-label/service";
import { recordActivity } from "@/lib/activity/record";
import { resolveStatus, saveContact } from "@/lib/contacts/crud";
import { AppError, notFound, validationError } from "@/lib/http/errors";
import { payments, paymentsMode } from "@/lib/platform/payments";
import { currencyDigits, formatMoney, minimumAmount, priceWithDiscount, type Discount } from "@/lib/platform/payments/money";
import { countCouponUse, redeemable } from "./coupons";
import { processorRefusal } from "@/lib/platform/payments/errors";
import { MAX_DECLINES } from "./constants";
import { publicId } from "./products";
import { startSubscription } from "./subscriptions";
import { isSetupIntent, retrieveOrderIntent, startProcessorSubscription, type OrderIntent } from "./processor-subscriptions";
import { sendTransactionEmail } from "./emails";
import { issueOrderInvoice } from "./invoices";
import type { OrderAnswer } from "./schemas";

type Order = typeof checkoutOrders.$inferSelect;
type Product = typeof checkoutProducts.$inferSelect;

type PublicBump = { id: number; name: string; description: string; price: number };

/**
 * A product's public page data: only what a buyer may see, with its bumps and the owner's
 * branding, in one statement (the checkout page reads it on every view).
 */
export async function publicProduct(db: Db, id: string) {
  const b = checkoutBumps;
  const [row] = await db
    .select({
      p: checkoutProducts,
      processor: checkoutProcessors,
      business: locations.businessname,
      brand: publicBrandingColumns,
      bumps: sql<PublicBump[]>`(select coalesce(json_agg(json_build_object('id', ${b.id}, 'name', ${b.name}, 'description', ${b.description}, 'price', ${b.price}) order by ${b.position}, ${b.id}), '[]'::json)
        from ${b} where ${b.locationId} = ${qualified(checkoutProducts.locationId)} and ${b.productId} = ${qualified(checkoutProducts.id)})`,
    })
    .from(checkoutProducts)
    .innerJoin(locations, eq(locations.id, checkoutProducts.locationId))
    .innerJoin(companies, eq(companies.id, locations.companyId))
    .leftJoin(whiteLabels, eq(whiteLabels.companyId, companies.id))
    .leftJoin(checkoutProcessors, and(eq(checkoutProcessors.id, checkoutProducts.processorId), eq(checkoutProcessors.locationId, checkoutProducts.locationId)))
    .where(and(eq(checkoutProducts.publicId, id), eq(checkoutProducts.archived, false)));
  if (!row) return null;
  return { product: row.p, processor: row.processor, business: row.business ?? "", bumps: row.bumps, brand: publicBranding(row.brand) };
}


/** Totals are computed here only, from the product, its bumps and coupon: never from the buyer. */
function totals(product: Product, bumps: { id: number; price: number }[], chosen: number[], discount: Discount | null) {
  const picked = bumps.filter((b) => chosen.includes(b.id));
  if (picked.length !== new Set(chosen).size) throw validationError({ bumps: ["The selected bump is invalid."] });
  const subtotal = product.price + picked.reduce((s, b) => s + b.price, 0);
  const t = priceWithDiscount(subtotal, product.currency, discount);
  // A total the processor cannot charge (under its minimum) is refused on the coupon that made it.
  if (discount && t.total > 0 && t.total < minimumAmount(product.currency)) throw validationError({ coupon: ["This coupon cannot be used on this order."] });
  return { ...t, bumpIds: picked.map((b) => b.id) };
}

function answer(o: Order, clientSecret: string | null, product: Product): OrderAnswer {
  return {
    order: o.publicId,
    status: o.status,
    client_secret: o.status === "paid" || o.status === "locked" ? null : clientSecret,
    subtotal: o.subtotal,
    discount: o.discount,
    total: o.total,
    currency: o.currency,
    redirect: o.status === "paid" ? (product.thankYouUrl ?? `/buy/${product.publicId}/thank-you/${o.publicId}`) : null,
    error: o.lastError,
  };
}

/** POST /public/{public_id}/start: an order and, when something is due, its payment intent. */
export async function startOrder(db: Db, productPublicId: string, input: { email: string; name: string; bumps: number[]; coupon?: string | null }) {
  const page = await publicProduct(db, productPublicId);
  if (!page) throw notFound("Product");
  const { product, processor } = page;
  const coupon = await redeemable(db, product, input.coupon);
  const full = totals(product, page.bumps, input.bumps, coupon?.discount ?? null);
  // A subscription's trial: nothing is due today (the subscription keeps the full amount), but
  // the card is saved for the renewals: a zero-amount intent on the embedded processor, a setup
  // intent on Stripe (which refuses zero-amount payments).
  const subscription = product.type === "subscription";
  const trial = subscription && product.trialDays > 0;
  const t = trial ? { ...full, total: 0 } : full;
  const saveCard = trial;
  if ((t.total > 0 || saveCard) && (!processor?.accountId || processor.status !== "active")) throw new AppError(422, "This product cannot take payments yet.", { errors: { product: ["This product cannot take payments yet."] } });
  const [order] = await db
    .insert(checkoutOrders)
    .values({
      locationId: product.locationId,
      publicId: publicId(),
      productId: product.id,
      processorId: processor?.id ?? null,
      email: input.email,
      name: input.name,
      bumpIds: t.bumpIds,
      couponId: coupon?.id ?? null,
      currency: product.currency,
      subtotal: t.subtotal,
      discount: t.discount,
      total: t.total,
      test: processor ? !processor.livemode : true,
    })
    .returning();
  if (t.total === 0 && !saveCard) return answer((await markPaid(db, order.id)) ?? order, null, product);
  const api = payments(db);
  const metadata = { order: order.publicId, location: String(product.locationId) };
  const account = processor!.accountId!;
  // A subscription's card is kept for its renewals (Stripe: setup_future_usage off_session).
  const made =
    t.total === 0 && paymentsMode() === "stripe"
      ? api.createSetupIntent(account, { metadata }, `order-${order.id}-setup`)
      : api.createPaymentIntent(account, { amount: t.total, currency: product.currency, metadata, description: product.name, saveCard: subscription }, `order-${order.id}-intent`);
  const intent = await made.catch((err) => {
    const message = processorRefusal(err);
    if (message) throw new AppError(422, message, { errors: { product: [message] } });
    throw err;
  });
  const [withIntent] = await db.update(checkoutOrders).set({ paymentIntentId: intent.id }).where(eq(checkoutOrders.id, order.id)).returning();
  return answer(withIntent, intent.client_secret, product);
}

async function loadOrder(db: Db, orderPublicId: string) {
  const [row] = await db
    .select({ o: checkoutOrders, p: checkoutProducts, processor: checkoutProcessors })
    .from(checkoutOrders)
    .innerJoin(checkoutProducts, and(eq(checkoutProducts.id, checkoutOrders.productId), eq(checkoutProducts.locationId, checkoutOrders.locationId)))
    .leftJoin(checkoutProcessors, and(eq(checkoutProcessors.id, checkoutOrders.processorId), eq(checkoutProcessors.locationId, checkoutOrders.locationId)))
    .where(eq(checkoutOrders.publicId, orderPublicId));
  if (!row) throw notFound("Order");
  return row;
}

/** PATCH /public/order/{order}: new bumps or coupon; the total and the intent's amount follow. */
export async function updateOrder(db: Db, orderPublicId: string, input: { bumps: number[]; coupon?: string | null }) {
  const { o, p, processor } = await loadOrder(db, orderPublicId);
  if (o.status === "paid" || o.status === "locked") throw validationError({ order: ["This order can no longer be changed."] });
  const coupon = await redeemable(db, p, input.coupon);
  const bumps = await db.select({ id: checkoutBumps.id, price: checkoutBumps.price }).from(checkoutBumps).where(and(eq(checkoutBumps.locationId, o.locationId), eq(checkoutBumps.productId, p.id)));
  const t = totals(p, bumps, input.bumps, coupon?.discount ?? null);
  let secret: string | null = null;
  if (o.paymentIntentId && processor?.accountId && isSetupIntent(o.paymentIntentId)) {
    // A trial's setup intent: nothing is charged, whatever the total.
    secret = (await payments(db).retrieveSetupIntent(processor.accountId, o.paymentIntentId)).client_secret;
  } else if (o.paymentIntentId && processor?.accountId) {
    const processorApi = payments(db);
    const current = await processorApi.retrievePaymentIntent(processor.accountId, o.paymentIntentId);
    secret = current.client_secret;
    if (current.amount !== t.total && t.total > 0) {
      secret = (await processorApi.updatePaymentIntent(processor.accountId, o.paymentIntentId, { amount: t.total }, `order-${o.id}-update-${o.updatedAt.getTime()}`)).client_secret;
    }
  }
  const [next] = await db
    .update(checkoutOrders)
    .set({ bumpIds: t.bumpIds, couponId: coupon?.id ?? null, subtotal: t.subtotal, discount: t.discount, total: t.total, updatedAt: new Date() })
    .where(and(eq(checkoutOrders.id, o.id), eq(checkoutOrders.locationId, o.locationId)))
    .returning();
  return answer(next, secret, p);
}

/**
 * POST /public/order/{order}/finalize: re-reads the intent and applies it (the webhook's effect,
 * once). A paid subscription's processor subscription is started here too (Stripe mode); if the
 * processor fails now, the buyer has still paid: the intent's webhook (redelivered until it
 * succeeds) or the next finalize starts it.
 */
export async function finalizeOrder(db: Db, orderPublicId: string) {
  const { o, p, processor } = await loadOrder(db, orderPublicId);
  if (!o.paymentIntentId || !processor?.accountId) return answer(o, null, p);
  const intent = await retrieveOrderIntent(payments(db), processor.accountId, o.paymentIntentId);
  const applied = (await applyIntent(db, intent, null)) ?? o;
  if (applied.status === "paid" && p.type === "subscription") {
    await startProcessorSubscription(db, applied.id, applied.locationId).catch((err) => console.error("checkout: processor subscription not started", err));
  }
  return answer(applied, intent.client_secret, p);
}

/**
 * Applies a payment intent's state to its order. With an event id, the id is recorded in the
 * same transaction (a repeat changes nothing). Paid happens once: a conditional update claims it,
 * and only the claimer runs the purchase's effects; the receipt goes after the commit.
 */
export async function applyIntent(db: Db, intent: OrderIntent, event: { id: string; type: string } | null): Promise<Order | null> {
  const result = await db.transaction(async (tx) => {
    if (event) {
      const fresh = await tx.insert(paymentEvents).values({ id: event.id, type: event.type, objectId: intent.id }).onConflictDoNothing().returning({ id: paymentEvents.id });
      if (!fresh.length) return { order: null, paid: false };
    }
    const [order] = await tx.select().from(checkoutOrders).where(eq(checkoutOrders.paymentIntentId, intent.id)).for("update");
    if (!order) return { order: null, paid: false };
    if (order.status === "paid") return { order, paid: false };
    if (intent.status === "succeeded") {
      const [paid] = await tx.update(checkoutOrders).set({ status: "paid", paidAt: new Date(), lastError: null, updatedAt: new Date() }).where(and(eq(checkoutOrders.id, order.id), ne(checkoutOrders.status, "paid"))).returning();
      const done = paid ? await purchaseEffects(tx as unknown as Db, paid) : order;
      return { order: done, paid: Boolean(paid) };
    }
    if (intent.status === "requires_action") {
      const [next] = await tx.update(checkoutOrders).set({ status: "requires_action", updatedAt: new Date() }).where(eq(checkoutOrders.id, order.id)).returning();
      return { order: next, paid: false };
    }
    if (intent.status === "requires_payment_method" && intent.last_payment_error) {
      // A decline is counted once, by its event; finalize only shows the error.
      const declines = order.declines + (event && event.type === "payment_intent.payment_failed" ? 1 : 0);
      const [next] = await tx
        .update(checkoutOrders)
        .set({ status: declines >= MAX_DECLINES ? "locked" : "failed", declines, lastError: intent.last_payment_error.message, updatedAt: new Date() })
        .where(eq(checkoutOrders.id, order.id))
        .returning();
      if (event) await recordActivity(tx as unknown as Db, { locationId: order.locationId, module: "checkout", action: "payment_failed", title: `Payment declined for ${order.email}`, body: intent.last_payment_error.message, data: { order_id: order.id } });
      return { order: next, paid: false };
    }
    return { order, paid: false };
  });
  if (result.paid && result.order) await sendReceipt(db, result.order);
  return result.order;
}

async function markPaid(db: Db, orderId: number) {
  const order = await db.transaction(async (tx) => {
    const [paid] = await tx.update(checkoutOrders).set({ status: "paid", paidAt: new Date() }).where(and(eq(checkoutOrders.id, orderId), ne(checkoutOrders.status, "paid"))).returning();
    return paid ? purchaseEffects(tx as unknown as Db, paid) : undefined;
  });
  if (order) await sendReceipt(db, order);
  return order;
}

/** Paid: the contact (matched by email, or created) gets the product's tags and status; the feed records the purchase. */
async function purchaseEffects(tx: Db, order: Order) {
  const loc = { locationId: order.locationId };
  const [product] = await tx.select().from(checkoutProducts).where(and(eq(checkoutProducts.id, order.productId), eq(checkoutProducts.locationId, order.locationId)));
  const [found] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.locationId, order.locationId), sql`lower(${contacts.email}) = ${order.email}`, isNull(contacts.deletedAt)))
    .limit(1);
  const [first, ...rest] = order.name.split(/\s+/);
  const contactId = found?.id ?? (await saveContact(tx, loc, { first_name: first || order.email, last_name: rest.join(" "), email: order.email, source: "Checkout" } as never)).id;
  if (product?.tagIds.length) {
    const live = await tx.select({ id: tags.id }).from(tags).where(and(eq(tags.locationId, order.locationId), inArray(tags.id, product.tagIds)));
    if (live.length) await tx.insert(contactTags).values(live.map((t) => ({ locationId: order.locationId, contactId, tagId: t.id }))).onConflictDoNothing();
  }
  if (product?.contactStatus) {
    const status = await resolveStatus(tx, loc, product.contactStatus).catch(() => null);
    if (status) await tx.update(contacts).set({ status: status.status, tab: status.tab, updatedAt: new Date() }).where(and(eq(contacts.id, contactId), eq(contacts.locationId, order.locationId)));
  }
  await announce("contact.changed", { db: tx, locationId: order.locationId, change: { kind: "purchase_made", contactIds: [contactId], productIds: [order.productId], orderId: order.id } });
  await countCouponUse(tx, order.locationId, order.couponId);
  const [withContact] = await tx.update(checkoutOrders).set({ contactId }).where(eq(checkoutOrders.id, order.id)).returning();
  if (product?.type === "subscription") await startSubscription(tx, withContact, product);
  await issueOrderInvoice(tx, withContact, product);
  await recordActivity(tx, {
    locationId: order.locationId,
    module: "checkout",
    action: "purchase",
    title: `${order.name} bought ${product?.name ?? "a product"}`,
    body: formatMoney(order.total, order.currency) + (order.test ? " (test)" : ""),
    contactId,
    data: { order_id: order.id, product_id: order.productId, total: order.total, currency: order.currency, test: order.test },
  });
  return withContact;
}

/** The type-2 (transaction) receipt to the buyer, with the invoice (lib/checkout/emails.ts). */
async function sendReceipt(db: Db, order: Order) {
  await sendTransactionEmail(db, order);
}

/** A paid order of this product, for its thank-you page; null for anything else. */
export async function orderForThankYou(db: Db, productPublicId: string, orderPublicId: string) {
  const [row] = await db
    .select({ o: checkoutOrders, product: checkoutProducts.name, trackingIds: checkoutProducts.trackingIds })
    .from(checkoutOrders)
    .innerJoin(checkoutProducts, and(eq(checkoutProducts.id, checkoutOrders.productId), eq(checkoutProducts.locationId, checkoutOrders.locationId)))
    .where(and(eq(checkoutOrders.publicId, orderPublicId), eq(checkoutProducts.publicId, productPublicId), eq(checkoutOrders.status, "paid")));
  if (!row) return null;
  return {
    locationId: row.o.locationId, name: row.o.name, email: row.o.email, product: row.product, total: formatMoney(row.o.total, row.o.currency), test: row.o.test,
    trackingIds: row.trackingIds,
    // The purchase as the tracking snippets report it: major units, the order's currency.
    purchase: { kind: "purchase" as const, value: row.o.total / 10 ** currencyDigits(row.o.currency), currency: row.o.currency, orderId: row.o.publicId },
  };
}
