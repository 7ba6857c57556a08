/** Client queries of the reference lists (TanStack Query against the API). */
import { useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";

export type CountryOption = ApiAnswer<"get", "/countries">["data"][number];

/**
 * Reference lists (doc 1 s3) never change while the app runs: fetched once per session, from
 * the one source the server validates against (lib/reference-data).
 */
export function useCountries(enabled = true) {
  return useQuery({
    queryKey: ["reference-data", "countries"] as const,
    queryFn: ({ signal }) => api.get("/countries", { signal }).then((r) => r.data),
    staleTime: Infinity,
    gcTime: Infinity,
    enabled,
  });
}

export function useTimezones() {
  return useQuery({
    queryKey: ["reference-data", "timezones"] as const,
    queryFn: ({ signal }) => api.get("/timezones", { signal }).then((r) => r.data),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
