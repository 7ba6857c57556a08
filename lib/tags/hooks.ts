/** Client queries of tags (TanStack Query against the API). */
import { useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";

export type TagList = ApiAnswer<"get", "/tag/list">;
export type ContactTag = ApiAnswer<"get", "/contact/{id}/tags">["data"][number];

/** Query keys: invalidate tagKeys.all after any write to tags or taggings. */
export const tagKeys = {
  all: ["tags"] as const,
  list: () => ["tags", "list"] as const,
  ofContact: (contactId: number) => ["tags", "contact", contactId] as const,
};

/** Every tag of the location, grouped by type and flat. */
export function useTagList(enabled = true, initialData?: TagList) {
  return useQuery({ queryKey: tagKeys.list(), queryFn: ({ signal }) => api.get("/tag/list", { query: {}, signal }), enabled, initialData });
}

export function useContactTags(contactId: number, initialData?: ContactTag[]) {
  return useQuery({
    queryKey: tagKeys.ofContact(contactId),
    queryFn: ({ signal }) => api.get("/contact/{id}/tags", { params: { id: contactId }, signal }).then((r) => r.data),
    initialData,
  });
}
