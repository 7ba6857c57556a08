import { Badge, type BadgeVariant } from "@/components/ui/badge";

const VARIANT: Record<string, BadgeVariant> = { captured: "primary", sent: "success", received: "success", queued: "neutral", failed: "danger", blocked: "warning" };
const LABEL: Record<string, string> = { captured: "Captured", sent: "Sent", received: "Received", queued: "Queued", failed: "Failed", blocked: "Blocked" };

export function SmsStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={VARIANT[status] ?? "neutral"} dot>
      {LABEL[status] ?? status}
    </Badge>
  );
}
