/** Client queries of the checkout settings tab (TanStack Query). */
import { useQuery } from "@tanstack/react-query";
import { checkout, type CheckoutAnswer } from "@/lib/api/client";

export type CompanySettings = CheckoutAnswer<"get", "/setting/company-settings">["data"];
export type EmailSettings = CheckoutAnswer<"get", "/setting/email-settings">["data"];

export const settingsKeys = {
  all: ["checkout", "settings"] as const,
  company: () => ["checkout", "settings", "company"] as const,
  email: (type: number) => ["checkout", "settings", "email", type] as const,
};

export function useCompanySettings() {
  return useQuery({ queryKey: settingsKeys.company(), queryFn: ({ signal }) => checkout.get("/setting/company-settings", { signal }).then((r) => r.data) });
}

export function useEmailSettings(type: number) {
  return useQuery({ queryKey: settingsKeys.email(type), queryFn: ({ signal }) => checkout.get("/setting/email-settings", { query: { type }, signal }).then((r) => r.data) });
}
