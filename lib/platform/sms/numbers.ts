import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";

const DEFAULT_COUNTRY = (process.env.SMS_DEFAULT_COUNTRY ?? "US") as CountryCode;

/**
 * A phone number in E.164 (+14155550101), or null when it cannot be one. "Possible" (the
 * right length for its country) rather than "valid": numbering plans change faster than
 * the library, and a carrier is the final judge.
 */
export function toE164(raw: string | null | undefined, country: CountryCode = DEFAULT_COUNTRY): string | null {
  if (!raw) return null;
  const n = parsePhoneNumberFromString(raw.trim(), country);
  return n?.isPossible() ? n.number : null;
}

/**
 * The digit strings a contact's stored number may reduce to for one E.164 number: with its
 * country code, or national only (contacts keep what was typed).
 */
export function digitForms(e164: string): string[] {
  const n = parsePhoneNumberFromString(e164);
  const all = e164.replace(/\D/g, "");
  return n ? [...new Set([all, n.nationalNumber.replace(/\D/g, "")])] : [all];
}
