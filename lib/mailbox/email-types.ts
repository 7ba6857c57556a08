import { defineList, type ListState } from "@/lib/list/params";

/** The mailbox wire shapes, shared by the page (server) and the mailbox view (browser). */
export type MailboxSummary = {
  id: number;
  to: string;
  from: string;
  subject: string;
  status: string;
  status_reason: string | null;
  attempts: number;
  created_at: string | Date;
  sent_at: string | Date | null;
};

export type MailboxMessage = MailboxSummary & { html: string; text: string; provider_id: string | null };

export type MailboxPage = { data: MailboxSummary[]; current_page: number; last_page: number; per_page: number; total: number };

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
