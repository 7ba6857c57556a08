"use client";

import { useState } from "react";
import Link from "next/link";
import { BellRing, ClipboardCheck } from "lucide-react";
import { ListEmpty, ListError, ListLoading } from "@/components/list/list-states";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/client";
import { formatCount, formatDate, formatNumber } from "@/lib/format";
import { useTrackingRoster, type TrackingRosterRow } from "@/lib/progress-tracking/hooks";
import { useEditorCall } from "@/components/form/use-editor-call";
import { trackingKeys } from "@/lib/progress-tracking/hooks";

const STATUS: Record<TrackingRosterRow["status"], { label: string; variant: BadgeVariant }> = {
  submitted: { label: "Submitted", variant: "success" },
  due: { label: "Due", variant: "neutral" },
  missed: { label: "Missed", variant: "danger" },
};
const ORDER = { missed: 0, due: 1, submitted: 2 } as const;
const day = (iso: string) => formatDate(`${iso}T12:00:00Z`);

/**
 * The Roster tab: every client's current check-in period, in, due or missed (and for how many
 * periods running), the late ones first; "Nudge the late ones" mails their reminder in one call,
 * once a period however often it is clicked.
 */
export function RosterTab({ trackingId, periodDays, canEdit }: { trackingId: number; periodDays: number; canEdit: boolean }) {
  const roster = useTrackingRoster(trackingId);
  const run = useEditorCall(trackingKeys.all);
  const [nudging, setNudging] = useState(false);
  const unit = periodDays === 7 ? "week" : "period";
  const rows = [...(roster.data?.data ?? [])].sort((a, b) => ORDER[a.status] - ORDER[b.status] || b.missed_periods - a.missed_periods);
  const late = rows.filter((r) => r.status === "missed" && !r.nudged).length;
  const s = roster.data?.summary;

  return (
    <section aria-labelledby="pt-roster" className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 pt-4">
        <div className="min-w-0">
          <h2 id="pt-roster" className="text-base font-semibold text-foreground">Check-in roster</h2>
          {s && <p className="text-sm text-muted-foreground">{formatCount(s.submitted, "submitted", "submitted")} · {formatCount(s.due, "due", "due")} · {formatCount(s.missed, "missed", "missed")}</p>}
        </div>
        {canEdit && (
          <Button
            loading={nudging}
            loadingText="Nudging"
            disabled={!roster.data || late === 0}
            onClick={async () => {
              setNudging(true);
              await run(() => api.post("/progress-tracking/{id}/nudge-late", { params: { id: trackingId } }));
              setNudging(false);
            }}
          >
            <BellRing aria-hidden="true" /> Nudge the late ones
          </Button>
        )}
      </div>
      {roster.isPending ? (
        <ListLoading label="Loading the roster" />
      ) : roster.isError ? (
        <ListError title="We couldn’t load the roster" onRetry={() => void roster.refetch()} retrying={roster.isFetching} />
      ) : rows.length === 0 ? (
        <ListEmpty icon={ClipboardCheck} title="Nobody on the roster yet" description="Add your clients on the Contacts tab: each one’s check-in for this period shows here." />
      ) : (
        <ul aria-label="Check-in roster" className="divide-y divide-border border-t border-border">
          {rows.map((r) => {
            const name = [r.first_name, r.last_name].filter(Boolean).join(" ") || r.email || "Unnamed contact";
            const st = STATUS[r.status];
            return (
              <li key={r.contact_id} className="flex min-w-0 flex-col gap-1.5 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
                <div className="min-w-0 flex-1">
                  <Link href={`/progress-tracking/${trackingId}/view-response/${r.contact_id}`} className="block truncate text-sm font-medium text-foreground hover:underline">{name}</Link>
                  <p className="text-xs text-muted-foreground">
                    {unit === "week" ? "Week" : "Period"} {r.period + 1}: {day(r.period_start)} – {day(r.period_end)}
                  </p>
                </div>
                <div className="flex min-w-0 flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <Badge variant={st.variant}>{st.label}</Badge>
                  {r.status === "missed" && <span>{formatCount(r.missed_periods, unit)} running</span>}
                  {r.nudged && <Badge variant="outline">Nudged</Badge>}
                  <span>Last check-in: {formatDate(r.last_check_in_at) ?? "none yet"}</span>
                </div>
                {r.trends.length > 0 && (
                  <dl aria-label={`Trends of ${name}`} className="flex min-w-0 flex-col gap-0.5 text-xs sm:w-72">
                    {r.trends.map((t) => (
                      <div key={t.category_id} className="flex min-w-0 gap-1">
                        <dt className="shrink-0 font-medium text-foreground">{t.name}:</dt>
                        <dd className="min-w-0 text-muted-foreground">{t.average === null ? t.summary : `avg ${formatNumber(t.average, { maximumFractionDigits: 1 })}${t.unit ? ` ${t.unit}` : ""} · ${t.summary}`}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
