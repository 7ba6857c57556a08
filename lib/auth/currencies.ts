/** Currency entries of doc 1 s3, from the runtime's ICU data rather than a hand-kept table. */
type Currency = {
  name: string; symbol: string; symbolNative: string; decimalDigits: number;
  rounding: number; code: string; namePlural: string;
};

let cache: Currency[] | undefined;

export function currencies(): Currency[] {
  if (cache) return cache;
  const names = new Intl.DisplayNames(["en"], { type: "currency" });
  cache = Intl.supportedValuesOf("currency").map((code) => {
    const fmt = new Intl.NumberFormat("en", { style: "currency", currency: code });
    const symbol = fmt.formatToParts(0).find((p) => p.type === "currency")?.value ?? code;
    const narrow = new Intl.NumberFormat("en", { style: "currency", currency: code, currencyDisplay: "narrowSymbol" })
      .formatToParts(0)
      .find((p) => p.type === "currency")?.value ?? symbol;
    const name = names.of(code) ?? code;
    return {
      name,
      symbol,
      symbolNative: narrow,
      decimalDigits: fmt.resolvedOptions().maximumFractionDigits ?? 2,
      rounding: code === "CHF" ? 0.05 : 0, // doc 1 s9: Swiss franc rounding 0.05
      code,
      namePlural: name.endsWith("s") ? name : `${name}s`,
    };
  });
  return cache;
}
