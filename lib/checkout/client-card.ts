import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "@/db";
import { checkoutOrders, checkoutProcessors, checkoutSubscriptions, contacts } from "@/db/schema";
import { recordActivity } from "@/lib/activity/record";
import type { Ctx } from "@/lib/auth/access";
import { AppError, notFound } from "@/lib/http/errors";
import { payments, paymentsMode } from "@/lib/platform/payments";
import { processorRefusal } from "@/lib/platform/payments/errors";
import { retryPastDue } from "./subscription-renewals";

type Loc = Pick<Ctx, "locationId">;

const cardError = (message: string) => new AppError(422, message, { errors: { card: [message] } });

/** The location's active processor with an account, or 404 (another location's id included). */
async function ownProcessor(db: Db, ctx: Loc, id: number) {
  const [p] = await db.select().from(checkoutProcessors).where(and(eq(checkoutProcessors.id, id), eq(checkoutProcessors.locationId, ctx.locationId)));
  if (!p) throw notFound("Processor");
  if (!p.accountId || p.status !== "active") throw cardError("This processor cannot take payments now.");
  return { ...p, accountId: p.accountId };
}

/**
 * POST /stripe/{processor}/create-setup-intent: the setup intent the coach's card form confirms.
 * Its metadata names the location, so update-card accepts only this location's intents.
 */
export async function createClientSetupIntent(db: Db, ctx: Loc, processorId: number) {
  const p = await ownProcessor(db, ctx, processorId);
  const api = payments(db);
  const intent = await api.createSetupIntent(p.accountId, { metadata: { location: String(ctx.locationId), processor: String(p.id) } }, `client-card-${randomUUID()}`).catch((err) => {
    const message = processorRefusal(err);
    if (message) throw cardError(message);
    throw err;
  });
  return { client_secret: intent.client_secret, mode: paymentsMode(), publishable_key: api.publishableKey(), stripe_account: p.accountId };
}

/**
 * POST /stripe/{client_id}/update-card: the confirmed setup intent's card becomes the card of the
 * client's live subscriptions on that processor. A past-due one is charged at once with it (as the
 * buyer's card link does); the processor's decline is the card field's error.
 */
export async function updateClientCard(db: Db, ctx: Loc, clientId: number, body: { processor_id: number; setup_intent: string }) {
  const [client] = await db.select({ id: contacts.id, email: contacts.email }).from(contacts).where(and(eq(contacts.id, clientId), eq(contacts.locationId, ctx.locationId)));
  if (!client) throw notFound("Client");
  const p = await ownProcessor(db, ctx, body.processor_id);
  const intent = await payments(db)
    .retrieveSetupIntent(p.accountId, body.setup_intent)
    .catch(() => null);
  // Another location's (or processor's) intent is not this card form's: as if it did not exist.
  if (!intent || intent.metadata.location !== String(ctx.locationId)) throw cardError("Enter the card first.");
  if (intent.status !== "succeeded" || !intent.payment_method) throw cardError(intent.last_setup_error?.message ?? "Your card could not be saved.");
  const pm = intent.payment_method;

  const subs = await db
    .select({ s: checkoutSubscriptions })
    .from(checkoutSubscriptions)
    .innerJoin(checkoutOrders, and(eq(checkoutOrders.id, checkoutSubscriptions.orderId), eq(checkoutOrders.locationId, checkoutSubscriptions.locationId)))
    .where(and(eq(checkoutSubscriptions.locationId, ctx.locationId), eq(checkoutSubscriptions.contactId, client.id), eq(checkoutOrders.processorId, p.id), ne(checkoutSubscriptions.status, "canceled")));
  if (!subs.length) throw cardError("This client has no live subscription on this processor.");

  await db.transaction(async (tx) => {
    for (const { s } of subs) {
      await tx.update(checkoutSubscriptions).set({ paymentMethodId: pm.id, card: pm.card, updatedAt: new Date() }).where(and(eq(checkoutSubscriptions.id, s.id), eq(checkoutSubscriptions.locationId, ctx.locationId)));
    }
    await recordActivity(tx as unknown as Db, { locationId: ctx.locationId, module: "checkout", action: "card_updated", title: `The card of ${client.email ?? "a client"} was updated`, body: `${pm.card.brand} ending ${pm.card.last4}`, data: { client_id: client.id } });
  });

  for (const { s } of subs) {
    // The processor renews it (Stripe): it gets the card as default and pays its open invoice if past due.
    if (s.processorSubscriptionId) {
      await payments(db)
        .updateSubscriptionCard(p.accountId, s.processorSubscriptionId, pm.id, s.status === "past_due", `client-card-${intent.id}-sub-${s.id}`)
        .catch((err) => {
          const message = processorRefusal(err);
          if (message) throw cardError(message);
          throw err;
        });
    } else if (s.status === "past_due") await retryPastDue(db, s.id, ctx.locationId);
  }
  const results = await db
    .select({ id: checkoutSubscriptions.id, status: checkoutSubscriptions.status })
    .from(checkoutSubscriptions)
    .where(and(eq(checkoutSubscriptions.locationId, ctx.locationId), inArray(checkoutSubscriptions.id, subs.map(({ s }) => s.id))));
  return { status: 1, message: "Card has been updated successfully!", data: { card: pm.card, subscriptions: results } };
}
