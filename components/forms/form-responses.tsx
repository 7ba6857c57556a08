"use client";

import { useState } from "react";
import Link from "next/link";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Download, Inbox, Trash2 } from "lucide-react";
import { ListPagination } from "@/components/list/list-panel";
import { ListEmpty, ListError, ListLoading } from "@/components/list/list-states";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formCalls, formKeys, responsePath, responsePdfUrl, useRespondents } from "@/lib/forms/hooks";
import { formatDateTime } from "@/lib/format";
import { handleApiError } from "@/lib/http/handle-error";
import { refreshAfterWrite } from "@/lib/http/refresh-after-write";

/** The form's responses, newest first: open one, download it as a PDF, or delete it. */
export function FormResponses({ formId, canDelete }: { formId: number; canDelete: boolean }) {
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<number | null>(null);
  const list = useRespondents(formId, page);
  const queryClient = useQueryClient();

  if (list.isPending) return <ListLoading label="Loading responses" />;
  if (list.isError) return <ListError title="We couldn’t load the responses" onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  const data = list.data;
  if (!data.total) return <ListEmpty icon={Inbox} title="No responses yet" description="Share the form’s link or send it to contacts; their answers appear here." />;

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card">
        {data.data.map((r) => {
          const name = [r.first_name, r.last_name].filter(Boolean).join(" ") || r.email || "Contact";
          return (
            <li key={r.id} className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 p-3">
              <div className="min-w-0 flex-1">
                <Link href={responsePath(formId, r.contact_id, r.id)} className="font-medium [overflow-wrap:anywhere] text-foreground hover:text-primary-strong">
                  {name}
                </Link>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={r.created_at}>{formatDateTime(r.created_at)}</time>
                  {r.email && <span className="[overflow-wrap:anywhere]"> · {r.email}</span>}
                </p>
              </div>
              <div className="flex shrink-0 items-center">
                <Button asChild variant="ghost" size="icon-sm">
                  <a href={responsePdfUrl(formId, r.contact_id, r.id)} download aria-label={`Download the response of ${name} as a PDF`}>
                    <Download aria-hidden="true" />
                  </a>
                </Button>
                {canDelete && (
                  <Button type="button" variant="ghost" size="icon-sm" aria-label={`Delete the response of ${name}`} onClick={() => setDeleting(r.id)}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {data.last_page > 1 && <ListPagination page={page} data={data} perPageOptions={[25]} onPage={setPage} onPerPage={() => {}} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        description="This response will be deleted. This cannot be undone."
        confirmText="Delete"
        busyText="Deleting"
        tone="danger"
        onConfirm={async () => {
          try {
            const res = await formCalls.deleteResponses(formId, [deleting!]);
            toast.success(res.message ?? "Response deleted.");
            setDeleting(null);
          } catch (e) {
            handleApiError(e);
          }
          await refreshAfterWrite(queryClient, [formKeys.all]);
        }}
      />
    </div>
  );
}
