import { getAllCountries, getCountry } from "countries-and-timezones";
import { getCountryCallingCode, isSupportedCountry, type CountryCode } from "libphonenumber-js";
import { timezones } from "./timezones";

/** A country entry of doc 1 s3: name, dial code, ISO 3166-1 alpha-2 code. */
export type Country = { name: string; dial_code: string; code: string };
export type CountryTimezones = { code: string; name: string; timezones: string[] };

let countryCache: Country[] | undefined;
let byCountryCache: CountryTimezones[] | undefined;

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, "en");

/**
 * Names and codes from `countries-and-timezones`, dial codes from libphonenumber-js (the
 * library that parses our phone numbers, so a picked code always parses). The few territories
 * with no telephone code of their own (Antarctica, Heard Island, ...) are left out: a country
 * list exists to pick a dial code. Computed once per process.
 */
export function countries(): Country[] {
  countryCache ??= Object.values(getAllCountries())
    .filter((c) => isSupportedCountry(c.id))
    .map((c) => ({ name: c.name, dial_code: `+${getCountryCallingCode(c.id as CountryCode)}`, code: c.id }))
    .sort(byName);
  return countryCache;
}

/** Each country's current tzdb zones, all of them in /timezones. */
export function timezonesByCountry(): CountryTimezones[] {
  const listed = new Set(timezones().map((z) => z.name));
  byCountryCache ??= Object.values(getAllCountries())
    .map((c) => ({ code: c.id, name: c.name, timezones: (getCountry(c.id)?.timezones ?? []).filter((z) => listed.has(z)) }))
    .sort(byName);
  return byCountryCache;
}

/** A code of the /countries list: what every country field accepts. */
export function isCountryCode(code: string): boolean {
  return countries().some((c) => c.code === code);
}
