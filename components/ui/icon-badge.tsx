import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils/cn";

const TONES = {
  primary: "bg-primary-tint text-primary-strong",
  success: "bg-success-tint text-success-strong",
  warning: "bg-warning-tint text-warning-strong",
  danger: "bg-danger-tint text-danger-strong",
} as const;

/** A decorative icon in a tinted circle, heading a dialog, a result or a state card. */
export function IconBadge({ icon: Icon, tone, className }: { icon: LucideIcon; tone: keyof typeof TONES; className?: string }) {
  return (
    <span className={cn("grid size-10 place-items-center rounded-full", TONES[tone], className)}>
      <Icon className="size-5" aria-hidden />
    </span>
  );
}
