import type { ReactNode } from "react";
import Link from "next/link";
import { Info, Mail, MessageSquare } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils/cn";

type Channel = "email" | "sms";

const CHANNELS: { value: Channel; label: string; href: string; icon: typeof Mail }[] = [
  { value: "email", label: "Email", href: "/mailbox", icon: Mail },
  { value: "sms", label: "Text messages", href: "/mailbox/sms", icon: MessageSquare },
];

/** Title, count, the Email / Text messages switch and, in embedded mode, what "captured" means. */
export function MailboxHeader({ channel, count, description, capturedNote }: { channel: Channel; count?: ReactNode; description: string; capturedNote?: ReactNode }) {
  return (
    <>
      <header className="flex min-w-0 flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex items-center gap-2.5">
            <h1 className="text-xl leading-7 font-semibold text-foreground">Mailbox</h1>
            {count != null && <Badge className="tabular-nums">{count}</Badge>}
          </div>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        <nav aria-label="Mailbox" className="inline-flex shrink-0 self-start rounded-lg border border-border bg-card p-0.5 sm:self-auto">
          {CHANNELS.map((c) => {
            const Icon = c.icon;
            const current = c.value === channel;
            return (
              <Link
                key={c.value}
                href={c.href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  current ? "bg-primary-tint text-primary-strong" : "text-muted-foreground hover:bg-muted hover:text-foreground",
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
                {c.label}
              </Link>
            );
          })}
        </nav>
      </header>
      {capturedNote && (
        <div role="note" className="flex items-start gap-2.5 rounded-lg border border-primary/20 bg-primary-tint px-4 py-3 text-sm text-primary-strong">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>{capturedNote}</p>
        </div>
      )}
    </>
  );
}
