import type { CountryCode } from "libphonenumber-js";
import { toE164 } from "@/lib/platform/sms/numbers";

/** The number a contact is texted at: typed without "+", it is read in the contact's phone country. */
export function contactSmsNumber(c: { number: string | null; phoneCountryCode: string | null }): string | null {
  if (!c.number) return null;
  return c.phoneCountryCode ? toE164(c.number, c.phoneCountryCode as CountryCode) : toE164(c.number);
}

export const NO_NUMBER = "This contact has no phone number that can receive SMS.";
