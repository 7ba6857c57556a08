import fs from "node:fs";
import path from "node:path";
import type { MiddlewareHandler } from "hono";
import { TRACKING_HOSTS } from "@/lib/checkout/tracking";

/**
 * Security headers, declared once: the pages' Content-Security-Policy (built per request by
 * proxy.ts with a fresh nonce), the API's, and the headers every answer carries
 * (next.config.mjs for everything Next serves itself, the middleware below for the API).
 */

export const COMMON_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

/** An API answer is data, never a document: nothing may load or frame it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Public pages meant to be embedded in other sites (frame-ancestors *): add a path pattern here,
 * and only here. The opt-in forms (`/opt-in/{access_key}/{service}`, not their confirmation
 * link) are embedded with the key send-access-key mails.
 */
export const EMBEDDABLE_PAGES: RegExp[] = [/^\/opt-in\/(?!confirm\/)[A-Za-z0-9_-]{22}\/[1-9]$/];

/**
 * Public pages that may load a coach's tracking snippets (lib/checkout/tracking.ts): the checkout
 * and its thank-you page, not the card-update page. Only there may the page talk to their hosts.
 */
export const TRACKING_PAGES: RegExp[] = [/^\/buy\/(?!card\/)[^/]+(\/thank-you\/[^/]+)?$/];

/** 16 random bytes, base64: unguessable per response (Next reads it from the CSP header). */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

// ---------- Realtime: the browser's websocket must be allowed by connect-src ----------

type RealtimeHolder = { running?: { port: number } };

/** The embedded server's port, as lib/platform/realtime/config.ts hands it to the shell. */
function embeddedRealtimePort(): number | undefined {
  const running = ((globalThis as Record<string, unknown>).__coachosRealtime as RealtimeHolder | undefined)?.running?.port;
  if (running) return running;
  // Another process on the same data folder may run it (config.ts: embeddedPort()).
  try {
    const file = path.join(process.env.DATA_DIR ?? path.join(process.cwd(), ".data"), "realtime.json");
    const port = (JSON.parse(fs.readFileSync(file, "utf8")) as { port?: number }).port;
    return typeof port === "number" ? port : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where pusher-js connects (mirrors realtimeClientConfig in lib/platform/realtime/config.ts):
 * Pusher or a compatible server when PUSHER_* are set, else the embedded server on the
 * page's own hostname (`pageHost`) and its port.
 */
export function realtimeSources(pageHost: string): string[] {
  if (process.env.PUSHER_APP_ID && process.env.PUSHER_KEY && process.env.PUSHER_SECRET) {
    const tls = process.env.PUSHER_USE_TLS !== "false";
    const cluster = process.env.PUSHER_CLUSTER ?? "mt1";
    const host = process.env.PUSHER_WS_HOST ?? process.env.PUSHER_HOST;
    const port = process.env.PUSHER_WS_PORT ?? (host ? process.env.PUSHER_PORT : undefined);
    const ws = `${tls ? "wss" : "ws"}://${host ?? `ws-${cluster}.pusher.com`}${port ? `:${port}` : ""}`;
    // pusher-js falls back to HTTP streaming/polling on Pusher's sockjs hosts.
    return host ? [ws] : [ws, `https://sockjs-${cluster}.pusher.com`];
  }
  const port = embeddedRealtimePort();
  return port ? [`ws://${pageHost}:${port}`] : [];
}

/** The page CSP. `host` is the request's hostname (no port), `embeddable` from EMBEDDABLE_PAGES. */
export function pageCsp(opts: { nonce: string; host: string; dev: boolean; embeddable?: boolean; tracking?: boolean }): string {
  const tracking = opts.tracking ? TRACKING_HOSTS : { connect: [], frame: [] };
  const directives = [
    "default-src 'self'",
    // Only scripts carrying this response's nonce, and what they load ('strict-dynamic').
    // Dev needs 'unsafe-eval': React rebuilds server error stacks with eval there.
    `script-src 'self' 'nonce-${opts.nonce}' 'strict-dynamic'${opts.dev ? " 'unsafe-eval'" : ""}`,
    // 'unsafe-inline' for styles: Radix (popper positioning, presence), sonner and React's
    // `style` props write style *attributes*, which a nonce cannot cover; the sandboxed
    // email preview (srcdoc, inherits this policy) carries its own <style>. A nonce here
    // would make browsers ignore 'unsafe-inline', so none is given. Styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // https: for images in email bodies (the mailbox preview) and remote profile pictures.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...realtimeSources(opts.host), ...tracking.connect].join(" "),
    ["frame-src 'self'", ...tracking.frame].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${opts.embeddable ? "*" : "'none'"}`,
  ];
  return directives.join("; ");
}

/**
 * The API's headers (lib/api/app.ts): nosniff, referrer policy, a no-document CSP, and
 * `Cache-Control: no-store` on every answer to an authenticated request, so no shared or
 * browser cache keeps one user's data; also on answers to writes (login hands out a token).
 */
export const apiSecurityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [k, v] of Object.entries(COMMON_HEADERS)) c.header(k, v);
  c.header("Content-Security-Policy", API_CSP);
  const authenticated = c.get("ctx") !== undefined || c.req.header("authorization") !== undefined || /next-auth\.session-token=/.test(c.req.header("cookie") ?? "");
  // A GET answer its route marked `private` (lib/http/cached-json.ts: reference data, the same
  // for everyone) may stay in the caller's own browser; everything else is no-store.
  const ownCache = c.req.method === "GET" && /^private,/.test(c.res.headers.get("Cache-Control") ?? "");
  if ((authenticated || c.req.method !== "GET") && !ownCache) c.header("Cache-Control", "no-store");
};
