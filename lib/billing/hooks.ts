import { useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";

/** The coach's own billing (the /account-billing screen): answer types from the routes' schemas. */
export type BillingSubscriptionView = ApiAnswer<"get", "/billing/subscription">;
export type BillingPlanView = ApiAnswer<"get", "/billing/plans">["data"][number];
export type BillingProfileView = ApiAnswer<"get", "/billing/profile">["data"];
export type BillingInvoicePage = ApiAnswer<"get", "/billing/old-subscriptions">;
export type BillingAssetGroupView = ApiAnswer<"get", "/billing/all-assets">["data"][number];
export type BillingAssetView = BillingAssetGroupView["assets"][number];

export const billingKeys = {
  all: ["billing"] as const,
  subscription: () => ["billing", "subscription"] as const,
  plans: () => ["billing", "plans"] as const,
  profile: () => ["billing", "profile"] as const,
  invoices: () => ["billing", "invoices"] as const,
  assets: () => ["billing", "assets"] as const,
};

export function useBillingSubscription(initialData?: BillingSubscriptionView) {
  return useQuery({ queryKey: billingKeys.subscription(), queryFn: ({ signal }) => api.get("/billing/subscription", { signal }), initialData });
}

export function useBillingPlans(initialData?: BillingPlanView[]) {
  return useQuery({ queryKey: billingKeys.plans(), queryFn: async ({ signal }) => (await api.get("/billing/plans", { signal })).data, initialData });
}

export function useBillingProfile(initialData?: BillingProfileView) {
  return useQuery({ queryKey: billingKeys.profile(), queryFn: async ({ signal }) => (await api.get("/billing/profile", { signal })).data, initialData });
}

/** GET /billing/all-assets: the downgrade screen's use per limit and the assets it can archive. */
export function useBillingAssets(initialData?: BillingAssetGroupView[]) {
  return useQuery({ queryKey: billingKeys.assets(), queryFn: async ({ signal }) => (await api.get("/billing/all-assets", { signal })).data, initialData });
}
