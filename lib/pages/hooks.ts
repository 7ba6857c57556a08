/**
 * Client queries and calls of pages (TanStack Query against the API). Types come from the route
 * declarations (lib/api/client.ts).
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { api, type ApiAnswer } from "@/lib/api/client";
import { contactKeys } from "@/lib/contacts/hooks";
import { useFolderLevel } from "@/lib/folders/hooks";
import { handleApiError } from "@/lib/http/handle-error";
import type { ListState } from "@/lib/list/params";
import { usePageQuery } from "@/lib/list/use-page-query";
import { toPageQuery, type PageListState } from "./columns";

export type PagePage = ApiAnswer<"get", "/page/list">;
export type PageSummary = PagePage["data"][number];
export type PageDetail = ApiAnswer<"get", "/page/{id}/details">["data"];
export type PageDownload = PageDetail["downloads"][number];
export type HeadingSetting = PageDetail["headline_setting"];
export type ContactPagePage = ApiAnswer<"get", "/contact/pages">;
export type ContactPage = ContactPagePage["data"][number];
export type PageMember = ApiAnswer<"get", "/page/{id}/assigned-members">["data"][number];

/** Invalidate pageKeys.all after any write to pages; contact sections live under contactKeys.all. */
export const pageKeys = {
  all: ["pages"] as const,
  list: (state: PageListState, folderId: number) => ["pages", "list", folderId, state] as const,
  detail: (id: number) => ["pages", "detail", id] as const,
  members: (id: number) => ["pages", "members", id] as const,
  choices: () => ["pages", "choices"] as const,
};
export const contactPageKeys = {
  all: [...contactKeys.all, "pages"] as const,
  page: (contactId: number, page: number) => [...contactKeys.all, "pages", contactId, page] as const,
};

export function usePageList(state: PageListState, folderId: number, options: { initial?: { state: ListState; page: PagePage }; onPastEnd?: (last: number) => void } = {}) {
  return usePageQuery<PageSummary, PageListState>({
    queryKey: pageKeys.list(state, folderId),
    state,
    fetchPage: (s, signal) => api.get("/page/list", { query: toPageQuery(s, folderId), signal }),
    // The server renders the main folder; a remembered folder loads its own first page.
    initial: folderId === 0 ? options.initial : undefined,
    onPastEnd: options.onPastEnd,
  });
}

export function usePageFolders(parentId: number) {
  return useFolderLevel(pageKeys.all, "pages", parentId, false);
}

export function usePageDetail(id: number, initialData: PageDetail) {
  return useQuery({ queryKey: pageKeys.detail(id), queryFn: ({ signal }) => api.get("/page/{id}/details", { params: { id }, signal }).then((r) => r.data), initialData });
}

export function usePageMembers(id: number, enabled: boolean) {
  return useQuery({ queryKey: pageKeys.members(id), queryFn: ({ signal }) => api.get("/page/{id}/assigned-members", { params: { id }, signal }).then((r) => r.data), enabled });
}

/** Every page's id and title (the profile's "Send page" choice), loaded when asked. */
export function usePageChoices(enabled: boolean) {
  return useQuery({ queryKey: pageKeys.choices(), queryFn: ({ signal }) => api.get("/page/list-all", { signal }).then((r) => r.data), enabled });
}

export const CONTACT_PAGES_PER_PAGE = 10;

export function useContactPages(contactId: number, page: number, initialData?: ContactPagePage) {
  const q = useQuery({
    queryKey: contactPageKeys.page(contactId, page),
    queryFn: ({ signal }) => api.get("/contact/pages", { query: { contact_id: contactId, page, per_page: CONTACT_PAGES_PER_PAGE }, signal }),
    initialData: page === 1 ? initialData : undefined,
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    // A list load only logs (doc 1 s8); the section is then left out.
    if (q.error) handleApiError(q.error, { silent: true });
  }, [q.error]);
  return q;
}

export const downloadUrl = (id: number) => `/api/v3/page/download/${id}`;
