import { defineList, type ListState } from "@/lib/list/params";

/** The SMS log's wire shapes, shared by the page (server) and the log view (browser). */
export type SmsLogEntry = {
  id: number;
  location: string;
  contact_id: number | null;
  contact_name: string | null;
  direction: string;
  from: string;
  to: string;
  body: string;
  status: string;
  status_reason: string | null;
  segments: number;
  created_at: string | Date;
};

export type SmsLogPage = { data: SmsLogEntry[]; current_page: number; last_page: number; per_page: number; total: number };

export const SMS_DIRECTION_FILTERS = [
  { value: "all", label: "All" },
  { value: "outbound", label: "Sent" },
  { value: "inbound", label: "Received" },
] as const;

/** The SMS log's URL state (lib/list/params): newest first, filtered by direction. */
export const smsLogList = defineList({
  perPage: 25,
  perPageOptions: [10, 25, 50, 100],
  filters: { direction: ["inbound", "outbound"] as const },
});
export type SmsLogListState = ListState<never, "direction">;

/** The view state as the API's query (GET /mailbox/sms). */
export function toSmsLogQuery(state: SmsLogListState) {
  return { page: state.page, per_page: state.per_page, direction: state.filters.direction as "inbound" | "outbound" | undefined };
}
