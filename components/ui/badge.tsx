import type { ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils/cn";

export const badgeVariants = cva(
  "inline-flex shrink-0 items-center gap-1.5 rounded-full px-2 py-0.5 text-xs leading-4 font-medium whitespace-nowrap [&_svg]:size-3 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        neutral: "bg-secondary text-secondary-foreground",
        primary: "bg-primary-tint text-primary-strong",
        success: "bg-success-tint text-success-strong",
        warning: "bg-warning-tint text-warning-strong",
        danger: "bg-danger-tint text-danger-strong",
        outline: "border border-border bg-card text-secondary-foreground",
      },
      /** Contact status group colours (the same everywhere: badges, charts, tabs). */
      status: {
        leads: "bg-status-leads-tint text-status-leads-strong",
        trials: "bg-status-trials-tint text-status-trials-strong",
        clients: "bg-status-clients-tint text-status-clients-strong",
        staff: "bg-status-staff-tint text-status-staff-strong",
        lost: "bg-status-lost-tint text-status-lost-strong",
      },
    },
    defaultVariants: { variant: "neutral" },
  },
);

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>["variant"]>;
export type ContactStatus = NonNullable<VariantProps<typeof badgeVariants>["status"]>;

const dotClass: Record<BadgeVariant | ContactStatus, string> = {
  neutral: "bg-status-lost",
  outline: "bg-status-lost",
  primary: "bg-primary",
  success: "bg-success",
  warning: "bg-warning",
  danger: "bg-danger",
  leads: "bg-status-leads",
  trials: "bg-status-trials",
  clients: "bg-status-clients",
  staff: "bg-status-staff",
  lost: "bg-status-lost",
};

export type BadgeProps = ComponentProps<"span"> &
  VariantProps<typeof badgeVariants> & {
    /** Show a small coloured dot before the text. */
    dot?: boolean;
  };

/**
 * Badge. `<Badge variant="success">Paid</Badge>` or `<Badge status="leads">Lead</Badge>`
 * (status overrides variant). Always include text: never convey meaning by colour alone.
 */
export function Badge({ className, variant, status, dot, children, ...props }: BadgeProps) {
  const key: BadgeVariant | ContactStatus = status ?? variant ?? "neutral";
  return (
    <span
      className={cn(badgeVariants({ variant: status ? null : variant, status }), className)}
      {...props}
    >
      {dot && (
        <span aria-hidden="true" className={cn("size-1.5 shrink-0 rounded-full", dotClass[key])} />
      )}
      {children}
    </span>
  );
}
