/** Client queries of the Integrations tab (TanStack Query against the API). */
import { useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";

export type ZapierStatus = ApiAnswer<"get", "/integration/zapier-token">["data"];
export type FitFunnelWebhook = ApiAnswer<"get", "/integration/fit-funnel-webhooks">["data"][number];
export type WebhookDelivery = ApiAnswer<"get", "/integration/fit-funnel-webhook/{id}/deliveries">["data"][number];
export type ApiKey = ApiAnswer<"get", "/integration/api-keys">["data"][number];
export type MindbodyStatus = ApiAnswer<"get", "/integration/mindbody">["data"];

/** Invalidate integrationKeys.all after any integration write. */
export const integrationKeys = {
  all: ["integrations"] as const,
  zapier: () => ["integrations", "zapier"] as const,
  apiKeys: () => ["integrations", "api-keys"] as const,
  webhooks: () => ["integrations", "webhooks"] as const,
  deliveries: (id: number) => ["integrations", "deliveries", id] as const,
  mindbody: () => ["integrations", "mindbody"] as const,
};

/** A sync still queued or running is read every 2 s (realtime is best effort) until it ends. */
const SYNC_POLL_MS = 2000;

export function useMindbodyStatus(initialData?: MindbodyStatus) {
  return useQuery({
    queryKey: integrationKeys.mindbody(),
    queryFn: ({ signal }) => api.get("/integration/mindbody", { signal }).then((r) => r.data),
    initialData,
    refetchInterval: (q) => {
      const state = q.state.data?.last_sync?.state;
      return state === "queued" || state === "running" ? SYNC_POLL_MS : false;
    },
  });
}

export function useZapierStatus(initialData?: ZapierStatus) {
  return useQuery({ queryKey: integrationKeys.zapier(), queryFn: ({ signal }) => api.get("/integration/zapier-token", { signal }).then((r) => r.data), initialData });
}

export function useApiKeys(initialData?: ApiKey[]) {
  return useQuery({ queryKey: integrationKeys.apiKeys(), queryFn: ({ signal }) => api.get("/integration/api-keys", { signal }).then((r) => r.data), initialData });
}

export function useWebhooks(initialData?: FitFunnelWebhook[]) {
  return useQuery({ queryKey: integrationKeys.webhooks(), queryFn: ({ signal }) => api.get("/integration/fit-funnel-webhooks", { signal }).then((r) => r.data), initialData });
}

export function useDeliveries(id: number | null) {
  return useQuery({
    queryKey: integrationKeys.deliveries(id ?? 0),
    queryFn: ({ signal }) => api.get("/integration/fit-funnel-webhook/{id}/deliveries", { params: { id: id! }, query: { page: 1, per_page: 25 }, signal }),
    enabled: id !== null,
    // A delivery still queued (a test just sent) is followed until the receiver has answered.
    refetchInterval: (q) => (q.state.data?.data.some((d) => d.status === "queued") ? 2000 : false),
  });
}
