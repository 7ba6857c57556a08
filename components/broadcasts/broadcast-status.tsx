import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format";

const LOOK: Record<string, { label: string; variant: "neutral" | "primary" | "warning" | "success" }> = {
  draft: { label: "Draft", variant: "neutral" },
  scheduled: { label: "Scheduled", variant: "primary" },
  sending: { label: "Sending", variant: "warning" },
  sent: { label: "Sent", variant: "success" },
};

/** A broadcast's state as a badge. */
export function BroadcastStatusBadge({ status }: { status: string }) {
  const look = LOOK[status] ?? LOOK.draft;
  return <Badge variant={look.variant}>{look.label}</Badge>;
}

/** One line on where a broadcast stands: scheduled for, paused by the domain warm-up until, sent at. */
export function broadcastWhen(b: { status: string; scheduled_at: string | null; resumes_at: string | null; sent_at: string | null }): string | null {
  if (b.status === "sending" && b.resumes_at) return `Paused for the sending domain's warm-up; resumes ${formatDateTime(b.resumes_at)} UTC`;
  if (b.status === "scheduled" && b.scheduled_at) return `Scheduled for ${formatDateTime(b.scheduled_at)} UTC`;
  if (b.status === "sent" && b.sent_at) return `Sent ${formatDateTime(b.sent_at)} UTC`;
  return null;
}
