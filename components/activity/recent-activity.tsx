import { Activity, FileUp, Mail, MessageSquare, MessagesSquare, Upload, Users, type LucideIcon } from "lucide-react";
import { ListEmpty } from "@/components/list/list-states";
import { Card } from "@/components/ui/card";
import { moduleLabel } from "@/lib/activity/constants";
import type { activityNotifications } from "@/lib/activity/service";
import { formatMonthDayTime, isoString } from "@/lib/format";
import { cn } from "@/lib/utils/cn";

/** One feed entry as the service answers it (GET /activity-feed/get-notification). */
export type ActivityItem = Awaited<ReturnType<typeof activityNotifications>>["data"][number];

const ICONS: Record<string, LucideIcon> = {
  sms: MessageSquare,
  email: Mail,
  contacts: Users,
  files: FileUp,
  "portal-chat": MessagesSquare,
  imports: Upload,
};

/** The newest entries of the location's activity feed. */
export function RecentActivity({ items }: { items: Pick<ActivityItem, "id" | "module" | "action" | "title" | "body" | "created_at">[] }) {
  if (items.length === 0) {
    return (
      <Card>
        <ListEmpty
          icon={Activity}
          title="Nothing yet"
          description="Replies from contacts, sends that could not go out and other events will show up here."
        />
      </Card>
    );
  }
  return (
    <Card className="overflow-hidden">
      <ol className="divide-y divide-border">
        {items.map((a) => {
          const Icon = ICONS[a.module] ?? Activity;
          const failed = a.action === "failed";
          return (
            <li key={a.id} className="flex items-start gap-3 px-4 py-3">
              <span className={cn("mt-0.5 grid size-8 shrink-0 place-items-center rounded-full", failed ? "bg-danger-tint text-danger-strong" : "bg-primary-tint text-primary-strong")}>
                <Icon className="size-4" aria-hidden />
                <span className="sr-only">{moduleLabel(a.module)}</span>
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex min-w-0 flex-col sm:flex-row sm:items-baseline sm:gap-2">
                  <span className="min-w-0 flex-1 text-sm font-medium break-words text-foreground sm:truncate">{a.title}</span>
                  <time className="shrink-0 text-xs text-muted-foreground tabular-nums" dateTime={isoString(a.created_at)}>
                    {formatMonthDayTime(a.created_at)}
                  </time>
                </span>
                {a.body && <span className="line-clamp-2 text-sm break-words text-muted-foreground">{a.body}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
