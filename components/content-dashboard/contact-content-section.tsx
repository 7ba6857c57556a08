"use client";

import Link from "next/link";
import { useState, type ReactNode } from "react";
import type { QueryKey } from "@tanstack/react-query";
import { Trash2, type LucideIcon } from "lucide-react";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Pagination } from "@/components/ui/pagination";
import { formatCount } from "@/lib/format";
import type { ContentKind } from "./content-kind";

type Paged = { total: number; last_page: number; per_page: number };

/**
 * A content module's card on the contact profile (playbooks, pages, forms, files): the title,
 * the count, the module's send button, its rows or what to do when there are none, and a pager
 * when the module's list is paged.
 */
export function ContactContentCard({ kind, title, total, action, listLabel, emptyText, pager, children }: {
  kind: Pick<ContentKind, "noun" | "icon">;
  title: string;
  total: number;
  action?: ReactNode;
  /** The list's accessible name ("Sent pages"). */
  listLabel: string;
  emptyText: string;
  pager?: { page: number; data: Paged; onPage: (page: number) => void };
  /** The rows (`ContactContentItem`s); nothing when there are none. */
  children: ReactNode[];
}) {
  const Icon = kind.icon;
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2">{title}</CardTitle>
        <div className="flex items-center gap-3">
          <span className="text-sm text-muted-foreground tabular-nums">{formatCount(total, kind.noun)}</span>
          {action}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {children.length > 0 ? (
          <ul className="flex flex-col divide-y divide-border" aria-label={listLabel}>
            {children}
          </ul>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {emptyText}
          </p>
        )}
        {pager && pager.data.last_page > 1 && (
          <Pagination page={pager.page} lastPage={pager.data.last_page} total={pager.data.total} perPage={pager.data.per_page} onPageChange={pager.onPage} />
        )}
      </CardContent>
    </Card>
  );
}

/**
 * One row of a contact content card: the title (a link to its editor when `href` is given), a
 * line of details, the module's own buttons, and a confirmed remove (take back, restrict).
 */
export function ContactContentItem({ title, href, meta, actions, below, remove }: {
  title: string;
  href?: string;
  meta: ReactNode;
  actions?: ReactNode;
  /** Under the row: a progress bar, the responses. */
  below?: ReactNode;
  /** A confirmed call that takes the item from the contact; its answer's message is the toast. */
  remove?: { label?: string; busyLabel?: string; icon?: LucideIcon; description: string; run: () => Promise<{ message?: string }>; invalidate: QueryKey[] };
}) {
  const [confirming, setConfirming] = useState(false);
  const removal = useApiMutation({ mutationFn: () => remove!.run(), invalidate: remove?.invalidate, success: (d) => d.message ?? null });
  const RemoveIcon = remove?.icon ?? Trash2;
  const label = remove?.label ?? "Remove";
  return (
    <li className="flex min-w-0 flex-col gap-1.5 py-2.5 first:pt-0 last:pb-0">
      <div className="flex min-w-0 items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-foreground" title={title}>
            {href ? <Link href={href} className="hover:text-primary-strong hover:underline">{title}</Link> : title}
          </p>
          <div className="flex min-w-0 flex-wrap items-center gap-1.5 text-xs text-muted-foreground">{meta}</div>
        </div>
        {actions}
        {remove && (
          <Button variant="ghost" size="icon-sm" aria-label={`${label} ${title}`} onClick={() => setConfirming(true)}>
            <RemoveIcon className="size-3.5" aria-hidden="true" />
          </Button>
        )}
      </div>
      {below}
      {remove && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          description={remove.description}
          confirmText={label}
          busyText={remove.busyLabel ?? "Removing"}
          tone="danger"
          onConfirm={async () => {
            await removal.mutateAsync();
          }}
        />
      )}
    </li>
  );
}
