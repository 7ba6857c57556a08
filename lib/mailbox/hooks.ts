/** Client queries of the mailbox and the SMS log (TanStack Query against the API). */
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { ListState } from "@/lib/list/params";
import { usePageQuery } from "@/lib/list/use-page-query";
import { toMailboxQuery, type MailboxListState, type MailboxPage, type MailboxSummary } from "./email-types";
import { toSmsLogQuery, type SmsLogEntry, type SmsLogListState, type SmsLogPage } from "./sms-types";

export const mailboxKeys = {
  all: ["mailbox"] as const,
  emails: (state: MailboxListState) => ["mailbox", "emails", state] as const,
  email: (id: number) => ["mailbox", "email", id] as const,
  sms: (state: SmsLogListState) => ["mailbox", "sms", state] as const,
};

type PageOptions<P> = { initial?: { state: ListState; page: P }; onPastEnd?: (last: number) => void };

/** One page of the owner's mailbox. */
export function useMailboxPage(state: MailboxListState, options: PageOptions<MailboxPage> = {}) {
  return usePageQuery<MailboxSummary, MailboxListState>({
    queryKey: mailboxKeys.emails(state),
    state,
    fetchPage: (s, signal) => {
      const q = toMailboxQuery(s);
      return api.get("/mailbox/messages", { query: { ...q, status: q.status?.join(",") }, signal });
    },
    ...options,
  });
}

/** One email with its body. */
export function useMailboxMessage(id: number) {
  return useQuery({
    queryKey: mailboxKeys.email(id),
    queryFn: ({ signal }) => api.get("/mailbox/messages/{id}", { params: { id }, signal }).then((r) => r.data),
  });
}

/** One page of the SMS log. */
export function useSmsLogPage(state: SmsLogListState, options: PageOptions<SmsLogPage> = {}) {
  return usePageQuery<SmsLogEntry, SmsLogListState>({
    queryKey: mailboxKeys.sms(state),
    state,
    fetchPage: (s, signal) => api.get("/mailbox/sms", { query: toSmsLogQuery(s), signal }),
    ...options,
  });
}
