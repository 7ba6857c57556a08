"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";
import { contactKeys } from "@/lib/contacts/hooks";
import type { ListState } from "@/lib/list/params";
import { usePageQuery } from "@/lib/list/use-page-query";
import { toDeliveryQuery, type DeliveryListState } from "./columns";
import { EVENT_LOGS_PER_PAGE } from "./constants";
import type { DeliveryLogRow, EmailReport, EventLogRow } from "./schemas";

export type DeliveryLogPage = ApiAnswer<"get", "/email-log/get-delivery-log">;
export type EventLogPage = ApiAnswer<"get", "/contact/email-sent-event-logs">;

export const emailLogKeys = {
  all: ["email-logs"] as const,
  report: () => ["email-logs", "report"] as const,
  delivery: (state: DeliveryListState) => ["email-logs", "delivery", state] as const,
  /** Under contactKeys.all, so any contact write refreshes the profile's section. */
  events: (contactId: number, page: number) => [...contactKeys.all, "email-events", contactId, page] as const,
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

export function useContactEmailEvents(contactId: number, page = 1, initial?: EventLogPage) {
  return useQuery({
    queryKey: emailLogKeys.events(contactId, page),
    queryFn: ({ signal }) => api.get("/contact/email-sent-event-logs", { query: { contact_id: contactId, page, per_page: EVENT_LOGS_PER_PAGE }, signal }),
    initialData: page === 1 ? initial : undefined,
    placeholderData: keepPreviousData,
  });
}
export type { EventLogRow };
