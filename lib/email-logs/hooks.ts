"use client";

import { useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";
import type { ListState } from "@/lib/list/params";
import { usePageQuery } from "@/lib/list/use-page-query";
import { toDeliveryQuery, type DeliveryListState } from "./columns";
import type { DeliveryLogRow, EmailReport, RecoveryPage } from "./schemas";

export type DeliveryLogPage = ApiAnswer<"get", "/email-log/get-delivery-log">;

export const emailLogKeys = {
  all: ["email-logs"] as const,
  report: () => ["email-logs", "report"] as const,
  delivery: (state: DeliveryListState) => ["email-logs", "delivery", state] as const,
  recovery: () => ["email-logs", "recovery-page"] as const,
};

export function useEmailReport(initial?: EmailReport) {
  return useQuery({
    queryKey: emailLogKeys.report(),
    queryFn: async ({ signal }) => (await api.get("/email-log/get-email-report", { query: {}, signal })).data,
    initialData: initial,
  });
}

export function useDeliveryLog(state: DeliveryListState, options: { initial?: { state: ListState; page: DeliveryLogPage }; onPastEnd?: (last: number) => void } = {}) {
  return usePageQuery<DeliveryLogRow, DeliveryListState>({
    queryKey: emailLogKeys.delivery(state),
    state,
    fetchPage: (s, signal) => api.get("/email-log/get-delivery-log", { query: toDeliveryQuery(s), signal }),
    initial: options.initial,
    onPastEnd: options.onPastEnd,
  });
}

/** The location's recovery page (Admin Settings > Email), its defaults until a coach saves one. */
export function useRecoveryPage(initial?: RecoveryPage) {
  return useQuery({
    queryKey: emailLogKeys.recovery(),
    queryFn: ({ signal }) => api.get("/recovery-page", { signal }),
    initialData: initial,
  });
}
