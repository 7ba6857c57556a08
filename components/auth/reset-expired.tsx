import Link from "next/link";
import { LinkIcon } from "lucide-react";
import { IconBadge } from "@/components/ui/icon-badge";

// The API's message for a spent link (lib/auth/password-reset.ts), shown before any post.
export const RESET_INVALID = "This password reset link is invalid or has expired.";

/** A used, expired or unknown reset link: say so and offer a new one, no form. */
export function ResetExpired() {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 text-center">
      <IconBadge icon={LinkIcon} tone="warning" />
      <p className="text-sm text-foreground">{RESET_INVALID}</p>
      <Link
        href="/forgot"
        className="inline-flex h-9 w-full items-center justify-center rounded-md bg-primary-strong px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
      >
        Request a new link
      </Link>
    </div>
  );
}
