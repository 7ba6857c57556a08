/** Progress tracking's constants (doc 3 s9 and the wording); shared by server and browser. */

export const TRACKING_NAME_MAX = 150;
export const SECTION_NAME_MAX = 150;
export const QUESTION_LABEL_MAX = 500;
export const UNIT_MAX = 20;
export const CHOICE_MAX = 20;
export const TEXT_ANSWER_MAX = 5000;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const DEFAULT_PERIOD_DAYS = 7;
/** The check-in period's range in whole days (ours: daily up to monthly). */
export const PERIOD_DAYS_MIN = 1;
export const PERIOD_DAYS_MAX = 31;
/** Dashboard list defaults (doc 3 s9): per_page 6, order_by order, descending. */
export const DASHBOARD_PER_PAGE = 6;

export const QUESTION_TYPES = ["number", "text", "scale", "yes_no", "choice", "photo"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const DIRECTIONS = ["down", "up"] as const;
export type Direction = (typeof DIRECTIONS)[number];
export const CONTACT_STATUSES = ["active", "deleted"] as const;

/** The scale question's range (1–10). */
export const SCALE_MIN = 1;
export const SCALE_MAX = 10;

/** `default-categories` (issue 28): what a fitness coach tracks first. */
export const DEFAULT_CATEGORIES = [
  { key: "weight", name: "Weight", unit: "kg", direction: "down", kind: "number" },
  { key: "body_fat", name: "Body fat", unit: "%", direction: "down", kind: "number" },
  { key: "waist", name: "Waist", unit: "cm", direction: "down", kind: "number" },
  { key: "hips", name: "Hips", unit: "cm", direction: "down", kind: "number" },
  { key: "chest", name: "Chest", unit: "cm", direction: "up", kind: "number" },
  { key: "arm", name: "Arm", unit: "cm", direction: "up", kind: "number" },
  { key: "thigh", name: "Thigh", unit: "cm", direction: "down", kind: "number" },
  { key: "progress_photos", name: "Progress photos", unit: "", direction: "up", kind: "photo" },
] as const;
export type DefaultCategoryKey = (typeof DEFAULT_CATEGORIES)[number]["key"];

/** The public page's defaults (doc 3 s9). */
export const PUBLIC_DEFAULTS = {
  headline: "Time To Submit Your Progress",
  subheadline: "",
  submit_text: "Submit Progress",
  element_color: "#2f7eed",
  block_color: "#eff5ff",
  timer_color: "#f2a31d",
  submit_color: "#2c3e50",
  cover_color: "#1976d2",
  font_family: "Inter",
  font_weight: 600,
  headline_size: 50,
  subheadline_size: 25,
  thank_you: "Thank you! Your coach has your check-in.",
} as const;

/** Toasts (doc 3 s8: "Client tracking has been …"). */
export const TRACKING_MSG = {
  created: "Client tracking has been created",
  updated: "Client tracking has been updated",
  saved: "Client tracking has been saved",
  started: "Client tracking has been started",
  stopped: "Client tracking has been stopped",
  deleted: "Client tracking has been deleted",
  duplicated: "Client tracking has been duplicated",
  renamed: "Client tracking has been renamed",
  sectionDeleted: "Question section has been deleted",
  questionDeleted: "Question has been deleted",
  categoryDeleted: "Category has been deleted",
  goalsSaved: "Goals have been saved",
  refreshed: "Leaderboard has been refreshed",
  sorted: "Order has been saved",
  relationSaved: "Client tracking has been updated",
  nameRequired: "The name field is required.",
  goalEqualsStart: "The target must differ from the start.",
  notImage: "The photo must be an image.",
  sortMismatch: "The ids must be exactly the tracking's.",
} as const;
