"use client";

import { useState } from "react";
import { CalendarDays, Send, Trash2, UserPlus, UsersRound } from "lucide-react";
import { SendToContactsDialog } from "@/components/content-dashboard/send-to-contacts-dialog";
import { ListEmpty, ListError, ListLoading } from "@/components/list/list-states";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api } from "@/lib/api/client";
import { formatCount, formatDate, formatNumber } from "@/lib/format";
import { habitKeys, useHabitContacts, useHabitCurrent, type HabitEnrolment } from "@/lib/habit-tracking/hooks";
import { useEditorCall } from "@/components/form/use-editor-call";
import { StartDateDialog } from "@/components/progress-tracking/start-date-dialog";

const nameOf = (e: { first_name: string; last_name: string; email?: string | null }) => [e.first_name, e.last_name].filter(Boolean).join(" ") || e.email || "Unnamed contact";

/** The Contacts tab: who is on the tracking, today's progress, score and streak; start, resend the link, stop. */
export function HabitContactsTab({ trackingId, habitCount, canEdit }: { trackingId: number; habitCount: number; canEdit: boolean }) {
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<HabitEnrolment | null>(null);
  const [starting, setStarting] = useState<HabitEnrolment | null>(null);
  const list = useHabitContacts(trackingId, page);
  const current = useHabitCurrent(trackingId);
  const run = useEditorCall(habitKeys.all);
  const today = new Map((current.data ?? []).map((c) => [c.contact_id, c]));
  const add = canEdit && (
    <Button onClick={() => setAdding(true)}>
      <UserPlus aria-hidden="true" /> Start for contacts
    </Button>
  );
  const rows = list.data?.data ?? [];

  return (
    <section aria-labelledby="ht-contacts" className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 pt-4">
        <div>
          <h2 id="ht-contacts" className="text-base font-semibold text-foreground">Contacts</h2>
          {list.data && <p className="text-sm text-muted-foreground">{formatCount(list.data.total, "contact")} tracking their habits</p>}
        </div>
        {add}
      </div>
      {list.isPending ? (
        <ListLoading label="Loading contacts" />
      ) : list.isError ? (
        <ListError title="We couldn’t load the contacts" onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : rows.length === 0 ? (
        <ListEmpty icon={UsersRound} title="No contacts yet" description="Start the tracking for your clients: each gets a personal habit link, and you see their scores and streaks here." action={add || undefined} />
      ) : (
        <ul aria-label="Contacts on this habit tracking" className="divide-y divide-border border-t border-border">
          {rows.map((r) => {
            const name = nameOf(r);
            const now = today.get(r.contact_id);
            const done = now ? now.habits.filter((h) => h.done).length : 0;
            return (
              <li key={r.id} className="flex min-w-0 flex-col gap-2 px-4 py-3 md:flex-row md:items-center md:gap-4">
                <div className="min-w-0 md:w-56">
                  <p className="truncate text-sm font-medium text-foreground">{name}</p>
                  {r.email && <p className="truncate text-xs text-muted-foreground">{r.email}</p>}
                </div>
                <dl className="grid min-w-0 flex-1 grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                  <div><dt className="text-xs text-muted-foreground">Today</dt><dd>{now ? `${done} of ${formatCount(habitCount, "habit")} done` : "—"}</dd></div>
                  <div><dt className="text-xs text-muted-foreground">Score</dt><dd>{r.score === null ? "No days yet" : `${formatNumber(r.score, { maximumFractionDigits: 1 })} %`}</dd></div>
                  <div><dt className="text-xs text-muted-foreground">Streak</dt><dd>{formatCount(r.streak, "day")}</dd></div>
                  <div><dt className="text-xs text-muted-foreground">Started</dt><dd>{formatDate(`${r.start_date}T12:00:00Z`)}</dd></div>
                </dl>
                {canEdit && (
                  <div className="flex shrink-0 flex-wrap items-center gap-1">
                    <Button variant="ghost" size="sm" onClick={() => void run(() => api.patch("/habit-tracking/{id}/resend-reminder", { params: { id: trackingId }, body: { contact_id: r.contact_id } }))} aria-label={`Send link to ${name}`}>
                      <Send aria-hidden="true" /> Send link
                    </Button>
                    <Button variant="ghost" size="icon-sm" onClick={() => setStarting(r)} aria-label={`Start date of ${name}`}><CalendarDays aria-hidden="true" /></Button>
                    <Button variant="ghost" size="icon-sm" onClick={() => setRemoving(r)} aria-label={`Stop tracking ${name}`}><Trash2 aria-hidden="true" /></Button>
                  </div>
                )}
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
        open={adding}
        onOpenChange={setAdding}
        title="Start habit tracking"
        description="They get their personal habit link."
        submitLabel="Start"
        busyLabel="Starting"
        max={500}
        run={(ids, extra) => api.post("/habit-tracking/add-contact", { body: { tracking_id: trackingId, contact_ids: ids, ...extra } })}
        startDate={{ label: "Start date", help: "Empty starts them today; scores and the streak count from this day." }}
        invalidate={[habitKeys.all]}
      />
      {starting && (
        <StartDateDialog
          name={nameOf(starting)}
          start={starting.start_date}
          description="Scores and the streak count from this day; earlier logs stop counting."
          save={(v) => api.post("/habit-tracking/{tracking}/contact/{contact}/relation", { params: { tracking: trackingId, contact: starting.contact_id }, body: v })}
          invalidate={[habitKeys.all]}
          onOpenChange={(o) => !o && setStarting(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title="Stop tracking this contact?"
        description={removing ? `${nameOf(removing)} stops logging habits and their link stops working. Their logs stay.` : undefined}
        confirmText="Stop tracking"
        busyText="Stopping"
        tone="danger"
        onConfirm={async () => {
          if (removing) await run(() => api.post("/habit-tracking/remove-contact", { body: { tracking_id: trackingId, contact_ids: [removing.contact_id] } }));
          setRemoving(null);
        }}
      />
    </section>
  );
}
