"use client";

import type { ComponentProps, ReactNode } from "react";
import { Tabs as TabsPrimitive } from "radix-ui";
import { cn } from "@/lib/utils/cn";

export const Tabs = TabsPrimitive.Root;

/** Underline tab bar; scrolls horizontally when it overflows. */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        "flex w-full items-stretch gap-5 overflow-x-auto shadow-[inset_0_-1px_0_var(--color-border)]",
        "[scrollbar-width:none] [&::-webkit-scrollbar]:hidden",
        className,
      )}
      {...props}
    />
  );
}

export type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger> & {
  /** Optional count shown in a small pill after the label (or put <TabsCount> in children). */
  count?: ReactNode;
};

export function TabsTrigger({ className, children, count, ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "group inline-flex shrink-0 items-center gap-2 border-b-2 border-transparent px-0.5 pt-2 pb-2.5",
        "text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors",
        "hover:text-foreground",
        "data-[state=active]:border-primary data-[state=active]:text-foreground",
        "focus-visible:rounded-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
        "disabled:pointer-events-none disabled:opacity-50",
        "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    >
      {children}
      {count != null && <TabsCount>{count}</TabsCount>}
    </TabsPrimitive.Trigger>
  );
}

/** Small count pill for use inside a TabsTrigger; highlights when its tab is active. */
export function TabsCount({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      className={cn(
        "inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-muted px-1.5 text-xs font-medium text-secondary-foreground tabular-nums",
        "group-data-[state=active]:bg-primary-tint group-data-[state=active]:text-primary-strong",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn("pt-4 outline-none focus-visible:outline-2 focus-visible:outline-ring", className)}
      {...props}
    />
  );
}
