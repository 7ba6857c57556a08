/** Doc 2 s3/s9: tag types and their group titles (copy.tsv). */
export const TAG_TYPES = [1, 2, 3] as const;
export type TagType = (typeof TAG_TYPES)[number];
export const TAG_TYPE_TITLES: Record<TagType, string> = { 1: "System Tags", 2: "ID Tags", 3: "Trigger Tags" };
export const TAG_NAME_MAX = 100;
/** Most tags or contacts one add/remove call takes (a bulk action sends a page's worth or a selection). */
export const TAG_BULK_MAX = 1000;
/** What an empty group says (the screen's own copy; "ID" keeps its capitals). */
export const TAG_TYPE_EMPTY: Record<TagType, string> = { 1: "No system tags yet", 2: "No ID tags yet", 3: "No trigger tags yet" };
