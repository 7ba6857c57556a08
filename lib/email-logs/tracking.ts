import "server-only";
import { isbot } from "isbot";
import type { Db } from "@/db";
import { notFound } from "@/lib/http/errors";
import { recordEmailEvent } from "@/lib/platform/email/events";
import { checkClickSignature, readMessageToken } from "@/lib/platform/email/tokens";
import { APPLE_PROXY_PREFIX } from "./constants";

/**
 * The open pixel and the click redirect of a location's sent email (links written at delivery,
 * lib/platform/email/tracking.ts). Honest opens: Apple's proxy (17.0.0.0/8), a bot's user agent,
 * or a fetch within 2 s of delivery (a scanner at the receiving server) is a machine open,
 * counted apart in the report.
 */

/** The smallest transparent GIF, sent for every pixel. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
const NO_STORE = "no-store, no-cache, must-revalidate, private";

export function isMachine(ip: string | null, userAgent: string | null): boolean {
  const v4 = ip?.replace(/^::ffff:/i, "") ?? "";
  return v4.startsWith(APPLE_PROXY_PREFIX) || (!!userAgent && isbot(userAgent));
}

export async function openPixel(db: Db, token: string, ip: string | null, userAgent: string | null): Promise<Response> {
  const messageId = readMessageToken(token);
  if (messageId === null) throw notFound("Email");
  // "recent": the database decides "within 2 s of delivery" in the insert itself.
  const machine = isMachine(ip, userAgent) || "recent";
  if (!(await recordEmailEvent(db, { messageId, type: "open", machine }))) throw notFound("Email");
  return new Response(PIXEL, { status: 200, headers: { "content-type": "image/gif", "content-length": String(PIXEL.length), "cache-control": NO_STORE } });
}

/** A click goes only to a URL signed for that message; anything else is a 404 and records nothing. */
export async function clickRedirect(db: Db, token: string, q: { url: string; sig: string }, ip: string | null, userAgent: string | null): Promise<Response> {
  const messageId = readMessageToken(token);
  if (messageId === null || !/^https?:\/\//i.test(q.url) || !checkClickSignature(messageId, q.url, q.sig)) throw notFound("Link");
  if (!(await recordEmailEvent(db, { messageId, type: "click", url: q.url, machine: isMachine(ip, userAgent) }))) throw notFound("Link");
  return new Response(null, { status: 302, headers: { location: q.url, "cache-control": NO_STORE, "referrer-policy": "no-referrer" } });
}
