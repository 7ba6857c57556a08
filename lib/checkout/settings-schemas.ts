import { z } from "@hono/zod-openapi";
import { text } from "@/lib/http/schemas";
import { CURRENCY_CODE } from "@/lib/platform/payments/money";

const field = (name: string, max: number) => text(name).trim().max(max, { error: `The ${name} may not be greater than ${max} characters.` });

export const companySettings = z.object({
  company_name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  tax_id: z.string(),
  currency: z.string(),
  currency_symbol: z.string(),
});

export const companySettingsBody = z.object({
  company_name: field("company name", 191),
  email: z.union([z.literal(""), text("email").trim().toLowerCase().pipe(z.email({ error: "The email must be a valid email address." }).max(191))]).default(""),
  phone: field("phone", 40).default(""),
  address: field("address", 1000).default(""),
  tax_id: field("tax id", 64).default(""),
});

export const currencySettingsBody = z.object({
  currency: text("currency").regex(CURRENCY_CODE, { error: "The currency must be a three-letter code." }).transform((c) => c.toUpperCase()),
  currency_symbol: field("currency symbol", 8).min(1, { error: "The currency symbol field is required." }),
});

const type = z.coerce.number({ error: "The type must be 1, 2 or 3." }).int({ error: "The type must be 1, 2 or 3." }).refine((t) => t === 1 || t === 2 || t === 3, { error: "The type must be 1, 2 or 3." });

export const emailSettingsQuery = z.object({ type });
export const emailSettings = z.object({ type: z.number(), enabled: z.boolean(), subject: z.string(), body: z.string(), fields: z.array(z.string()) });
export const emailSettingsBody = z.object({
  type,
  enabled: z.boolean({ error: "The enabled field must be true or false." }).default(true),
  subject: field("subject", 191).min(1, { error: "The subject field is required." }),
  body: field("body", 10_000).min(1, { error: "The body field is required." }),
});
