import type { LucideIcon } from "lucide-react";

/** One pickable item of a content module (a page, playbook, form or file), as its choices list answers it. */
export type ContentChoice = { id: number; label: string };

/**
 * How a content module (playbooks, pages, forms, files) names itself and lists what may be
 * chosen, for the kit's contact section, its pick dialog and the contact bulk bar's send
 * action. `useChoices(enabled)` is the module's TanStack hook for its `list-all` call, already
 * filtered to what may be sent (a disabled page reaches nobody) and mapped to `ContentChoice`.
 */
export type ContentKind = {
  /** "page": the select's label ("Page"), "Choose a page.", "Loading pages…". */
  noun: string;
  plural: string;
  icon: LucideIcon;
  /** The dashboard a coach creates them on, for the "create one first" hint. */
  screen: { href: string; title: string; /** "Upload" for files; "Create" by default. */ verb?: string };
  useChoices: (enabled: boolean) => { data?: ContentChoice[]; isPending: boolean; isSuccess: boolean };
};

export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
