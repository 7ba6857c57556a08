"use client";

import { History, UsersRound } from "lucide-react";
import { useState } from "react";
import { ListEmpty, ListLoading } from "@/components/list/list-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateTime } from "@/lib/format";
import { useJourneyHistory, useJourneyRuns, type JourneyStep } from "@/lib/journeys/hooks";

const STATUS_VARIANT = { active: "primary", completed: "success", terminated: "neutral", failed: "danger" } as const;

function Pager({ page, last, onPage }: { page: number; last: number; onPage: (p: number) => void }) {
  if (last <= 1) return null;
  return (
    <div className="flex items-center justify-end gap-2 p-3 text-[13px]">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>Previous</Button>
      <span>Page {page} of {last}</span>
      <Button variant="outline" size="sm" disabled={page >= last} onClick={() => onPage(page + 1)}>Next</Button>
    </div>
  );
}

/** The Users tab: every run with its status and where it stands; a row opens that contact's history. */
export function JourneyUsers({ journeyId, steps }: { journeyId: number; steps: JourneyStep[] }) {
  const [status, setStatus] = useState("");
  const [page, setPage] = useState(1);
  const [contact, setContact] = useState<{ id: number; name: string } | null>(null);
  const runs = useJourneyRuns(journeyId, status, page);
  if (contact) return <JourneyHistory journeyId={journeyId} contact={contact} onBack={() => setContact(null)} />;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-card">
      <div className="flex flex-wrap items-center justify-between gap-2 p-3">
        <h2 className="font-semibold">Contacts on this journey</h2>
        <NativeSelect aria-label="Show runs" value={status} onChange={(e) => { setStatus(e.target.value); setPage(1); }} className="w-40">
          <option value="">All</option>
          <option value="active">Active</option>
          <option value="completed">Completed</option>
          <option value="terminated">Terminated</option>
          <option value="failed">Failed</option>
        </NativeSelect>
      </div>
      {!runs.data ? (
        <ListLoading label="Loading contacts" />
      ) : !runs.data.data.length ? (
        <ListEmpty icon={UsersRound} title="No contacts yet" description={steps.length ? "Contacts appear here when a trigger starts them or you start them from the contact list." : "Add steps, switch the journey on, then contacts appear here."} />
      ) : (
        <>
          <Table containerClassName="max-w-full overflow-x-auto">
            <TableHeader>
              <TableRow>
                <TableHead>Contact</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Current step</TableHead>
                <TableHead>Started</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {runs.data.data.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>
                    <button type="button" className="text-left font-medium text-primary-strong hover:underline" onClick={() => setContact({ id: r.contact_id, name: r.name })}>
                      {r.name || r.email || `Contact ${r.contact_id}`}
                    </button>
                  </TableCell>
                  <TableCell>
                    <Badge variant={STATUS_VARIANT[r.status]}>{r.held ? "Held" : r.status[0].toUpperCase() + r.status.slice(1)}</Badge>
                  </TableCell>
                  <TableCell className="max-w-64 truncate">
                    {r.current_step ?? "—"}
                    {r.resume_at && <span className="block text-[12px] text-muted-foreground">from {formatDateTime(r.resume_at)}</span>}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatDateTime(r.started_at)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pager page={page} last={runs.data.last_page} onPage={setPage} />
        </>
      )}
    </div>
  );
}

/** The History tab (or one contact's, from the Users tab): each step a run took, newest first. */
export function JourneyHistory({ journeyId, contact, onBack }: { journeyId: number; contact?: { id: number; name: string }; onBack?: () => void }) {
  const [page, setPage] = useState(1);
  const history = useJourneyHistory(journeyId, contact?.id ?? null, page);
  return (
    <div className="flex flex-col rounded-lg border border-border bg-card">
      <div className="flex flex-wrap items-center justify-between gap-2 p-3">
        <h2 className="font-semibold">{contact ? `History of ${contact.name}` : "History"}</h2>
        {onBack && <Button variant="outline" size="sm" onClick={onBack}>All contacts</Button>}
      </div>
      {!history.data ? (
        <ListLoading label="Loading history" />
      ) : !history.data.data.length ? (
        <ListEmpty icon={History} title="Nothing has happened yet" description="Each step a contact takes is written here." />
      ) : (
        <>
          <ol className="flex flex-col divide-y divide-border" aria-label="History">
            {history.data.data.map((h) => (
              <li key={h.id} className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                <span className="min-w-0">
                  {!contact && <span className="font-medium">{h.name}: </span>}
                  <span className={h.status === "failed" ? "text-danger-strong" : undefined}>{h.message}</span>
                </span>
                <time dateTime={h.created_at} className="shrink-0 text-[13px] text-muted-foreground">{formatDateTime(h.created_at)}</time>
              </li>
            ))}
          </ol>
          <Pager page={page} last={history.data.last_page} onPage={setPage} />
        </>
      )}
    </div>
  );
}
