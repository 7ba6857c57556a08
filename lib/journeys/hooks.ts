/**
 * Client queries and calls of journeys (TanStack Query against the API). Types come from the
 * route declarations (lib/api/client.ts).
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";
import type { ListState } from "@/lib/list/params";
import { usePageQuery } from "@/lib/list/use-page-query";
import { toJourneyQuery, type JourneyListState } from "./columns";

export type JourneyPage = ApiAnswer<"get", "/journey/list-all">;
export type JourneySummary = JourneyPage["data"][number];
export type JourneyDetail = ApiAnswer<"get", "/journey/{id}/details">["data"];
export type JourneyStep = JourneyDetail["actions"][number];
export type JourneyTriggerRow = JourneyDetail["triggers"][number];
export type JourneyRunPage = ApiAnswer<"get", "/journey/{id}/users">;
export type JourneyHistoryPage = ApiAnswer<"get", "/journey/{id}/histories">;

/** Invalidate journeyKeys.all after any write to journeys. */
export const journeyKeys = {
  all: ["journeys"] as const,
  list: (state: JourneyListState, folderId: number) => ["journeys", "list", folderId, state] as const,
  detail: (id: number) => ["journeys", "detail", id] as const,
  runs: (id: number, status: string, page: number) => ["journeys", "runs", id, status, page] as const,
  history: (id: number, contactId: number | null, page: number) => ["journeys", "history", id, contactId, page] as const,
};

export function useJourneyList(state: JourneyListState, folderId: number, options: { initial?: { state: ListState; page: JourneyPage }; onPastEnd?: (last: number) => void } = {}) {
  return usePageQuery<JourneySummary, JourneyListState>({
    queryKey: journeyKeys.list(state, folderId),
    state,
    fetchPage: (s, signal) => api.get("/journey/list-all", { query: toJourneyQuery(s, folderId), signal }),
    initial: folderId === 0 ? options.initial : undefined,
    onPastEnd: options.onPastEnd,
  });
}

/** The builder's journey; runs waiting on a step move, so it refreshes every few seconds while open. */
export function useJourneyDetail(id: number, initialData: JourneyDetail) {
  return useQuery({
    queryKey: journeyKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get("/journey/{id}/details", { params: { id }, signal })).data,
    initialData,
    refetchInterval: 10_000,
  });
}

export function useJourneyRuns(id: number, status: string, page: number) {
  return useQuery({
    queryKey: journeyKeys.runs(id, status, page),
    queryFn: ({ signal }) => api.get("/journey/{id}/users", { params: { id }, query: { page, per_page: 20, ...(status ? { status: status as "active" } : {}) }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useJourneyHistory(id: number, contactId: number | null, page: number) {
  return useQuery({
    queryKey: journeyKeys.history(id, contactId, page),
    queryFn: ({ signal }) => api.get("/journey/{id}/histories", { params: { id }, query: { page, per_page: 20, ...(contactId ? { contact_id: contactId } : {}) }, signal }),
    placeholderData: keepPreviousData,
  });
}
