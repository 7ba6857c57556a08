/**
 * Client queries of habit tracking (TanStack Query against the API). Types come from the
 * route declarations (lib/api/client.ts).
 */
import { useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";
import type { ListState } from "@/lib/list/params";
import { usePageQuery } from "@/lib/list/use-page-query";
import { REMINDERS_PER_PAGE, type ReminderCalls } from "@/lib/reminders/hooks";
import { toTrackingQuery, type TrackingListState } from "./columns";

export type HabitTrackingPage = ApiAnswer<"get", "/habit-tracking/list">;
export type HabitTrackingSummary = HabitTrackingPage["data"][number];
export type HabitCategory = ApiAnswer<"get", "/habit-tracking/{id}/habit-categories">["data"][number];
export type Habit = HabitCategory["habits"][number];
export type HabitEnrolmentPage = ApiAnswer<"get", "/habit-tracking/{id}/contacts">;
export type HabitEnrolment = HabitEnrolmentPage["data"][number];
export type HabitCurrent = ApiAnswer<"get", "/habit-tracking/{id}/current-progress">["data"][number];
export type HabitLeader = ApiAnswer<"get", "/habit-tracking/{id}/leaderboard">["data"][number];
export type ContactHabitTracking = ApiAnswer<"get", "/habit-tracking/contact/{contact}/trackings">["data"][number];

/** Invalidate habitKeys.all after any write to habit tracking. */
export const habitKeys = {
  all: ["habit-tracking"] as const,
  list: (state: TrackingListState) => ["habit-tracking", "list", state] as const,
  categories: (id: number) => ["habit-tracking", "categories", id] as const,
  contacts: (id: number, page: number) => ["habit-tracking", "contacts", id, page] as const,
  current: (id: number) => ["habit-tracking", "current", id] as const,
  leaderboard: (id: number) => ["habit-tracking", "leaderboard", id] as const,
  reminders: (id: number, page: number) => ["habit-tracking", "reminders", id, page] as const,
  choices: () => ["habit-tracking", "list-all"] as const,
};

/** The contact profile's habit tracking section; under contactKeys.all, so any contact write refreshes it. */
export const contactHabitKeys = (contactId: number) => ["contacts", "habit-tracking", contactId] as const;

export function useContactHabitTrackings(contactId: number, initial?: { data: ContactHabitTracking[] }) {
  return useQuery({
    queryKey: contactHabitKeys(contactId),
    queryFn: ({ signal }) => api.get("/habit-tracking/contact/{contact}/trackings", { params: { contact: contactId }, signal }),
    initialData: initial,
  });
}

export function useHabitTrackingChoices(enabled: boolean) {
  return useQuery({
    queryKey: habitKeys.choices(),
    queryFn: async ({ signal }) => (await api.get("/habit-tracking/list-all", { signal })).data,
    enabled,
  });
}

export function useHabitTrackingList(state: TrackingListState, _folderId: number, options: { initial?: { state: ListState; page: HabitTrackingPage }; onPastEnd?: (last: number) => void } = {}) {
  return usePageQuery<HabitTrackingSummary, TrackingListState>({
    queryKey: habitKeys.list(state),
    state,
    fetchPage: (s, signal) => api.get("/habit-tracking/list", { query: toTrackingQuery(s), signal }),
    initial: options.initial,
    onPastEnd: options.onPastEnd,
  });
}

export function useHabitCategories(id: number, initial?: HabitCategory[]) {
  return useQuery({
    queryKey: habitKeys.categories(id),
    queryFn: async ({ signal }) => (await api.get("/habit-tracking/{id}/habit-categories", { params: { id }, signal })).data,
    initialData: initial,
  });
}

export function useHabitContacts(id: number, page: number) {
  return useQuery({
    queryKey: habitKeys.contacts(id, page),
    queryFn: ({ signal }) => api.get("/habit-tracking/{id}/contacts", { params: { id }, query: { page, per_page: 25, status: "active" }, signal }),
  });
}

export function useHabitCurrent(id: number) {
  return useQuery({
    queryKey: habitKeys.current(id),
    queryFn: async ({ signal }) => (await api.get("/habit-tracking/{id}/current-progress", { params: { id }, signal })).data,
  });
}

export function useHabitLeaderboard(id: number) {
  return useQuery({
    queryKey: habitKeys.leaderboard(id),
    queryFn: async ({ signal }) => (await api.get("/habit-tracking/{id}/leaderboard", { params: { id }, signal })).data,
  });
}

/** The Reminders tab's calls for one habit tracking (components/reminders/reminders-tab.tsx). */
export function habitReminderCalls(id: number): ReminderCalls {
  return {
    all: habitKeys.all,
    key: (page) => habitKeys.reminders(id, page),
    load: (page, signal) => api.get("/habit-tracking/{id}/contact-reminders", { params: { id }, query: { page, per_page: REMINDERS_PER_PAGE }, signal }),
    update: (body) => api.patch("/habit-tracking/{id}/update", { params: { id }, body }),
    enableDisable: (contactIds, enabled) => api.post("/habit-tracking/enable-disable-reminder", { body: { tracking_id: id, contact_ids: contactIds, enabled } }),
    restart: (contactIds) => api.post("/habit-tracking/restart-reminder", { body: { tracking_id: id, ...(contactIds ? { contact_ids: contactIds } : {}) } }),
    resend: (contactId) => api.patch("/habit-tracking/{id}/resend-reminder", { params: { id }, body: { contact_id: contactId } }),
  };
}
