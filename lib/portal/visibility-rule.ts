/**
 * The one rule for what a contact sees in the client portal (issue 32), per kind of item.
 * Pure, so it is unit-tested on its own (tests/unit/portal-visibility.test.ts); the SQL in
 * visibility.ts states the same rule for the database, and the integration tests check the
 * two agree for every combination of facts. An item the contact may not see is a 404.
 */
export const PORTAL_ITEM_KINDS = ["playbook", "page", "form", "file", "workout", "tracking", "habit"] as const;
export type PortalItemKind = (typeof PORTAL_ITEM_KINDS)[number];

export type VisibilityFacts = {
  /** Sent to this contact (an assignment row exists; restricting one removes it). */
  assigned: boolean;
  /** Playbooks: shown to every portal contact. */
  allClients?: boolean;
  /** Pages and forms: hidden from this contact while still assigned (the profile's switch). */
  hiddenForContact?: boolean;
  /** Pages and forms: the item's own switch (a disabled page or form is in no portal). */
  enabled?: boolean;
  /** Forms: hidden in the client portal (set-form-disable). */
  portalDisabled?: boolean;
  /** Files: the library's permission (the landed rule, lib/file-library/visibility.ts) and archive. */
  permission?: "private" | "assigned" | "all_clients";
  archived?: boolean;
  /** Workouts, progress trackings (`tracking`) and habit trackings (`habit`): the coach removed the contact (the row stays, status deleted). */
  removed?: boolean;
};

export function isVisibleToContact(kind: PortalItemKind, f: VisibilityFacts): boolean {
  switch (kind) {
    case "playbook":
      return f.assigned || f.allClients === true;
    case "page":
      return f.assigned && !f.hiddenForContact && f.enabled !== false;
    case "form":
      return f.assigned && !f.hiddenForContact && f.enabled !== false && !f.portalDisabled;
    case "file":
      return !f.archived && (f.permission === "all_clients" || (f.permission === "assigned" && f.assigned));
    case "workout":
    case "tracking":
    case "habit":
      // A completed workout stays (logging on is allowed); a removed one is gone.
      return f.assigned && !f.removed;
  }
}
