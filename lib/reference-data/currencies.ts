import { data as iso4217 } from "currency-codes";

/** A currency entry of doc 1 s3 (refresh `currencies`). */
export type Currency = {
  name: string; symbol: string; symbolNative: string; decimalDigits: number;
  rounding: number; code: string; namePlural: string;
};

/** Doc 1 s9: the Swiss franc rounds to 0.05; every other currency to its minor unit (0). */
const ROUNDING: Record<string, number> = { CHF: 0.05 };

function currencyPart(code: string, display: "symbol" | "narrowSymbol" | "name", amount: number): string {
  const parts = new Intl.NumberFormat("en", { style: "currency", currency: code, currencyDisplay: display }).formatToParts(amount);
  return parts.find((p) => p.type === "currency")?.value ?? code;
}

let cache: Currency[] | undefined;

/**
 * The ISO 4217 list (the `currency-codes` package: codes, official names, minor-unit digits),
 * with symbols and plural names from the runtime's CLDR data. Computed once per process.
 */
export function currencies(): Currency[] {
  cache ??=
    iso4217.map((c) => ({
      name: c.currency,
      symbol: currencyPart(c.code, "symbol", 0),
      symbolNative: currencyPart(c.code, "narrowSymbol", 0),
      decimalDigits: c.digits,
      rounding: ROUNDING[c.code] ?? 0,
      code: c.code,
      // "2 US dollars": CLDR's plural form, not a guessed "s".
      namePlural: currencyPart(c.code, "name", 2),
    }));
  return cache;
}
