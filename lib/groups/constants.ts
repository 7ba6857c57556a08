/** Groups of contacts (doc 3). No Node imports: the screens use the same limits and copy. */
export const GROUP_NAME_MAX = 60;
export const GROUP_DESCRIPTION_MAX = 500;
/** Contacts added or removed in one call (the picker; the bulk bar sends "all matching" instead). */
export const GROUP_MEMBERS_MAX = 1000;
export const GROUP_SORTS = ["name", "created_at"] as const;
export type GroupSort = (typeof GROUP_SORTS)[number];

export const GROUP_MSG = {
  created: "Group has been created successfully!",
  updated: "Group has been updated successfully!",
  deleted: "Group has been deleted successfully!",
  added: "Contacts have been added to the group successfully!",
  nameTaken: "The group name has already been taken.",
  nameRequired: "The name field is required.",
} as const;
