"use client";

import type { ComponentProps } from "react";
import { Switch as SwitchPrimitive } from "radix-ui";
import { cn } from "@/lib/utils/cn";

/** Switch (Radix, role="switch"). Give it a <Label htmlFor> or an aria-label. */
export type SwitchProps = ComponentProps<typeof SwitchPrimitive.Root> & { size?: "sm" | "md" };

export function Switch({ className, size = "md", ...props }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        "peer inline-flex shrink-0 items-center rounded-full border-2 border-transparent transition-colors",
        "bg-control data-[state=checked]:bg-primary-strong",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        "disabled:cursor-not-allowed disabled:opacity-50",
        size === "sm" ? "h-4 w-7" : "h-5 w-9",
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        className={cn(
          "pointer-events-none block rounded-full bg-card shadow-sm ring-0 transition-transform",
          "data-[state=unchecked]:translate-x-0",
          size === "sm"
            ? "size-3 data-[state=checked]:translate-x-3"
            : "size-4 data-[state=checked]:translate-x-4",
        )}
      />
    </SwitchPrimitive.Root>
  );
}
