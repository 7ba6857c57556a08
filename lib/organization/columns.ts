import { defineList, type ListState } from "@/lib/list/params";

/** Admin Settings (/admin-settings?module=...&tab=...): the modules this screen hosts and their tabs. */
export const SETTINGS_MODULES = ["account", "organization", "email", "members"] as const;
export type SettingsModule = (typeof SETTINGS_MODULES)[number];
export const ORGANIZATION_TABS = ["locations", "users", "white-label", "sending", "integrations", "audit-log"] as const;
export type OrganizationTab = (typeof ORGANIZATION_TABS)[number];
export const ORGANIZATION_TAB_TITLES: Record<OrganizationTab, string> = {
  locations: "Locations",
  users: "Users",
  "white-label": "White label",
  sending: "Sending",
  integrations: "Integrations",
  "audit-log": "Audit log",
};

/**
 * The screen's URL state: module and tab are filters so the list kit keeps them in the URL;
 * page, per_page and search belong to the users list or the audit log, whichever tab shows.
 */
export const settingsList = defineList({
  perPage: 25,
  perPageOptions: [10, 25, 50, 100],
  filters: { module: SETTINGS_MODULES, tab: ORGANIZATION_TABS },
  search: { maxLength: 100 },
});
export type SettingsState = ListState<never, "module" | "tab">;

export const moduleOf = (s: SettingsState): SettingsModule => (s.filters.module as SettingsModule | undefined) ?? "account";
export const tabOf = (s: SettingsState): OrganizationTab => (s.filters.tab as OrganizationTab | undefined) ?? "locations";

/** GET /organization/users's query for the view. */
export const toUserQuery = (s: SettingsState) => ({ page: s.page, per_page: s.per_page, ...(s.search ? { search: s.search } : {}) });
/** GET /organization/audit-log's query for the view. */
export const toAuditQuery = (s: SettingsState) => ({ page: s.page, per_page: s.per_page });

/** Audit actions as a person reads them. */
export const AUDIT_ACTIONS: Record<string, string> = {
  "user.created": "Created user",
  "user.updated": "Updated user",
  "user.permissions_changed": "Changed permissions",
  "user.deleted": "Deleted user",
  "user.credentials_sent": "Sent login credentials",
  "user.location_added": "Added user to location",
  "location.created": "Created location",
  "location.updated": "Renamed location",
  "location.deleted": "Deleted location",
  "location.suspended": "Suspended location",
  "location.activated": "Activated location",
};
