/**
 * Folders (doc 2 s4, s5, s8, s9; doc 3 "Folders"). No Node imports: the folder panel uses the
 * same limits and copy in the browser.
 */

/** Content modules whose items live in folders. Each is wired in assets.ts. */
export const ASSET_TYPES = ["files", "images", "playbooks", "pages", "forms", "templates", "broadcasts", "journeys", "sequences"] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

/** "more than 0 and fewer than 25 characters" (doc 2 s9). */
export const FOLDER_TITLE_MAX = 24;

/** folder_id 0 is the main folder (not a row): items there have no folder. */
export const MAIN_FOLDER_ID = 0;

export const FOLDER_MSG = {
  titleTaken: "The folder name has already been taken!",
  titleRequired: "The title field is required.",
  titleTooLong: `The title may not be greater than ${FOLDER_TITLE_MAX} characters.`,
  parentInvalid: "The selected parent folder is invalid.",
  folderInvalid: "The selected folder is invalid.",
  selectAtLeastOne: "Please select at least one file to add to this folder.",
  mainFolder: "Main Folder",
  archived: "Folder has been archived successfully!",
  restored: "Folder has been restored successfully!",
  deleted: "Folder has been deleted successfully!",
  confirmTitle: "Are you sure?",
  confirmArchive: "You want to archived this folder and all its sub folder.",
  confirmRestore: "You want to restore this folder and all its sub folder.",
  confirmDelete: "You want to delete this folder and all its sub folder.",
} as const;
