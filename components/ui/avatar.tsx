"use client";

import type { ComponentProps } from "react";
import { Avatar as AvatarPrimitive } from "radix-ui";
import { cn } from "@/lib/utils/cn";

/** "Jane van Doe" → "JD", "madonna" → "MA", "jane.doe@x.com" → "JD", "" → "?" */
export function getInitials(name?: string | null): string {
  const parts = (name ?? "").trim().split("@")[0].split(/[\s._-]+/).filter(Boolean);
  if (parts.length === 0) return "?";
  if (parts.length === 1) return parts[0].slice(0, 2).toUpperCase();
  return (parts[0][0] + parts[parts.length - 1][0]).toUpperCase();
}

const sizes = {
  xs: "size-6 text-[10px]",
  sm: "size-8 text-xs",
  md: "size-9 text-sm",
  lg: "size-12 text-base",
} as const;

export type AvatarProps = Omit<ComponentProps<typeof AvatarPrimitive.Root>, "children"> & {
  /** Person's name: used for the initials fallback and the accessible name. */
  name?: string | null;
  src?: string | null;
  size?: keyof typeof sizes;
  /** The name is already shown next to the avatar: hide it from assistive tech. */
  decorative?: boolean;
};

export function Avatar({ name, src, size = "md", decorative = false, className, ...props }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        "relative inline-flex shrink-0 overflow-hidden rounded-full bg-primary-tint align-middle select-none",
        sizes[size],
        className,
      )}
      aria-hidden={decorative || undefined}
      {...props}
    >
      {src && (
        <AvatarPrimitive.Image
          src={src}
          alt={decorative ? "" : (name ?? "")}
          className="size-full object-cover"
        />
      )}
      <AvatarPrimitive.Fallback
        delayMs={src ? 300 : undefined}
        className="flex size-full items-center justify-center font-medium text-primary-strong"
      >
        <span aria-hidden="true">{getInitials(name)}</span>
        {!decorative && name && <span className="sr-only">{name}</span>}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
