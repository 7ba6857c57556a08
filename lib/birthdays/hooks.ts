/** Client queries of birthday messaging (TanStack Query). */
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { ListState } from "@/lib/list/params";
import { usePageQuery } from "@/lib/list/use-page-query";
import { toUpcomingQuery, type BirthdaySettingData, type UpcomingListState, type UpcomingPage, type UpcomingRow } from "./columns";

/** Invalidate birthdayKeys.all after any birthday write (the upcoming list follows the time zone). */
export const birthdayKeys = {
  all: ["birthdays"] as const,
  setting: () => ["birthdays", "setting"] as const,
  upcoming: (state: UpcomingListState) => ["birthdays", "upcoming", state] as const,
};

export function useBirthdaySetting(initialData?: BirthdaySettingData) {
  return useQuery({
    queryKey: birthdayKeys.setting(),
    queryFn: ({ signal }) => api.get("/birthday/get-birthday-setting", { signal }).then((r) => r.data),
    initialData,
  });
}

export function useUpcomingBirthdays(state: UpcomingListState, options: { initial?: { state: ListState; page: UpcomingPage }; onPastEnd?: (last: number) => void } = {}) {
  return usePageQuery<UpcomingRow, UpcomingListState>({
    queryKey: birthdayKeys.upcoming(state),
    state,
    fetchPage: (s, signal) => api.get("/birthday/get-upcoming-birthdays", { query: toUpcomingQuery(s), signal }),
    ...options,
  });
}
