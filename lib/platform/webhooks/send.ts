import { createHmac, randomBytes } from "node:crypto";
import { lookup } from "node:dns/promises";
import { isPrivateHost } from "./private-host";

/** A receiver must answer within this (ms), or the attempt fails. */
export const WEBHOOK_SEND_TIMEOUT_MS = 10_000;

/** Tests post to a local peer: only they (and local development) set this. */
const allowPrivate = () => process.env.WEBHOOK_ALLOW_PRIVATE === "1";

/**
 * Why a webhook URL may not be called, or null: http(s) only, no credentials, and every address
 * its host resolves to is public (a coach's URL must not reach into the server's own network).
 * Checked when the URL is saved and again before each POST (DNS can change in between).
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

/** Hex HMAC-SHA256 of `${timestamp}.${body}`: what a receiver recomputes (docs/api.md). */
export const signWebhookBody = (secret: string, timestamp: string, body: string) => createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");

/** A signing secret: shown to the subscriber once, stored sealed (lib/platform/secrets.ts). */
export const newSigningSecret = () => `whsec_${randomBytes(24).toString("base64url")}`;

/** A URL the guard refused: no retry can help until the URL changes. */
export class WebhookUrlRefused extends Error {}

export type SignedPost = {
  url: string;
  secret: string;
  /** The JSON text sent, exactly as signed. */
  body: string;
  /** The same for every attempt of one delivery, so a receiver drops a repeat. */
  idempotencyKey: string;
  /** More headers (event name, delivery id). */
  headers?: Record<string, string>;
  /** Put before the hex signature ("sha256=" for documented deliveries; journeys send bare hex). */
  signaturePrefix?: string;
};

/**
 * One signed POST, the one way the app calls a coach's URL: the SSRF guard first, then JSON with
 * `X-CoachOS-Timestamp`, `X-CoachOS-Signature` (HMAC-SHA256 over `timestamp.body`) and
 * `Idempotency-Key`, a timeout, and no redirects (a redirect could lead into a private network).
 * Answers the HTTP status; throws on a refused URL, a timeout or a network error.
 */
export async function postSignedWebhook(p: SignedPost): Promise<number> {
  const problem = await webhookUrlProblem(p.url);
  if (problem) throw new WebhookUrlRefused(problem);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const res = await fetch(p.url, {
    method: "POST",
    headers: {
      ...p.headers,
      "content-type": "application/json",
      "user-agent": "CoachOS-Webhooks/1",
      "idempotency-key": p.idempotencyKey,
      "x-coachos-timestamp": timestamp,
      "x-coachos-signature": `${p.signaturePrefix ?? ""}${signWebhookBody(p.secret, timestamp, p.body)}`,
    },
    body: p.body,
    redirect: "manual",
    signal: AbortSignal.timeout(WEBHOOK_SEND_TIMEOUT_MS),
  });
  await res.body?.cancel().catch(() => {});
  return res.status;
}
