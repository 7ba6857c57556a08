import "server-only";
import { createHmac } from "node:crypto";
import { lookup } from "node:dns/promises";
import { isPrivateHost } from "@/lib/integrations/private-host";
import { WEBHOOK_TIMEOUT_MS } from "./constants";

/** Tests post to a local peer: only they set this. */
const allowPrivate = () => process.env.WEBHOOK_ALLOW_PRIVATE === "1";

/**
 * Why a webhook URL may not be called, or null: http(s) only, and every address its host
 * resolves to is public (a journey must not reach into the server's own network).
 */
export async function webhookUrlProblem(raw: string): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "The url must be a valid URL.";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "The url must start with http:// or https://.";
  if (url.username || url.password) return "The url may not contain a user name or password.";
  if (allowPrivate()) return null;
  if (isPrivateHost(url.hostname)) return "The url must be a public address.";
  const addresses = await lookup(url.hostname.replace(/^\[|\]$/g, ""), { all: true }).catch(() => null);
  if (!addresses?.length) return "The url's host could not be found.";
  if (addresses.some((a) => isPrivateHost(a.address))) return "The url must be a public address.";
  return null;
}

export const signJourneyWebhook = (secret: string, timestamp: string, body: string) => createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");

/**
 * One signed POST: JSON body, `X-CoachOS-Signature` = HMAC-SHA256 over `timestamp.body` with the
 * step's secret, `Idempotency-Key` the run and step (a retry carries the same key, so the receiver
 * can drop a repeat), 10 s timeout, no redirects. Throws on anything but a 2xx answer.
 */
export async function postJourneyWebhook(url: string, secret: string, idempotencyKey: string, payload: unknown): Promise<number> {
  const problem = await webhookUrlProblem(url);
  if (problem) throw new Error(problem);
  const body = JSON.stringify(payload);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const res = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "idempotency-key": idempotencyKey,
      "x-coachos-timestamp": timestamp,
      "x-coachos-signature": signJourneyWebhook(secret, timestamp, body),
    },
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  await res.body?.cancel().catch(() => {});
  if (res.status < 200 || res.status >= 300) throw new Error(`The webhook answered ${res.status}.`);
  return res.status;
}
