import { createHmac } from "node:crypto";
import Stripe from "stripe";
import { authSecret } from "@/lib/auth/secret";

/** Stripe's API version, pinned: objects and events keep this shape until we move it on purpose. */
export const STRIPE_API_VERSION = "2026-10-28.endive" as const;

/**
 * The signing secret of a webhook endpoint. Production: the endpoint's secret from Stripe
 * (STRIPE_WEBHOOK_SECRET_<ENDPOINT>); embedded: derived from the app's secret, so the test
 * processor and the receiver agree without configuration.
 */
export function webhookSecret(endpoint: string): string {
  const fromEnv = process.env[`STRIPE_WEBHOOK_SECRET_${endpoint.toUpperCase()}`];
  if (fromEnv) return fromEnv;
  return `whsec_${createHmac("sha256", authSecret()).update(`payments:webhook:${endpoint}`).digest("base64url")}`;
}

/** The `Stripe-Signature` header Stripe sends: t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload"> */
export function signatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

const verifier = new Stripe("sk_verify_only", { apiVersion: STRIPE_API_VERSION });

/** Verifies and parses an event with Stripe's own check; throws on a bad or stale signature. */
export function constructEvent(payload: string, header: string, secret: string) {
  return verifier.webhooks.constructEvent(payload, header, secret);
}
