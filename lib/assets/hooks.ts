/**
 * Client queries and calls of asset sharing (TanStack Query against the API). Answer types
 * come from the route declarations (lib/api/client.ts).
 */
import { useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";

export type ShareLink = ApiAnswer<"get", "/asset/generate-share-link">["data"];

export const assetKeys = {
  all: ["assets"] as const,
  link: (type: string, id: number) => ["assets", "link", type, id] as const,
  logs: (type: string, id: number) => ["assets", "logs", type, id] as const,
};

/** The asset's share link (made on first ask), while `enabled` (the share dialog is open). */
export function useShareLink(type: string, id: number, enabled: boolean) {
  return useQuery({
    queryKey: assetKeys.link(type, id),
    queryFn: ({ signal }) => api.get("/asset/generate-share-link", { query: { type, id }, signal }).then((r) => r.data),
    enabled,
  });
}

/** How often the asset was copied (share_count) and the latest copies. */
export function useImportLogs(type: string, id: number, enabled: boolean) {
  return useQuery({
    queryKey: assetKeys.logs(type, id),
    queryFn: ({ signal }) => api.get("/asset/get-import-logs", { query: { type, id }, signal }),
    enabled,
  });
}
