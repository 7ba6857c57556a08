import "server-only";
import Stripe from "stripe";
import { STRIPE_API_VERSION } from "./signing";
import type { PaymentIntent, PaymentsProcessor } from "./types";

function toIntent(pi: Stripe.PaymentIntent): PaymentIntent {
  const pm = typeof pi.payment_method === "object" && pi.payment_method ? pi.payment_method : null;
  return {
    id: pi.id,
    object: "payment_intent",
    amount: pi.amount,
    amount_received: pi.amount_received,
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

/** Production: Stripe through its SDK at the pinned API version, on the coach's connected account. */
export function stripeProcessor(secretKey: string): PaymentsProcessor {
  const stripe = new Stripe(secretKey, { apiVersion: STRIPE_API_VERSION, maxNetworkRetries: 2 });
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
        { amount: input.amount, currency: input.currency.toLowerCase(), metadata: input.metadata, description: input.description, automatic_payment_methods: { enabled: true, allow_redirects: "never" } },
        { stripeAccount: account, idempotencyKey },
      );
      return toIntent(pi);
    },
    async chargeSaved(account, input, idempotencyKey) {
      try {
        const pi = await stripe.paymentIntents.create(
          { amount: input.amount, currency: input.currency.toLowerCase(), metadata: input.metadata, description: input.description, payment_method: input.paymentMethod, off_session: true, confirm: true },
          { stripeAccount: account, idempotencyKey },
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
      return toIntent(await stripe.paymentIntents.update(id, { amount: input.amount }, { stripeAccount: account, idempotencyKey }));
    },
    async refund(account, paymentIntentId, amount, idempotencyKey) {
      const r = await stripe.refunds.create({ payment_intent: paymentIntentId, amount }, { stripeAccount: account, idempotencyKey });
      return { id: r.id, object: "refund", amount: r.amount, currency: r.currency, payment_intent: paymentIntentId, status: r.status === "succeeded" ? "succeeded" : r.status === "failed" ? "failed" : "pending" };
    },
    async retrievePaymentIntent(account, id) {
      return toIntent(await stripe.paymentIntents.retrieve(id, { expand: ["payment_method"] }, { stripeAccount: account }));
    },
  };
}
