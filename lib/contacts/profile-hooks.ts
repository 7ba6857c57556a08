/**
 * Client queries of the profile's sections. Every key starts with contactKeys.all, so any
 * contact write (which invalidates contactKeys.all) refreshes them too.
 */
import { useEffect } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";
import { handleApiError } from "@/lib/http/handle-error";
import { EMAIL_LOGS_PER_PAGE, LIFECYCLES_PER_PAGE, REWARDS_PER_PAGE } from "./constants";

export type RewardPage = ApiAnswer<"get", "/contact/{id}/rewards">;
export type Reward = RewardPage["data"][number];
export type RewardPoints = ApiAnswer<"get", "/contact/{id}/reward-points">["data"];
export type EmailLogPage = ApiAnswer<"get", "/contact/{id}/email-logs">;
export type EmailLog = EmailLogPage["data"][number];
export type ContactStats = ApiAnswer<"get", "/contact/{id}/stats">["data"];
export type CustomFieldValue = ApiAnswer<"get", "/contact/{id}/custom-fields">["data"][number];
export type LifecyclePage = ApiAnswer<"get", "/contact/{id}/lifecycles">;
export type Lifecycle = LifecyclePage["data"][number];
export type LifecycleSubject = ApiAnswer<"get", "/contact/{id}/lifecycle-subject">["data"];

export const profileKeys = {
  rewards: (id: number, page?: number) => (page === undefined ? (["contacts", "rewards", id] as const) : (["contacts", "rewards", id, page] as const)),
  points: (id: number) => ["contacts", "reward-points", id] as const,
  emailLogs: (id: number, page?: number) => (page === undefined ? (["contacts", "email-logs", id] as const) : (["contacts", "email-logs", id, page] as const)),
  stats: (id: number) => ["contacts", "stats", id] as const,
  customFields: (id: number) => ["contacts", "custom-fields", id] as const,
  lifecycles: (id: number, page: number) => ["contacts", "lifecycles", id, page] as const,
  lifecycleSubject: (id: number) => ["contacts", "lifecycle-subject", id] as const,
};

/** Load failures of a section only log (doc 1 s8); the section then stays out of the way. */
function useSilentErrors(error: unknown) {
  useEffect(() => {
    if (error) handleApiError(error, { silent: true });
  }, [error]);
}

export function useRewardPoints(id: number, initialData?: RewardPoints) {
  const q = useQuery({ queryKey: profileKeys.points(id), queryFn: ({ signal }) => api.get("/contact/{id}/reward-points", { params: { id }, signal }).then((r) => r.data), initialData });
  useSilentErrors(q.error);
  return q;
}

export function useRewards(id: number, page: number, initialData?: RewardPage) {
  const q = useQuery({
    queryKey: profileKeys.rewards(id, page),
    queryFn: ({ signal }) => api.get("/contact/{id}/rewards", { params: { id }, query: { page, per_page: REWARDS_PER_PAGE }, signal }),
    initialData: page === 1 ? initialData : undefined,
    placeholderData: keepPreviousData,
  });
  useSilentErrors(q.error);
  return q;
}

export function useEmailLogs(id: number, page: number, initialData?: EmailLogPage) {
  const q = useQuery({
    queryKey: profileKeys.emailLogs(id, page),
    queryFn: ({ signal }) => api.get("/contact/{id}/email-logs", { params: { id }, query: { page, per_page: EMAIL_LOGS_PER_PAGE }, signal }),
    initialData: page === 1 ? initialData : undefined,
    placeholderData: keepPreviousData,
  });
  useSilentErrors(q.error);
  return q;
}

export function useContactStats(id: number, initialData?: ContactStats) {
  const q = useQuery({ queryKey: profileKeys.stats(id), queryFn: ({ signal }) => api.get("/contact/{id}/stats", { params: { id }, signal }).then((r) => r.data), initialData });
  useSilentErrors(q.error);
  return q;
}

export function useCustomFieldValues(id: number, initialData?: CustomFieldValue[]) {
  const q = useQuery({ queryKey: profileKeys.customFields(id), queryFn: ({ signal }) => api.get("/contact/{id}/custom-fields", { params: { id }, signal }).then((r) => r.data), initialData });
  useSilentErrors(q.error);
  return q;
}

export function useLifecycles(id: number, page: number, initialData?: LifecyclePage) {
  const q = useQuery({
    queryKey: profileKeys.lifecycles(id, page),
    queryFn: ({ signal }) => api.get("/contact/{id}/lifecycles", { params: { id }, query: { page, per_page: LIFECYCLES_PER_PAGE }, signal }),
    initialData: page === 1 ? initialData : undefined,
    placeholderData: keepPreviousData,
  });
  useSilentErrors(q.error);
  return q;
}

export function useLifecycleSubject(id: number) {
  const q = useQuery({ queryKey: profileKeys.lifecycleSubject(id), queryFn: ({ signal }) => api.get("/contact/{id}/lifecycle-subject", { params: { id }, signal }).then((r) => r.data) });
  useSilentErrors(q.error);
  return q;
}
