import type { ReactNode } from "react";
import { CompanyCurrencyProvider } from "@/components/checkout/company-currency";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { companySettingsOf } from "@/lib/checkout/settings";

/**
 * Every checkout screen shows money with the company's currency symbol (Settings > Company
 * currency). The pages themselves answer 404 without checkout_enabled and send users without
 * the permission away; this layout only reads the setting for those who may see it.
 */
export default async function CheckoutLayout({ children }: { children: ReactNode }) {
  const ctx = await currentCtx();
  const allowed = ctx?.checkoutEnabled && can(ctx, "checkouts", "view");
  const company = allowed ? await companySettingsOf(await getDb(), ctx.locationId) : null;
  return <CompanyCurrencyProvider value={company && { currency: company.currency, symbol: company.currency_symbol }}>{children}</CompanyCurrencyProvider>;
}
