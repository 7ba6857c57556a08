import "server-only";
import type { Db } from "@/db";
import { embeddedProcessor } from "./embedded";
import { stripeProcessor } from "./stripe";
import type { PaymentsProcessor } from "./types";

export type { PaymentIntent, PaymentError, PaymentEvent, PaymentsProcessor, ProcessorAccount, Refund } from "./types";
export { PaymentRequestError } from "./embedded";
export { constructEvent, signatureHeader, webhookSecret, STRIPE_API_VERSION } from "./signing";

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the embedded test processor. */
export function paymentsMode(): "stripe" | "embedded" {
  return process.env.STRIPE_SECRET_KEY ? "stripe" : "embedded";
}

/** The processor for a webhook endpoint's payments (its events go to that endpoint). */
export function payments(db: Db, endpoint = "checkout"): PaymentsProcessor {
  const key = process.env.STRIPE_SECRET_KEY;
  return key ? stripeProcessor(key) : embeddedProcessor(db, endpoint);
}
