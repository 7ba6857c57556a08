/**
 * Playbooks (doc 2 s3, s4, s7; issue 12). No Node imports: the editor uses the same limits
 * and copy in the browser.
 */

/** The dashboard's list parameters (doc 2 s2): 6 a page, hand-made order, newest first. */
export const PLAYBOOK_PER_PAGE = 6;
export const PLAYBOOK_SORTS = ["ordering", "title", "created_at"] as const;
export type PlaybookSort = (typeof PLAYBOOK_SORTS)[number];

export const TITLE_MAX = 150;
export const CATEGORY_MAX = 60;
export const FAQ_QUESTION_MAX = 500;
export const BUTTON_LABEL_MAX = 40;
export const URL_MAX = 2000;

/**
 * Where a playbook opens in the client portal (the portal's screens are a later issue; links
 * name this path now, as pages' do with portalPagePath).
 */
export const portalPlaybookPath = (id: number) => `/portal/playbooks/${id}`;

/** The portal sidebar's sections, sorted by sort-sidebar. */
export const SIDEBAR_SECTIONS = ["steps", "downloads", "faq", "questions"] as const;
export type SidebarSection = (typeof SIDEBAR_SECTIONS)[number];

/** Icons a custom button may show (lucide names the portal renders). */
export const BUTTON_ICONS = ["link", "calendar", "message-circle", "phone", "mail", "video", "shopping-cart", "star", "heart", "download"] as const;
export type ButtonIcon = (typeof BUTTON_ICONS)[number];

/** The editor's configuration (update-settings) and its defaults. */
export const PLAYBOOK_SETTINGS_DEFAULTS = {
  show_faq: true,
  show_questions: true,
  show_progress: true,
  accent_color: "#2563eb",
};

/** Image crop types of a step (doc 2 s9: playbook-step-banner 1200x200, playbook-step-thumb 1200x700). */
export const STEP_BANNER_TYPE = "playbook-step-banner";
export const STEP_THUMB_TYPE = "playbook-step-thumb";

/** A step's downloads: any document the platform stores, up to 50 MB. */
export const DOWNLOAD_MAX_BYTES = 50 * 1024 * 1024;

/** Single-use portal sign-in links mailed by resend: valid a week. */
export const LOGIN_TOKEN_TTL_SECONDS = 7 * 24 * 3600;

export const PLAYBOOK_MSG = {
  created: "Playbook has been created successfully!",
  renamed: "Playbook has been renamed successfully!",
  duplicated: "Playbook has been duplicated successfully!",
  deleted: "Playbook has been deleted successfully!",
  stepsDeleted: "Step has been deleted successfully!",
  pinned: "Playbook has been pinned successfully!",
  unpinned: "Playbook has been unpinned successfully!",
  allClientsOn: "Playbook is now shown to all clients.",
  allClientsOff: "Playbook is now shown to assigned contacts only.",
  sent: "Playbook has been sent successfully!",
  restricted: "Playbook has been restricted successfully!",
  resent: "Playbook link has been sent successfully!",
  saved: "Changes have been saved successfully!",
  categoryTaken: "The category name has already been taken.",
  titleRequired: "The title field is required.",
  nothingToDelete: "The ids or step ids field is required.",
  questionUnanswered: "Answer the question before adding it to the FAQ.",
  noEmail: "This contact has no email address.",
} as const;
