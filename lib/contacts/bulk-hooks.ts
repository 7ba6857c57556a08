/** Client queries of the deleted and suppressed contact lists. */
import { api } from "@/lib/api/client";
import type { ListState } from "@/lib/list/params";
import { usePageQuery } from "@/lib/list/use-page-query";
import {
  suppressionType, toDeletedQuery, toSuppressionQuery,
  type DeletedContact, type DeletedListState, type DeletedPage, type Suppression, type SuppressionListState, type SuppressionPage,
} from "./bulk-lists";
import { contactKeys } from "./hooks";

type PageOptions<P> = { initial?: { state: ListState; page: P }; onPastEnd?: (last: number) => void };

/** Under contactKeys.all: any contact write (delete, restore) refreshes them. */
export const bulkKeys = {
  deleted: (s: DeletedListState) => [...contactKeys.all, "deleted", s] as const,
  suppressions: (s: SuppressionListState) => [...contactKeys.all, "suppressions", s] as const,
};

export function useDeletedContacts(state: DeletedListState, options: PageOptions<DeletedPage> = {}) {
  return usePageQuery<DeletedContact, DeletedListState>({
    queryKey: bulkKeys.deleted(state),
    state,
    fetchPage: (s, signal) => api.get("/contact/deleted/list", { query: toDeletedQuery(s), signal }),
    ...options,
  });
}

export function useSuppressions(state: SuppressionListState, options: PageOptions<SuppressionPage> = {}) {
  return usePageQuery<Suppression, SuppressionListState>({
    queryKey: bulkKeys.suppressions(state),
    state,
    fetchPage: (s, signal) => api.get("/contact/suppressions/{type}", { params: { type: suppressionType(s) }, query: toSuppressionQuery(s), signal }),
    ...options,
  });
}
