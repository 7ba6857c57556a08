/** Client queries of workout plans (TanStack Query against the API): the Plans tab and the plan editor. */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";
import type { ListState } from "@/lib/list/params";
import { usePageQuery } from "@/lib/list/use-page-query";
import { toPlanQuery, type PlanListState } from "./plan-columns";
import { workoutKeys } from "./hooks";

export type PlanPage = ApiAnswer<"get", "/workout-plan/list">;
export type PlanCard = PlanPage["data"][number];
export type PlanDetail = ApiAnswer<"get", "/workout-plan/{id}/details">["data"];
export type PlanWeek = PlanDetail["weeks"][number];
export type SmartWeek = ApiAnswer<"get", "/workout-plan/smart-weeks">["data"][number];

/** Under workoutKeys.all: a workout's rename or delete shows in the plans too. */
export const planKeys = {
  all: [...workoutKeys.all, "plans"] as const,
  list: (state: PlanListState) => [...workoutKeys.all, "plans", "list", state] as const,
  detail: (id: number) => [...workoutKeys.all, "plans", "detail", id] as const,
  smartWeeks: () => [...workoutKeys.all, "plans", "smart-weeks"] as const,
};

export function usePlanList(state: PlanListState, _folderId: number, options: { initial?: { state: ListState; page: PlanPage }; onPastEnd?: (last: number) => void } = {}) {
  return usePageQuery<PlanCard, PlanListState>({
    queryKey: planKeys.list(state),
    state,
    fetchPage: (s, signal) => api.get("/workout-plan/list", { query: toPlanQuery(s), signal }),
    initial: options.initial,
    onPastEnd: options.onPastEnd,
  });
}

/** The editor's plan; every editor write answers the whole plan, which replaces this cache. */
export function usePlanDetail(id: number, initialData: PlanDetail) {
  return useQuery({
    queryKey: planKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get("/workout-plan/{id}/details", { params: { id }, signal })).data,
    initialData,
  });
}

export function useSmartWeeks(enabled: boolean) {
  return useQuery({
    queryKey: planKeys.smartWeeks(),
    queryFn: ({ signal }) => api.get("/workout-plan/smart-weeks", { query: { per_page: 50 }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
