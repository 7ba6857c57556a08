import Stripe from "stripe";
import { PaymentRequestError } from "./embedded";

/** The processor's own message when `err` is a refusal by the processor (either mode), else null. */
export function processorRefusal(err: unknown): string | null {
  if (err instanceof PaymentRequestError) return err.error.message;
  if (err instanceof Stripe.errors.StripeError) return err.message;
  return null;
}
