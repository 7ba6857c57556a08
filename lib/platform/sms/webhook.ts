import twilio from "twilio";
import type { Db } from "@/db";
import { appUrl } from "@/lib/auth/app-url";
import { accountForNumber, receiveSms } from "./inbound";

const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

function json(status: number, message: string) {
  return Response.json({ message }, { status });
}

/**
 * POST /api/webhooks/twilio/sms. Twilio signs the full public URL plus the sorted form
 * fields with the receiving account's auth token; anything unsigned or forged is 403 and
 * touches nothing. The URL is rebuilt from APP_URL, since a proxy may change the host.
 */
export async function handleTwilioSmsWebhook(db: Db, req: Request): Promise<Response> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded")) return json(415, "Twilio webhooks are form-encoded.");
  const text = await req.text();
  if (text.length > 64 * 1024) return json(413, "Payload too large.");
  const params = Object.fromEntries(new URLSearchParams(text));
  const signature = req.headers.get("x-twilio-signature");
  if (!signature) return json(403, "Missing Twilio signature.");
  const { To: to, From: from, Body: body = "", MessageSid: sid } = params;
  if (!to || !from || !sid) return json(403, "Invalid Twilio signature.");
  const account = await accountForNumber(db, to);
  const u = new URL(req.url);
  const url = `${appUrl()}${u.pathname}${u.search}`;
  if (!account || !twilio.validateRequest(account.authToken, signature, url, params)) return json(403, "Invalid Twilio signature.");
  if (params.AccountSid && params.AccountSid !== account.accountSid) return json(403, "Invalid Twilio signature.");
  // Signed over the raw fields above; stored cleaned (NUL and broken UTF-16 cannot be stored).
  await receiveSms(db, account.locationId, { messageSid: sid, from, to, body });
  return new Response(EMPTY_TWIML, { status: 200, headers: { "content-type": "text/xml" } });
}
