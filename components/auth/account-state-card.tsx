import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { IconBadge } from "@/components/ui/icon-badge";
import { AuthCard } from "./auth-card";
import { LogoutForm } from "./logout-form";

export const SUPPORT_EMAIL = "support@coachos.app";

/** PaymentActionRequired and Suspended: what happened, what to do, and a way out. */
export function AccountStateCard({ icon, tone, title, body, subject, logoutAction, children }: {
  /** The screen's own way forward (billing's payment); support becomes the secondary link. */
  children?: ReactNode;
  icon: LucideIcon;
  logoutAction: () => Promise<void>;
  tone: "warning" | "danger";
  title: string;
  body: string;
  subject: string;
}) {
  return (
    <AuthCard title={title}>
      <div className="flex flex-col gap-4">
        <IconBadge icon={icon} tone={tone} />
        <p className="text-sm text-muted-foreground">{body}</p>
        {children}
        <a
          href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`}
          className={
            children
              ? "text-center text-sm font-medium text-primary-strong underline-offset-4 hover:underline"
              : "inline-flex h-9 w-full items-center justify-center rounded-md bg-primary-strong px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
          }
        >
          Contact support
        </a>
        <LogoutForm action={logoutAction} />
      </div>
    </AuthCard>
  );
}
