/**
 * Client queries of the content import wizard; answer types come from the route declarations.
 */
import { useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";
import { apiFetch } from "@/lib/http/client";

export type VerifyResult = ApiAnswer<"post", "/content-upload/verify-csv">;
export type ImportStarted = ApiAnswer<"post", "/content-upload/import-contents">["data"];
export type ImportAccount = ApiAnswer<"get", "/content-upload/locations">["locations"][number];
export type ImportHistories = ApiAnswer<"get", "/content-upload/histories">;
export type ImportBatch = ImportHistories["batches"][number];

export const contentImportKeys = {
  all: ["content-import"] as const,
  locations: ["content-import", "locations"] as const,
  histories: ["content-import", "histories"] as const,
};

/** The multipart calls: the typed client sends JSON, so the form goes through apiFetch. */
export function verifyContentFile(file: File): Promise<VerifyResult> {
  const form = new FormData();
  form.append("file", file);
  return apiFetch("/content-upload/verify-csv", { method: "POST", body: form });
}

export function importContentFile(file: File, accountIds: number[]): Promise<{ data: ImportStarted }> {
  const form = new FormData();
  form.append("file", file);
  form.append("user_ids", accountIds.join(","));
  return apiFetch("/content-upload/import-contents", { method: "POST", body: form });
}

export function useImportAccounts(enabled: boolean) {
  return useQuery({ queryKey: contentImportKeys.locations, queryFn: ({ signal }) => api.get("/content-upload/locations", { signal }), enabled });
}

/**
 * The history; while `poll`, read every 2 s as well: realtime is best effort
 * (docs/platform.md), so the wizard's progress never depends on an event arriving.
 */
export function useImportHistories(enabled: boolean, poll: boolean) {
  return useQuery({
    queryKey: contentImportKeys.histories,
    queryFn: ({ signal }) => api.get("/content-upload/histories", { signal }),
    enabled,
    refetchInterval: (q) => (poll && q.state.data?.latest?.state === "running" ? 2000 : false),
  });
}
