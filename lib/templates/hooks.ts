/** Client queries and calls of templates, signatures and the composing settings. */
import { useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";
import { apiFetch } from "@/lib/http/client";
import type { ListState } from "@/lib/list/params";
import { usePageQuery } from "@/lib/list/use-page-query";
import { toTemplateQuery, type TemplateListState } from "./columns";

export type TemplatePage = ApiAnswer<"get", "/template/lists">;
export type Template = TemplatePage["data"][number];
export type TemplateCategory = ApiAnswer<"get", "/template/categories">["data"][number];
export type TemplateLog = ApiAnswer<"get", "/template/template-logs">["data"][number];
export type EmailPreview = ApiAnswer<"post", "/test-email/preview">;
export type SmsPreview = ApiAnswer<"post", "/test-sms/preview">;
export type Signature = ApiAnswer<"get", "/signature/list">["signatures"][number];
export type SignatureList = ApiAnswer<"get", "/signature/list">;

/** Invalidate templateKeys.all after any template or category write. */
export const templateKeys = {
  all: ["templates"] as const,
  list: (state: TemplateListState) => ["templates", "list", state] as const,
  categories: () => ["templates", "categories"] as const,
  one: (id: number) => ["templates", "one", id] as const,
  logs: (templateId: number) => ["templates", "logs", templateId] as const,
};
export const signatureKeys = { all: ["signatures"] as const };

export function useTemplateList(state: TemplateListState, options: { initial?: { state: ListState; page: TemplatePage }; onPastEnd?: (last: number) => void } = {}) {
  return usePageQuery<Template, TemplateListState>({
    queryKey: templateKeys.list(state),
    state,
    fetchPage: (s, signal) => api.get("/template/lists", { query: toTemplateQuery(s), signal }),
    ...options,
  });
}

export function useTemplateCategories(initial?: TemplateCategory[]) {
  return useQuery({ queryKey: templateKeys.categories(), queryFn: ({ signal }) => api.get("/template/categories", { signal }).then((r) => r.data), initialData: initial });
}

export function useTemplateLogs(templateId: number) {
  return useQuery({ queryKey: templateKeys.logs(templateId), queryFn: ({ signal }) => api.get("/template/template-logs", { query: { template_id: templateId, page: 1, per_page: 10 }, signal }) });
}

export function useSignatures(initial?: SignatureList) {
  return useQuery({ queryKey: signatureKeys.all, queryFn: ({ signal }) => api.get("/signature/list", { signal }), initialData: initial });
}

type Saved = { status: number; message: string; data: Template };
export const templateCalls = {
  create: (body: { name: string; is_content: number; category_id?: number | null }) => apiFetch<Saved>("/template/create", { method: "POST", body }),
  edit: (body: { id: number; name?: string; subject?: string; body?: string; recording_url?: string | null }) => apiFetch<Saved>("/template/edit", { method: "PATCH", body }),
  rename: (id: number, name: string) => apiFetch<Saved>("/template/rename", { method: "PATCH", body: { id, name } }),
  duplicate: (id: number) => apiFetch<Saved>("/template/duplicate", { method: "POST", body: { id } }),
  addBroadcastDraft: (templateId: number) => apiFetch<{ message: string; data: { id: number } }>("/template/add-broadcasts-draft", { method: "POST", body: { template_id: templateId } }),
  remove: (ids: number[]) => apiFetch("/template/delete", { method: "DELETE", body: { ids } }),
  move: (ids: number[], categoryId: number) => apiFetch("/template/change-category", { method: "PATCH", body: { ids, category_id: categoryId } }),
  createCategory: (name: string) => apiFetch<{ data: TemplateCategory }>("/template/create-category", { method: "POST", body: { name } }),
  renameCategory: (id: number, name: string) => apiFetch(`/template/${id}/edit-category`, { method: "PATCH", body: { name } }),
  deleteCategory: (id: number) => apiFetch(`/template/${id}/delete-category`, { method: "DELETE" }),
  sendToContact: (templateId: number, contactId: number) => apiFetch<{ status: boolean; message: string }>("/template/send-to-contact", { method: "POST", body: { template_id: templateId, contact_id: contactId } }),
  previewEmail: (body: { contact_id: number | null; subject: string; body: string }, signal?: AbortSignal) => apiFetch<EmailPreview>("/test-email/preview", { method: "POST", body, signal }),
  previewSms: (body: { contact_id: number | null; body: string }, signal?: AbortSignal) => apiFetch<SmsPreview>("/test-sms/preview", { method: "POST", body, signal }),
  testEmail: (body: { recipients: string[]; contact_id: number | null; subject: string; body: string }) => apiFetch<{ status: number; message: string }>("/test-email/send", { method: "POST", body }),
  testSms: (body: { recipients: string[]; contact_id: number | null; body: string }) => apiFetch<{ status: number; message: string }>("/test-sms/send", { method: "POST", body }),
};
