/** Client queries of groups (TanStack Query against the API). */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";
import type { ListState } from "@/lib/list/params";
import { usePageQuery } from "@/lib/list/use-page-query";
import { toGroupQuery, type GroupListState } from "./columns";

export type GroupPage = ApiAnswer<"get", "/group/lists">;
export type Group = GroupPage["data"][number];
export type GroupMemberPage = ApiAnswer<"get", "/group/contact-list">;
export type GroupMember = GroupMemberPage["data"][number];

/** Query keys: invalidate groupKeys.all after any write to groups or their members. */
export const groupKeys = {
  all: ["groups"] as const,
  list: (state: GroupListState) => ["groups", "list", state] as const,
  members: (groupId: number, page: number, search: string) => ["groups", "members", groupId, page, search] as const,
  pick: (contactId?: number) => ["groups", "pick", contactId ?? 0] as const,
};

export function useGroupList(state: GroupListState, options: { initial?: { state: ListState; page: GroupPage }; onPastEnd?: (last: number) => void } = {}) {
  return usePageQuery<Group, GroupListState>({
    queryKey: groupKeys.list(state),
    state,
    fetchPage: (s, signal) => api.get("/group/lists", { query: toGroupQuery(s), signal }),
    initial: options.initial,
    onPastEnd: options.onPastEnd,
  });
}

export function useGroupMembers(groupId: number, page: number, search: string) {
  return useQuery({
    queryKey: groupKeys.members(groupId, page, search),
    queryFn: ({ signal }) => api.get("/group/contact-list", { query: { group_id: groupId, page, per_page: 10, ...(search ? { search } : {}) }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every group (pickers), or a contact's groups. */
export function useGroupChoices(enabled: boolean, contactId?: number) {
  return useQuery({
    queryKey: groupKeys.pick(contactId),
    queryFn: ({ signal }) => api.get("/group/user-groups", { query: contactId ? { contact_id: contactId } : {}, signal }),
    enabled,
  });
}
