/**
 * The file library (doc 2 s3, s5, s8, s9). No Node imports: the screen uses the same limits
 * and copy in the browser.
 */
const MB = 1024 * 1024;

/** 100 MB a file (issue 13); images keep the platform's (and the spec's) 15 MB. */
export const LIBRARY_MAX_BYTES = 100 * MB;
export const LIBRARY_LIMITS = { document: LIBRARY_MAX_BYTES, video: LIBRARY_MAX_BYTES, audio: LIBRARY_MAX_BYTES } as const;
/** The upload request's cap: the largest file plus room for the form's framing. */
export const LIBRARY_BODY_BYTES = LIBRARY_MAX_BYTES + MB;

export const FILE_NAME_MAX = 200;
/** Files in one files.zip. */
export const ZIP_MAX_FILES = 100;
export const ZIP_NAME = "files.zip";

export const FILE_SORTS = ["name", "created_at", "size"] as const;
export type FileSort = (typeof FILE_SORTS)[number];

export const DELETE_WORD = "DELETE";

export const FILE_MSG = {
  deleteCapitals: "Please enter all capital letters",
  deleteType: "Please type DELETE to delete file(s)",
  deleteFailed: "Unable to delete file, please try again!",
  nameRequired: "The name field is required.",
  nameTooLong: `The name may not be greater than ${FILE_NAME_MAX} characters.`,
  nameInvalid: "The name may not contain slashes, control characters or only dots.",
  nameTaken: "The name has already been taken.",
  uploaded: "File uploaded successfully!",
  renamed: "File renamed successfully!",
  archived: "File archived successfully!",
  unarchived: "File restored successfully!",
  deleted: "File(s) deleted successfully!",
  // Not quoted in the spec; worded like the library's other answers.
  assigned: "File(s) assigned successfully!",
  unassigned: "File(s) removed successfully!",
} as const;

/**
 * The typed confirmation (doc 2 s5): exactly DELETE; the right word in another case gets
 * "Please enter all capital letters", anything else "Please type DELETE to delete file(s)".
 */
export function deleteConfirmError(typed: string): string | null {
  if (typed === DELETE_WORD) return null;
  return typed.trim().toUpperCase() === DELETE_WORD ? FILE_MSG.deleteCapitals : FILE_MSG.deleteType;
}

/** A file name a user typed: null when fine, else why not (no path pieces, no control characters). */
export function fileNameError(name: string): string | null {
  const v = name.trim();
  if (!v) return FILE_MSG.nameRequired;
  if (v.length > FILE_NAME_MAX) return FILE_MSG.nameTooLong;
  if (/[/\\\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/.test(v) || /^\.+$/.test(v)) return FILE_MSG.nameInvalid;
  return null;
}

/** Files or contacts named in one send-to-contact / remove-from-contact call (ids x ids rows). */
export const ASSIGN_IDS_MAX = 100;

/**
 * Who sees a file in the client portal (issue 13: "private, all clients, assigned contacts").
 * private: nobody; assigned: the contacts it was sent to; all_clients: every portal contact.
 */
export const FILE_PERMISSIONS = ["private", "assigned", "all_clients"] as const;
export type FilePermission = (typeof FILE_PERMISSIONS)[number];
export const PERMISSION_LABELS: Record<FilePermission, string> = {
  private: "Private",
  assigned: "Assigned contacts",
  all_clients: "All clients",
};
export const PERMISSION_HINTS: Record<FilePermission, string> = {
  private: "Only your team sees it; contacts it was sent to do not.",
  assigned: "Contacts you send it to see it in their portal.",
  all_clients: "Every client with a portal account sees it.",
};

/** What the portal reports (PATCH /file/update-stats). */
export const STAT_EVENTS = ["view", "download"] as const;

export const FILE_EXTRA_MSG = {
  permissionUpdated: "File permission updated successfully!",
  statsUpdated: "File stats updated successfully!",
  replaced: "File replaced successfully!",
  restored: "Version restored successfully!",
} as const;
