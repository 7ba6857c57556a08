"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { DragHandle, type DragHandleProps } from "@/components/sortable/sortable-list";
import { cn } from "@/lib/utils/cn";

/**
 * One item on a content dashboard: its thumbnail (1024x662, or the type's icon), title linking
 * to its editor, a detail line, badges, and its actions menu; the drag handle when reorderable.
 */
export function ContentCard({
  title, href, thumbnail, icon: Icon, detail, badges, menu, handle, footer, muted,
}: {
  title: string;
  href: string;
  thumbnail: string | null;
  icon: LucideIcon;
  detail?: ReactNode;
  badges?: ReactNode;
  /** A DropdownMenu trigger button with the item's actions (labelled "Actions for {title}"). */
  menu?: ReactNode;
  handle?: DragHandleProps | null;
  footer?: ReactNode;
  /** Disabled items are dimmed but stay reachable. */
  muted?: boolean;
}) {
  return (
    <article className={cn("group flex h-full min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-card shadow-sm transition-shadow hover:shadow-md", muted && "opacity-75")}>
      <Link href={href} tabIndex={-1} aria-hidden="true" className="block">
        {thumbnail ? (
          // eslint-disable-next-line @next/next/no-img-element -- coach images of any host; next/image adds nothing here
          <img src={thumbnail} alt="" loading="lazy" className="aspect-[1024/662] w-full bg-muted object-cover" />
        ) : (
          <div className="flex aspect-[1024/662] w-full items-center justify-center bg-primary-tint">
            <Icon className="size-10 text-primary" aria-hidden="true" />
          </div>
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3">
        <div className="flex min-w-0 items-start gap-1">
          {handle && <DragHandle handle={handle} label={title} className="-ml-1.5 shrink-0" />}
          <h3 className="min-w-0 flex-1 pt-1 text-sm font-semibold leading-snug">
            <Link href={href} className="line-clamp-2 break-words rounded-sm hover:text-primary-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
              {title}
            </Link>
          </h3>
          {menu && <div className="shrink-0">{menu}</div>}
        </div>
        {detail && <div className="text-xs text-muted-foreground">{detail}</div>}
        {badges && <div className="flex flex-wrap gap-1.5 pt-1">{badges}</div>}
        {footer && <div className="mt-auto pt-2">{footer}</div>}
      </div>
    </article>
  );
}
