"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { ChevronRight, type LucideIcon } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { portalPath } from "@/lib/portal/constants";
import { cn } from "@/lib/utils/cn";

/** Where a tab (and an item in it) lives: /portal/{slug}?tab=…&item=… (no `tab`: the coach's first tab). */
export function portalHref(slug: string, tab: string, item?: number): string {
  const q = new URLSearchParams({ tab });
  if (item) q.set("item", String(item));
  return `${portalPath(slug)}?${q.toString()}`;
}

export function PortalSection({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A tappable row of a list: icon, title, a line under it, a chevron. */
export function PortalRow({ href, icon: Icon, title, detail, trailing, download }: { href: string; icon: LucideIcon; title: string; detail?: ReactNode; trailing?: ReactNode; download?: boolean }) {
  const body = (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-tint text-primary-strong">
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium text-foreground">{title}</span>
        {detail ? <span className="truncate text-sm text-muted-foreground">{detail}</span> : null}
      </span>
      {trailing}
      <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
    </>
  );
  const cls = "flex min-h-16 items-center gap-3 rounded-2xl border border-border bg-card px-3 py-2 shadow-xs transition-colors hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring";
  return download ? <a href={href} download className={cls}>{body}</a> : <Link href={href} className={cls}>{body}</Link>;
}

export function PortalList({ children }: { children: ReactNode }) {
  return <ul className="flex flex-col gap-2">{Array.isArray(children) ? children.map((c, i) => <li key={i}>{c}</li>) : <li>{children}</li>}</ul>;
}

export function PortalLoading({ rows = 3 }: { rows?: number }) {
  return (
    <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, i) => <Skeleton key={i} className="h-16 rounded-2xl" />)}
    </div>
  );
}

export function PortalEmpty({ icon: Icon, title, description, className }: { icon: LucideIcon; title: string; description: string; className?: string }) {
  return (
    <div className={cn("flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border bg-card px-6 py-10 text-center", className)}>
      <Icon className="size-8 text-muted-foreground" aria-hidden />
      <p className="font-medium text-foreground">{title}</p>
      <p className="max-w-xs text-sm text-muted-foreground">{description}</p>
    </div>
  );
}

export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div role="progressbar" aria-label={label} aria-valuenow={value} aria-valuemin={0} aria-valuemax={100} className="h-2 w-full overflow-hidden rounded-full bg-muted">
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${value}%` }} />
    </div>
  );
}

export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className="inline-flex w-fit items-center gap-1 rounded-md text-sm font-medium text-primary-strong hover:underline focus-visible:outline-2 focus-visible:outline-ring">
      <ChevronRight className="size-4 rotate-180" aria-hidden /> {label}
    </Link>
  );
}

/** Coach-written HTML, sanitized by the server before it is answered (lib/rich-text). */
export function PortalHtml({ html }: { html: string }) {
  return <div className="rich-text text-foreground" dangerouslySetInnerHTML={{ __html: html }} />;
}
