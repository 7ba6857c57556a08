import type { ComponentProps } from "react";
import { cn } from "@/lib/utils/cn";

/** Loading placeholder block. Decorative: announce loading elsewhere (e.g. aria-busy on the region). */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-muted", className)}
      {...props}
    />
  );
}
