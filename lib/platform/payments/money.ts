/**
 * One money module: amounts are integer minor units of their currency. Currencies have 0, 2 or 3
 * decimal digits (Stripe's lists); three-decimal amounts must end in 0; Swiss franc totals are
 * rounded to 0.05; each currency has the processor's minimum charge.
 */
import { formatCurrency } from "@/lib/format";

const ZERO_DECIMAL = new Set(["BIF", "CLP", "DJF", "GNF", "JPY", "KMF", "KRW", "MGA", "PYG", "RWF", "UGX", "VND", "VUV", "XAF", "XOF", "XPF"]);
const THREE_DECIMAL = new Set(["BHD", "JOD", "KWD", "OMR", "TND"]);

/** Stripe's minimum charge amounts, in minor units; others take the equivalent of 0.50. */
const MINIMUMS: Record<string, number> = { USD: 50, EUR: 50, GBP: 30, CHF: 50, CAD: 50, AUD: 50, NZD: 50, JPY: 50, DKK: 250, NOK: 300, SEK: 300, HKD: 400, SGD: 50, MXN: 1000, PLN: 200, CZK: 1500, HUF: 17500, RON: 200, BGN: 100, AED: 200, INR: 50, KWD: 200, BHD: 200, JOD: 400, OMR: 200, TND: 2000 };

export const CURRENCY_CODE = /^[A-Za-z]{3}$/;

export function currencyDigits(currency: string): 0 | 2 | 3 {
  const c = currency.toUpperCase();
  if (ZERO_DECIMAL.has(c)) return 0;
  if (THREE_DECIMAL.has(c)) return 3;
  return 2;
}

export function minimumAmount(currency: string): number {
  const c = currency.toUpperCase();
  return MINIMUMS[c] ?? (currencyDigits(c) === 0 ? 50 : currencyDigits(c) === 3 ? 500 : 50);
}

/** The step a currency's amounts move in: 10 for three-decimal ones, 5 for CHF, else 1. */
export function amountStep(currency: string): number {
  const c = currency.toUpperCase();
  if (currencyDigits(c) === 3) return 10;
  if (c === "CHF") return 5;
  return 1;
}

/** Rounds a computed (possibly fractional) amount to the currency's step, half up. */
export function roundAmount(amount: number, currency: string): number {
  const step = amountStep(currency);
  // Fractions from percentages are exact to 1e-6 here; nudge before rounding so .5 goes up.
  return Math.round(amount / step + 1e-9) * step;
}

/** Why a price cannot be charged (field message), or null. */
export function priceProblem(amount: number, currency: string): string | null {
  const c = currency.toUpperCase();
  if (!Number.isInteger(amount) || amount < 0) return "The price must be a whole number of minor units.";
  if (amount === 0) return null; // free products skip payment
  if (amount < minimumAmount(c)) return `The price must be at least ${toMajor(minimumAmount(c), c)} ${c}.`;
  const step = amountStep(c);
  if (amount % step !== 0) return c === "CHF" ? "Swiss franc prices must be a multiple of 0.05." : "Three-decimal amounts must end in 0.";
  return null;
}

/** The company currency setting (doc 3 s9): its amounts are shown with the coach's symbol. */
export type CompanyCurrency = { currency: string; symbol: string };

/**
 * The one display of an amount: minor units in its own currency ("$29.00", "¥1,500"). An amount
 * in the company's currency takes the company's symbol; other currencies keep their own.
 */
export const formatMoney = (amount: number, currency: string, company?: CompanyCurrency | null) =>
  formatCurrency(amount / 10 ** currencyDigits(currency), currency, company && company.currency.toUpperCase() === currency.toUpperCase() ? company.symbol : null);

/** Minor units as a decimal string in the currency's digits ("16.95", "1500", "1.250"). */
export function toMajor(amount: number, currency: string): string {
  const d = currencyDigits(currency);
  return d === 0 ? String(amount) : (amount / 10 ** d).toFixed(d);
}

export type Discount = { kind: "percent" | "amount"; value: number };

/** Subtotal, discount and total of a purchase; the total never goes below 0. */
export function priceWithDiscount(subtotal: number, currency: string, discount: Discount | null): { subtotal: number; discount: number; total: number } {
  if (!discount) return { subtotal, discount: 0, total: subtotal };
  const raw = discount.kind === "percent" ? subtotal - (subtotal * discount.value) / 100 : subtotal - discount.value;
  const total = Math.max(0, roundAmount(raw, currency));
  return { subtotal, discount: subtotal - total, total };
}

/** A typed decimal ("16.95") in minor units of the currency, or null when it is not a number. */
export function toMinor(value: string, currency: string): number | null {
  const t = value.trim().replace(/,/g, "");
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  const d = currencyDigits(currency);
  const [whole, frac = ""] = t.split(".");
  if (frac.length > d) return null;
  return Number(whole) * 10 ** d + Number((frac + "000").slice(0, d) || 0);
}
