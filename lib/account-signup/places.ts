import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";

/**
 * Countries and time zones for Verify Business, from the runtime's Intl data and
 * libphonenumber-js's country list: the same lists in the browser and on the server, no
 * files to download. (Another module serves /countries and /timezones; these are the rules.)
 */

let countryCache: { code: string; name: string; dial_code: string }[] | null = null;

export function countryOptions() {
  if (countryCache) return countryCache;
  const names = new Intl.DisplayNames(["en"], { type: "region" });
  countryCache = getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, dial_code: `+${getCountryCallingCode(code)}` }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return countryCache;
}

export function isCountryCode(code: string): boolean {
  return (getCountries() as string[]).includes(code);
}

let zoneCache: string[] | null = null;

/** IANA zones the runtime knows, plus UTC (which `supportedValuesOf` leaves out). */
export function timezoneOptions(): string[] {
  zoneCache ??= ["UTC", ...Intl.supportedValuesOf("timeZone")];
  return zoneCache;
}

export function isTimezone(zone: string): boolean {
  return timezoneOptions().includes(zone);
}

/** The browser's own zone when it is one we offer, else UTC. */
export function guessTimezone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimezone(zone) ? zone : "UTC";
}

/** A mobile number as E.164, or null when it is not a valid number (US when no +code). */
export function mobileE164(raw: string, country: CountryCode = "US"): string | null {
  const n = parsePhoneNumberFromString(raw.trim(), country);
  return n?.isValid() ? n.number : null;
}
