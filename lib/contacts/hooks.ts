/**
 * Client queries of the contact centre (TanStack Query against the API).
 * Types come from the route declarations (lib/api/client.ts), so zod stays out of the browser bundle.
 */
import { useEffect } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";
import { handleApiError } from "@/lib/http/handle-error";
import type { ListState } from "@/lib/list/params";
import type { RequestCounter } from "@/lib/list/request-counter";
import { usePageQuery } from "@/lib/list/use-page-query";
import { toContactQuery, type ContactListState } from "./columns";
import { DEFAULT_COLUMNS, NOTES_PER_PAGE, type ContactColumn } from "./constants";

export type ContactPage = ApiAnswer<"get", "/contact/list">;
export type Contact = ContactPage["data"][number];
export type ContactStatusTab = ApiAnswer<"get", "/contact/tabs/list">["data"][number];

/** Query keys: invalidate contactKeys.all after any write to contacts. */
export const contactKeys = {
  all: ["contacts"] as const,
  lists: () => ["contacts", "list"] as const,
  list: (state: ContactListState) => ["contacts", "list", state] as const,
  tabs: () => ["contacts", "tabs"] as const,
  columns: () => ["contacts", "columns"] as const,
  detail: (id: number) => ["contacts", "detail", id] as const,
  picker: (search: string) => ["contacts", "picker", search] as const,
  notes: (id: number, page?: number) => (page === undefined ? (["contacts", "notes", id] as const) : (["contacts", "notes", id, page] as const)),
};

export type ContactDetail = ApiAnswer<"get", "/contact/{id}/fetch">["data"];
export type NotePage = ApiAnswer<"get", "/contact/{id}/notes">;
export type ContactNote = NotePage["data"][number];

/** One contact, as its profile shows it; the server page's copy is the first answer. */
export function useContact(id: number, initialData?: ContactDetail) {
  return useQuery({
    queryKey: contactKeys.detail(id),
    queryFn: ({ signal }) => api.get("/contact/{id}/fetch", { params: { id }, signal }).then((r) => r.data),
    initialData,
  });
}

/** A page of a contact's notes, newest first. */
export function useContactNotes(id: number, page: number, initialData?: NotePage) {
  const result = useQuery({
    queryKey: contactKeys.notes(id, page),
    queryFn: ({ signal }) => api.get("/contact/{id}/notes", { params: { id }, query: { page, per_page: NOTES_PER_PAGE }, signal }),
    initialData: page === 1 ? initialData : undefined,
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (result.error) handleApiError(result.error, { silent: true });
  }, [result.error]);
  return result;
}

/** One page of contacts for a view of the list (see usePageQuery). */
export function useContactList(
  state: ContactListState,
  { counter, timeZone, ...options }: { initial?: { state: ListState; page: ContactPage }; onPastEnd?: (last: number) => void; counter?: RequestCounter; timeZone?: string } = {},
) {
  return usePageQuery<Contact, ContactListState>({
    queryKey: contactKeys.list(state),
    state,
    fetchPage: (s, signal) => {
      const load = () => api.get("/contact/list", { query: toContactQuery(s, { timeZone }), signal });
      // The loader ends only with the latest request's answer (doc 2 s4).
      return counter ? counter.track(load) : load();
    },
    ...options,
  });
}

/**
 * The caller's visible columns, remembered on the server (GET/PUT /contact/table-columns) so
 * they follow the user to any browser; the server page renders the saved choice first.
 */
export function useTableColumns(initialData: ContactColumn[]) {
  const queryClient = useQueryClient();
  const key = contactKeys.columns();
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get("/contact/table-columns", { signal }).then((r) => r.data.columns),
    initialData,
    staleTime: Infinity,
  });
  const save = useMutation({
    mutationFn: (columns: ContactColumn[] | null) => api.put("/contact/table-columns", { body: { columns } }).then((r) => r.data.columns),
    onMutate: async (columns) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ContactColumn[]>(key);
      queryClient.setQueryData(key, columns ?? [...DEFAULT_COLUMNS]);
      return { before };
    },
    onSuccess: (columns) => queryClient.setQueryData(key, columns),
    onError: (err, _columns, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      handleApiError(err);
    },
  });
  return [query.data ?? initialData, save.mutate] as const;
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

/** How many matches the contact picker shows for a search. */
export const PICKER_RESULTS = 8;

/** The contact picker's matches (name, email, phone), newest first; `enabled` while it is shown. */
export function useContactSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: contactKeys.picker(search),
    queryFn: ({ signal }) => api.get("/contact/list", { query: { ...(search ? { search } : {}), per_page: PICKER_RESULTS }, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
