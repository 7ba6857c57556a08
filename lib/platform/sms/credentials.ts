import { and, eq, ne } from "drizzle-orm";
import type { Db } from "@/db";
import { twilioAccounts } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { validationError } from "@/lib/http/errors";
import { sealSecret, openSecret } from "@/lib/platform/secrets";
import { NUMBER_TAKEN, TWILIO_CONNECT_FAILED, UNREADABLE_TOKEN } from "./constants";
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
  // Saving claims nothing (the number is only typed in); a number another location has
  // verified with Twilio is theirs, so saving it here is refused up front.
  if (phone && (await verifiedElsewhere(db, phone, ctx.locationId))) throw validationError({ phone_number: [NUMBER_TAKEN] });
  await db.insert(twilioAccounts).values({ locationId: ctx.locationId, ...values }).onConflictDoUpdate({ target: twilioAccounts.locationId, set: values });
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
  if (!error && a.fromNumber && (await verifiedElsewhere(db, a.fromNumber, ctx.locationId))) error = NUMBER_TAKEN;
  const set = (status: string, errorMessage: string | null) =>
    db.update(twilioAccounts).set({ status, errorMessage, updatedAt: new Date() }).where(eq(twilioAccounts.locationId, ctx.locationId));
  try {
    await set(error ? "failed" : "connected", error);
  } catch (err) {
    // Another location verified the same number a moment ago: the unique index decides.
    if (!isUniqueViolation(err)) throw err;
    error = NUMBER_TAKEN;
    await set("failed", error);
  }
  return { status: !error, error_message: error };
}

/** Whether another location already receives on this number (verified with Twilio). */
async function verifiedElsewhere(db: Db, number: string, locationId: number): Promise<boolean> {
  const [taken] = await db
    .select({ locationId: twilioAccounts.locationId })
    .from(twilioAccounts)
    .where(and(eq(twilioAccounts.fromNumber, number), eq(twilioAccounts.status, "connected"), ne(twilioAccounts.locationId, locationId)))
    .limit(1);
  return Boolean(taken);
}

/** A unique violation, also when the driver wraps it (drizzle puts it in `cause`). */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 3; e = e.cause as typeof e, i++) {
    if (e.code === "23505") return true;
  }
  return false;
}
