"use client";

import { useState } from "react";
import { ArrowRight } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Pagination } from "@/components/ui/pagination";
import { useLifecycleSubject, useLifecycles, type Lifecycle, type LifecyclePage } from "@/lib/contacts/profile-hooks";
import { formatCount, formatDate, formatDateTime, isoString } from "@/lib/format";
import { StatusBadge, statusTitle } from "../contact-cells";
import { defineProfileSection, type ProfileContext } from "./registry";

/**
 * Lifecycle: when the contact moved between statuses (lead -> trial -> client ...), newest
 * first, under where it stands now. Every contact has at least the entry of its creation, so the
 * card always has something to show.
 */
export const lifecycleSection = defineProfileSection<LifecyclePage>({
  id: "lifecycle",
  title: "Lifecycle",
  order: 40,
  // The wide column: the side one is already the long one.
  column: "main",
  useData: (contactId, initial) => useLifecycles(contactId, 1, initial),
  hasContent: (page) => page.total > 0,
  Component: LifecycleCard,
});

function LifecycleCard({ data: first, ctx }: { data: LifecyclePage; ctx: ProfileContext }) {
  const id = ctx.contact.id;
  const [page, setPage] = useState(1);
  const data = useLifecycles(id, page, first).data ?? first;
  const subject = useLifecycleSubject(id).data;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle as="h2">Lifecycle</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {subject && (
          <p className="text-sm text-muted-foreground">
            {statusTitle(subject.status, ctx.titles)} since <time dateTime={isoString(subject.since)}>{formatDate(subject.since)}</time>
            {" · "}
            {subject.changes ? formatCount(subject.changes, "status change") : "no status changes yet"}
          </p>
        )}
        <ol className="flex flex-col divide-y divide-border" aria-label="Status history">
          {data.data.map((entry) => (
            <Entry key={entry.id} entry={entry} titles={ctx.titles} />
          ))}
        </ol>
        {data.last_page > 1 && <Pagination page={page} lastPage={data.last_page} total={data.total} perPage={data.per_page} onPageChange={setPage} />}
      </CardContent>
    </Card>
  );
}

function Entry({ entry, titles }: { entry: Lifecycle; titles: ReadonlyMap<string, string> }) {
  return (
    <li className="flex min-w-0 flex-col gap-1 py-2.5 first:pt-0 last:pb-0">
      <div className="flex min-w-0 flex-wrap items-center gap-1.5 text-sm">
        {entry.from_status === null || entry.from_tab === null ? (
          <>
            <span className="text-muted-foreground">Added as</span>
            <StatusBadge contact={{ status: entry.to_status, tab: entry.to_tab }} titles={titles} />
          </>
        ) : (
          <>
            <StatusBadge contact={{ status: entry.from_status, tab: entry.from_tab }} titles={titles} />
            <ArrowRight className="size-3.5 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">to</span>
            <StatusBadge contact={{ status: entry.to_status, tab: entry.to_tab }} titles={titles} />
          </>
        )}
      </div>
      <time className="text-xs text-muted-foreground" dateTime={isoString(entry.created_at)}>
        {formatDateTime(entry.created_at)}
      </time>
    </li>
  );
}
