import "server-only";
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { payTestAccounts, payTestEvents, payTestIdempotency, payTestIntents, payTestSetupIntents } from "@/db/schema";
import { sendJob } from "@/lib/platform/jobs";
import { objectId } from "./ids";
import { deliverTestEventJob } from "./deliver-job";
import { cardBrand, luhnValid, TEST_CARDS } from "./test-cards";
import type { PaymentError, PaymentIntent, PaymentsProcessor, ProcessorAccount, Refund, SetupIntent } from "./types";

type IntentRow = typeof payTestIntents.$inferSelect;
type SetupRow = typeof payTestSetupIntents.$inferSelect;

export class PaymentRequestError extends Error {
  constructor(public error: PaymentError, public status = 400) {
    super(error.message);
  }
}

export function toIntent(row: IntentRow): PaymentIntent {
  return {
    id: row.id,
    object: "payment_intent",
    amount: row.amount,
    amount_received: row.status === "succeeded" ? row.amount : 0,
    amount_refunded: row.amountRefunded,
    currency: row.currency,
    status: row.status as PaymentIntent["status"],
    client_secret: row.clientSecret,
    livemode: false,
    metadata: row.metadata,
    last_payment_error: row.lastError ? { type: "card_error", ...row.lastError } : null,
    next_action: row.status === "requires_action" ? { type: "use_stripe_sdk" } : null,
    payment_method: paymentMethodOf(row.card),
    created: Math.floor(row.createdAt.getTime() / 1000),
  };
}

const paymentMethodOf = (card: { brand: string; last4: string; fingerprint: string } | null) => (card ? { id: `pm_${card.fingerprint.slice(0, 24)}`, card: { brand: card.brand, last4: card.last4 } } : null);

export function toSetupIntent(row: SetupRow): SetupIntent {
  return {
    id: row.id,
    object: "setup_intent",
    status: row.status as SetupIntent["status"],
    client_secret: row.clientSecret,
    livemode: false,
    metadata: row.metadata,
    last_setup_error: row.lastError ? { type: "card_error", ...row.lastError } : null,
    next_action: row.status === "requires_action" ? { type: "use_stripe_sdk" } : null,
    payment_method: row.status === "succeeded" ? paymentMethodOf(row.card) : null,
    created: Math.floor(row.createdAt.getTime() / 1000),
  };
}

/**
 * Runs `fn` once per idempotency key, as Stripe does: a repeat with the same parameters answers
 * the first result; the same key with other parameters is refused.
 */
async function idempotent<T>(db: Db, account: string, key: string, params: unknown, fn: (tx: Db) => Promise<T>): Promise<T> {
  const request = createHash("sha256").update(JSON.stringify(params)).digest("hex");
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(payTestIdempotency).values({ account, key, request, response: {} }).onConflictDoNothing().returning({ key: payTestIdempotency.key });
    if (!claimed.length) {
      const [prior] = await tx.select().from(payTestIdempotency).where(and(eq(payTestIdempotency.account, account), eq(payTestIdempotency.key, key))).for("update");
      if (prior.request !== request) {
        throw new PaymentRequestError({ type: "invalid_request_error", code: "idempotency_key_in_use", message: "Keys for idempotent requests can only be used with the same parameters they were first used with." });
      }
      return prior.response as T;
    }
    const result = await fn(tx as unknown as Db);
    await tx.update(payTestIdempotency).set({ response: result as object }).where(and(eq(payTestIdempotency.account, account), eq(payTestIdempotency.key, key)));
    return result;
  });
}

/** Asked for a subscription the processor renews: the embedded one has none (callers check paymentsMode() first). */
const embeddedRenewsNothing = () =>
  new Error("The embedded processor does not renew subscriptions itself: our renewal job does (lib/checkout/subscription-renewals.ts). Call this in Stripe mode only.");

/** Records an event in the caller's transaction; `deliver` queues it once that has committed. */
async function recordEvent(tx: Db, row: IntentRow, type: string): Promise<string> {
  const id = objectId("evt");
  const payload = JSON.stringify({
    id,
    object: "event",
    api_version: "2026-10-28.endive",
    type,
    created: Math.floor(Date.now() / 1000),
    account: row.account,
    livemode: false,
    data: { object: toIntent(row) },
  });
  await tx.insert(payTestEvents).values({ id, account: row.account, endpoint: row.endpoint, type, payload });
  return id;
}

async function deliver(ids: string[]) {
  for (const id of ids) await sendJob(deliverTestEventJob, { id }, { singletonKey: `pay-event-${id}` }).catch((err) => console.error("payments: queueing an event failed", err));
}

export function embeddedProcessor(db: Db, endpoint = "checkout"): PaymentsProcessor {
  return {
    provider: "embedded",
    publishableKey: () => null,
    async createAccount(input, key): Promise<ProcessorAccount> {
      return idempotent(db, "platform", key, input, async (tx) => {
        const id = objectId("acct");
        await tx.insert(payTestAccounts).values({ id, name: input.name });
        return { id, status: "active", onboarding_url: null, livemode: false };
      });
    },
    async createPaymentIntent(account, input, key) {
      let eventId: string | null = null;
      const intent = await idempotent(db, account, key, input, async (tx) => {
        const id = objectId("pi");
        const [row] = await tx
          .insert(payTestIntents)
          .values({ id, account, endpoint, clientSecret: `${id}_secret_${objectId("s").slice(2)}`, amount: input.amount, currency: input.currency.toLowerCase(), status: "requires_payment_method", metadata: input.metadata })
          .returning();
        eventId = await recordEvent(tx, row, "payment_intent.created");
        return toIntent(row);
      });
      if (eventId) await deliver([eventId]);
      return intent;
    },
    async updatePaymentIntent(account, id, input, key) {
      return idempotent(db, account, key, { id, ...input }, async (tx) => {
        const [row] = await tx
          .update(payTestIntents)
          .set({ amount: input.amount })
          .where(and(eq(payTestIntents.id, id), eq(payTestIntents.account, account), eq(payTestIntents.status, "requires_payment_method")))
          .returning();
        if (!row) throw new PaymentRequestError({ type: "invalid_request_error", code: "payment_intent_unexpected_state", message: "This PaymentIntent's amount could not be updated because it has a status of succeeded." });
        return toIntent(row);
      });
    },
    async chargeSaved(account, input, key) {
      let eventId: string | null = null;
      const intent = await idempotent(db, account, key, input, async (tx) => {
        const number = savedCardNumber(input.paymentMethod);
        const behaviour = number ? TEST_CARDS[number] : undefined;
        // 0341 (and any card we cannot find) fails an off-session charge, as Stripe's does.
        const failed = !number || !behaviour || behaviour.kind !== "succeed";
        const id = objectId("pi");
        const [row] = await tx
          .insert(payTestIntents)
          .values({
            id,
            account,
            endpoint,
            clientSecret: `${id}_secret_${objectId("s").slice(2)}`,
            amount: input.amount,
            currency: input.currency.toLowerCase(),
            status: failed ? "requires_payment_method" : "succeeded",
            metadata: input.metadata,
            card: number ? { last4: number.slice(-4), brand: cardBrand(number), fingerprint: createHash("sha256").update(number).digest("hex") } : null,
            lastError: failed ? { code: "card_declined", decline_code: behaviour?.kind === "decline" ? behaviour.decline_code : "generic_decline", message: behaviour?.kind === "decline" ? behaviour.message : "Your card was declined." } : null,
          })
          .returning();
        eventId = await recordEvent(tx, row, failed ? "payment_intent.payment_failed" : "payment_intent.succeeded");
        return toIntent(row);
      });
      if (eventId) await deliver([eventId]);
      return intent;
    },
    async createSetupIntent(account, input, key) {
      return idempotent(db, account, key, input, async (tx) => {
        const id = objectId("seti");
        const [row] = await tx.insert(payTestSetupIntents).values({ id, account, clientSecret: `${id}_secret_${objectId("s").slice(2)}`, status: "requires_payment_method", metadata: input.metadata }).returning();
        return toSetupIntent(row);
      });
    },
    async retrieveSetupIntent(account, id) {
      const [row] = await db.select().from(payTestSetupIntents).where(and(eq(payTestSetupIntents.id, id), eq(payTestSetupIntents.account, account)));
      if (!row) throw new PaymentRequestError({ type: "invalid_request_error", code: "resource_missing", message: `No such setupintent: '${id}'` }, 404);
      return toSetupIntent(row);
    },
    async updateSubscriptionCard(_account, id) {
      throw new PaymentRequestError({ type: "invalid_request_error", code: "resource_missing", message: `No such subscription: '${id}'` }, 404);
    },
    async refund(account, paymentIntentId, amount, key): Promise<Refund> {
      let eventId: string | null = null;
      const refund = await idempotent(db, account, key, { paymentIntentId, amount }, async (tx) => {
        const [row] = await tx.select().from(payTestIntents).where(and(eq(payTestIntents.id, paymentIntentId), eq(payTestIntents.account, account))).for("update");
        if (!row || row.status !== "succeeded") throw new PaymentRequestError({ type: "invalid_request_error", code: "charge_not_refundable", message: "This payment cannot be refunded." });
        const left = row.amount - row.amountRefunded;
        if (amount < 1 || amount > left) throw new PaymentRequestError({ type: "invalid_request_error", code: "amount_too_large", message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left}).` });
        const [next] = await tx.update(payTestIntents).set({ amountRefunded: row.amountRefunded + amount }).where(eq(payTestIntents.id, row.id)).returning();
        eventId = await recordEvent(tx, next, "charge.refunded");
        return { id: objectId("re"), object: "refund" as const, amount, currency: row.currency, payment_intent: row.id, status: "succeeded" as const };
      });
      if (eventId) await deliver([eventId]);
      return refund;
    },
    async retrieveAccount(account) {
      const [row] = await db.select().from(payTestAccounts).where(eq(payTestAccounts.id, account));
      if (!row) throw new PaymentRequestError({ type: "invalid_request_error", code: "resource_missing", message: `No such account: '${account}'` }, 404);
      return { id: row.id, status: "active", onboarding_url: null, livemode: false };
    },
    // The embedded processor keeps no subscriptions or invoices: our renewal job renews its
    // subscriptions (lib/checkout/subscription-renewals.ts), so nothing refers to these.
    async retrieveSubscription(_account, id) {
      throw new PaymentRequestError({ type: "invalid_request_error", code: "resource_missing", message: `No such subscription: '${id}'` }, 404);
    },
    async createSubscription() {
      throw embeddedRenewsNothing();
    },
    async updateSubscription() {
      throw embeddedRenewsNothing();
    },
    async cancelSubscription() {
      throw embeddedRenewsNothing();
    },
    async retrieveInvoice(_account, id) {
      throw new PaymentRequestError({ type: "invalid_request_error", code: "resource_missing", message: `No such invoice: '${id}'` }, 404);
    },
    async retrievePaymentIntent(account, id) {
      const [row] = await db.select().from(payTestIntents).where(and(eq(payTestIntents.id, id), eq(payTestIntents.account, account)));
      if (!row) throw new PaymentRequestError({ type: "invalid_request_error", code: "resource_missing", message: `No such payment_intent: '${id}'` }, 404);
      return toIntent(row);
    },
  };
}

/** The test card behind a saved payment method id (pm_ + the card's fingerprint prefix). */
function savedCardNumber(paymentMethod: string): string | null {
  const prefix = paymentMethod.replace(/^pm_/, "");
  return Object.keys(TEST_CARDS).find((n) => createHash("sha256").update(n).digest("hex").startsWith(prefix)) ?? null;
}

export type CardInput = { number: string; exp_month: number; exp_year: number; cvc: string };

function unexpectedState(row: IntentRow): PaymentError | null {
  if (row.status === "succeeded") return { type: "invalid_request_error", code: "payment_intent_unexpected_state", message: "This payment was already successfully confirmed." };
  if (row.status === "canceled") return { type: "invalid_request_error", code: "payment_intent_unexpected_state", message: "This payment was cancelled." };
  return null;
}

function cardProblem(card: CardInput, now = new Date()): PaymentError | null {
  if (!luhnValid(card.number)) return { type: "card_error", code: "incorrect_number", message: "Your card number is incorrect.", param: "number" };
  const y = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  if (card.exp_month < 1 || card.exp_month > 12 || y < now.getUTCFullYear() || (y === now.getUTCFullYear() && card.exp_month < now.getUTCMonth() + 1)) {
    return { type: "card_error", code: "expired_card", message: "Your card has expired.", param: "exp_month" };
  }
  if (!/^\d{3,4}$/.test(card.cvc)) return { type: "card_error", code: "invalid_cvc", message: "Your card's security code is invalid.", param: "cvc" };
  return null;
}

/**
 * Stripe.js's confirmCardPayment for the embedded processor: the card decides the outcome as
 * Stripe's test cards do. Answers the intent, or { error } with the intent as Stripe.js does.
 */
export async function confirmTestPayment(db: Db, clientSecret: string, card: CardInput): Promise<{ paymentIntent: PaymentIntent } | { error: PaymentError & { payment_intent?: PaymentIntent } }> {
  const events: string[] = [];
  const answer = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(payTestIntents).where(eq(payTestIntents.clientSecret, clientSecret)).for("update");
    if (!row) return { error: { type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent." } as PaymentError };
    const state = unexpectedState(row);
    if (state) return { error: { ...state, payment_intent: toIntent(row) } };
    if (row.status === "requires_action") return { paymentIntent: toIntent(row) };
    const problem = cardProblem(card);
    if (problem) return { error: { ...problem, payment_intent: toIntent(row) } };
    const behaviour = TEST_CARDS[card.number] ?? {
      kind: "decline" as const,
      code: "card_declined",
      decline_code: "test_mode_live_card",
      message: "Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.",
    };
    const saved = { last4: card.number.slice(-4), brand: cardBrand(card.number), fingerprint: createHash("sha256").update(card.number).digest("hex") };
    let set: Partial<IntentRow>;
    let type: string;
    // Saving a card for later (a zero-amount intent: a trial) succeeds for 0341 too; only its charges fail.
    if (behaviour.kind === "succeed" || (behaviour.kind === "fail_later" && row.amount === 0)) [set, type] = [{ status: "succeeded", lastError: null }, "payment_intent.succeeded"];
    else if (behaviour.kind === "authenticate") [set, type] = [{ status: "requires_action", lastError: null }, "payment_intent.requires_action"];
    else {
      // 0341 attaches fine but every charge fails: a payment now is such a charge.
      const d = behaviour.kind === "decline" ? behaviour : { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." };
      [set, type] = [{ status: "requires_payment_method", lastError: { code: d.code, decline_code: d.decline_code, message: d.message } }, "payment_intent.payment_failed"];
    }
    const [next] = await tx.update(payTestIntents).set({ ...set, card: saved }).where(eq(payTestIntents.id, row.id)).returning();
    events.push(await recordEvent(tx as unknown as Db, next, type));
    const intent = toIntent(next);
    if (next.lastError) return { error: { type: "card_error", ...next.lastError, payment_intent: intent } as PaymentError & { payment_intent: PaymentIntent } };
    return { paymentIntent: intent };
  });
  await deliver(events);
  return answer;
}

/**
 * Stripe.js's confirmCardSetup for the embedded processor: the card is checked and saved, nothing
 * is charged. Declining cards are refused as Stripe's are; 0341 attaches (its charges fail later).
 */
export async function confirmTestSetup(db: Db, clientSecret: string, card: CardInput): Promise<{ setupIntent: SetupIntent } | { error: PaymentError & { setup_intent?: SetupIntent } }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(payTestSetupIntents).where(eq(payTestSetupIntents.clientSecret, clientSecret)).for("update");
    if (!row) return { error: { type: "invalid_request_error", code: "resource_missing", message: "No such setupintent." } as PaymentError };
    if (row.status === "succeeded" || row.status === "canceled" || row.status === "requires_action") {
      if (row.status === "canceled") return { error: { type: "invalid_request_error", code: "setup_intent_unexpected_state", message: "This setup was cancelled.", setup_intent: toSetupIntent(row) } };
      return { setupIntent: toSetupIntent(row) };
    }
    const problem = cardProblem(card);
    if (problem) return { error: { ...problem, setup_intent: toSetupIntent(row) } };
    const behaviour = TEST_CARDS[card.number] ?? { kind: "decline" as const, code: "card_declined", decline_code: "test_mode_live_card", message: "Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing." };
    const saved = { last4: card.number.slice(-4), brand: cardBrand(card.number), fingerprint: createHash("sha256").update(card.number).digest("hex") };
    const set: Partial<SetupRow> =
      behaviour.kind === "decline"
        ? { status: "requires_payment_method", lastError: { code: behaviour.code, decline_code: behaviour.decline_code, message: behaviour.message } }
        : { status: behaviour.kind === "authenticate" ? "requires_action" : "succeeded", lastError: null };
    const [next] = await tx.update(payTestSetupIntents).set({ ...set, card: saved }).where(eq(payTestSetupIntents.id, row.id)).returning();
    const intent = toSetupIntent(next);
    if (next.lastError) return { error: { type: "card_error" as const, ...next.lastError, setup_intent: intent } };
    return { setupIntent: intent };
  });
}

/** The 3DS challenge of a setup intent: "complete" saves the card, "fail" returns to the form. */
export async function authenticateTestSetup(db: Db, clientSecret: string, outcome: "complete" | "fail"): Promise<{ setupIntent: SetupIntent } | { error: PaymentError & { setup_intent?: SetupIntent } }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(payTestSetupIntents).where(eq(payTestSetupIntents.clientSecret, clientSecret)).for("update");
    if (!row) return { error: { type: "invalid_request_error", code: "resource_missing", message: "No such setupintent." } as PaymentError };
    if (row.status !== "requires_action") return { setupIntent: toSetupIntent(row) };
    const failed = outcome === "fail";
    const [next] = await tx
      .update(payTestSetupIntents)
      .set(failed ? { status: "requires_payment_method", lastError: { code: "setup_intent_authentication_failure", message: "We are unable to authenticate your payment method. Please choose a different payment method and try again." } } : { status: "succeeded", lastError: null })
      .where(eq(payTestSetupIntents.id, row.id))
      .returning();
    const intent = toSetupIntent(next);
    if (next.lastError) return { error: { type: "card_error" as const, ...next.lastError, setup_intent: intent } };
    return { setupIntent: intent };
  });
}

/** The 3DS challenge's answer: "complete" succeeds, "fail" returns to the card form with the error. */
export async function authenticateTestPayment(db: Db, clientSecret: string, outcome: "complete" | "fail") {
  const events: string[] = [];
  const answer = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(payTestIntents).where(eq(payTestIntents.clientSecret, clientSecret)).for("update");
    if (!row) return { error: { type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent." } as PaymentError };
    if (row.status !== "requires_action") {
      return row.status === "succeeded" ? { paymentIntent: toIntent(row) } : { error: { ...(unexpectedState(row) ?? { type: "invalid_request_error" as const, code: "payment_intent_unexpected_state", message: "This payment does not need authentication." }), payment_intent: toIntent(row) } };
    }
    const failed = outcome === "fail";
    const [next] = await tx
      .update(payTestIntents)
      .set(
        failed
          ? { status: "requires_payment_method", lastError: { code: "payment_intent_authentication_failure", message: "We are unable to authenticate your payment method. Please choose a different payment method and try again." } }
          : { status: "succeeded", lastError: null },
      )
      .where(eq(payTestIntents.id, row.id))
      .returning();
    events.push(await recordEvent(tx as unknown as Db, next, failed ? "payment_intent.payment_failed" : "payment_intent.succeeded"));
    const intent = toIntent(next);
    if (next.lastError) return { error: { type: "card_error", ...next.lastError, payment_intent: intent } as PaymentError & { payment_intent: PaymentIntent } };
    return { paymentIntent: intent };
  });
  await deliver(events);
  return answer;
}
