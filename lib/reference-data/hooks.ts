"use client";

import { useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";

export type CountryOption = ApiAnswer<"get", "/countries">["data"][number];

/** GET /countries (name, dial_code, code): the same for every caller and every day, fetched once. */
export function useCountries(enabled = true) {
  return useQuery({
    queryKey: ["reference-data", "countries"] as const,
    queryFn: ({ signal }) => api.get("/countries", { signal }).then((r) => r.data),
    staleTime: Infinity,
    gcTime: Infinity,
    enabled,
  });
}
