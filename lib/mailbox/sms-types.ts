import type { ApiAnswer } from "@/lib/api/client";
import { defineList, type ListState } from "@/lib/list/params";

/** The SMS log's shapes, from its route declaration (lib/mailbox/routes.ts). */
export type SmsLogPage = ApiAnswer<"get", "/mailbox/sms">;
export type SmsLogEntry = SmsLogPage["data"][number];

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
