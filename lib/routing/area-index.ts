import type { Area } from "./routes";

/** Each permission area's index screen (the module's entry point). */
export const AREA_INDEX: Record<Area, string> = {
  "admin-settings": "AdminSettings",
  broadcasts: "BroadcastIndex",
  checkouts: "CheckoutIndex",
  "client-portal": "ClientPortalIndex",
  "contacts-center": "ContactIndex",
  "sms-center": "SmsCenterIndex",
  files: "FileIndex",
  forms: "FormIndex",
  groups: "GroupIndex",
  "habit-tracking": "HabitTrackingIndex",
  journeys: "JourneyIndex",
  "opt-ins": "OptinIndex",
  pages: "PageIndex",
  playbooks: "PlaybookIndex",
  "progress-tracking": "ProgressTrackingIndex",
  sequences: "SequenceIndex",
  tags: "TagIndex",
  templates: "TemplatesIndex",
  workouts: "WorkoutIndex",
};
