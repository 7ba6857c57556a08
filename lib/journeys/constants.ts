/** Journeys (doc 3 s1, s9; issue 27). Copy from the spec, word for word. */
export const JOURNEY_MSG = {
  queued: "Journey has been queued successfully",
  terminated: "Journey has been terminated successfully",
  duplicated: "Journey has been duplicated successfully",
  deleted: "Journey has been deleted successfully",
  enabled: "Journey has been enabled successfully",
  disabled: "Journey has been disabled successfully",
  renamed: "Journey has been renamed successfully",
  created: "Journey has been created successfully",
  triggerSaved: "Journey trigger has been saved",
  triggerDeleted: "Journey trigger has been deleted",
  actionSaved: "Journey step has been saved",
  actionDeleted: "Journey step has been deleted",
  startDisabled: "Switch the journey on before you start contacts on it.",
} as const;

/** Dashboards list six per page (doc 3 s2). */
export const JOURNEYS_PER_PAGE = 6;
export const JOURNEY_SORTS = ["ordering", "name", "created_at"] as const;
export const JOURNEY_TABS = ["all", "enabled", "disabled"] as const;
export const NAME_MAX = 100;
export const JOURNEY_IDS_MAX = 100;
/** Contacts one POST /journey/start or /journey/terminate names. */
export const START_CONTACTS_MAX = 1000;
export const RUN_STATUSES = ["active", "completed", "terminated", "failed"] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
export const BRANCHES = ["yes", "no"] as const;
export type Branch = (typeof BRANCHES)[number];
export const RUNS_PER_PAGE = 20;
/** The platform's SMS cap (lib/platform/sms/send.ts SMS_MAX_LENGTH), kept here for the browser's forms. */
export const SMS_MAX = 1600;
