import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { twilioAccounts } from "@/db/schema";
import { openSecret } from "@/lib/platform/secrets";
import { OUTBOX_SENDER, UNREADABLE_TOKEN } from "./constants";
import { SmsSetupError, twilioClient } from "./twilio-client";

export type SmsEnvelope = { to: string; body: string; statusCallback?: string };
export type SmsDelivery = { status: "sent" | "captured"; providerId: string | null; segments?: number };

export interface SmsTransport {
  readonly kind: "twilio" | "outbox";
  /** The sending number (or messaging service), also the key of its send rate. */
  readonly sender: string;
  deliver(sms: SmsEnvelope): Promise<SmsDelivery>;
}

type TwilioConfig = { accountSid: string; authToken: string; from: string | null; messagingServiceSid: string | null };

function twilioTransport(c: TwilioConfig): SmsTransport {
  const client = twilioClient(c.accountSid, c.authToken);
  return {
    kind: "twilio",
    sender: c.messagingServiceSid ?? c.from ?? c.accountSid,
    async deliver(sms) {
      const msg = await client.messages.create({
        to: sms.to,
        body: sms.body,
        ...(c.messagingServiceSid ? { messagingServiceSid: c.messagingServiceSid } : { from: c.from! }),
      });
      return { status: "sent", providerId: msg.sid, segments: Number(msg.numSegments) || undefined };
    },
  };
}

const outbox: SmsTransport = {
  kind: "outbox",
  sender: OUTBOX_SENDER,
  async deliver() {
    return { status: "captured", providerId: null };
  },
};

/** The account-wide Twilio from TWILIO_* variables, if set. */
export function envTwilio(): TwilioConfig | null {
  const { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token, TWILIO_FROM: from, TWILIO_MESSAGING_SERVICE_SID: svc } = process.env;
  if (!sid || !token || !(from || svc)) return null;
  return { accountSid: sid, authToken: token, from: from ?? null, messagingServiceSid: svc ?? null };
}

/**
 * How a location's SMS leave: its own connected Twilio account first, else the TWILIO_*
 * variables, else the embedded outbox (recorded as "captured", nothing leaves the machine).
 */
export async function smsTransportFor(db: Db, locationId: number | null): Promise<SmsTransport> {
  // System SMS (no location) go by the account-wide sender.
  const [acct] = locationId == null ? [] : await db.select().from(twilioAccounts).where(eq(twilioAccounts.locationId, locationId));
  if (acct?.status === "connected" && (acct.fromNumber || acct.messagingServiceSid)) {
    const authToken = openSecret(acct.authToken);
    // Never fall back to another sender for a location that connected its own number.
    if (!authToken) throw new SmsSetupError(UNREADABLE_TOKEN);
    return twilioTransport({ accountSid: acct.accountSid, authToken, from: acct.fromNumber, messagingServiceSid: acct.messagingServiceSid });
  }
  const env = envTwilio();
  return env ? twilioTransport(env) : outbox;
}
