"use client";

import type { ComponentProps } from "react";
import { Popover as PopoverPrimitive } from "radix-ui";
import { cn } from "@/lib/utils/cn";

export const Popover = PopoverPrimitive.Root;
/** Use `asChild` with a <Button>; icon-only triggers need an aria-label. */
export const PopoverTrigger = PopoverPrimitive.Trigger;

/** A floating panel next to its trigger (focus moves in; Esc or a click outside closes it). */
export function PopoverContent({ className, sideOffset = 4, align = "start", ...props }: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(
          "z-50 w-64 rounded-md border border-border bg-popover p-3 text-popover-foreground shadow-md outline-none",
          "data-[state=open]:animate-zoom-in data-[state=closed]:animate-zoom-out",
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
