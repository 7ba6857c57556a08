"use client";

import { useState } from "react";
import { ArrowLeft, FileSpreadsheet, Trash2 } from "lucide-react";
import { ListEmpty, ListError, ListLoading } from "@/components/list/list-states";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api } from "@/lib/api/client";
import { importKeys, useImportErrors, useImportLog, type ImportItem } from "@/lib/contact-import/hooks";
import { formatCount, formatDateTime, formatNumber } from "@/lib/format";

const STATE_LABEL: Record<ImportItem["state"], string> = {
  mapping: "Not started",
  queued: "Waiting",
  running: "Importing",
  completed: "Completed",
  failed: "Failed",
};

function Pager({ page, last, onPage }: { page: number; last: number; onPage: (p: number) => void }) {
  if (last <= 1) return null;
  return (
    <div className="flex items-center justify-end gap-2 pt-2 text-sm">
      <Button type="button" size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="tabular-nums text-muted-foreground">
        Page {page} of {last}
      </span>
      <Button type="button" size="sm" variant="outline" disabled={page >= last} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </div>
  );
}

/** The rows one import could not take, in file order. */
export function ImportErrors({ importId, onBack }: { importId: number; onBack?: () => void }) {
  const [page, setPage] = useState(1);
  const q = useImportErrors(importId, page);
  const imp = q.data?.import;
  return (
    <div className="flex min-w-0 flex-col gap-3">
      {onBack && (
        <Button type="button" variant="link" className="self-start" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          All imports
        </Button>
      )}
      {imp && (
        <p className="text-sm text-foreground">
          <span className="font-medium break-all">{imp.file_name}</span>: {formatNumber(imp.created_count)} added, {formatNumber(imp.updated_count)} updated,{" "}
          {formatNumber(imp.error_count)} not imported.
        </p>
      )}
      {q.isError ? (
        <ListError title="We couldn’t load this import’s log" onRetry={() => q.refetch()} retrying={q.isFetching} />
      ) : !q.data ? (
        <ListLoading label="Loading the import log" />
      ) : q.data.data.length === 0 ? (
        <ListEmpty icon={FileSpreadsheet} title="Every row was imported" description="No row of this file was left out." />
      ) : (
        <ul aria-label="Rows not imported" className="flex flex-col divide-y divide-border rounded-md border border-border">
          {q.data.data.map((e) => (
            <li key={e.id} className="flex min-w-0 flex-col gap-0.5 px-3 py-2 text-sm sm:flex-row sm:gap-3">
              <span className="shrink-0 font-medium tabular-nums">Row {e.row}</span>
              <span className="min-w-0 break-words text-muted-foreground">{e.message}</span>
            </li>
          ))}
        </ul>
      )}
      {q.data && <Pager page={page} last={q.data.last_page} onPage={setPage} />}
    </div>
  );
}

/** The location's imports: read a log's errors, delete logs (contacts-center delete). */
export function ImportLog({ canDelete }: { canDelete: boolean }) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ImportItem | null>(null);
  const log = useImportLog(page);
  const remove = useApiMutation({
    mutationFn: (id: number) => api.post("/contact/delete-csv-import-log", { body: { ids: [id] } }),
    invalidate: [importKeys.all],
    success: (data) => data.message,
  });

  if (open != null) return <ImportErrors importId={open} onBack={() => setOpen(null)} />;
  if (log.isError) return <ListError title="We couldn’t load your imports" onRetry={() => log.refetch()} retrying={log.isFetching} />;
  if (!log.data) return <ListLoading label="Loading your imports" />;
  if (log.data.data.length === 0) {
    return <ListEmpty icon={FileSpreadsheet} title="No imports yet" description="Files you import are listed here with the rows that could not be imported." />;
  }
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <ul aria-label="Imports" className="flex flex-col divide-y divide-border rounded-md border border-border">
        {log.data.data.map((imp) => (
          <li key={imp.id} className="flex min-w-0 flex-col gap-2 px-3 py-2.5 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <div className="flex min-w-0 items-center gap-2">
                <span className="truncate text-sm font-medium">{imp.file_name}</span>
                <Badge variant={imp.state === "completed" ? "success" : imp.state === "failed" ? "danger" : "neutral"}>{STATE_LABEL[imp.state]}</Badge>
              </div>
              <p className="text-xs text-muted-foreground">
                {formatDateTime(imp.created_at)} · {formatNumber(imp.count)} of {formatCount(imp.total_count, "row")} · {formatNumber(imp.created_count)} added ·{" "}
                {formatNumber(imp.updated_count)} updated · {formatNumber(imp.error_count)} not imported
              </p>
            </div>
            <div className="flex shrink-0 gap-2">
              <Button type="button" size="sm" variant="outline" onClick={() => setOpen(imp.id)} aria-label={`View the log of ${imp.file_name}`}>
                View log
              </Button>
              {canDelete && imp.state !== "queued" && imp.state !== "running" && (
                <Button type="button" size="sm" variant="danger-outline" onClick={() => setDeleting(imp)} aria-label={`Delete the log of ${imp.file_name}`}>
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <Pager page={page} last={log.data.last_page} onPage={setPage} />
      <ConfirmDialog
        open={deleting != null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete this import log?"
        description="The log and the uploaded file are deleted. Imported contacts stay."
        confirmText="Delete"
        busyText="Deleting"
        tone="danger"
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
        }}
      />
    </div>
  );
}
