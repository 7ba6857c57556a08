import type { ApiAnswer } from "@/lib/api/client";
import { defineList, type ListState } from "@/lib/list/params";

/** The upcoming-birthdays list's shapes, from its route declaration (lib/birthdays/routes.ts). */
export type UpcomingPage = ApiAnswer<"get", "/birthday/get-upcoming-birthdays">;
export type UpcomingRow = UpcomingPage["data"][number];
export type BirthdaySettingData = ApiAnswer<"get", "/birthday/get-birthday-setting">["data"];

/** The upcoming list's URL state: soonest first (the only order it has), paged. */
export const upcomingList = defineList({ perPage: 25, perPageOptions: [10, 25, 50, 100] });
export type UpcomingListState = ListState<never, never>;

/** The view state as the API's query. */
export const toUpcomingQuery = (s: UpcomingListState) => ({ page: s.page, per_page: s.per_page });

/** "Today", "Tomorrow", "In 12 days". */
export function whenLabel(daysUntil: number): string {
  if (daysUntil === 0) return "Today";
  if (daysUntil === 1) return "Tomorrow";
  return `In ${daysUntil} days`;
}
