import type { ApiAnswer } from "@/lib/api/client";
import { defineList, type ListState } from "@/lib/list/params";
import { SUPPRESSION_TYPES, type SuppressionType } from "./bulk-constants";

/** URL state of the deleted-contacts and suppressions screens (lib/list/params); pure, server and browser. */

export type DeletedPage = ApiAnswer<"get", "/contact/deleted/list">;
export type DeletedContact = DeletedPage["data"][number];
export type SuppressionPage = ApiAnswer<"get", "/contact/suppressions/{type}">;
export type Suppression = SuppressionPage["data"][number];

/** Newest deletion first, searchable by name, email and phone (as the contact list). */
export const deletedList = defineList({ perPage: 25, perPageOptions: [10, 25, 50, 100], search: { maxLength: 100 } });
export type DeletedListState = ListState<never, never>;
export const toDeletedQuery = (s: DeletedListState) => ({ page: s.page, per_page: s.per_page, ...(s.search ? { search: s.search } : {}) });

/** One tab per type; bounces when the URL names none. */
export const suppressionList = defineList({ perPage: 25, perPageOptions: [10, 25, 50, 100], filters: { type: SUPPRESSION_TYPES } });
export type SuppressionListState = ListState<never, "type">;
export const suppressionType = (s: SuppressionListState): SuppressionType => (s.filters.type as SuppressionType | undefined) ?? "bounces";
export const toSuppressionQuery = (s: SuppressionListState) => ({ page: s.page, per_page: s.per_page });
