/** Stripe when STRIPE_SECRET_KEY is set; otherwise the embedded test processor. */
export function paymentsMode(): "stripe" | "embedded" {
  return process.env.STRIPE_SECRET_KEY ? "stripe" : "embedded";
}
