import "server-only";
import Stripe from "stripe";
import { STRIPE_API_VERSION } from "./signing";
import { PLATFORM_ACCOUNT } from "./ids";
import type { PaymentIntent, PaymentsProcessor, ProcessorInvoice, ProcessorSubscription, ProcessorSubscriptionChange, SetupIntent } from "./types";

function toIntent(pi: Stripe.PaymentIntent): PaymentIntent {
  const pm = typeof pi.payment_method === "object" && pi.payment_method ? pi.payment_method : null;
  return {
    id: pi.id,
    object: "payment_intent",
    amount: pi.amount,
    amount_received: pi.amount_received,
    amount_refunded: typeof pi.latest_charge === "object" && pi.latest_charge ? pi.latest_charge.amount_refunded : 0,
    currency: pi.currency,
    status: pi.status as PaymentIntent["status"],
    client_secret: pi.client_secret ?? "",
    livemode: pi.livemode,
    metadata: pi.metadata,
    last_payment_error: pi.last_payment_error
      ? { type: pi.last_payment_error.type === "card_error" ? "card_error" : "invalid_request_error", code: pi.last_payment_error.code ?? "card_declined", decline_code: pi.last_payment_error.decline_code, message: pi.last_payment_error.message ?? "Your card was declined." }
      : null,
    next_action: pi.next_action ? { type: pi.next_action.type === "redirect_to_url" ? "redirect_to_url" : "use_stripe_sdk" } : null,
    payment_method: pm?.card ? { id: pm.id, card: { brand: pm.card.brand, last4: pm.card.last4 } } : null,
    created: pi.created,
  };
}

function toSetupIntent(si: Stripe.SetupIntent): SetupIntent {
  const pm = typeof si.payment_method === "object" && si.payment_method ? si.payment_method : null;
  const err = si.last_setup_error;
  return {
    id: si.id,
    object: "setup_intent",
    status: si.status as SetupIntent["status"],
    client_secret: si.client_secret ?? "",
    livemode: si.livemode,
    metadata: si.metadata ?? {},
    last_setup_error: err ? { type: err.type === "card_error" ? "card_error" : "invalid_request_error", code: err.code ?? "card_declined", decline_code: err.decline_code, message: err.message ?? "Your card was declined." } : null,
    next_action: si.next_action ? { type: si.next_action.type === "redirect_to_url" ? "redirect_to_url" : "use_stripe_sdk" } : null,
    payment_method: pm?.card ? { id: pm.id, card: { brand: pm.card.brand, last4: pm.card.last4 } } : typeof si.payment_method === "string" ? { id: si.payment_method, card: { brand: "unknown", last4: "" } } : null,
    created: si.created,
  };
}

/**
 * The request options that address an account: a coach's connected account, or the platform's
 * own (PLATFORM_ACCOUNT: the coach's own subscription is paid to us, so no Stripe-Account header).
 */
const on = (account: string): { stripeAccount?: string } => (account === PLATFORM_ACCOUNT ? {} : { stripeAccount: account });

/** STRIPE_API_BASE points the SDK at a Stripe-compatible peer (tests); unset, it talks to Stripe. */
function apiBase(): { host?: string; port?: number; protocol?: "http" | "https" } {
  const base = process.env.STRIPE_API_BASE;
  if (!base) return {};
  const u = new URL(base);
  return { host: u.hostname, port: Number(u.port || (u.protocol === "http:" ? 80 : 443)), protocol: u.protocol === "http:" ? "http" : "https" };
}

const seconds = (v: number | null | undefined) => (typeof v === "number" ? v : null);
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** A change as Stripe's update: a moved first charge is a trial until then, with no proration (Stripe's documented way). */
function changeParams(c: ProcessorSubscriptionChange): Stripe.SubscriptionUpdateParams {
  const p: Stripe.SubscriptionUpdateParams = {};
  if (c.billingStart !== undefined) Object.assign(p, { trial_end: c.billingStart === "now" ? "now" : unix(c.billingStart), proration_behavior: "none" });
  if (c.paused !== undefined) p.pause_collection = c.paused ? { behavior: "void" } : "";
  if (c.cancelAtPeriodEnd !== undefined) p.cancel_at_period_end = c.cancelAtPeriodEnd;
  return p;
}

function toSubscription(s: Stripe.Subscription): ProcessorSubscription {
  // Since API 2025-03-31 the period lives on the items; older objects carry it on the subscription.
  const item = s.items?.data?.[0] as { current_period_end?: number } | undefined;
  const legacy = (s as unknown as { current_period_end?: number }).current_period_end;
  return {
    id: s.id,
    object: "subscription",
    status: s.status as ProcessorSubscription["status"],
    current_period_end: seconds(item?.current_period_end ?? legacy),
    trial_end: seconds(s.trial_end),
    cancel_at_period_end: s.cancel_at_period_end,
    canceled_at: seconds(s.canceled_at),
    collection_paused: Boolean(s.pause_collection),
    metadata: s.metadata ?? {},
  };
}

function toInvoice(i: Stripe.Invoice): ProcessorInvoice {
  // Since API 2025-03-31 the subscription is named under parent.subscription_details.
  const parent = (i as unknown as { parent?: { subscription_details?: { subscription?: string | { id: string } } } }).parent?.subscription_details?.subscription;
  const legacy = (i as unknown as { subscription?: string | { id: string } | null }).subscription;
  const sub = parent ?? legacy ?? null;
  return {
    id: i.id ?? "",
    object: "invoice",
    subscription: typeof sub === "string" ? sub : (sub?.id ?? null),
    status: (i.status ?? "draft") as ProcessorInvoice["status"],
    amount_paid: i.amount_paid,
    amount_due: i.amount_due,
    currency: i.currency,
    billing_reason: i.billing_reason ?? null,
    last_error: i.last_finalization_error?.message ?? null,
  };
}

/** Production: Stripe through its SDK at the pinned API version, on the coach's connected account. */
export function stripeProcessor(secretKey: string): PaymentsProcessor {
  const stripe = new Stripe(secretKey, { apiVersion: STRIPE_API_VERSION, maxNetworkRetries: 2, ...apiBase() });
  return {
    provider: "stripe",
    publishableKey: () => process.env.STRIPE_PUBLISHABLE_KEY ?? null,
    async createAccount(input, idempotencyKey) {
      const account = await stripe.accounts.create({ type: "standard", email: input.email, business_profile: { name: input.name } }, { idempotencyKey });
      const link = await stripe.accountLinks.create({ account: account.id, refresh_url: input.returnUrl, return_url: input.returnUrl, type: "account_onboarding" }, { idempotencyKey: `${idempotencyKey}-link` });
      return { id: account.id, status: account.charges_enabled ? "active" : "pending", onboarding_url: link.url, livemode: !secretKey.startsWith("sk_test") };
    },
    async createPaymentIntent(account, input, idempotencyKey) {
      const pi = await stripe.paymentIntents.create(
        {
          amount: input.amount, currency: input.currency.toLowerCase(), metadata: input.metadata, description: input.description, automatic_payment_methods: { enabled: true, allow_redirects: "never" },
          // Kept for the subscription Stripe renews with it (it is attached to the customer afterwards).
          ...(input.saveCard ? { setup_future_usage: "off_session" as const } : {}),
        },
        { ...on(account), idempotencyKey },
      );
      return toIntent(pi);
    },
    async chargeSaved(account, input, idempotencyKey) {
      try {
        const pi = await stripe.paymentIntents.create(
          { amount: input.amount, currency: input.currency.toLowerCase(), metadata: input.metadata, description: input.description, payment_method: input.paymentMethod, off_session: true, confirm: true },
          { ...on(account), idempotencyKey },
        );
        return toIntent(pi);
      } catch (err) {
        // A decline of a confirmed create is thrown with the intent attached: answer the intent.
        const pi = (err as { raw?: { payment_intent?: Stripe.PaymentIntent } }).raw?.payment_intent;
        if (pi) return toIntent(pi);
        throw err;
      }
    },
    async updatePaymentIntent(account, id, input, idempotencyKey) {
      return toIntent(await stripe.paymentIntents.update(id, { amount: input.amount }, { ...on(account), idempotencyKey }));
    },
    async createSetupIntent(account, input, idempotencyKey) {
      return toSetupIntent(await stripe.setupIntents.create({ usage: "off_session", automatic_payment_methods: { enabled: true, allow_redirects: "never" }, metadata: input.metadata }, { ...on(account), idempotencyKey }));
    },
    async retrieveSetupIntent(account, id) {
      return toSetupIntent(await stripe.setupIntents.retrieve(id, { expand: ["payment_method"] }, on(account)));
    },
    async updateSubscriptionCard(account, subscriptionId, paymentMethod, retryOpenInvoice, idempotencyKey) {
      const opts = on(account);
      const current = await stripe.subscriptions.retrieve(subscriptionId, {}, opts);
      const customer = typeof current.customer === "string" ? current.customer : current.customer.id;
      // A card saved by a setup intent without a customer must be attached before it can be a default.
      await stripe.paymentMethods.attach(paymentMethod, { customer }, { ...opts, idempotencyKey: `${idempotencyKey}-attach` }).catch((err: { code?: string }) => {
        if (err.code !== "resource_already_exists") throw err;
      });
      const s = await stripe.subscriptions.update(subscriptionId, { default_payment_method: paymentMethod }, { ...opts, idempotencyKey: `${idempotencyKey}-default` });
      const open = retryOpenInvoice && typeof s.latest_invoice === "string" ? await stripe.invoices.retrieve(s.latest_invoice, {}, opts) : null;
      // Past due: the open invoice is paid now with the new card (Stripe's "retry"); its events update our rows.
      if (open?.status === "open" && open.id) await stripe.invoices.pay(open.id, { payment_method: paymentMethod }, { ...opts, idempotencyKey: `${idempotencyKey}-pay-${open.id}` });
      return toSubscription(await stripe.subscriptions.retrieve(subscriptionId, {}, opts));
    },
    async createSubscription(account, input, idempotencyKey) {
      const opts = on(account);
      // One product per version of ours (its name); the price is the subscription's own (price_data).
      const product = await stripe.products.create(
        { name: input.product.name, metadata: { checkout_product: String(input.product.id) } },
        { ...opts, idempotencyKey: `checkout-product-${input.product.id}-v${input.product.version}` },
      );
      // The card becomes the customer's (a card saved by an intent without a customer may still be attached) and its default.
      const customer = await stripe.customers.create(
        { email: input.customer.email, name: input.customer.name, payment_method: input.paymentMethod, invoice_settings: { default_payment_method: input.paymentMethod }, metadata: input.metadata },
        { ...opts, idempotencyKey: `${idempotencyKey}-customer` },
      );
      // The first period (or the trial) is ours, already settled: Stripe first charges at billingStart, no proration.
      const s = await stripe.subscriptions.create(
        {
          customer: customer.id,
          items: [{ price_data: { currency: input.currency.toLowerCase(), product: product.id, unit_amount: input.amount, recurring: { interval: input.interval } } }],
          default_payment_method: input.paymentMethod,
          trial_end: unix(input.billingStart),
          proration_behavior: "none",
          metadata: input.metadata,
        },
        { ...opts, idempotencyKey: `${idempotencyKey}-create` },
      );
      return toSubscription(s);
    },
    async updateSubscription(account, id, input, idempotencyKey) {
      return toSubscription(await stripe.subscriptions.update(id, changeParams(input), { ...on(account), idempotencyKey }));
    },
    async cancelSubscription(account, id, idempotencyKey) {
      return toSubscription(await stripe.subscriptions.cancel(id, {}, { ...on(account), idempotencyKey }));
    },
    async refund(account, paymentIntentId, amount, idempotencyKey) {
      const r = await stripe.refunds.create({ payment_intent: paymentIntentId, amount }, { ...on(account), idempotencyKey });
      return { id: r.id, object: "refund", amount: r.amount, currency: r.currency, payment_intent: paymentIntentId, status: r.status === "succeeded" ? "succeeded" : r.status === "failed" ? "failed" : "pending" };
    },
    async retrievePaymentIntent(account, id) {
      return toIntent(await stripe.paymentIntents.retrieve(id, { expand: ["payment_method", "latest_charge"] }, on(account)));
    },
    async retrieveAccount(account) {
      const a = await stripe.accounts.retrieve(account);
      return { id: a.id, status: a.charges_enabled ? "active" : "pending", onboarding_url: null, livemode: !secretKey.startsWith("sk_test") };
    },
    async retrieveSubscription(account, id) {
      return toSubscription(await stripe.subscriptions.retrieve(id, {}, on(account)));
    },
    async retrieveInvoice(account, id) {
      return toInvoice(await stripe.invoices.retrieve(id, {}, on(account)));
    },
  };
}
