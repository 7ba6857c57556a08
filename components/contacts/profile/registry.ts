import type { ComponentType } from "react";
import type { ContactDetail, ContactStatusTab } from "@/lib/contacts/hooks";

/**
 * The contact profile's section registry. A module adds a card to every contact's profile by
 * defining a section (here: id, title, order, column, a data hook, when it has content, the
 * component) and listing it in ./sections.ts. A section whose data says it has nothing to show
 * (and nothing the user may add) is left out: the profile shows no empty placeholders.
 */

/** What the signed-in user may do on a profile (doc 1 s6, doc 2 s6). */
export type ProfileAccess = {
  /** contacts-center update: edit the contact and its notes, tags, rewards, fields. */
  canUpdate: boolean;
  canCreateTag: boolean;
  canViewTags: boolean;
  /** files view: the files assigned to the contact. */
  canViewFiles: boolean;
  /** files update: assign files to the contact and remove them. */
  canAssignFiles: boolean;
  /** pages view: the pages sent to the contact. */
  canViewPages: boolean;
  /** pages update: send pages to the contact, hide them, take them away. */
  canUpdatePages: boolean;
  /** forms view / update: the forms sent to or answered by the contact; send, hide, take back. */
  canViewForms?: boolean;
  canSendForms?: boolean;
  /** broadcasts view: a broadcast the contact was sent links to its page. */
  canViewBroadcasts?: boolean;
  /** progress-tracking view / update: the contact's trackings; start and stop them. */
  canViewProgressTracking?: boolean;
  canUpdateProgressTracking?: boolean;
  /** habit-tracking view / update: the contact's habit trackings; start and stop them. */
  canViewHabitTracking?: boolean;
  canUpdateHabitTracking?: boolean;
  /** sequences view / update: the contact's sequences; take the contact off one. */
  canViewSequences?: boolean;
  canUpdateSequences?: boolean;
  /** workouts view / update: the contact's workouts; assign one, unassign it. */
  canViewWorkouts?: boolean;
  canAssignWorkouts?: boolean;
};

/** Everything a section is given besides its own data. */
export type ProfileContext = {
  contact: ContactDetail;
  tabs: ContactStatusTab[];
  /** Status value -> title, from the location's tabs. */
  titles: ReadonlyMap<string, string>;
  access: ProfileAccess;
};

export type SectionQuery<D> = { data: D | undefined; isError: boolean };

export type ProfileSection<D> = {
  /** Unique; also the key of the server page's preloaded data (see profile page.tsx). */
  id: string;
  /** The card's heading, and the loading placeholder's label. */
  title: string;
  /** Sections sort by order within their column (details 10, notes 10, tags 20, ...). */
  order: number;
  /** "side": the narrow left column; "main": the wide one. One column below lg. */
  column: "side" | "main";
  /**
   * False when the user may not see the section's data at all (no permission): the section is
   * not mounted, so its query never runs. Absent: always visible.
   */
  visible?: (access: ProfileAccess) => boolean;
  /** The section's data (a TanStack query hook); `initial` is the server page's copy, if any. */
  useData: (contactId: number, initial: D | undefined) => SectionQuery<D>;
  /** False leaves the section out (no content and nothing the user may add). */
  hasContent: (data: D, ctx: ProfileContext) => boolean;
  Component: ComponentType<{ data: D; ctx: ProfileContext }>;
};

/** Erases a section's data type so sections of every module fit one list. */
export type AnySection = ProfileSection<never> & { useData: (contactId: number, initial: unknown) => SectionQuery<unknown> };

export function defineProfileSection<D>(section: ProfileSection<D>): AnySection {
  return section as unknown as AnySection;
}
