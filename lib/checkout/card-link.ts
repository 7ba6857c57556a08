import "server-only";
import { and, desc, eq, gt, isNotNull } from "drizzle-orm";
import type { Db } from "@/db";
import { checkoutCardLinks, checkoutOrders, checkoutProcessors, checkoutProducts, checkoutSubscriptionLogs, checkoutSubscriptions, locations } from "@/db/schema";
import { recordActivity } from "@/lib/activity/record";
import { appUrl } from "@/lib/auth/app-url";
import { hashToken, newToken } from "@/lib/auth/tokens";
import type { Ctx } from "@/lib/auth/access";
import { AppError, notFound, validationError } from "@/lib/http/errors";
import { payments, paymentsMode, processorNow } from "@/lib/platform/payments";
import { processorRefusal } from "@/lib/platform/payments/errors";
import { invoiceNumber } from "./invoice-pdf";
import { issueChargeInvoice, subscriptionInvoices } from "./invoices";
import { formatMoney } from "@/lib/platform/payments/money";
import { addDays, addInterval } from "./subscription-dates";
import { renewedByProcessor, retrieveOrderIntent } from "./processor-subscriptions";

/** How long a mailed card link works: long enough for a dunning run (3, 5, 7 days) and a receipt's reader. */
const LINK_DAYS = 30;

/** A new card link for a subscription: the token goes in the email, only its hash is kept. */
export async function createCardLink(db: Db, sub: { id: number; locationId: number; orderId: number }): Promise<string> {
  const token = newToken();
  await db.insert(checkoutCardLinks).values({ locationId: sub.locationId, tokenHash: hashToken(token), orderId: sub.orderId, subscriptionId: sub.id, expiresAt: addDays(new Date(), LINK_DAYS) });
  return `${appUrl()}/buy/card/${token}`;
}

/** The newest card a buyer gave through a link: renewals charge it instead of the first order's. */
export async function savedCard(db: Db, locationId: number, subscriptionId: number): Promise<string | null> {
  const [row] = await db
    .select({ pm: checkoutCardLinks.paymentMethodId })
    .from(checkoutCardLinks)
    .where(and(eq(checkoutCardLinks.locationId, locationId), eq(checkoutCardLinks.subscriptionId, subscriptionId), isNotNull(checkoutCardLinks.paymentMethodId)))
    .orderBy(desc(checkoutCardLinks.usedAt))
    .limit(1);
  return row?.pm ?? null;
}

/** PUT /order/{id}/update-card-email: mails the buyer of this order's subscription a card link. */
export async function sendCardEmail(db: Db, ctx: Pick<Ctx, "locationId">, orderId: number) {
  const [row] = await db
    .select({ s: checkoutSubscriptions, product: checkoutProducts.name, business: locations.businessname })
    .from(checkoutSubscriptions)
    .innerJoin(checkoutProducts, and(eq(checkoutProducts.id, checkoutSubscriptions.productId), eq(checkoutProducts.locationId, checkoutSubscriptions.locationId)))
    .innerJoin(locations, eq(locations.id, checkoutSubscriptions.locationId))
    .where(and(eq(checkoutSubscriptions.orderId, orderId), eq(checkoutSubscriptions.locationId, ctx.locationId)));
  if (!row) {
    const [order] = await db.select({ id: checkoutOrders.id }).from(checkoutOrders).where(and(eq(checkoutOrders.id, orderId), eq(checkoutOrders.locationId, ctx.locationId)));
    if (!order) throw notFound("Order");
    throw validationError({ id: ["Only a subscription's card can be updated."] });
  }
  if (row.s.status === "canceled") throw validationError({ id: ["This subscription has been cancelled."] });
  const { sendCardLinkEmail } = await import("./emails");
  await sendCardLinkEmail(db, row.s, row.product, row.business ?? "");
  return { status: 1, message: "Card information has been sent successfully!" };
}

async function loadLink(db: Db, token: string) {
  const [row] = await db
    .select({ link: checkoutCardLinks, s: checkoutSubscriptions, product: checkoutProducts.name, business: locations.businessname, order: checkoutOrders, processor: checkoutProcessors })
    .from(checkoutCardLinks)
    .innerJoin(checkoutSubscriptions, and(eq(checkoutSubscriptions.id, checkoutCardLinks.subscriptionId), eq(checkoutSubscriptions.locationId, checkoutCardLinks.locationId)))
    .innerJoin(checkoutOrders, and(eq(checkoutOrders.id, checkoutCardLinks.orderId), eq(checkoutOrders.locationId, checkoutCardLinks.locationId)))
    .innerJoin(checkoutProducts, and(eq(checkoutProducts.id, checkoutSubscriptions.productId), eq(checkoutProducts.locationId, checkoutSubscriptions.locationId)))
    .innerJoin(locations, eq(locations.id, checkoutCardLinks.locationId))
    .leftJoin(checkoutProcessors, and(eq(checkoutProcessors.id, checkoutOrders.processorId), eq(checkoutProcessors.locationId, checkoutOrders.locationId)))
    .where(and(eq(checkoutCardLinks.tokenHash, hashToken(token)), gt(checkoutCardLinks.expiresAt, new Date())));
  if (!row) throw notFound("Link");
  return row;
}

/** What is due with the new card: an overdue (past due) renewal is charged; otherwise the card is only saved. */
const dueNow = (s: { status: string; amount: number }) => (s.status === "past_due" ? s.amount : 0);

/** GET /public/card/{token}: the buyer's self-service page: the subscription, its invoices, and whether a card is wanted. */
export async function cardPage(db: Db, token: string) {
  return (await cardView(db, token)).page;
}

/** The page's data and its location (for the coach's branding on /buy/card/{token}); null for a bad or expired link. */
export async function cardPageForScreen(db: Db, token: string) {
  return cardView(db, token).catch(() => null);
}

async function cardView(db: Db, token: string) {
  const r = await loadLink(db, token);
  const invoices = await subscriptionInvoices(db, r.s.locationId, { id: r.s.id, orderId: r.s.orderId });
  const page = {
    business: r.business ?? "",
    product: r.product,
    name: r.s.name,
    email: r.s.email,
    status: r.s.status,
    amount: formatMoney(r.s.amount, r.s.currency),
    due: dueNow(r.s) ? formatMoney(dueNow(r.s), r.s.currency) : null,
    next_billing_at: r.s.nextBillingAt?.toISOString() ?? null,
    updated: Boolean(r.link.usedAt),
    can_update: !r.link.usedAt && r.s.status !== "canceled",
    invoices: invoices.map((i) => ({ id: i.id, number: invoiceNumber(i.number), date: i.issuedAt.toISOString(), amount: formatMoney(i.amount, i.currency), test: i.test })),
  };
  return { page, locationId: r.s.locationId };
}

/**
 * POST /public/card/{token}/intent: the intent the card form confirms. A past-due subscription's
 * overdue amount is charged with the new card; otherwise a zero-amount intent saves it (the
 * embedded processor's way, as trials do). A subscription Stripe renews only saves the card (a
 * setup intent): finish makes it the subscription's default and Stripe pays its open invoice
 * with it, never a second charge beside it. The idempotency key is the link's.
 */
export async function cardIntent(db: Db, token: string) {
  const r = await loadLink(db, token);
  if (r.link.usedAt || r.s.status === "canceled") throw validationError({ card: ["This link has already been used."] });
  if (!r.processor?.accountId || r.processor.status !== "active") throw new AppError(422, "This subscription cannot take payments now.", { errors: { card: ["This subscription cannot take payments now."] } });
  const amount = dueNow(r.s);
  if (renewedByProcessor(r.s)) {
    const api = payments(db);
    const si = r.link.paymentIntentId
      ? await api.retrieveSetupIntent(r.processor.accountId, r.link.paymentIntentId)
      : await api.createSetupIntent(r.processor.accountId, { metadata: { subscription: String(r.s.id), location: String(r.s.locationId), card_link: String(r.link.id) } }, `card-link-${r.link.id}-setup`).catch((err) => {
          const message = processorRefusal(err);
          if (message) throw new AppError(422, message, { errors: { card: [message] } });
          throw err;
        });
    if (!r.link.paymentIntentId) await db.update(checkoutCardLinks).set({ paymentIntentId: si.id, updatedAt: new Date() }).where(and(eq(checkoutCardLinks.id, r.link.id), eq(checkoutCardLinks.locationId, r.link.locationId)));
    return { client_secret: si.client_secret, amount, currency: r.s.currency, mode: paymentsMode(), publishable_key: api.publishableKey(), stripe_account: r.processor.accountId };
  }
  if (amount === 0 && paymentsMode() !== "embedded") throw new AppError(422, "Card updates by link need a past-due payment with this processor.", { errors: { card: ["Card updates by link need a past-due payment with this processor."] } });
  const api = payments(db);
  const intent = r.link.paymentIntentId
    ? await api.retrievePaymentIntent(r.processor.accountId, r.link.paymentIntentId)
    : await api
        .createPaymentIntent(r.processor.accountId, { amount, currency: r.s.currency, metadata: { subscription: String(r.s.id), location: String(r.s.locationId), card_link: String(r.link.id) }, description: r.product }, `card-link-${r.link.id}-intent`)
        .catch((err) => {
          const message = processorRefusal(err);
          if (message) throw new AppError(422, message, { errors: { card: [message] } });
          throw err;
        });
  if (!r.link.paymentIntentId) await db.update(checkoutCardLinks).set({ paymentIntentId: intent.id, updatedAt: new Date() }).where(and(eq(checkoutCardLinks.id, r.link.id), eq(checkoutCardLinks.locationId, r.link.locationId)));
  return { client_secret: intent.client_secret, amount: intent.amount, currency: r.s.currency, mode: paymentsMode(), publishable_key: api.publishableKey(), stripe_account: r.processor.accountId };
}

/**
 * POST /public/card/{token}/finish: re-reads the intent; once it succeeded the new card is the
 * subscription's, and an overdue subscription is paid (active again, a new period, its invoice).
 * A conditional update claims the link, so a repeat does nothing twice.
 */
export async function cardFinish(db: Db, token: string) {
  const r = await loadLink(db, token);
  if (!r.link.paymentIntentId || !r.processor?.accountId) throw validationError({ card: ["Enter your card first."] });
  const api = payments(db);
  const intent = await retrieveOrderIntent(api, r.processor.accountId, r.link.paymentIntentId);
  if (intent.status !== "succeeded") throw validationError({ card: [intent.last_payment_error?.message ?? "Your card could not be saved."] });
  const processorSub = renewedByProcessor(r.s);
  if (processorSub && intent.payment_method && !r.link.usedAt) {
    // Stripe's subscription gets the card first (a refusal leaves the link usable); its events record the payment.
    await api.updateSubscriptionCard(r.processor.accountId, processorSub, intent.payment_method.id, r.s.status === "past_due", `card-link-${r.link.id}`).catch((err) => {
      const message = processorRefusal(err);
      if (message) throw validationError({ card: [message] });
      throw err;
    });
  }
  const now = await processorNow(db);
  const paidLog = await db.transaction(async (t): Promise<number | null> => {
    const tx = t as unknown as Db;
    const claimed = await tx
      .update(checkoutCardLinks)
      .set({ usedAt: new Date(), paymentMethodId: intent.payment_method?.id ?? null, updatedAt: new Date() })
      .where(and(eq(checkoutCardLinks.id, r.link.id), eq(checkoutCardLinks.locationId, r.link.locationId), eq(checkoutCardLinks.paymentIntentId, intent.id)))
      .returning({ used: checkoutCardLinks.usedAt });
    if (!claimed.length || r.link.usedAt) return null;
    const [sub] = await tx.select().from(checkoutSubscriptions).where(and(eq(checkoutSubscriptions.id, r.s.id), eq(checkoutSubscriptions.locationId, r.s.locationId))).for("update");
    // The subscription's card is the newest given, by the buyer here or by the coach.
    if (sub && intent.payment_method) await tx.update(checkoutSubscriptions).set({ paymentMethodId: intent.payment_method.id, card: intent.payment_method.card, updatedAt: new Date() }).where(eq(checkoutSubscriptions.id, sub.id));
    let logId: number | null = null;
    if (intent.amount > 0 && sub?.status === "past_due") {
      await tx.update(checkoutSubscriptions).set({ status: "active", failedCharges: 0, nextBillingAt: addInterval(now, sub.interval), updatedAt: new Date() }).where(eq(checkoutSubscriptions.id, sub.id));
      const [log] = await tx.insert(checkoutSubscriptionLogs).values({ locationId: sub.locationId, subscriptionId: sub.id, kind: "paid", amount: intent.amount, message: "Paid with a new card" }).returning({ id: checkoutSubscriptionLogs.id });
      await issueChargeInvoice(tx, sub, log.id, now);
      logId = log.id;
    }
    await recordActivity(tx, { locationId: r.s.locationId, module: "checkout", action: "card_updated", title: `${r.s.email} updated their card`, body: r.product, data: { subscription_id: r.s.id } });
    return logId;
  });
  if (paidLog) {
    const { sendRenewalReceipt } = await import("./emails");
    await sendRenewalReceipt(db, r.s.locationId, paidLog).catch((err) => console.error("checkout: renewal receipt failed", err));
  }
  return cardPage(db, token);
}
