"use client";

import type { ReactNode } from "react";
import Link from "next/link";
import { CreditCard, MailWarning, MailX, RefreshCw, TriangleAlert, X, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { BILLING_HREF, REFRESH_BANNER } from "@/lib/shell/constants";
import { hasScreen } from "@/lib/shell/features";
import { useDismissedBars } from "@/lib/shell/hooks";
import {
  cardExpiryMessage,
  EMAIL_DNS_HREF,
  EMAIL_DNS_MESSAGE,
  EMAIL_OFF_MESSAGE,
  notificationBars,
  PAYMENT_FAILED_MESSAGE,
  billingBarMark,
  type BillingNotifications,
  type NotificationBar,
} from "@/lib/shell/rules";
import { cn } from "@/lib/utils/cn";
import { api } from "@/lib/api/client";

type Tone = "info" | "warning" | "danger";

const toneClass: Record<Tone, { bar: string; icon: string; link: string }> = {
  info: { bar: "bg-primary-tint border-primary/20", icon: "text-primary-strong", link: "text-primary-strong" },
  warning: { bar: "bg-warning-tint border-warning/30", icon: "text-warning-strong", link: "text-warning-strong" },
  danger: { bar: "bg-danger-tint border-danger/20", icon: "text-danger-strong", link: "text-danger-strong" },
};

function Bar({
  tone,
  icon: Icon,
  children,
  action,
  onDismiss,
}: {
  tone: Tone;
  icon: LucideIcon;
  children: ReactNode;
  action?: ReactNode;
  onDismiss?: () => void;
}) {
  const t = toneClass[tone];
  return (
    <div className={cn("flex items-start gap-3 border-b px-4 py-2.5 md:items-center md:px-6", t.bar)}>
      <Icon className={cn("mt-0.5 size-4 shrink-0 md:mt-0", t.icon)} aria-hidden />
      <div className="flex min-w-0 flex-1 flex-col gap-x-3 gap-y-1 text-sm text-foreground sm:flex-row sm:flex-wrap sm:items-center">
        <p className="min-w-0">{children}</p>
        {action}
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss notification"
          className="-my-1 -mr-1.5 inline-flex size-7 shrink-0 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-card/70 hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
    </div>
  );
}

function ActionLink({ href, tone, children }: { href: string; tone: Tone; children: ReactNode }) {
  return (
    <Link
      href={href}
      className={cn(
        "shrink-0 rounded-sm font-medium underline underline-offset-4 hover:no-underline",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        toneClass[tone].link,
      )}
    >
      {children}
    </Link>
  );
}

/** "We've made some changes!" banner with a hard refresh. */
export function RefreshBar() {
  return (
    <Bar
      tone="info"
      icon={RefreshCw}
      action={
        <Button type="button" size="sm" variant="outline" className="self-start sm:self-auto" onClick={refreshToLatest}>
          Refresh
        </Button>
      }
    >
      {REFRESH_BANNER}
    </Bar>
  );
}

const barView: Record<NotificationBar["kind"], { tone: Tone; icon: LucideIcon }> = {
  "card-expiring": { tone: "warning", icon: CreditCard },
  "payment-failed": { tone: "danger", icon: TriangleAlert },
  "email-dns": { tone: "danger", icon: MailWarning },
  "email-off": { tone: "warning", icon: MailX },
};

/** Billing and email bars in the spec's priority order: billing dismissed until the next day or a new failure, email for the session. */
export function NotificationBars({
  billing,
  emailStatus,
  emailDnsMissing = false,
}: {
  billing: BillingNotifications | null;
  emailStatus: number;
  emailDnsMissing?: boolean;
}) {
  // The clock module: Date (tests set it); the mark changes with the UTC day.
  const [dismissed, dismiss] = useDismissedBars(billingBarMark(billing, new Date()));
  const bars = notificationBars(billing, { email_status: emailStatus, email_dns_missing: emailDnsMissing }, dismissed);
  if (bars.length === 0) return null;
  return (
    <div role="region" aria-label="Account notifications">
      {bars.map((bar) => {
        const { tone, icon } = barView[bar.kind];
        return (
          <Bar
            key={bar.kind}
            tone={tone}
            icon={icon}
            // Mail waits while the DNS is broken: that alert stays until it is fixed.
            onDismiss={bar.slot === "dns" ? undefined : () => dismiss(bar.slot)}
            action={
              bar.slot === "billing" && hasScreen(BILLING_HREF) ? (
                <ActionLink href={BILLING_HREF} tone={tone}>
                  Update card
                </ActionLink>
              ) : bar.slot === "dns" ? (
                <ActionLink href={EMAIL_DNS_HREF} tone={tone}>
                  Check DNS records
                </ActionLink>
              ) : undefined
            }
          >
            {bar.kind === "card-expiring"
              ? cardExpiryMessage(bar.days)
              : bar.kind === "payment-failed"
                ? PAYMENT_FAILED_MESSAGE
                : bar.kind === "email-dns"
                  ? EMAIL_DNS_MESSAGE
                  : EMAIL_OFF_MESSAGE}
          </Bar>
        );
      })}
    </div>
  );
}

/** Marks the user as up to date, then hard-reloads so the newest bundle loads. */
async function refreshToLatest() {
  try {
    await api.patch("/app/latest-version");
  } finally {
    window.location.reload();
  }
}

