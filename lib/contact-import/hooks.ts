/**
 * Client queries of the contact import (TanStack Query against the API); types come from the
 * route declarations.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";
import { apiFetch } from "@/lib/http/client";

export type ImportMapping = ApiAnswer<"post", "/contact/map-csv-field">["data"];
export type ImportLogPage = ApiAnswer<"get", "/contact/import-log">;
export type ImportItem = ImportLogPage["data"][number];
export type ImportErrorPage = ApiAnswer<"get", "/contact/import-log/{id}/errors">;

export const importKeys = {
  all: ["contact-import"] as const,
  log: (page: number) => ["contact-import", "log", page] as const,
  errors: (id: number, page: number) => ["contact-import", "errors", id, page] as const,
};

/** The multipart upload: the typed client sends JSON, so the form goes through apiFetch. */
export function uploadImportFile(file: File): Promise<{ data: ImportMapping }> {
  const form = new FormData();
  form.append("file", file);
  return apiFetch("/contact/map-csv-field", { method: "POST", body: form });
}

export function useImportLog(page: number, enabled = true) {
  return useQuery({
    queryKey: importKeys.log(page),
    queryFn: ({ signal }) => api.get("/contact/import-log", { query: { page, per_page: 10 }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * One import and a page of its errors. While `poll`, it is read every 2 s as well: realtime is
 * best effort (docs/platform.md), so the progress shown never depends on an event arriving.
 */
export function useImportErrors(id: number | null, page = 1, poll = false) {
  return useQuery({
    queryKey: importKeys.errors(id ?? 0, page),
    queryFn: ({ signal }) => api.get("/contact/import-log/{id}/errors", { params: { id: id! }, query: { page, per_page: 20 }, signal }),
    enabled: id != null,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (poll && !["completed", "failed"].includes(q.state.data?.import.state ?? "") ? 2000 : false),
  });
}
