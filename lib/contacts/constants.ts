/** Doc 2 s2/s9 constants for the contact centre. */
export const CONTACT_TABS = ["leads", "trials", "clients", "staff", "lost"] as const;
export type ContactTab = (typeof CONTACT_TABS)[number];

export const TAB_TITLES: Record<ContactTab, string> = {
  leads: "Leads",
  trials: "Trials",
  clients: "Clients",
  staff: "Staff",
  lost: "Lost",
};

/** Display fallbacks when a status value is not in the location's list (doc 2 s3). */
export const STATUS_FALLBACK_TITLES: Record<string, string> = {
  Leads: "Prospect",
  Trial: "ActiveTrial",
  Bucket: "Lost",
};

export const CONTACT_COLUMNS = [
  "photo", "temperature", "starred", "first_name", "last_name", "date_created", "email",
  "number", "status", "last_action", "tags", "login_count", "last_email_activity", "last_chat",
] as const;
export type ContactColumn = (typeof CONTACT_COLUMNS)[number];
/** Columns shown by default (doc 2 s9); the rest can be switched on. */
export const DEFAULT_COLUMNS: ContactColumn[] = [
  "photo", "temperature", "starred", "first_name", "last_name", "date_created", "email", "number", "status", "last_action",
];

export const SORTABLE = ["first_name", "last_name", "email", "number", "status", "date_created", "last_action", "temperature", "starred"] as const;
export const CONTACT_TABLE_PER_PAGE = 25;
export const PER_PAGE_OPTIONS = [10, 25, 50, 100];
