/**
 * The portal's tabs, one entry each (issue 32). The bottom bar, GET /portal/me and the coach's
 * tab settings (/client-portal) read this list. Pure: the client bundle imports it.
 */

/** The eight tabs the coach names and orders (GET /client-portal's `*_tab_name`), in their default order. */
export const COACH_TABS = [
  { key: "classroom", defaultName: "Classroom" },
  { key: "playbooks", defaultName: "Playbooks" },
  { key: "pages", defaultName: "Pages" },
  { key: "forms", defaultName: "Forms" },
  { key: "workouts", defaultName: "Workouts" },
  { key: "files", defaultName: "Files" },
  { key: "calendar", defaultName: "Calendar" },
  { key: "progress", defaultName: "Progress" },
] as const;
export type CoachTabKey = (typeof COACH_TABS)[number]["key"];
export const COACH_TAB_KEYS = COACH_TABS.map((t) => t.key) as [CoachTabKey, ...CoachTabKey[]];
/** rename-tab's `field`: `classroom_tab_name` … `progress_tab_name`. */
export const TAB_NAME_FIELDS = COACH_TABS.map((t) => `${t.key}_tab_name` as const);
export type TabNameField = (typeof TAB_NAME_FIELDS)[number];
export const TAB_NAME_MAX = 30;

/** update-calendar-title's `field` and the greetings' defaults. */
export const GREETING_DEFAULTS = { morning_text: "Good morning", afternoon_text: "Good afternoon", evening_text: "Good evening" } as const;
export type GreetingField = keyof typeof GREETING_DEFAULTS;
export const GREETING_FIELDS = Object.keys(GREETING_DEFAULTS) as [GreetingField, ...GreetingField[]];
export const GREETING_MAX = 60;

/**
 * The tabs whose screens work, in the default order; the first is the home. A coach tab not
 * listed here (none today; Calendar was until its screen landed) keeps its name and place
 * in the settings but is never shown to a client: no dead ends. Rewards and Chat are the
 * portal's own and follow the coach's tabs; Chat only while the coach has it on.
 */
export const PORTAL_TABS = [
  { key: "classroom", segment: "" },
  { key: "playbooks", segment: "playbooks" },
  { key: "pages", segment: "pages" },
  { key: "forms", segment: "forms" },
  { key: "workouts", segment: "workouts" },
  { key: "files", segment: "files" },
  { key: "calendar", segment: "calendar" },
  { key: "progress", segment: "progress" },
  { key: "rewards", segment: "rewards", defaultName: "Rewards" },
  { key: "chat", segment: "chat", defaultName: "Chat" },
] as const;

export type PortalTabKey = (typeof PORTAL_TABS)[number]["key"];
export const PORTAL_TAB_KEYS = PORTAL_TABS.map((t) => t.key) as [PortalTabKey, ...PortalTabKey[]];
export const isPortalTab = (key: string): key is PortalTabKey => (PORTAL_TAB_KEYS as readonly string[]).includes(key);

export type TabSettings = { names: Record<string, string>; order: string[]; hidden: string[]; chatEnabled: boolean };

/** The coach's eight tabs in the coach's order (unknown keys dropped, missing ones appended in the default order). */
export function orderedCoachTabs(order: readonly string[]): CoachTabKey[] {
  const known = new Set<string>(COACH_TAB_KEYS);
  const picked = [...new Set(order.filter((k) => known.has(k)))] as CoachTabKey[];
  return [...picked, ...COACH_TAB_KEYS.filter((k) => !picked.includes(k))];
}

/** The name a client sees: the coach's, else the default. */
export function tabName(key: string, names: Record<string, string>): string {
  const coach = COACH_TABS.find((t) => t.key === key);
  if (coach) return names[key] || coach.defaultName;
  const own = PORTAL_TABS.find((t) => t.key === key);
  return own && "defaultName" in own ? own.defaultName : key;
}

/** What the client's bottom bar shows: the coach's order and names, hidden and unbuilt tabs absent. */
export function visibleTabs(s: TabSettings): { key: PortalTabKey; name: string; segment: string }[] {
  const keys: string[] = [...orderedCoachTabs(s.order).filter((k) => !s.hidden.includes(k)), "rewards", ...(s.chatEnabled ? ["chat"] : [])];
  return keys.filter(isPortalTab).map((key) => ({ key, name: tabName(key, s.names), segment: PORTAL_TABS.find((t) => t.key === key)!.segment }));
}

/** The greeting's part of the day in the contact's time zone (morning 05:00–11:59, afternoon 12:00–17:59, else evening). */
export function greetingField(hour: number): GreetingField {
  if (hour >= 5 && hour < 12) return "morning_text";
  if (hour >= 12 && hour < 18) return "afternoon_text";
  return "evening_text";
}

/** The default greeting for an hour of the day. */
export function greetingFor(hour: number): string {
  return GREETING_DEFAULTS[greetingField(hour)];
}

/** The hour of the day at a moment in a time zone (an unknown zone reads as UTC). */
export function hourIn(timeZone: string, at: Date): number {
  try {
    return Number(new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", hourCycle: "h23" }).format(at));
  } catch {
    return at.getUTCHours();
  }
}

/** Which greeting a contact in `timeZone` sees at `at` (the Calendar's title and the home's h1). */
export const greetingFieldAt = (timeZone: string, at: Date): GreetingField => greetingField(hourIn(timeZone, at));
