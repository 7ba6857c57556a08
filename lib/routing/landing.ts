import { pathFor } from "./match";

// doc 1 "Landing route after login": user's module -> route name.
const LANDING_ROUTE: Record<string, string> = {
  "admin-settings": "AdminSettings",
  broadcasts: "BroadcastIndex",
  checkouts: "CheckoutIndex",
  "client-portal": "ClientPortalIndex",
  contacts: "ContactIndex",
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

export const LANDING_MODULES = Object.keys(LANDING_ROUTE);

export function landingPath(module: string | null | undefined): string {
  const name = module && Object.hasOwn(LANDING_ROUTE, module) ? LANDING_ROUTE[module] : "AppsIndex";
  return pathFor(name);
}
