"use client";

import { useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";

export type ServiceOptInsAnswer = ApiAnswer<"get", "/services/{id}/opt-in-settings">["data"];

/** Query keys of the opt-ins screen: one entry per service. */
export const optInKeys = { all: ["opt-ins"] as const, service: (id: number) => ["opt-ins", "service", id] as const };

export function useServiceOptIns(id: number, initialData?: ServiceOptInsAnswer) {
  return useQuery({
    queryKey: optInKeys.service(id),
    queryFn: ({ signal }) => api.get("/services/{id}/opt-in-settings", { params: { id }, signal }).then((r) => r.data),
    initialData,
  });
}
