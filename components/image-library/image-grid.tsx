"use client";

import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

/** One picture tile: a square thumbnail, its name and a detail line; actions sit under it. */
export function ImageTile({ src, alt, title, detail, selected, onSelect, actions }: { src: string; alt: string; title: string; detail?: string; selected?: boolean; onSelect?: () => void; actions?: ReactNode }) {
  const thumb = (
    // eslint-disable-next-line @next/next/no-img-element -- user images of any host and size; next/image adds nothing here
    <img src={src} alt={alt} loading="lazy" className="aspect-square w-full rounded-md bg-muted object-cover" />
  );
  return (
    <li className={cn("flex min-w-0 flex-col gap-1.5 rounded-lg border border-border bg-card p-2", selected && "ring-2 ring-primary")}>
      {onSelect ? (
        <button type="button" onClick={onSelect} aria-pressed={selected} aria-label={`Choose ${title}`} className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
          {thumb}
        </button>
      ) : (
        thumb
      )}
      <div className="min-w-0 px-0.5">
        <p className="truncate text-sm font-medium text-foreground" title={title}>{title}</p>
        {detail && <p className="truncate text-xs text-muted-foreground">{detail}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-1">{actions}</div>}
    </li>
  );
}

/** Tiles in a grid: two columns on a phone, more as the width allows. */
export function ImageGrid({ label, children, className, busy }: { label: string; children: ReactNode; className?: string; busy?: boolean }) {
  return (
    <ul aria-label={label} aria-busy={busy ?? false} className={cn("grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6", busy && "opacity-60", className)}>
      {children}
    </ul>
  );
}
