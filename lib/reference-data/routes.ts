import { cachedJson } from "@/lib/http/cached-json";
import { defineModule } from "@/lib/http/module";
import { get } from "@/lib/http/route";
import { countries, timezonesByCountry } from "./countries";
import { countryList, countryTimezonesList, timezoneList } from "./schemas";
import { timezones } from "./timezones";

/**
 * Reference data (doc 1 s3, doc 2 s7 "Settings and shared"): the same for every caller, so no
 * permission (any signed-in member may read it) and scoped to the caller's session only.
 */
const reference = { tenancy: "user" } as const;
/** Revalidated with If-None-Match, an unchanged list answers 304 (lib/http/cached-json.ts). */
const cached = { ...reference, answers: [304] } as const;

const countriesAnswer = cachedJson(() => ({ data: countries() }));
const timezonesAnswer = cachedJson(() => ({ data: timezones() }));
const byCountryAnswer = cachedJson(() => ({ data: timezonesByCountry() }));

export const referenceDataModule = defineModule("reference-data", [
  get("/countries", { ...cached, summary: "Countries with their dial codes (name, dial_code, code)", response: countryList },
    ({ req }) => countriesAnswer(req)),
  get("/timezones", { ...cached, summary: "IANA time zones with their standard UTC offsets", response: timezoneList },
    ({ req }) => timezonesAnswer(req)),
  get("/timezones-by-country", { ...cached, summary: "Each country's time zones", response: countryTimezonesList },
    ({ req }) => byCountryAnswer(req)),
]);
