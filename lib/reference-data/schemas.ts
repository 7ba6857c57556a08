import { z } from "@hono/zod-openapi";
import { dataOf } from "@/lib/http/schemas";

export const countryRow = z.object({ name: z.string(), dial_code: z.string(), code: z.string() }).openapi("Country");
export const timezoneRow = z.object({ name: z.string(), utc_offset: z.string(), label: z.string() }).openapi("Timezone");
export const countryTimezonesRow = z.object({ code: z.string(), name: z.string(), timezones: z.array(z.string()) }).openapi("CountryTimezones");

export const countryList = dataOf(z.array(countryRow));
export const timezoneList = dataOf(z.array(timezoneRow));
export const countryTimezonesList = dataOf(z.array(countryTimezonesRow));
