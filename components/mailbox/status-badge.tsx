import { Badge, type BadgeVariant } from "@/components/ui/badge";

const VARIANT: Record<string, BadgeVariant> = {
  captured: "primary",
  sent: "success",
  queued: "neutral",
  failed: "danger",
  blocked: "warning",
  waiting: "warning",
};

const LABEL: Record<string, string> = { captured: "Captured", sent: "Sent", queued: "Queued", failed: "Failed", blocked: "Blocked", waiting: "Waiting" };

export function EmailStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={VARIANT[status] ?? "neutral"} dot>
      {LABEL[status] ?? status}
    </Badge>
  );
}
