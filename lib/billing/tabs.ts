/** The tabs of /account-billing, named as the URL's `tab` (doc 1: `?tab=plans` opens the plans). */
export const BILLING_TABS = ["overview", "plans", "profile", "invoices"] as const;
export type BillingTab = (typeof BILLING_TABS)[number];

export function billingTabOf(value: string | string[] | undefined): BillingTab {
  const v = Array.isArray(value) ? value[0] : value;
  return (BILLING_TABS as readonly string[]).includes(v ?? "") ? (v as BillingTab) : "overview";
}
