import type { ComponentProps } from "react";
import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/utils/cn";

const sizes = { sm: "size-4", md: "size-5", lg: "size-8" } as const;

export type SpinnerProps = Omit<ComponentProps<"span">, "children"> & {
  size?: keyof typeof sizes;
  /** Screen-reader text (role="status"). Default "Loading". Pass null for a purely decorative spinner. */
  label?: string | null;
};

export function Spinner({ size = "sm", label = "Loading", className, ...props }: SpinnerProps) {
  return (
    <span
      role={label ? "status" : undefined}
      aria-hidden={label ? undefined : true}
      className={cn("inline-flex items-center justify-center text-muted-foreground", className)}
      {...props}
    >
      <LoaderCircle className={cn("animate-spin", sizes[size])} aria-hidden="true" />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
