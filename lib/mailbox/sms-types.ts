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
