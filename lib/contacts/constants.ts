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

/** Doc 2 s3: a contact's gender, temperature and source options. */
export const GENDERS = ["Male", "Female", "Unassigned"] as const;
export const TEMPERATURES = ["cold", "warm", "hot"] as const;
export type Temperature = (typeof TEMPERATURES)[number];
export const SOURCES = [
  "Phone", "Email", "Referral", "Internet", "Event", "Daily Deal", "Direct Mail", "Networking Group",
  "JV Partner", "OM Offers", "Member ID", "Facebook Ads", "Other",
] as const;

/**
 * Locations carry no country yet, so a number typed without "+" and a country code is read
 * as a US number (the product's home market); "+44 20 7946 0958" is read as written.
 */
export const DEFAULT_PHONE_COUNTRY = "US" as const;
/** A note's longest text; the spec shows none, so long enough for a session write-up. */
export const NOTE_MAX = 10_000;
/** GET /contact/all: at most this many contacts (newest first); `total` says how many matched. */
export const CONTACT_ALL_MAX = 1000;
/** Notes shown per page on a profile. */
export const NOTES_PER_PAGE = 20;

/** Doc 2 s9: the chart's default axis. */
export const CHART_DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

/** How many rows an export reads per statement: bounded memory whatever the list's size. */
export const EXPORT_BATCH = 2000;

/**
 * Deleting a status item that still holds contacts is refused (the spec shows no rule): moving
 * them silently could put a client back into Leads. The coach moves them first, then deletes.
 */
export const TAB_IN_USE = (n: number) =>
  `This status still holds ${n} contact${n === 1 ? "" : "s"}. Move them to another status first, then delete it.`;
/** The last item of a group stays, so every group keeps a status to move contacts into. */
export const TAB_LAST_ITEM = "Each group needs at least one status. Add another before deleting this one.";

/** An email's validity (doc 2 s4): checked by validate-email, or marked valid by the coach. */
export const EMAIL_VALIDITIES = ["unverified", "valid", "invalid"] as const;
export type EmailValidity = (typeof EMAIL_VALIDITIES)[number];
/** A member ID's longest text; the spec shows none. */
export const MEMBER_ID_MAX = 50;
/** Reward entries: a title and a whole number of points (limits are ours; the spec shows none). */
export const REWARD_TITLE_MAX = 255;
export const REWARD_POINTS_MAX = 1_000_000;
export const REWARDS_PER_PAGE = 10;
/** Custom fields: a short name, a value up to a paragraph. */
export const CUSTOM_FIELD_NAME_MAX = 100;
export const CUSTOM_FIELD_VALUE_MAX = 2000;
/** An email written on the profile (plain text). */
export const EMAIL_BODY_MAX = 20_000;
export const EMAIL_LOGS_PER_PAGE = 10;
/** Events shown under each email of the profile's email section (the full list: /contact/email-sent-event-logs). */
export const EMAIL_LOG_EVENTS_MAX = 10;
/** The reward points name until the location names them (GET /reward/get-user-reward). */
export const DEFAULT_POINT_NAME = "Points";

/** Lifecycle entries per page on the profile. */
export const LIFECYCLES_PER_PAGE = 10;
