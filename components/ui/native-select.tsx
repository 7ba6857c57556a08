/**
 * The native <select> in the design's input style: simple cases, forms, per-page pickers. Apart
 * from the Radix Select (select.tsx) so forms that only need this do not ship its popper.
 */
import type { ComponentProps } from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "@/lib/utils/cn";
import { inputBaseClass } from "./input";

export type NativeSelectProps = Omit<ComponentProps<"select">, "size"> & {
  size?: "sm" | "md";
  /** Class for the wrapper <div> (use for width/margins). */
  wrapperClassName?: string;
};

export function NativeSelect({
  className,
  wrapperClassName,
  size = "md",
  children,
  ...props
}: NativeSelectProps) {
  return (
    <div className={cn("relative inline-flex w-full", wrapperClassName)}>
      <select
        className={cn(
          inputBaseClass,
          "appearance-none pr-8 pl-3",
          size === "sm" ? "h-8" : "h-9",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}
