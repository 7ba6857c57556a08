/**
 * The portal's tabs, one entry each (issue 32). The bottom bar, the routes' page list and the
 * coach's tab settings read this list: adding a tab (Workouts, Progress, Calendar when their
 * modules land) is one entry here plus its screen. Pure: the client bundle imports it.
 */
export type PortalTab = {
  key: string;
  /** The coach may rename it; this is the name until they do. */
  defaultName: string;
  /** The segment after /portal/{slug}; "" is the home tab. */
  segment: string;
};

/**
 * In their default order; the first is the portal's home. Only tabs whose screens work are
 * listed: Classroom, Playbooks, Pages, Forms, Files, Workouts, Calendar and Progress join as
 * they are built (Classroom then becomes the home and Chat moves to "chat").
 */
export const PORTAL_TABS = [
  { key: "chat", defaultName: "Chat", segment: "" },
] as const satisfies readonly PortalTab[];

export type PortalTabKey = (typeof PORTAL_TABS)[number]["key"];

/** The greeting for an hour of the day in the contact's time zone (morning 05:00–11:59, afternoon 12:00–17:59, else evening). */
export function greetingFor(hour: number): "Good morning" | "Good afternoon" | "Good evening" {
  if (hour >= 5 && hour < 12) return "Good morning";
  if (hour >= 12 && hour < 18) return "Good afternoon";
  return "Good evening";
}
