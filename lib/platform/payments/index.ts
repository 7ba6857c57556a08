import "server-only";
import type { Db } from "@/db";
import { embeddedProcessor } from "./embedded";
import { stripeProcessor } from "./stripe";
import type { PaymentsProcessor } from "./types";

export type { NewProcessorSubscription, PaymentIntent, PaymentError, PaymentEvent, PaymentsProcessor, ProcessorAccount, ProcessorInvoice, ProcessorSubscription, ProcessorSubscriptionChange, Refund, SetupIntent } from "./types";
export { PaymentRequestError } from "./embedded";
export { constructEvent, signatureHeader, webhookSecret, STRIPE_API_VERSION } from "./signing";

export { paymentsMode } from "./mode";
export { PLATFORM_ACCOUNT } from "./ids";
export { advanceTestClock, processorNow } from "./clock";

/** The processor for a webhook endpoint's payments (its events go to that endpoint). */
export function payments(db: Db, endpoint = "checkout"): PaymentsProcessor {
  const key = process.env.STRIPE_SECRET_KEY;
  return key ? stripeProcessor(key) : embeddedProcessor(db, endpoint);
}
