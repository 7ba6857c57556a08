import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { apiFetch } from "@/lib/http/client";
import { refreshAfterWrite } from "@/lib/http/refresh-after-write";

export const favoriteColorKeys = { all: ["favorite-colors"] as const };

/** Favourite colours fail quietly (doc 2 s8: their failures only log): a picker still works without them. */
export function useFavoriteColors(enabled: boolean) {
  return useQuery({ queryKey: favoriteColorKeys.all, queryFn: ({ signal }) => api.get("/favorite-color/list", { signal }), enabled, staleTime: 60_000 });
}

export function useFavoriteColorChange() {
  const queryClient = useQueryClient();
  const done = { onSettled: () => refreshAfterWrite(queryClient, [favoriteColorKeys.all]), onError: (e: unknown) => console.warn("favorite colors", e) };
  const add = useMutation({ mutationFn: (color: string) => apiFetch("/favorite-color/store", { method: "POST", body: { color } }), ...done });
  const remove = useMutation({ mutationFn: (id: number) => apiFetch(`/favorite-color/${id}/delete`, { method: "DELETE" }), ...done });
  return { add, remove };
}
