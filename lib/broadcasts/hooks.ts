/**
 * Client queries of broadcasts (TanStack Query against the API). Types come from the route
 * declarations (lib/api/client.ts).
 */
import { useEffect } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";
import { contactKeys } from "@/lib/contacts/hooks";
import { handleApiError } from "@/lib/http/handle-error";
import { useFolderLevel } from "@/lib/folders/hooks";
import type { ListState } from "@/lib/list/params";
import { usePageQuery } from "@/lib/list/use-page-query";
import { toBroadcastQuery, type BroadcastListState } from "./columns";
import { CONTACT_BROADCASTS_PER_PAGE } from "./constants";

export type BroadcastPage = ApiAnswer<"get", "/broadcast/list">;
export type BroadcastSummary = BroadcastPage["data"][number];
export type BroadcastDetail = ApiAnswer<"get", "/broadcast/{id}/details">["data"];
export type BroadcastLogPage = ApiAnswer<"get", "/broadcast/broadcast-logs">;
export type ContactBroadcastPage = ApiAnswer<"get", "/contact/broadcast-logs">;
export type ContactBroadcast = ContactBroadcastPage["data"][number];

/** Invalidate broadcastKeys.all after any write to broadcasts. */
export const broadcastKeys = {
  all: ["broadcasts"] as const,
  list: (state: BroadcastListState, folderId: number) => ["broadcasts", "list", folderId, state] as const,
  detail: (id: number) => ["broadcasts", "detail", id] as const,
  recipients: (id: number, page: number) => ["broadcasts", "recipients", id, page] as const,
  logs: (id: number, page: number) => ["broadcasts", "logs", id, page] as const,
  /** Under contactKeys.all, so any contact write refreshes the profile's section too. */
  contact: (contactId: number, page: number) => [...contactKeys.all, "broadcasts", contactId, page] as const,
};

/** The profile's Broadcasts section: the broadcasts this contact was sent, newest first. */
export function useContactBroadcasts(contactId: number, page: number, initialData?: ContactBroadcastPage) {
  const q = useQuery({
    queryKey: broadcastKeys.contact(contactId, page),
    queryFn: ({ signal }) => api.get("/contact/broadcast-logs", { query: { contact_id: contactId, page, per_page: CONTACT_BROADCASTS_PER_PAGE }, signal }),
    initialData: page === 1 ? initialData : undefined,
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    // A list load only logs (doc 1 s8); the section is then left out.
    if (q.error) handleApiError(q.error, { silent: true });
  }, [q.error]);
  return q;
}

export function useBroadcastList(state: BroadcastListState, folderId: number, options: { initial?: { state: ListState; page: BroadcastPage }; onPastEnd?: (last: number) => void } = {}) {
  return usePageQuery<BroadcastSummary, BroadcastListState>({
    queryKey: broadcastKeys.list(state, folderId),
    state,
    fetchPage: (s, signal) => api.get("/broadcast/list", { query: toBroadcastQuery(s, folderId), signal }),
    initial: folderId === 0 ? options.initial : undefined,
    onPastEnd: options.onPastEnd,
  });
}

export function useBroadcastFolders(parentId: number) {
  return useFolderLevel(broadcastKeys.all, "broadcasts", parentId, false);
}

export function useBroadcastDetail(id: number, initialData?: BroadcastDetail) {
  return useQuery({
    queryKey: broadcastKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get("/broadcast/{id}/details", { params: { id }, signal })).data,
    initialData,
    // A sending broadcast changes on its own: look again while it goes.
    refetchInterval: (q) => (q.state.data?.status === "sending" || q.state.data?.status === "scheduled" ? 5000 : false),
  });
}

export function useBroadcastRecipients(id: number, page: number) {
  return useQuery({
    queryKey: broadcastKeys.recipients(id, page),
    queryFn: ({ signal }) => api.get("/broadcast/{id}/recipient", { params: { id }, query: { page, per_page: 10 }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBroadcastLogs(id: number, page: number, enabled: boolean) {
  return useQuery({
    queryKey: broadcastKeys.logs(id, page),
    queryFn: ({ signal }) => api.get("/broadcast/broadcast-logs", { query: { broadcast_id: id, page, per_page: 10 }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
