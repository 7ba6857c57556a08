import twilio from "twilio";

/**
 * A Twilio REST client. TWILIO_API_BASE (tests, or a regional proxy) replaces the
 * https://*.twilio.com origin, so the real SDK can be exercised against a local peer.
 */
export function twilioClient(accountSid: string, authToken: string) {
  const base = process.env.TWILIO_API_BASE?.replace(/\/+$/, "");
  if (!base) return twilio(accountSid, authToken, { timeout: 10_000 });
  const origin = base;
  class LocalRequestClient extends twilio.RequestClient {
    request<TData>(opts: Parameters<twilio.RequestClient["request"]>[0] & { data?: TData }) {
      return super.request<TData>({ ...opts, uri: opts.uri.replace(/^https:\/\/[a-z0-9.-]+\.twilio\.com/, origin) });
    }
  }
  return twilio(accountSid, authToken, { httpClient: new LocalRequestClient({ timeout: 10_000 }) });
}

export type TwilioError = Error & { status?: number; code?: number };

/** A location's SMS setup that only the coach can fix (sending cannot succeed until then). */
export class SmsSetupError extends Error {}

/**
 * No retry for what will never succeed: Twilio's 4xx answers (bad number, opted out) and a
 * setup problem.
 */
export function isPermanent(err: unknown): boolean {
  if (err instanceof SmsSetupError) return true;
  const status = (err as TwilioError)?.status;
  return typeof status === "number" && status >= 400 && status < 500 && status !== 429;
}
