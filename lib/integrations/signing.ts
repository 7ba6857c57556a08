import { timingSafeEqual } from "node:crypto";
import { signWebhookBody } from "@/lib/platform/webhooks/send";

/**
 * The signature a receiver checks: `sha256=` + hex HMAC-SHA256 of `${timestamp}.${body}` under
 * the webhook's secret (the platform's signed sender writes it so). The timestamp (seconds) lets a
 * receiver refuse old replays.
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${signWebhookBody(secret, String(timestamp), body)}`;
}

/** What a receiver does (and the tests do): recompute and compare in constant time. */
export function verifyWebhook(secret: string, timestamp: number, body: string, signature: string): boolean {
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
