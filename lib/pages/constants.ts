/**
 * Pages (doc 2 s2, s3, s9). No Node imports: the editor and dashboard use the same values.
 */
import { FONT_STACKS, type FontName } from "@/lib/composing/constants";

/** Dashboard: 6 cards a page, ordering desc (doc 2 s9). */
export const PAGES_PER_PAGE = 6;
export const PAGE_MODES = ["all", "enabled", "disabled"] as const;
export type PageMode = (typeof PAGE_MODES)[number];
export const PAGE_SORTS = ["ordering", "title", "created_at"] as const;

/** The composing kit's fonts and weights: one list for pages, emails, forms and playbooks. */
export { FONTS as FONT_FAMILIES, FONT_WEIGHTS } from "@/lib/composing/constants";
export const FONT_SIZE_MIN = 8;
export const FONT_SIZE_MAX = 200;
export const SHADOW_OFFSET_MAX = 50;
export const SHADOW_BLUR_MAX = 100;

export const TITLE_MAX = 150;
export const HEADLINE_MAX = 250;
/** Ids in one send or restrict call. */
export const PAGE_IDS_MAX = 100;
/** One download's upload cap (bytes of the request). */
export const DOWNLOAD_BODY_BYTES = 100 * 1024 * 1024 + 64 * 1024;
export const DOWNLOADS_PER_PAGE_MAX = 50;
/** Contacts mailed per round of the pages.notify job. */
export const NOTIFY_BATCH = 100;

export type HeadingSettingValue = {
  font_family: FontName;
  font_weight: number;
  font_size: number;
  font_color: string;
  shadow: boolean;
  shadow_x: number;
  shadow_y: number;
  shadow_blur: number;
  shadow_color: string;
};

/** Defaults: headline Inter 50 / 600, subheadline 25 (doc 2 s9; its weight "300 elsewhere"). */
export const DEFAULT_HEADLINE: HeadingSettingValue = {
  font_family: "Inter", font_weight: 600, font_size: 50, font_color: "#111827",
  shadow: false, shadow_x: 2, shadow_y: 2, shadow_blur: 4, shadow_color: "#000000",
};
export const DEFAULT_SUBHEADLINE: HeadingSettingValue = { ...DEFAULT_HEADLINE, font_weight: 300, font_size: 25, font_color: "#4b5563" };

/** The CSS of a headline setting (the editor's preview and the rendered page use the same). */
export function headingStyle(s: HeadingSettingValue): Record<string, string> {
  return {
    fontFamily: FONT_STACKS[s.font_family] ?? FONT_STACKS.Inter,
    fontWeight: String(s.font_weight),
    fontSize: `${s.font_size}px`,
    color: s.font_color,
    textShadow: s.shadow ? `${s.shadow_x}px ${s.shadow_y}px ${s.shadow_blur}px ${s.shadow_color}` : "none",
    lineHeight: "1.15",
  };
}

/**
 * Where a sent page opens in the client portal (the portal's screens are a later issue; the
 * email names this path now so its links stay valid once the portal serves it).
 */
export const portalPagePath = (id: number) => `/portal/pages/${id}`;

export const PAGE_MSG = {
  created: "Page has been created successfully!",
  updated: "Page has been updated successfully!",
  renamed: "Page has been renamed successfully!",
  duplicated: "Page has been duplicated successfully!",
  deleted: "Page has been deleted successfully!",
  enabled: "Page has been enabled successfully!",
  disabled: "Page has been disabled successfully!",
  sent: "Page has been sent successfully!",
  restricted: "Page has been restricted successfully!",
  membersRemoved: "Members have been removed successfully!",
  portalEnabled: "Page is now shown in the client portal.",
  portalDisabled: "Page is now hidden from the client portal.",
  downloadAdded: "Download has been added successfully!",
  downloadRenamed: "Download has been renamed successfully!",
  downloadDeleted: "Download has been deleted successfully!",
  /** Doc 2 s8: page disable failure without field errors. */
  disableFailed: "We are unable to process your request, Please try again!",
  pageDisabledGlobally: "This page is disabled. Enable it before showing it to a contact.",
  notAssigned: "This page has not been sent to this contact.",
} as const;
