"use client";

import { useState } from "react";
import Link from "next/link";
import { CalendarDays, ChartLine, Target, Trash2, UserPlus, UsersRound } from "lucide-react";
import { SendToContactsDialog } from "@/components/content-dashboard/send-to-contacts-dialog";
import { ListEmpty, ListError, ListLoading } from "@/components/list/list-states";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api } from "@/lib/api/client";
import { formatCount, formatDate, formatNumber } from "@/lib/format";
import { trackingKeys, useTrackingContacts, type TrackingCategory, type TrackingEnrolment } from "@/lib/progress-tracking/hooks";
import { GoalsDialog } from "./goals-dialog";
import { StartDateDialog } from "./start-date-dialog";
import { useEditorCall } from "@/components/form/use-editor-call";

const nameOf = (e: { first_name: string; last_name: string; email?: string | null }) => [e.first_name, e.last_name].filter(Boolean).join(" ") || e.email || "Unnamed contact";
type Dialog = { kind: "add" } | { kind: "goals" | "start" | "remove"; row: TrackingEnrolment } | null;

/** The Contacts tab: who is on the tracking, their start, score, streak and last check-in; add, goals, start date, remove. */
export function ContactsTab({ trackingId, categories, canEdit }: { trackingId: number; categories: TrackingCategory[]; canEdit: boolean }) {
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useTrackingContacts(trackingId, page);
  const run = useEditorCall(trackingKeys.all);
  const close = (o: boolean) => !o && setDialog(null);
  const add = canEdit && (
    <Button onClick={() => setDialog({ kind: "add" })}>
      <UserPlus aria-hidden="true" /> Add contacts
    </Button>
  );
  const rows = list.data?.data ?? [];

  return (
    <section aria-labelledby="pt-contacts" className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 pt-4">
        <div>
          <h2 id="pt-contacts" className="text-base font-semibold text-foreground">Contacts</h2>
          {list.data && <p className="text-sm text-muted-foreground">{formatCount(list.data.total, "contact")} checking in</p>}
        </div>
        {add}
      </div>
      {list.isPending ? (
        <ListLoading label="Loading contacts" />
      ) : list.isError ? (
        <ListError title="We couldn’t load the contacts" onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : rows.length === 0 ? (
        <ListEmpty icon={UsersRound} title="No contacts yet" description="Add your clients: each gets a personal check-in link, and you see their progress here." action={add || undefined} />
      ) : (
        <ul aria-label="Contacts on this tracking" className="divide-y divide-border border-t border-border">
          {rows.map((r) => {
            const name = nameOf(r);
            return (
              <li key={r.id} className="flex min-w-0 flex-col gap-2 px-4 py-3 md:flex-row md:items-center md:gap-4">
                <div className="min-w-0 md:w-56">
                  <p className="truncate text-sm font-medium text-foreground">{name}</p>
                  {r.email && <p className="truncate text-xs text-muted-foreground">{r.email}</p>}
                </div>
                <dl className="grid min-w-0 flex-1 grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                  <div><dt className="text-xs text-muted-foreground">Started</dt><dd>{formatDate(`${r.start_date}T12:00:00Z`)}</dd></div>
                  <div><dt className="text-xs text-muted-foreground">Score</dt><dd>{r.score === null ? "No goal yet" : `${formatNumber(r.score, { maximumFractionDigits: 1 })} %`}</dd></div>
                  <div><dt className="text-xs text-muted-foreground">Streak</dt><dd>{formatCount(r.streak, "week")}</dd></div>
                  <div><dt className="text-xs text-muted-foreground">Last check-in</dt><dd>{formatDate(r.last_check_in_at) ?? "None yet"}</dd></div>
                </dl>
                <div className="flex shrink-0 flex-wrap items-center gap-1">
                  <Button asChild variant="ghost" size="sm">
                    <Link href={`/progress-tracking/${trackingId}/view-response/${r.contact_id}`} aria-label={`View responses of ${name}`}><ChartLine aria-hidden="true" /> Responses</Link>
                  </Button>
                  {canEdit && (
                    <>
                      <Button variant="ghost" size="sm" onClick={() => setDialog({ kind: "goals", row: r })} aria-label={`Goals of ${name}`}><Target aria-hidden="true" /> Goals</Button>
                      <Button variant="ghost" size="icon-sm" onClick={() => setDialog({ kind: "start", row: r })} aria-label={`Start date of ${name}`}><CalendarDays aria-hidden="true" /></Button>
                      <Button variant="ghost" size="icon-sm" onClick={() => setDialog({ kind: "remove", row: r })} aria-label={`Remove ${name}`}><Trash2 aria-hidden="true" /></Button>
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {list.data && list.data.last_page > 1 && (
        <div className="flex items-center justify-end gap-2 px-4 pb-3 text-[13px]">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>Previous</Button>
          <span>Page {page} of {list.data.last_page}</span>
          <Button variant="outline" size="sm" disabled={page >= list.data.last_page} onClick={() => setPage(page + 1)}>Next</Button>
        </div>
      )}

      <SendToContactsDialog
        open={dialog?.kind === "add"}
        onOpenChange={close}
        title="Add contacts"
        description="They get their personal check-in link."
        submitLabel="Add contacts"
        busyLabel="Adding"
        max={500}
        run={(ids, extra) => api.post("/progress-tracking/add-contact", { body: { tracking_id: trackingId, contact_ids: ids, ...extra } })}
        startDate={{ label: "Start date", help: "Empty starts them today; check-in weeks count from this day." }}
        invalidate={[trackingKeys.all]}
      />
      {dialog?.kind === "goals" && <GoalsDialog trackingId={trackingId} contact={{ id: dialog.row.contact_id, name: nameOf(dialog.row) }} categories={categories} open onOpenChange={close} />}
      {dialog?.kind === "start" && (
        <StartDateDialog
          name={nameOf(dialog.row)}
          start={dialog.row.start_date}
          description="Check-in weeks count from this day."
          save={(v) => api.post("/progress-tracking/{tracking}/contact/{contact}/relation", { params: { tracking: trackingId, contact: dialog.row.contact_id }, body: v })}
          invalidate={[trackingKeys.all]}
          onOpenChange={close}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === "remove"}
        onOpenChange={close}
        title="Stop tracking this contact?"
        description={dialog?.kind === "remove" ? `${nameOf(dialog.row)} stops checking in and their link stops working. Their check-ins stay.` : undefined}
        confirmText="Stop tracking"
        busyText="Stopping"
        tone="danger"
        onConfirm={async () => {
          if (dialog?.kind === "remove") await run(() => api.post("/progress-tracking/remove-contact", { body: { tracking_id: trackingId, contact_ids: [dialog.row.contact_id] } }));
          setDialog(null);
        }}
      />
    </section>
  );
}
