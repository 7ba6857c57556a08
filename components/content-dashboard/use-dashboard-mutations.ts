/**
 * Client calls of the content dashboards (`/{type}/update-thumbnail`, `/{type}/update-ordering`)
 * for every dashboard type; the module passes its query key so its own lists refetch.
 */
import type { QueryKey } from "@tanstack/react-query";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { apiFetch } from "@/lib/http/client";

/** Saves a page's new order (ContentGrid shows it at once and puts the cards back if this fails). */
export function useDashboardOrdering(type: string, invalidate: QueryKey) {
  return useApiMutation({
    mutationFn: (ids: number[]) => apiFetch<{ status: number }>(`/${type}/update-ordering`, { method: "PATCH", body: { ids } }),
    invalidate: [invalidate],
  });
}

/** Sets an item's thumbnail from a library image (null removes it). */
export function useDashboardThumbnail(type: string, invalidate: QueryKey) {
  return useApiMutation({
    mutationFn: ({ id, imageId }: { id: number; imageId: number | null }) =>
      apiFetch<{ status: number; thumbnail: string | null }>(`/${type}/update-thumbnail`, { method: "POST", body: { id, image_id: imageId } }),
    invalidate: [invalidate],
    success: "Thumbnail has been updated successfully!",
  });
}
