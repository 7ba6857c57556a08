/**
 * Client queries and calls of playbooks (TanStack Query against the API). Types come from the
 * route declarations (lib/api/client.ts).
 */
import { useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";
import type { ContactTarget } from "@/lib/contacts/columns";
import { apiFetch } from "@/lib/http/client";
import type { ListState } from "@/lib/list/params";
import { usePageQuery } from "@/lib/list/use-page-query";
import { useFolderLevel } from "@/lib/folders/hooks";
import { toPlaybookQuery, type PlaybookListState } from "./columns";

export type PlaybookPage = ApiAnswer<"get", "/playbook/list">;
export type PlaybookCard = PlaybookPage["data"][number];
export type PlaybookDetails = ApiAnswer<"get", "/playbook/{id}/details">["data"];
export type PlaybookStep = PlaybookDetails["steps"][number];
export type PlaybookButton = PlaybookDetails["buttons"][number];
export type PlaybookFaq = PlaybookDetails["faqs"][number];

/** Query keys: invalidate playbookKeys.all after any write to playbooks or their folders. */
export const playbookKeys = {
  all: ["playbooks"] as const,
  list: (state: PlaybookListState, folderId: number) => ["playbooks", "list", folderId, state] as const,
  details: (id: number) => ["playbooks", "details", id] as const,
  questions: (id: number) => ["playbooks", "questions", id] as const,
  configuration: () => ["playbooks", "configuration"] as const,
};

export function usePlaybookList(state: PlaybookListState, folderId: number, options: { initial?: { state: ListState; page: PlaybookPage }; onPastEnd?: (last: number) => void } = {}) {
  return usePageQuery<PlaybookCard, PlaybookListState>({
    queryKey: playbookKeys.list(state, folderId),
    state,
    fetchPage: (s, signal) => api.get("/playbook/list", { query: toPlaybookQuery(s, folderId), signal }),
    initial: folderId === 0 ? options.initial : undefined,
    onPastEnd: options.onPastEnd,
  });
}

export function usePlaybookFolders(parentId: number) {
  return useFolderLevel(playbookKeys.all, "playbooks", parentId, false);
}

export function usePlaybookDetails(id: number, initial?: PlaybookDetails) {
  return useQuery({
    queryKey: playbookKeys.details(id),
    queryFn: ({ signal }) => api.get("/playbook/{id}/details", { params: { id }, signal }).then((r) => r.data),
    initialData: initial,
  });
}

export function usePlaybookQuestions(id: number) {
  return useQuery({
    queryKey: playbookKeys.questions(id),
    queryFn: ({ signal }) => api.get("/playbook/get-questions", { query: { playbook_id: id }, signal }).then((r) => r.data),
  });
}

export function usePlaybookConfiguration() {
  return useQuery({
    queryKey: playbookKeys.configuration(),
    queryFn: ({ signal }) => api.get("/playbook/configuration", { signal }).then((r) => r.data),
  });
}

type Status = { status: number; message?: string };

export const playbookCalls = {
  create: (title: string, folderId: number) => apiFetch<{ data: PlaybookCard }>("/playbook/create", { method: "POST", body: { title, ...(folderId ? { folder_id: folderId } : {}) } }),
  rename: (id: number, title: string) => apiFetch<{ data: PlaybookCard }>("/playbook/rename", { method: "PATCH", body: { id, title } }),
  duplicate: (id: number) => apiFetch<{ data: PlaybookCard }>("/playbook/duplicate", { method: "POST", body: { id } }),
  remove: (ids: number[]) => apiFetch<Status>("/playbook/delete", { method: "DELETE", body: { ids } }),
  pin: (id: number, pinned: boolean) => apiFetch<Status & { is_pinned: number }>(`/playbook/${id}/pin-unpin`, { method: "PATCH", body: { is_pinned: pinned ? 1 : 0 } }),
  allClients: (id: number, on: boolean) => apiFetch<Status & { all_clients: number }>(`/playbook/${id}/enable-disable-all-clients`, { method: "PATCH", body: { all_clients: on ? 1 : 0 } }),
  move: (ids: number[], folderId: number) => apiFetch("/folder/add-assets", { method: "POST", body: { asset_type: "playbooks", assets_id: ids, folder_id: folderId } }),
  // Editor
  updateSettings: (id: number, body: { title?: string; category_id?: number | null; settings?: Record<string, unknown> }) => apiFetch<Status>(`/playbook/${id}/update-settings`, { method: "PATCH", body }),
  createStep: (playbookId: number, title: string) => apiFetch<{ data: PlaybookStep }>("/playbook/create-step", { method: "POST", body: { playbook_id: playbookId, title } }),
  updateStep: (body: { id: number; title?: string; banner_image_id?: number | null; thumb_image_id?: number | null }) => apiFetch<{ data: PlaybookStep }>("/playbook/update-step", { method: "PATCH", body }),
  duplicateStep: (id: number) => apiFetch<{ data: PlaybookStep }>("/playbook/duplicate-step", { method: "POST", body: { id } }),
  deleteSteps: (ids: number[]) => apiFetch<Status>("/playbook/delete", { method: "DELETE", body: { step_ids: ids } }),
  sortSteps: (playbookId: number, ids: number[]) => apiFetch<Status>("/playbook/sort-steps", { method: "PATCH", body: { playbook_id: playbookId, ids } }),
  saveTab: (body: { id?: number; step_id: number; title: string; content: string }) => apiFetch<{ data: PlaybookStep }>("/playbook/step/add-tab", { method: "POST", body }),
  deleteTab: (id: number) => apiFetch<Status>("/playbook/tab/delete", { method: "DELETE", body: { id } }),
  sortTabs: (stepId: number, ids: number[]) => apiFetch<Status>("/playbook/sort-tabs", { method: "PATCH", body: { step_id: stepId, ids } }),
  addDownload: (stepId: number, file: File) => {
    const form = new FormData();
    form.append("step_id", String(stepId));
    form.append("file", file);
    return apiFetch<{ data: PlaybookStep }>("/playbook/step/add-download", { method: "POST", body: form });
  },
  deleteDownload: (id: number) => apiFetch<Status>("/playbook/step/delete-download", { method: "DELETE", body: { id } }),
  saveButton: (body: { id?: number; playbook_id: number; label: string; url: string; color: string; icon: string }) => apiFetch<{ data: PlaybookButton[] }>("/playbook/save-custom-button", { method: "POST", body }),
  deleteButton: (id: number) => apiFetch<Status>("/playbook/custom-button/delete", { method: "DELETE", body: { id } }),
  sortButtons: (playbookId: number, ids: number[]) => apiFetch<Status>("/playbook/sort-buttons", { method: "PATCH", body: { playbook_id: playbookId, ids } }),
  sortSidebar: (playbookId: number, order: string[]) => apiFetch<Status>("/playbook/sort-sidebar", { method: "PATCH", body: { playbook_id: playbookId, order } }),
  saveFaq: (playbookId: number, body: { id?: number; question: string; answer: string }) => apiFetch<{ data: PlaybookFaq[] }>(`/playbook/${playbookId}/save-faq`, { method: "POST", body }),
  deleteFaq: (id: number) => apiFetch<Status>("/playbook/delete-faq", { method: "DELETE", body: { id } }),
  questionToFaq: (id: number, answer?: string) => apiFetch<{ data: PlaybookFaq[] }>("/playbook/question-to-faq", { method: "POST", body: { id, ...(answer ? { answer } : {}) } }),
  deleteQuestions: (ids: number[]) => apiFetch<Status>("/playbook/delete-questions", { method: "DELETE", body: { ids } }),
};

export const downloadUrl = (id: number) => `/api/v3/playbook/download?id=${id}`;

export type ContactPlaybook = ApiAnswer<"get", "/contact/playbooks">["data"][number];

/** A contact's playbooks with progress (the profile section); under contactKeys so any contact write refreshes it. */
export const contactPlaybookKey = (contactId: number) => ["contacts", "playbooks", contactId] as const;

export function useContactPlaybooks(contactId: number, initial?: ContactPlaybook[]) {
  return useQuery({
    queryKey: contactPlaybookKey(contactId),
    queryFn: ({ signal }) => api.get("/contact/playbooks", { query: { contact_id: contactId }, signal }).then((r) => r.data),
    initialData: initial,
  });
}

/** Every playbook's id and title (the send pickers). */
export function usePlaybookChoices(enabled: boolean) {
  return useQuery({ queryKey: [...playbookKeys.all, "all"], queryFn: ({ signal }) => api.get("/playbook/list-all", { signal }).then((r) => r.data), enabled });
}

export const assignCalls = {
  send: (playbookIds: number[], target: ContactTarget) => apiFetch<Status>("/playbook/send-to-contact", { method: "POST", body: { playbook_ids: playbookIds, ...target } }),
  restrict: (playbookIds: number[], target: ContactTarget) => apiFetch<Status>("/playbook/restrict-from-contact", { method: "POST", body: { playbook_ids: playbookIds, ...target } }),
  resend: (playbookId: number, contactId: number) => apiFetch<Status>(`/playbook/${playbookId}/resend`, { method: "POST", body: { contact_id: contactId } }),
};

export const canvaCalls = {
  upload: (playbookId: number, file: File) => {
    const form = new FormData();
    form.append("playbook_id", String(playbookId));
    form.append("file", file);
    return apiFetch<{ batch: string; images: { file_id: number; url: string; name: string }[] }>("/playbook/canva/upload", { method: "POST", body: form });
  },
  build: (body: { playbook_id: number; batch: string; file_ids: number[]; grouped: 0 | 1; title?: string }) => apiFetch<{ data: PlaybookStep[] }>("/playbook/canva/build", { method: "POST", body }),
  archive: (ids: number[]) => apiFetch<Status>("/playbook/canva/archive", { method: "PATCH", body: { ids } }),
  restore: (ids: number[]) => apiFetch<Status>("/playbook/canva/restore", { method: "PATCH", body: { ids } }),
  degroup: (id: number) => apiFetch<{ data: PlaybookStep[] }>("/playbook/canva/degroup", { method: "PATCH", body: { id } }),
};

export type PlaybookUsersPage = ApiAnswer<"get", "/playbook/{id}/users">;

export function usePlaybookUsers(id: number | null, page: number) {
  return useQuery({
    queryKey: [...playbookKeys.all, "users", id, page],
    queryFn: ({ signal }) => api.get("/playbook/{id}/users", { params: { id: id! }, query: { page, per_page: 10 }, signal }),
    enabled: id !== null,
  });
}
