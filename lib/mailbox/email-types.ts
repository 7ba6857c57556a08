import type { ApiAnswer } from "@/lib/api/client";
import { defineList, type ListState } from "@/lib/list/params";

/** The mailbox's shapes, from its route declarations (lib/mailbox/routes.ts). */
export type MailboxPage = ApiAnswer<"get", "/mailbox/messages">;
export type MailboxSummary = MailboxPage["data"][number];
export type MailboxMessage = ApiAnswer<"get", "/mailbox/messages/{id}">["data"];

export const MAILBOX_FILTERS = [
  { value: "all", label: "All" },
  { value: "captured", label: "Captured" },
  { value: "sent", label: "Sent" },
  { value: "queued", label: "Queued" },
  { value: "failed", label: "Failed" },
  { value: "blocked", label: "Blocked" },
] as const;

/** The mailbox list's URL state (lib/list/params): newest first, filtered by status. */
export const mailboxList = defineList({
  perPage: 25,
  perPageOptions: [10, 25, 50, 100],
  filters: { status: MAILBOX_FILTERS.filter((f) => f.value !== "all").map((f) => f.value) },
});
export type MailboxListState = ListState<never, "status">;

/** The view state as the API's query (GET /mailbox/messages). */
export function toMailboxQuery(state: MailboxListState) {
  return { page: state.page, per_page: state.per_page, status: state.filters.status ? [state.filters.status] : undefined };
}
