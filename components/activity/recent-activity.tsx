import { Activity, FileUp, Mail, MessageSquare, MessagesSquare, Upload, Users, type LucideIcon } from "lucide-react";
import { moduleLabel } from "@/lib/activity/constants";
import { cn } from "@/lib/utils/cn";

export type ActivityItem = { id: number; module: string; action: string; title: string; body: string | null; created_at: Date | string };

const ICONS: Record<string, LucideIcon> = {
  sms: MessageSquare,
  email: Mail,
  contacts: Users,
  files: FileUp,
  "portal-chat": MessagesSquare,
  imports: Upload,
};

const when = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

/** The newest entries of the location's activity feed (GET /activity-feed/get-notification). */
export function RecentActivity({ items }: { items: ActivityItem[] }) {
  if (items.length === 0) {
    return (
      <div className="flex items-center gap-3 rounded-lg border border-dashed border-border bg-card px-5 py-6 text-sm text-muted-foreground">
        <Activity className="size-5 shrink-0" aria-hidden />
        Nothing yet. Replies from contacts, sends that could not go out and other events will show up here.
      </div>
    );
  }
  return (
    <ol className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-card shadow-sm">
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
                <time className="shrink-0 text-xs text-muted-foreground tabular-nums" dateTime={new Date(a.created_at).toISOString()}>
                  {when.format(new Date(a.created_at))}
                </time>
              </span>
              {a.body && <span className="line-clamp-2 text-sm break-words text-muted-foreground">{a.body}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
