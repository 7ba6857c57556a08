/**
 * Client queries and calls of the forms module (TanStack Query against the API). Types come
 * from the route declarations (lib/api/client.ts).
 */
import { useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";
import { apiFetch } from "@/lib/http/client";
import type { ListState } from "@/lib/list/params";
import { usePageQuery } from "@/lib/list/use-page-query";
import { toFormQuery, type FormListState } from "./columns";

export type FormPage = ApiAnswer<"get", "/form/list">;
export type FormCard = FormPage["data"][number];
export type FormDetails = ApiAnswer<"get", "/form/{id}/details">["data"];
export type Question = ApiAnswer<"get", "/form/{id}/questions">["data"][number];
export type RespondentPage = ApiAnswer<"get", "/form/get-respondent">;
export type Analytics = ApiAnswer<"get", "/form/get-analytics">["data"];
export type ContactFormsPage = ApiAnswer<"get", "/contact/{id}/forms">;
export type CheckInTrends = ApiAnswer<"get", "/contact/{id}/check-in-trends">["data"];

/** Query keys: invalidate formKeys.all after any write to forms. */
export const formKeys = {
  all: ["forms"] as const,
  list: (state: FormListState) => ["forms", "list", state] as const,
  details: (id: number) => ["forms", "details", id] as const,
  questions: (id: number) => ["forms", "questions", id] as const,
  respondents: (id: number, page: number) => ["forms", "respondents", id, page] as const,
  analytics: (id: number) => ["forms", "analytics", id] as const,
  // Starts with contactKeys.all: any contact write refreshes the profile's forms section.
  contact: (contactId: number) => ["contacts", "forms", contactId] as const,
  choices: () => ["forms", "choices"] as const,
  // Starts with contactKeys.all, as contact() does.
  trends: (contactId: number) => ["contacts", "check-in-trends", contactId] as const,
  afterAssets: () => ["forms", "after-assets"] as const,
};

export function useFormList(state: FormListState, options: { initial?: { state: ListState; page: FormPage }; onPastEnd?: (last: number) => void } = {}) {
  return usePageQuery<FormCard, FormListState>({
    queryKey: formKeys.list(state),
    state,
    fetchPage: (s, signal) => api.get("/form/list", { query: toFormQuery(s), signal }),
    initial: options.initial,
    onPastEnd: options.onPastEnd,
  });
}

export function useFormDetails(id: number, initial?: FormDetails) {
  return useQuery({ queryKey: formKeys.details(id), queryFn: ({ signal }) => api.get("/form/{id}/details", { params: { id }, signal }).then((r) => r.data), initialData: initial });
}

export function useQuestions(id: number, initial?: Question[]) {
  return useQuery({ queryKey: formKeys.questions(id), queryFn: ({ signal }) => api.get("/form/{id}/questions", { params: { id }, signal }).then((r) => r.data), initialData: initial });
}

export function useRespondents(formId: number, page: number, enabled = true) {
  return useQuery({ queryKey: formKeys.respondents(formId, page), queryFn: ({ signal }) => api.get("/form/get-respondent", { query: { form_id: formId, page, per_page: 25 }, signal }), enabled });
}

export function useAnalytics(formId: number, enabled = true) {
  return useQuery({ queryKey: formKeys.analytics(formId), queryFn: ({ signal }) => api.get("/form/get-analytics", { query: { form_id: formId }, signal }).then((r) => r.data), enabled });
}

export function useContactForms(contactId: number, initial?: ContactFormsPage) {
  return useQuery({ queryKey: formKeys.contact(contactId), queryFn: ({ signal }) => api.get("/contact/{id}/forms", { params: { id: contactId }, query: { page: 1, per_page: 25 }, signal }), initialData: initial });
}

export function useCheckInTrends(contactId: number, initial?: CheckInTrends) {
  return useQuery({ queryKey: formKeys.trends(contactId), queryFn: ({ signal }) => api.get("/contact/{id}/check-in-trends", { params: { id: contactId }, signal }).then((r) => r.data), initialData: initial });
}

export function useFormChoices(enabled: boolean) {
  return useQuery({ queryKey: formKeys.choices(), queryFn: ({ signal }) => api.get("/form/list-all", { signal }).then((r) => r.data), enabled });
}

/** The pages and playbooks a form may open after submitting (its settings' picker). */
export function useAfterAssets() {
  return useQuery({ queryKey: formKeys.afterAssets(), queryFn: ({ signal }) => api.get("/form/get-all-asset", { signal }).then((r) => r.data) });
}

type Status = { status: number; message?: string };
export const formCalls = {
  create: (title: string, folderId: number | null = null) => apiFetch<Status & { data: FormDetails }>("/form/create", { method: "PATCH", body: { title, folder_id: folderId } }),
  move: (ids: number[], folderId: number) => apiFetch<Status>("/folder/add-assets", { method: "POST", body: { asset_type: "forms", assets_id: ids, folder_id: folderId } }),
  rename: (id: number, title: string) => apiFetch<Status>("/form/rename", { method: "PATCH", body: { id, title } }),
  duplicate: (id: number) => apiFetch<Status & { data: { id: number } }>("/form/duplicate", { method: "POST", body: { id } }),
  remove: (ids: number[]) => apiFetch<Status>("/form/delete", { method: "DELETE", body: { ids } }),
  setEnabled: (id: number, enabled: 0 | 1) => apiFetch<Status>("/form/set-enable-disable", { method: "PATCH", body: { id, enabled } }),
  update: (id: number, body: Record<string, unknown>) => apiFetch<Status & { data: FormDetails }>(`/form/${id}/update`, { method: "PATCH", body }),
  saveQuestion: (formId: number, body: Record<string, unknown>) => apiFetch<Status & { data: Question }>(`/form/${formId}/save-question`, { method: "POST", body }),
  duplicateQuestion: (id: number) => apiFetch<Status>("/form/question/duplicate", { method: "POST", body: { id } }),
  deleteQuestion: (id: number) => apiFetch<Status>("/form/question/delete", { method: "DELETE", body: { id } }),
  sortQuestions: (formId: number, ids: number[]) => apiFetch<Status>("/form/sort-questions", { method: "PATCH", body: { form_id: formId, ids } }),
  send: (formIds: number[], contactIds: number[]) => apiFetch<Status>("/form/send-to-contact", { method: "POST", body: { form_ids: formIds, contact_ids: contactIds } }),
  restrict: (formIds: number[], contactIds: number[]) => apiFetch<Status>("/form/restrict-from-contact", { method: "POST", body: { form_ids: formIds, contact_ids: contactIds } }),
  deleteResponses: (formId: number, ids: number[]) => apiFetch<Status>("/form/delete-submitted-form", { method: "DELETE", body: { form_id: formId, ids } }),
  toggleForContact: (contactId: number, formId: number, disable: 0 | 1) =>
    apiFetch<Status>("/contact/enable-disable-form", { method: "PATCH", body: { contact_id: contactId, form_id: formId, disable_content: disable } }),
};

export { analyticsDownloadUrl, responsePath, responsePdfUrl } from "./paths";
