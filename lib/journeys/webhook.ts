import "server-only";
import { postSignedWebhook, signWebhookBody } from "@/lib/platform/webhooks/send";

export { webhookUrlProblem } from "@/lib/platform/webhooks/send";

/** What a journey's receiver recomputes: bare hex HMAC-SHA256 over `timestamp.body` with the step's secret. */
export const signJourneyWebhook = signWebhookBody;

/**
 * One signed POST of a journey step (lib/platform/webhooks/send.ts): `Idempotency-Key` is the run
 * and step, so a retry carries the same key. Throws on anything but a 2xx answer.
 */
export async function postJourneyWebhook(url: string, secret: string, idempotencyKey: string, payload: unknown): Promise<number> {
  const status = await postSignedWebhook({ url, secret, idempotencyKey, body: JSON.stringify(payload) });
  if (status < 200 || status >= 300) throw new Error(`The webhook answered ${status}.`);
  return status;
}
