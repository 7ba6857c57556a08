import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { checkoutCompanySettings, checkoutEmailSettings } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { DEFAULT_CURRENCY, DEFAULT_CURRENCY_SYMBOL, DEFAULT_EMAILS, EMAIL_FIELDS, type EmailType } from "./settings-constants";

type Loc = Pick<Ctx, "locationId">;

/** A location's company settings; the defaults until it saves any (currency symbol $, doc 3 s9). */
export async function companySettingsOf(db: Db, locationId: number) {
  const [row] = await db.select().from(checkoutCompanySettings).where(eq(checkoutCompanySettings.locationId, locationId));
  return {
    company_name: row?.companyName ?? "",
    email: row?.email ?? "",
    phone: row?.phone ?? "",
    address: row?.address ?? "",
    tax_id: row?.taxId ?? "",
    currency: row?.currency ?? DEFAULT_CURRENCY,
    currency_symbol: row?.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL,
  };
}

export async function getCompanySettings(db: Db, ctx: Loc) {
  return { data: await companySettingsOf(db, ctx.locationId) };
}

export async function updateCompanySettings(db: Db, ctx: Loc, input: { company_name: string; email: string; phone: string; address: string; tax_id: string }) {
  const set = { companyName: input.company_name, email: input.email, phone: input.phone, address: input.address, taxId: input.tax_id, updatedAt: new Date() };
  await db.insert(checkoutCompanySettings).values({ locationId: ctx.locationId, ...set }).onConflictDoUpdate({ target: checkoutCompanySettings.locationId, set });
  return { status: 1, message: "Company settings has been updated successfully!", data: await companySettingsOf(db, ctx.locationId) };
}

export async function updateCurrencySettings(db: Db, ctx: Loc, input: { currency: string; currency_symbol: string }) {
  const set = { currency: input.currency, currencySymbol: input.currency_symbol, updatedAt: new Date() };
  await db.insert(checkoutCompanySettings).values({ locationId: ctx.locationId, ...set }).onConflictDoUpdate({ target: checkoutCompanySettings.locationId, set });
  return { status: 1, message: "Company currency settings has been updated successfully!", data: await companySettingsOf(db, ctx.locationId) };
}

/** One email's settings: the coach's saved wording, else the default. */
export async function emailSettingsOf(db: Db, locationId: number, type: EmailType) {
  const [row] = await db.select().from(checkoutEmailSettings).where(and(eq(checkoutEmailSettings.locationId, locationId), eq(checkoutEmailSettings.type, type)));
  return { type, enabled: row?.enabled ?? true, subject: row?.subject ?? DEFAULT_EMAILS[type].subject, body: row?.body ?? DEFAULT_EMAILS[type].body, fields: [...EMAIL_FIELDS] };
}

export async function getEmailSettings(db: Db, ctx: Loc, type: number) {
  return { data: await emailSettingsOf(db, ctx.locationId, type as EmailType) };
}

export async function updateEmailSettings(db: Db, ctx: Loc, input: { type: number; enabled: boolean; subject: string; body: string }) {
  const set = { enabled: input.enabled, subject: input.subject, body: input.body, updatedAt: new Date() };
  await db.insert(checkoutEmailSettings).values({ locationId: ctx.locationId, type: input.type, ...set }).onConflictDoUpdate({ target: [checkoutEmailSettings.locationId, checkoutEmailSettings.type], set });
  return { status: 1, message: "Email settings has been updated successfully!", data: await emailSettingsOf(db, ctx.locationId, input.type as EmailType) };
}
