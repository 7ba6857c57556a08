"use client";

import { History } from "lucide-react";
import Link from "next/link";
import { CONTENT_IMPORT_MSG as MSG } from "@/lib/content-import/constants";
import type { ImportBatch, ImportHistories } from "@/lib/content-import/hooks";
import { formatShortDateTime } from "@/lib/format";
import { Skeleton } from "@/components/ui/skeleton";
import { ContentIcon } from "./content-icon";

function BatchEntry({ b, latest }: { b: ImportBatch; latest?: boolean }) {
  return (
    <li className={latest ? "rounded-md border border-border bg-muted/40 p-3" : "border-t border-border py-3 first:border-t-0"}>
      <details open={latest}>
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-2 gap-y-1 text-sm [&::-webkit-details-marker]:hidden">
          <ContentIcon name={b.icon} className="size-4 shrink-0 text-muted-foreground" />
          <span className="font-medium text-foreground">Batch {b.batch}</span>
          <span className="text-muted-foreground">{b.type}</span>
          <span className="ml-auto text-xs text-muted-foreground tabular-nums">{formatShortDateTime(b.date)}</span>
        </summary>
        <p className="mt-1 text-xs break-all text-muted-foreground">
          {b.file_name} · {b.done}/{b.total} Items{b.state === "running" ? " · importing" : ""}
        </p>
        <ul className="mt-2 flex flex-col gap-2">
          {b.histories.map((h) => (
            <li key={h.location_id} className="text-sm">
              <div className="flex flex-wrap items-center gap-x-2">
                <span className="font-medium text-foreground">{h.businessname}</span>
                <Link href={h.link} className="text-xs font-medium text-primary-strong underline underline-offset-2">
                  {h.type}s
                </Link>
              </div>
              {h.names.length > 0 && <p className="text-xs break-words text-muted-foreground">{h.names.join(", ")}</p>}
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/** The side panel: the latest import, then the earlier batches (batch, date, type), each with what it made per account. */
export function ImportHistory({ data, loading }: { data: ImportHistories | undefined; loading: boolean }) {
  return (
    <section aria-labelledby="content-import-history" className="flex min-w-0 flex-col gap-3">
      <h3 id="content-import-history" className="flex items-center gap-2 text-sm font-semibold text-foreground">
        <History className="size-4" aria-hidden="true" /> {MSG.historyTitle}
      </h3>
      {loading ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : !data?.latest ? (
        <p className="rounded-md border border-dashed border-border p-4 text-center text-sm text-muted-foreground">{MSG.noHistory}</p>
      ) : (
        <>
          <ul>
            <BatchEntry b={data.latest} latest />
          </ul>
          {data.batches.length > 1 && (
            <ul className="flex flex-col">
              {data.batches.slice(1).map((b) => (
                <BatchEntry key={b.id} b={b} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
