import { maxLength, minLength, object, optional, refine, string, trim } from "zod/mini";

/**
 * The product editor's browser rules (the API checks the same with productCreateBody and the
 * money module). Prices are typed in major units ("49.00") and sent as minor units.
 */
export const productForm = object({
  name: string().check(trim(), minLength(1, "The name field is required."), maxLength(191, "The name may not be greater than 191 characters.")),
  description: optional(string().check(maxLength(5000, "The description may not be greater than 5000 characters."))),
  price: string().check(trim(), refine((v) => /^\d+(\.\d{1,3})?$/.test(v), "Enter a price such as 49 or 49.00.")),
  currency: string().check(refine((v) => /^[A-Z]{3}$/.test(v), "Choose a currency.")),
  type: string(),
  interval: string(),
  trial_days: string().check(refine((v) => v === "" || (/^\d{1,3}$/.test(v) && Number(v) <= 365), "Trial days must be 0 to 365.")),
  processor_id: string(),
  thank_you_url: string().check(trim(), refine((v) => v === "" || /^https?:\/\/\S+$/.test(v), "The thank you url must be a valid URL.")),
});

export const renameForm = object({
  name: string().check(trim(), minLength(1, "The name field is required."), maxLength(191, "The name may not be greater than 191 characters.")),
});

export const processorForm = object({
  name: string().check(trim(), minLength(1, "The name field is required."), maxLength(191, "The name may not be greater than 191 characters.")),
});

/** The currencies the editor offers (the API takes any ISO code the processor does). */
export const CURRENCIES = ["USD", "EUR", "GBP", "CHF", "CAD", "AUD", "NZD", "JPY", "SEK", "NOK", "DKK", "KWD"] as const;

export const refundForm = object({
  amount: string().check(trim(), refine((v) => /^\d+(\.\d{1,3})?$/.test(v) && Number(v) > 0, "Enter an amount such as 10 or 10.00.")),
});

/** The settings tab's browser rules (the API checks the same with lib/checkout/settings-schemas.ts). */
export const companySettingsForm = object({
  company_name: string().check(trim(), maxLength(191, "The company name may not be greater than 191 characters.")),
  email: string().check(trim(), refine((v) => v === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), "The email must be a valid email address.")),
  phone: string().check(trim(), maxLength(40, "The phone may not be greater than 40 characters.")),
  address: string().check(maxLength(1000, "The address may not be greater than 1000 characters.")),
  tax_id: string().check(trim(), maxLength(64, "The tax id may not be greater than 64 characters.")),
});

export const currencySettingsForm = object({
  currency: string().check(refine((v) => /^[A-Z]{3}$/.test(v), "Choose a currency.")),
  currency_symbol: string().check(trim(), minLength(1, "The currency symbol field is required."), maxLength(8, "The currency symbol may not be greater than 8 characters.")),
});

export const emailSettingsForm = object({
  subject: string().check(trim(), minLength(1, "The subject field is required."), maxLength(191, "The subject may not be greater than 191 characters.")),
  body: string().check(minLength(1, "The body field is required."), maxLength(10000, "The body may not be greater than 10000 characters.")),
});

const majorAmount = (message: string) => string().check(trim(), refine((v) => /^\d+(\.\d{1,3})?$/.test(v), message));

/**
 * An order bump's browser rules (the API checks the same with bumpInput / bumpUpdateBody and the
 * money module). The bump price is typed in major units and sent as minor units.
 */
export const bumpForm = object({
  product_id: string().check(refine((v) => /^\d+$/.test(v), "Choose the product to offer.")),
  name: string().check(trim(), minLength(1, "The product name field is required."), maxLength(191, "The product name may not be greater than 191 characters.")),
  description: string().check(maxLength(1000, "The description may not be greater than 1000 characters.")),
  price: majorAmount("Enter a bump price such as 19 or 19.00."),
});

/** Whole numbers typed in a text box: empty, or digits within [min, max]. */
const wholeOrEmpty = (min: number, max: number, message: string) => string().check(trim(), refine((v) => v === "" || (/^\d{1,9}$/.test(v) && Number(v) >= min && Number(v) <= max), message));

/** A coupon's browser rules (the API checks the same with couponBody and createCoupon). */
export const couponForm = object({
  name: string().check(trim(), minLength(1, "The name field is required."), maxLength(191, "The name may not be greater than 191 characters.")),
  code: string().check(trim(), refine((v) => /^[A-Za-z0-9_-]{3,32}$/.test(v), "The code must be 3 to 32 letters, digits, - or _.")),
  kind: string(),
  value: majorAmount("Enter a number such as 10 or 10.00."),
  duration: string(),
  months: wholeOrEmpty(1, 36, "The months must be a whole number from 1 to 36."),
  max_uses: wholeOrEmpty(1, 1_000_000, "The max uses must be a whole number from 1 to 1,000,000."),
  expires_at: string().check(refine((v) => v === "" || /^\d{4}-\d{2}-\d{2}$/.test(v), "The expiry must be a date.")),
});
