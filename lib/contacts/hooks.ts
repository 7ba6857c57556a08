/**
 * Client queries of the contact centre (TanStack Query against the API).
 * Types only come from the zod schemas, so zod stays out of the browser bundle.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "@hono/zod-openapi";
import { apiFetch } from "@/lib/http/client";
import { handleApiError } from "@/lib/http/handle-error";
import { COLUMNS_STORAGE_KEY, visibleColumns } from "./columns";
import type { ContactColumn } from "./constants";
import type { ContactListQuery, contactPage, contactRow, statusTab } from "./schemas";

export type Contact = z.infer<typeof contactRow>;
export type ContactPage = z.infer<typeof contactPage>;
export type ContactStatusTab = z.infer<typeof statusTab>;

export const contactKeys = {
  all: ["contacts"] as const,
  lists: () => ["contacts", "list"] as const,
  list: (query: ContactListQuery) => ["contacts", "list", query] as const,
  tabs: () => ["contacts", "tabs"] as const,
};

/** List loads fail silently (doc 1 s8) apart from session/permission handling; the screen shows its own error state. */
function useSilentErrors(error: unknown) {
  useEffect(() => {
    if (error) handleApiError(error, { silent: true });
  }, [error]);
}

/**
 * One page of contacts. The previous page stays on screen while the next one loads, and
 * because every view has its own query key a late answer for an old view never replaces
 * the current one (doc 2 s4 "request counter").
 * Pass `initialData` only for the query the server rendered.
 */
export function useContactList(query: ContactListQuery, initialData?: ContactPage) {
  const result = useQuery({
    queryKey: contactKeys.list(query),
    queryFn: ({ signal }) =>
      apiFetch<ContactPage>("/contact/list", {
        query: {
          page: query.page,
          per_page: query.per_page,
          order_by: query.order_by,
          order: query.order,
          status: query.status,
          search: query.search,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    initialData,
  });
  useSilentErrors(result.error);
  return result;
}

/** The five status tabs with their items (value -> title) and counts. */
export function useContactTabs(initialData?: ContactStatusTab[]) {
  const result = useQuery({
    queryKey: contactKeys.tabs(),
    queryFn: ({ signal }) =>
      apiFetch<{ data: ContactStatusTab[] }>("/contact/tabs/list", { signal }).then((r) => r.data),
    initialData,
  });
  useSilentErrors(result.error);
  return result;
}

/* ---------- Visible columns, remembered in localStorage ---------- */

const columnListeners = new Set<() => void>();
/** Used when storage is unavailable (disabled, private mode): the choice lasts for this page. */
let memoryColumns: string | null = null;

function readSavedColumns(): string | null {
  try {
    return window.localStorage.getItem(COLUMNS_STORAGE_KEY);
  } catch {
    return memoryColumns;
  }
}

function subscribeColumns(onChange: () => void) {
  columnListeners.add(onChange);
  const onStorage = (e: StorageEvent) => {
    if (e.key === COLUMNS_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    columnListeners.delete(onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** The user's visible contact columns (defaults on the server and until storage is read). */
export function useVisibleColumns() {
  const raw = useSyncExternalStore(subscribeColumns, readSavedColumns, () => null);
  const columns = useMemo(() => visibleColumns(raw), [raw]);
  const setColumns = useCallback((next: ContactColumn[] | null) => {
    memoryColumns = next ? JSON.stringify(next) : null;
    try {
      if (next) window.localStorage.setItem(COLUMNS_STORAGE_KEY, JSON.stringify(next));
      else window.localStorage.removeItem(COLUMNS_STORAGE_KEY);
    } catch {
      /* storage full or disabled: memoryColumns keeps the choice */
    }
    columnListeners.forEach((l) => l());
  }, []);
  return [columns, setColumns] as const;
}
