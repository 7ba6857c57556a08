/** Sign-up helpers shared by the form and the server: the time zone guess and phone numbers. */
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";

/** The browser's own zone when it is one offered, else UTC. */
export function guessTimezone(offered: readonly { name: string }[]): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && offered.some((z) => z.name === zone) ? zone : "UTC";
}

/** A mobile number as E.164, or null when it is not a valid number (US when no +code). */
export function mobileE164(raw: string, country: CountryCode = "US"): string | null {
  const n = parsePhoneNumberFromString(raw.trim(), country);
  return n?.isValid() ? n.number : null;
}
