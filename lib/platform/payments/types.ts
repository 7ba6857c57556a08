/**
 * The payments platform's one interface (docs/platform.md "payments"). Objects are Stripe's
 * shapes, so screens and handlers read the same fields in both modes.
 */
export type PaymentIntentStatus = "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "succeeded" | "canceled";

export type PaymentError = { type: "card_error" | "invalid_request_error"; code: string; decline_code?: string; message: string; param?: string };

export type PaymentIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  /** Refunded so far (Stripe: the latest charge's amount_refunded). */
  amount_refunded: number;
  currency: string;
  status: PaymentIntentStatus;
  client_secret: string;
  livemode: boolean;
  metadata: Record<string, string>;
  last_payment_error: PaymentError | null;
  next_action: { type: "use_stripe_sdk" | "redirect_to_url" } | null;
  payment_method: { id: string; card: { brand: string; last4: string } } | null;
  created: number;
};

/** A card saved for later off-session charges (Stripe's SetupIntent): nothing is charged now. */
export type SetupIntent = {
  id: string;
  object: "setup_intent";
  status: "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "succeeded" | "canceled";
  client_secret: string;
  livemode: boolean;
  metadata: Record<string, string>;
  last_setup_error: PaymentError | null;
  next_action: { type: "use_stripe_sdk" | "redirect_to_url" } | null;
  payment_method: { id: string; card: { brand: string; last4: string } } | null;
  created: number;
};

export type Refund = { id: string; object: "refund"; amount: number; currency: string; payment_intent: string; status: "succeeded" | "pending" | "failed" };

export type ProcessorAccount = { id: string; status: "active" | "pending"; onboarding_url: string | null; livemode: boolean };

/** A subscription the processor renews itself (Stripe mode); dates in unix seconds. */
export type ProcessorSubscription = {
  id: string;
  object: "subscription";
  status: "incomplete" | "incomplete_expired" | "trialing" | "active" | "past_due" | "canceled" | "unpaid" | "paused";
  current_period_end: number | null;
  trial_end: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  /** Collection paused (Stripe's pause_collection): the status stays active, nothing is charged. */
  collection_paused: boolean;
  metadata: Record<string, string>;
};

/** What a processor-renewed subscription is made from (our row's figures). */
export type NewProcessorSubscription = {
  customer: { email: string; name: string };
  paymentMethod: string;
  /** Our product (the processor's product is made once per version of it). */
  product: { id: number; name: string; version: string };
  amount: number;
  currency: string;
  interval: "day" | "week" | "month" | "year";
  /** The first charge: the end of the period paid with the order, or of the trial. */
  billingStart: Date;
  metadata: Record<string, string>;
};

/**
 * One change of a processor-renewed subscription. `billingStart` moves the next charge (Stripe:
 * trial_end, no proration; "now" charges at once); `paused` stops or resumes collection;
 * `cancelAtPeriodEnd` ends it when the current period ends.
 */
export type ProcessorSubscriptionChange = { billingStart?: Date | "now"; paused?: boolean; cancelAtPeriodEnd?: boolean };

/** An invoice of such a subscription. */
export type ProcessorInvoice = {
  id: string;
  object: "invoice";
  subscription: string | null;
  status: "draft" | "open" | "paid" | "uncollectible" | "void";
  amount_paid: number;
  amount_due: number;
  currency: string;
  billing_reason: string | null;
  last_error: string | null;
};

export type PaymentEvent = { id: string; object: "event"; type: string; created: number; account?: string; livemode: boolean; data: { object: { id: string; object: string } & Record<string, unknown> } };

export interface PaymentsProcessor {
  readonly provider: "embedded" | "stripe";
  /** Connects a coach's account: Stripe answers an onboarding link; the embedded one is active at once. */
  createAccount(input: { name: string; email: string; returnUrl: string }, idempotencyKey: string): Promise<ProcessorAccount>;
  /** `saveCard`: the card is kept for off-session charges later (a subscription's renewals; Stripe's setup_future_usage). */
  createPaymentIntent(account: string, input: { amount: number; currency: string; metadata: Record<string, string>; description?: string; saveCard?: boolean }, idempotencyKey: string): Promise<PaymentIntent>;
  updatePaymentIntent(account: string, id: string, input: { amount: number }, idempotencyKey: string): Promise<PaymentIntent>;
  retrievePaymentIntent(account: string, id: string): Promise<PaymentIntent>;
  /**
   * Charges a saved payment method off-session (a renewal): Stripe confirms at once; the answer
   * is the intent, succeeded or requires_payment_method with last_payment_error (never a throw for a decline).
   */
  chargeSaved(account: string, input: { amount: number; currency: string; paymentMethod: string; metadata: Record<string, string>; description?: string }, idempotencyKey: string): Promise<PaymentIntent>;
  /** A setup intent the browser confirms with a card (the coach enters a client's new card). */
  createSetupIntent(account: string, input: { metadata: Record<string, string> }, idempotencyKey: string): Promise<SetupIntent>;
  retrieveSetupIntent(account: string, id: string): Promise<SetupIntent>;
  /**
   * Makes a saved card the default of a subscription the processor renews (Stripe) and pays its
   * open invoice when it is past due; the embedded processor has none (our renewal job charges).
   * Each POST's key is `idempotencyKey` plus a suffix.
   */
  updateSubscriptionCard(account: string, subscriptionId: string, paymentMethod: string, retryOpenInvoice: boolean, idempotencyKey: string): Promise<ProcessorSubscription>;
  /**
   * Starts a subscription the processor renews itself (Stripe mode only): a customer with the
   * saved card as default, then the subscription, first billed at `billingStart` (the period
   * already paid, or our trial, runs until then). Every POST's key is `idempotencyKey` plus a suffix.
   * The embedded processor renews nothing itself (our renewal job does): it refuses.
   */
  createSubscription(account: string, input: NewProcessorSubscription, idempotencyKey: string): Promise<ProcessorSubscription>;
  /** Changes a processor-renewed subscription's dates or collection (Stripe mode only). */
  updateSubscription(account: string, id: string, input: ProcessorSubscriptionChange, idempotencyKey: string): Promise<ProcessorSubscription>;
  /** Cancels a processor-renewed subscription at once (Stripe mode only). */
  cancelSubscription(account: string, id: string, idempotencyKey: string): Promise<ProcessorSubscription>;
  /** Refunds part or all of a succeeded payment (Stripe refuses more than what is left). */
  refund(account: string, paymentIntentId: string, amount: number, idempotencyKey: string): Promise<Refund>;
  /** Re-reads a connected account (account.updated). */
  retrieveAccount(account: string): Promise<ProcessorAccount>;
  /** Re-reads a subscription the processor renews (customer.subscription.*); the embedded processor has none. */
  retrieveSubscription(account: string, id: string): Promise<ProcessorSubscription>;
  /** Re-reads an invoice of such a subscription (invoice.*). */
  retrieveInvoice(account: string, id: string): Promise<ProcessorInvoice>;
  /** The publishable key a browser needs (Stripe.js); null for the embedded processor. */
  publishableKey(): string | null;
}
