/**
 * Phone numbers for reading (the rest of the value formatting is lib/format.ts). Apart from it
 * because libphonenumber-js brings its country metadata into every page that imports it.
 */
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";

/**
 * A phone number for reading: "+1 555 100 0000", or the national form "(555) 100-0000" when it
 * is in `country`. Text that is not a valid number comes back as it was typed (trimmed).
 */
export function formatPhone(value: string | null | undefined, { country }: { country?: CountryCode } = {}): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  const parsed = parsePhoneNumberFromString(raw, country);
  if (!parsed || !parsed.isValid()) return raw;
  return country && parsed.country === country ? parsed.formatNational() : parsed.formatInternational();
}

/**
 * How a number typed without "+" reads in `country`: "+44 20 7946 0958", or null when it is not
 * a valid number there (the bulk bar's phone code shows this before the coach applies it).
 */
export function phoneInCountry(value: string | null | undefined, country: CountryCode): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  const parsed = parsePhoneNumberFromString(raw, country);
  return parsed?.isValid() ? parsed.formatInternational() : null;
}
