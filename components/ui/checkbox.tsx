"use client";

import type { ComponentProps } from "react";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import { Check, Minus } from "lucide-react";
import { cn } from "@/lib/utils/cn";

/**
 * Checkbox (Radix). `checked` may be true | false | "indeterminate" (e.g. "select all" when
 * some rows are selected). Give it a <Label htmlFor> or an aria-label.
 */
export type CheckboxProps = ComponentProps<typeof CheckboxPrimitive.Root>;

export function Checkbox({ className, ...props }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        "peer group inline-flex size-4 shrink-0 items-center justify-center rounded-sm border border-control bg-card shadow-sm transition-colors",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        "data-[state=checked]:border-primary-strong data-[state=checked]:bg-primary-strong data-[state=checked]:text-primary-foreground",
        "data-[state=indeterminate]:border-primary-strong data-[state=indeterminate]:bg-primary-strong data-[state=indeterminate]:text-primary-foreground",
        "aria-invalid:border-danger",
        "disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="flex items-center justify-center">
        <Check
          className="hidden size-3.5 group-data-[state=checked]:block"
          strokeWidth={3}
          aria-hidden="true"
        />
        <Minus
          className="hidden size-3.5 group-data-[state=indeterminate]:block"
          strokeWidth={3}
          aria-hidden="true"
        />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
