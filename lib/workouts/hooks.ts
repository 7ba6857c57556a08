/**
 * Client queries of workouts (TanStack Query against the API): the dashboard, the builder, the
 * exercise library and a contact's workouts. Types come from the route declarations.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";
import type { ListState } from "@/lib/list/params";
import { contactKeys } from "@/lib/contacts/hooks";
import { usePageQuery } from "@/lib/list/use-page-query";
import { toWorkoutQuery, type WorkoutListState } from "./columns";

export type WorkoutPage = ApiAnswer<"get", "/workout/list">;
export type WorkoutCard = WorkoutPage["data"][number];
export type WorkoutDetail = ApiAnswer<"get", "/workout/{id}/blocks">["data"];
export type WorkoutBlock = WorkoutDetail["blocks"][number];
export type WorkoutItem = WorkoutBlock["exercises"][number];
export type WorkoutSet = WorkoutItem["sets"][number];
export type ExercisePage = ApiAnswer<"get", "/workout/exercises">;
export type Exercise = ExercisePage["data"][number];
export type AttributeType = ApiAnswer<"get", "/workout/attribute-types">["data"][number];
export type SmartBlock = ApiAnswer<"get", "/workout/smart-blocks">["data"][number];
export type ContactWorkoutPage = ApiAnswer<"get", "/workout/{contact_id}/contact-workouts">;

/** Invalidate workoutKeys.all after any write to workouts or the library. */
export const workoutKeys = {
  all: ["workouts"] as const,
  list: (state: WorkoutListState) => ["workouts", "list", state] as const,
  detail: (id: number) => ["workouts", "detail", id] as const,
  exercises: (query: object) => ["workouts", "exercises", query] as const,
  attributeTypes: () => ["workouts", "attribute-types"] as const,
  customTypes: () => ["workouts", "custom-attribute-types"] as const,
  smartBlocks: (search: string) => ["workouts", "smart-blocks", search] as const,
};

export function useWorkoutList(state: WorkoutListState, _folderId: number, options: { initial?: { state: ListState; page: WorkoutPage }; onPastEnd?: (last: number) => void } = {}) {
  return usePageQuery<WorkoutCard, WorkoutListState>({
    queryKey: workoutKeys.list(state),
    state,
    fetchPage: (s, signal) => api.get("/workout/list", { query: toWorkoutQuery(s), signal }),
    initial: options.initial,
    onPastEnd: options.onPastEnd,
  });
}

/** The builder's workout; every builder write answers the whole workout, which replaces this cache. */
export function useWorkoutDetail(id: number, initialData: WorkoutDetail) {
  return useQuery({
    queryKey: workoutKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get("/workout/{id}/blocks", { params: { id }, signal })).data,
    initialData,
  });
}

export type ExerciseQuery = { search?: string; attribute_ids?: string; favourites?: "1"; source?: "all" | "system" | "custom"; order_by?: "name" | "use"; page?: number; per_page?: number };

export function useExercises(query: ExerciseQuery) {
  return useQuery({
    queryKey: workoutKeys.exercises(query),
    queryFn: ({ signal }) => api.get("/workout/exercises", { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAttributeTypes() {
  return useQuery({ queryKey: workoutKeys.attributeTypes(), queryFn: async ({ signal }) => (await api.get("/workout/attribute-types", { signal })).data, staleTime: 60_000 });
}

export function useCustomAttributeTypes() {
  return useQuery({ queryKey: workoutKeys.customTypes(), queryFn: async ({ signal }) => (await api.get("/workout/custom-attribute-types", { signal })).data });
}

export function useSmartBlocks(search: string, enabled = true) {
  return useQuery({
    queryKey: workoutKeys.smartBlocks(search),
    queryFn: ({ signal }) => api.get("/workout/smart-blocks", { query: { per_page: 50, ...(search ? { search } : {}) }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A contact's workouts: under contactKeys.all, so any contact write refreshes them too. */
export const contactWorkoutKeys = {
  all: [...contactKeys.all, "workouts"] as const,
  page: (contactId: number, page: number) => [...contactKeys.all, "workouts", contactId, page] as const,
};

export function useWorkoutChoices(enabled: boolean) {
  return useQuery({ queryKey: [...workoutKeys.all, "all"], queryFn: async ({ signal }) => (await api.get("/workout/all", { signal })).data, enabled });
}

export function useContactWorkouts(contactId: number, page: number, initial?: ContactWorkoutPage) {
  return useQuery({
    queryKey: contactWorkoutKeys.page(contactId, page),
    initialData: page === 1 ? initial : undefined,
    queryFn: ({ signal }) => api.get("/workout/{contact_id}/contact-workouts", { params: { contact_id: contactId }, query: { page, per_page: 5 }, signal }),
    placeholderData: keepPreviousData,
  });
}
