/**
 * Client queries of sequences (TanStack Query against the API). Types come from the route
 * declarations (lib/api/client.ts).
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";
import type { ListState } from "@/lib/list/params";
import { usePageQuery } from "@/lib/list/use-page-query";
import { toSequenceQuery, type SequenceListState } from "./columns";

export type SequencePage = ApiAnswer<"get", "/sequence/list-all">;
export type SequenceSummary = SequencePage["data"][number];
export type SequenceMessageRow = ApiAnswer<"get", "/sequence/{id}/messages">["data"][number];
export type ContactSequencePage = ApiAnswer<"get", "/contact/sequences">;
export type SequenceAnalyticsData = ApiAnswer<"get", "/sequence/{id}/analytics">["data"];

/** Invalidate sequenceKeys.all after any write to sequences. */
export const sequenceKeys = {
  all: ["sequences"] as const,
  list: (state: SequenceListState, folderId: number) => ["sequences", "list", folderId, state] as const,
  picker: () => ["sequences", "picker"] as const,
  messages: (id: number) => ["sequences", "messages", id] as const,
  users: (id: number, status: string, page: number) => ["sequences", "users", id, status, page] as const,
  schedules: (messageId: number) => ["sequences", "schedules", messageId] as const,
  analytics: (id: number, type: string) => ["sequences", "analytics", id, type] as const,
  detail: (id: number) => ["sequences", "detail-analytics", id] as const,
  contact: (contactId: number, page: number) => ["sequences", "contact", contactId, page] as const,
};

export function useSequenceList(state: SequenceListState, folderId: number, options: { initial?: { state: ListState; page: SequencePage }; onPastEnd?: (last: number) => void } = {}) {
  return usePageQuery<SequenceSummary, SequenceListState>({
    queryKey: sequenceKeys.list(state, folderId),
    state,
    fetchPage: (s, signal) => api.get("/sequence/list-all", { query: toSequenceQuery(s, folderId), signal }),
    initial: folderId === 0 ? options.initial : undefined,
    onPastEnd: options.onPastEnd,
  });
}

export function useSequencePicker(enabled = true) {
  return useQuery({ queryKey: sequenceKeys.picker(), queryFn: async ({ signal }) => (await api.get("/sequence/lists", { signal })).data, enabled });
}

export function useSequenceMessages(id: number, initialData?: SequenceMessageRow[]) {
  return useQuery({ queryKey: sequenceKeys.messages(id), queryFn: async ({ signal }) => (await api.get("/sequence/{id}/messages", { params: { id }, signal })).data, initialData });
}

export function useSequenceUsers(id: number, status: string, page: number) {
  return useQuery({
    queryKey: sequenceKeys.users(id, status, page),
    queryFn: ({ signal }) => api.get("/sequence/{id}/users", { params: { id }, query: { page, per_page: 20, ...(status ? { status: status as "active" } : {}) }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMessageSchedules(messageId: number | null) {
  return useQuery({
    queryKey: sequenceKeys.schedules(messageId ?? 0),
    queryFn: async ({ signal }) => (await api.get("/sequence/{messageId}/schedules", { params: { messageId: messageId! }, signal })).data,
    enabled: !!messageId,
  });
}

export function useSequenceAnalytics(id: number, type: "email" | "sms") {
  return useQuery({ queryKey: sequenceKeys.analytics(id, type), queryFn: async ({ signal }) => (await api.get("/sequence/{id}/analytics", { params: { id }, query: { type }, signal })).data });
}

export function useSequenceDetailAnalytics(id: number) {
  return useQuery({ queryKey: sequenceKeys.detail(id), queryFn: async ({ signal }) => (await api.get("/sequence/{id}/detail-analytics", { params: { id }, query: {}, signal })).data });
}

export function useContactSequences(contactId: number, page: number) {
  return useQuery({
    queryKey: sequenceKeys.contact(contactId, page),
    queryFn: ({ signal }) => api.get("/contact/sequences", { query: { contact_id: contactId, page, per_page: 10 }, signal }),
    placeholderData: keepPreviousData,
  });
}
