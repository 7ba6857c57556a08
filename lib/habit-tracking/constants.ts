/** Habit tracking's constants (doc 3 s9 and the wording); shared by server and browser. */

export const TRACKING_NAME_MAX = 150;
export const CATEGORY_NAME_MAX = 150;
export const HABIT_NAME_MAX = 200;
export const UNIT_MAX = 20;
export const TARGET_MAX = 1_000_000;
export const HABIT_KINDS = ["yes_no", "count"] as const;
export const FREQUENCIES = ["daily", "weekdays", "weekly"] as const;
export const CONTACT_STATUSES = ["active", "deleted"] as const;
/** Dashboard list defaults (doc 3 s9): per_page 6, order_by order, descending. */
export const DASHBOARD_PER_PAGE = 6;
/** How many past days the public page lets a contact fill in (today and the six before). */
export const LOG_BACK_DAYS = 6;

/** The public page's defaults (doc 3 s9: habits). */
export const PUBLIC_DEFAULTS = {
  headline: "Time To Submit Your Habits",
  subheadline: "",
  submit_text: "Submit",
  element_color: "#2f7eed",
  block_color: "#eff5ff",
  timer_color: "#f2a31d",
  submit_color: "#2c3e50",
  cover_color: "#1976d2",
  overlay_opacity: 50,
  font_family: "Inter",
  font_weight: 600,
  headline_size: 50,
  subheadline_size: 25,
  thank_you: "Nice work! Your habits are logged.",
} as const;
export type HabitPublicSettings = { -readonly [K in keyof typeof PUBLIC_DEFAULTS]: (typeof PUBLIC_DEFAULTS)[K] extends number ? number : string };

/** Toasts (doc 3 s8: "Habit tracking has been …"). */
export const HABIT_MSG = {
  created: "Habit tracking has been created",
  updated: "Habit tracking has been updated",
  saved: "Habit tracking has been saved",
  started: "Habit tracking has been started",
  stopped: "Habit tracking has been stopped",
  deleted: "Habit tracking has been deleted",
  duplicated: "Habit tracking has been duplicated",
  renamed: "Habit tracking has been renamed",
  categoryDeleted: "Category has been deleted",
  habitDeleted: "Habit has been deleted",
  habitCreated: "Habit has been created",
  sorted: "Order has been saved",
  refreshed: "Scores have been refreshed",
  relationSaved: "Habit tracking has been updated",
  targetPositive: "The target must be greater than 0.",
  weekdaysRequired: "Pick at least one weekday.",
  timesRequired: "The times per week must be 1 to 7.",
} as const;
