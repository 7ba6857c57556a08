import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { twilioAccounts } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { validationError } from "@/lib/http/errors";
import { sealSecret, openSecret } from "@/lib/platform/secrets";
import { TWILIO_CONNECT_FAILED, UNREADABLE_TOKEN } from "./constants";
import { toE164 } from "./numbers";
import { twilioClient } from "./twilio-client";

export type TwilioCredentials = { account_sid: string; auth_token: string; phone_number?: string | null; messaging_service_sid?: string | null };

/** What the settings screen shows: never the auth token. */
export async function twilioConnection(db: Db, ctx: Ctx) {
  const [a] = await db.select().from(twilioAccounts).where(eq(twilioAccounts.locationId, ctx.locationId));
  if (!a) return null;
  return {
    account_sid: a.accountSid,
    phone_number: a.fromNumber,
    messaging_service_sid: a.messagingServiceSid,
    status: a.status,
    error_message: a.errorMessage,
    updated_at: a.updatedAt,
  };
}

/** Whether the location sends through its own, checked Twilio account. */
export async function twilioConnected(db: Db, locationId: number): Promise<boolean> {
  const [a] = await db.select({ status: twilioAccounts.status }).from(twilioAccounts).where(eq(twilioAccounts.locationId, locationId));
  return a?.status === "connected";
}

/**
 * POST /integration/save-twilio-credentials: stores the location's own Twilio account as
 * "pending"; SMS keep going out the previous way until update-twilio-connection checks it.
 */
export async function saveTwilioCredentials(db: Db, ctx: Ctx, input: TwilioCredentials) {
  const phone = input.phone_number ? toE164(input.phone_number) : null;
  if (input.phone_number && !phone) throw validationError({ phone_number: ["The phone number must be a valid phone number."] });
  if (!phone && !input.messaging_service_sid) throw validationError({ phone_number: ["A phone number or a messaging service SID is required."] });
  const values = {
    accountSid: input.account_sid,
    authToken: sealSecret(input.auth_token),
    fromNumber: phone,
    messagingServiceSid: input.messaging_service_sid || null,
    status: "pending",
    errorMessage: null,
    updatedAt: new Date(),
  };
  try {
    await db.insert(twilioAccounts).values({ locationId: ctx.locationId, ...values }).onConflictDoUpdate({ target: twilioAccounts.locationId, set: values });
  } catch (err) {
    // The unique number index: another location already receives on this number.
    if (String((err as { code?: string }).code ?? (err as Error).message).match(/23505|unique/i)) {
      throw validationError({ phone_number: ["This phone number is already connected to another account."] });
    }
    throw err;
  }
  return { message: "Twilio credentials saved.", data: await twilioConnection(db, ctx) };
}

/**
 * POST /integration/update-twilio-connection: connect (checks the credentials with Twilio
 * and that the number belongs to the account) or disconnect. Answers status and
 * error_message (doc 1: the screen shows error_message on failure).
 */
export async function updateTwilioConnection(db: Db, ctx: Ctx, connect: boolean): Promise<{ status: boolean; error_message: string | null }> {
  const [a] = await db.select().from(twilioAccounts).where(eq(twilioAccounts.locationId, ctx.locationId));
  if (!a) return { status: false, error_message: "Save your Twilio credentials first." };
  if (!connect) {
    await db.update(twilioAccounts).set({ status: "disconnected", errorMessage: null, updatedAt: new Date() }).where(eq(twilioAccounts.locationId, ctx.locationId));
    return { status: true, error_message: null };
  }
  let error: string | null = null;
  try {
    const token = openSecret(a.authToken);
    if (!token) throw new Error(UNREADABLE_TOKEN);
    const client = twilioClient(a.accountSid, token);
    const account = await client.api.v2010.accounts(a.accountSid).fetch();
    if (account.status !== "active") error = `The Twilio account is ${account.status}.`;
    else if (a.fromNumber) {
      const owned = await client.incomingPhoneNumbers.list({ phoneNumber: a.fromNumber, limit: 1 });
      if (!owned.length) error = `The number ${a.fromNumber} does not belong to this Twilio account.`;
    }
  } catch (err) {
    error = (err as Error).message || TWILIO_CONNECT_FAILED;
  }
  await db
    .update(twilioAccounts)
    .set({ status: error ? "failed" : "connected", errorMessage: error, updatedAt: new Date() })
    .where(eq(twilioAccounts.locationId, ctx.locationId));
  return { status: !error, error_message: error };
}
