/**
 * The workouts dashboard's list configuration (URL state) and the view -> GET /workout/list
 * query. Pure: the server page and the browser share it.
 */
import { defineList, type ListState } from "@/lib/list/params";
import { WORKOUTS_PER_PAGE } from "./constants";

export const workoutList = defineList({
  perPage: WORKOUTS_PER_PAGE,
  perPageOptions: [WORKOUTS_PER_PAGE, 12, 24, 48],
  // The coach's own order (drag and drop), newest first; the kit names it "ordering", the API "order".
  sort: { keys: ["ordering"] as const, default: "ordering", direction: "desc" },
  search: { maxLength: 100 },
});

export type WorkoutListState = ListState<"ordering", never>;

export function toWorkoutQuery(state: WorkoutListState) {
  return {
    page: state.page,
    per_page: state.per_page,
    order_by: "order" as const,
    order: "desc" as const,
    ...(state.search ? { search: state.search } : {}),
  };
}
