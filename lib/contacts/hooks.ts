/**
 * Client queries of the contact centre (TanStack Query against the API).
 * Types come from the route declarations (lib/api/client.ts), so zod stays out of the browser bundle.
 */
import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";
import { handleApiError } from "@/lib/http/handle-error";
import type { ListState } from "@/lib/list/params";
import { usePageQuery } from "@/lib/list/use-page-query";
import { toContactQuery, type ContactListState } from "./columns";

export type ContactPage = ApiAnswer<"get", "/contact/list">;
export type Contact = ContactPage["data"][number];
export type ContactStatusTab = ApiAnswer<"get", "/contact/tabs/list">["data"][number];

/** Query keys: invalidate contactKeys.all after any write to contacts. */
export const contactKeys = {
  all: ["contacts"] as const,
  lists: () => ["contacts", "list"] as const,
  list: (state: ContactListState) => ["contacts", "list", state] as const,
  tabs: () => ["contacts", "tabs"] as const,
};

/** One page of contacts for a view of the list (see usePageQuery). */
export function useContactList(state: ContactListState, options: { initial?: { state: ListState; page: ContactPage }; onPastEnd?: (last: number) => void } = {}) {
  return usePageQuery<Contact, ContactListState>({
    queryKey: contactKeys.list(state),
    state,
    fetchPage: (s, signal) => api.get("/contact/list", { query: toContactQuery(s), signal }),
    ...options,
  });
}

/** The five status tabs with their items (value -> title) and counts. */
export function useContactTabs(initialData?: ContactStatusTab[]) {
  const result = useQuery({
    queryKey: contactKeys.tabs(),
    queryFn: ({ signal }) => api.get("/contact/tabs/list", { signal }).then((r) => r.data),
    initialData,
  });
  useEffect(() => {
    if (result.error) handleApiError(result.error, { silent: true });
  }, [result.error]);
  return result;
}
