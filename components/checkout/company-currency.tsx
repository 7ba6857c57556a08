"use client";

import { createContext, useCallback, useContext, type ReactNode } from "react";
import { formatMoney, type CompanyCurrency } from "@/lib/platform/payments/money";

const Company = createContext<CompanyCurrency | null>(null);

/** The checkout screens' company currency and symbol (app/(app)/checkout/layout.tsx reads it). */
export function CompanyCurrencyProvider({ value, children }: { value: CompanyCurrency | null; children: ReactNode }) {
  return <Company.Provider value={value}>{children}</Company.Provider>;
}

/** formatMoney with the company's symbol on amounts in the company currency. */
export function useMoney() {
  const company = useContext(Company);
  return useCallback((amount: number, currency: string) => formatMoney(amount, currency, company), [company]);
}
