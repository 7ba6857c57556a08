/**
 * Client queries of progress tracking (TanStack Query against the API). Types come from the
 * route declarations (lib/api/client.ts).
 */
import { useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";
import type { ListState } from "@/lib/list/params";
import { usePageQuery } from "@/lib/list/use-page-query";
import { REMINDERS_PER_PAGE, type ReminderCalls } from "@/lib/reminders/hooks";
import { toTrackingQuery, type TrackingListState } from "./columns";

export type TrackingPage = ApiAnswer<"get", "/progress-tracking/list">;
export type TrackingSummary = TrackingPage["data"][number];
export type TrackingSections = ApiAnswer<"get", "/progress-tracking/{id}/question-sections">;
export type TrackingSection = TrackingSections["data"][number];
export type TrackingQuestion = TrackingSection["questions"][number];
export type TrackingCategory = TrackingSections["categories"][number];
export type TrackingEnrolmentPage = ApiAnswer<"get", "/progress-tracking/{id}/contacts">;
export type TrackingEnrolment = TrackingEnrolmentPage["data"][number];
export type TrackingLeader = ApiAnswer<"get", "/progress-tracking/{id}/leaderboard">["data"][number];
export type TrackingGoal = ApiAnswer<"get", "/progress-tracking/{tracking}/contact/{contact}/goals">["data"][number];

export type TrackingCheckIn = ApiAnswer<"get", "/progress-tracking/{id}/contact-progress-tracking">["data"][number];
export type TrackingProof = ApiAnswer<"get", "/progress-tracking/{id}/contact-progress-proof">["data"][number];
export type TrackingTrend = ApiAnswer<"get", "/progress-tracking/{tracking}/contact/{contact}/trends">["data"][number];
export type TrackingRelation = ApiAnswer<"get", "/progress-tracking/{tracking}/contact/{contact}/relation">["data"];
export type TrackingRoster = ApiAnswer<"get", "/progress-tracking/{id}/roster">;
export type TrackingRosterRow = TrackingRoster["data"][number];
export type ContactTracking = ApiAnswer<"get", "/progress-tracking/contact/{contact}/trackings">["data"][number];

/** Invalidate trackingKeys.all after any write to progress tracking. */
export const trackingKeys = {
  all: ["progress-tracking"] as const,
  list: (state: TrackingListState) => ["progress-tracking", "list", state] as const,
  sections: (id: number) => ["progress-tracking", "sections", id] as const,
  contacts: (id: number, page: number) => ["progress-tracking", "contacts", id, page] as const,
  leaderboard: (id: number) => ["progress-tracking", "leaderboard", id] as const,
  roster: (id: number) => ["progress-tracking", "roster", id] as const,
  reminders: (id: number, page: number) => ["progress-tracking", "reminders", id, page] as const,
  goals: (id: number, contact: number) => ["progress-tracking", "goals", id, contact] as const,
  defaults: () => ["progress-tracking", "default-categories"] as const,
  choices: () => ["progress-tracking", "list-all"] as const,
};

/** A contact's trackings (the profile section); under contactKeys.all so any contact write refreshes it too. */
export const contactTrackingKeys = (contactId: number) => ["contacts", "progress-tracking", contactId] as const;

export function useContactTrackings(contactId: number, initial?: { data: ContactTracking[] }) {
  return useQuery({
    queryKey: contactTrackingKeys(contactId),
    queryFn: ({ signal }) => api.get("/progress-tracking/contact/{contact}/trackings", { params: { contact: contactId }, signal }),
    initialData: initial,
  });
}

export function useTrackingChoices(enabled: boolean) {
  return useQuery({
    queryKey: trackingKeys.choices(),
    queryFn: async ({ signal }) => (await api.get("/progress-tracking/list-all", { signal })).data,
    enabled,
  });
}

export function useTrackingList(state: TrackingListState, _folderId: number, options: { initial?: { state: ListState; page: TrackingPage }; onPastEnd?: (last: number) => void } = {}) {
  return usePageQuery<TrackingSummary, TrackingListState>({
    queryKey: trackingKeys.list(state),
    state,
    fetchPage: (s, signal) => api.get("/progress-tracking/list", { query: toTrackingQuery(s), signal }),
    initial: options.initial,
    onPastEnd: options.onPastEnd,
  });
}

export function useTrackingSections(id: number, initialData?: TrackingSections) {
  return useQuery({
    queryKey: trackingKeys.sections(id),
    queryFn: ({ signal }) => api.get("/progress-tracking/{id}/question-sections", { params: { id }, signal }),
    initialData,
  });
}

export function useDefaultCategories() {
  return useQuery({
    queryKey: trackingKeys.defaults(),
    queryFn: async ({ signal }) => (await api.get("/progress-tracking/default-categories", { signal })).data,
    staleTime: Infinity,
  });
}

export function useTrackingContacts(id: number, page: number) {
  return useQuery({
    queryKey: trackingKeys.contacts(id, page),
    queryFn: ({ signal }) => api.get("/progress-tracking/{id}/contacts", { params: { id }, query: { page, per_page: 25, status: "active" }, signal }),
  });
}

export function useTrackingLeaderboard(id: number) {
  return useQuery({
    queryKey: trackingKeys.leaderboard(id),
    queryFn: async ({ signal }) => (await api.get("/progress-tracking/{id}/leaderboard", { params: { id }, signal })).data,
  });
}

export function useContactGoals(id: number, contact: number, enabled: boolean) {
  return useQuery({
    queryKey: trackingKeys.goals(id, contact),
    queryFn: async ({ signal }) => (await api.get("/progress-tracking/{tracking}/contact/{contact}/goals", { params: { tracking: id, contact }, signal })).data,
    enabled,
  });
}

export function useTrackingRoster(id: number) {
  return useQuery({
    queryKey: trackingKeys.roster(id),
    queryFn: ({ signal }) => api.get("/progress-tracking/{id}/roster", { params: { id }, signal }),
  });
}

/** The Reminders tab's calls for one tracking (components/reminders/reminders-tab.tsx). */
export function trackingReminderCalls(id: number): ReminderCalls {
  return {
    all: trackingKeys.all,
    key: (page) => trackingKeys.reminders(id, page),
    load: (page, signal) => api.get("/progress-tracking/{id}/contact-reminders", { params: { id }, query: { page, per_page: REMINDERS_PER_PAGE }, signal }),
    update: (body) => api.patch("/progress-tracking/{id}/update", { params: { id }, body }),
    enableDisable: (contactIds, enabled) => api.post("/progress-tracking/enable-disable-reminder", { body: { tracking_id: id, contact_ids: contactIds, enabled } }),
    restart: (contactIds) => api.post("/progress-tracking/restart-reminder", { body: { tracking_id: id, ...(contactIds ? { contact_ids: contactIds } : {}) } }),
    resend: (contactId) => api.patch("/progress-tracking/{id}/resend-reminder", { params: { id }, body: { contact_id: contactId } }),
  };
}
