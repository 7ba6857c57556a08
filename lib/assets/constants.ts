/** Asset sharing (doc 2 s7 "Assets and sharing"). No Node imports: the share dialog uses these too. */

/** Who may open a share link: nobody, anyone who has it, or the company's own users. */
export const SHARE_PERMISSIONS = ["off", "anyone", "organization"] as const;
export type SharePermission = (typeof SHARE_PERMISSIONS)[number];

export const SHARE_PERMISSION_LABELS: Record<SharePermission, string> = {
  off: "Off",
  anyone: "Anyone with the link",
  organization: "The organization",
};

/**
 * A new link is the organization's until the coach opens it wider: the least a coach who asked
 * for a link can expect to work, without making anything public by surprise (the spec names no default).
 */
export const DEFAULT_SHARE_PERMISSION: SharePermission = "organization";

/** The short URL's path: `/s/{code}` (issue 13). */
export const shortPath = (code: string) => `/s/${code}`;
export const SHARE_CODE_PATTERN = /^[A-Za-z0-9_-]{8,32}$/;

/** At most this many assets or locations in one call. */
export const SHARE_IDS_MAX = 100;

export const ASSET_MSG = {
  /** doc 1 s8 / doc 2: "{item} copied successfully!" and "Failed to copy {item}!" (item defaults to Link). */
  copied: (item = "Link") => `${item} copied successfully!`,
  copyFailed: (item = "Link") => `Failed to copy ${item}!`,
  // Not quoted in the spec; worded like the product's other answers.
  permissionUpdated: "Sharing has been updated successfully!",
  imported: (item: string) => `${item} imported successfully!`,
  deleted: "Assets deleted successfully!",
  sorted: "Assets sorted successfully!",
  typeInvalid: "The selected type is invalid.",
} as const;
