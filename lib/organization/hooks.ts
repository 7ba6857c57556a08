/** Client queries of the organization screens (TanStack Query against the API). */
import { useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";
import { usePageQuery } from "@/lib/list/use-page-query";
import type { Page } from "@/lib/http/pagination";
import { toAuditQuery, toUserQuery, type SettingsState } from "./columns";

export type OrgLocation = ApiAnswer<"get", "/organization/locations">["data"][number];
export type OrgUser = ApiAnswer<"get", "/organization/users">["data"][number];
export type AuditEntry = ApiAnswer<"get", "/organization/audit-log">["data"][number];
export type PermissionCatalogue = ApiAnswer<"get", "/organization/permissions">["data"];
export type UserPermissions = ApiAnswer<"get", "/organization/user/{id}/permissions">["data"];

/** Invalidate orgKeys.all after any write to locations or users (the audit log follows). */
export const orgKeys = {
  all: ["organization"] as const,
  locations: () => ["organization", "locations"] as const,
  users: (state: SettingsState) => ["organization", "users", state] as const,
  allUsers: () => ["organization", "users", "all"] as const,
  audit: (state: SettingsState) => ["organization", "audit", state] as const,
  catalogue: () => ["organization", "permissions"] as const,
  userPermissions: (id: number) => ["organization", "user-permissions", id] as const,
};

export function useOrgLocations(initialData?: OrgLocation[]) {
  return useQuery({ queryKey: orgKeys.locations(), queryFn: ({ signal }) => api.get("/organization/locations", { signal }).then((r) => r.data), initialData });
}

export function useOrgUsers(state: SettingsState, initial?: { state: SettingsState; page: Page<OrgUser> }) {
  return usePageQuery<OrgUser, SettingsState>({
    queryKey: orgKeys.users(state),
    state,
    fetchPage: (s, signal) => api.get("/organization/users", { query: toUserQuery(s), signal }),
    initial,
  });
}

/** Every user of the company (the add-users picker): the largest page the API gives. */
export function useAllOrgUsers(enabled: boolean) {
  return useQuery({ queryKey: orgKeys.allUsers(), queryFn: ({ signal }) => api.get("/organization/users", { query: { page: 1, per_page: 100 }, signal }).then((r) => r.data), enabled });
}

export function useAuditLog(state: SettingsState, initial?: { state: SettingsState; page: Page<AuditEntry> }) {
  return usePageQuery<AuditEntry, SettingsState>({
    queryKey: orgKeys.audit(state),
    state,
    fetchPage: (s, signal) => api.get("/organization/audit-log", { query: toAuditQuery(s), signal }),
    initial,
  });
}

export function usePermissionCatalogue(initialData?: PermissionCatalogue) {
  return useQuery({ queryKey: orgKeys.catalogue(), queryFn: ({ signal }) => api.get("/organization/permissions", { signal }).then((r) => r.data), initialData, staleTime: 60_000 });
}

export function useUserPermissions(id: number | null) {
  return useQuery({
    queryKey: orgKeys.userPermissions(id ?? 0),
    queryFn: ({ signal }) => api.get("/organization/user/{id}/permissions", { params: { id: id! }, signal }).then((r) => r.data),
    enabled: id != null,
  });
}
