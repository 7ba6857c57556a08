"use client";

import { useState } from "react";
import { Flame, RefreshCw, Trophy } from "lucide-react";
import { ListEmpty, ListError, ListLoading } from "@/components/list/list-states";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/client";
import { formatCount, formatNumber } from "@/lib/format";
import { useHabitLeaderboard } from "@/lib/habit-tracking/hooks";
import { useEditorCall } from "@/components/form/use-editor-call";
import { habitKeys } from "@/lib/habit-tracking/hooks";

/** The Leaderboard tab: contacts ranked by habit score (completion over the last 30 scheduled days), ties by streak. */
export function HabitLeaderboardTab({ trackingId }: { trackingId: number }) {
  const board = useHabitLeaderboard(trackingId);
  const run = useEditorCall(habitKeys.all);
  const [refreshing, setRefreshing] = useState(false);
  const rows = board.data ?? [];
  return (
    <section aria-labelledby="ht-leaderboard" className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 pt-4">
        <div>
          <h2 id="ht-leaderboard" className="text-base font-semibold text-foreground">Leaderboard</h2>
          <p className="text-sm text-muted-foreground">Each client’s habit score over their last 30 scheduled days; ties go to the longer streak of complete days.</p>
        </div>
        <Button
          variant="outline"
          loading={refreshing}
          loadingText="Refreshing"
          onClick={async () => {
            setRefreshing(true);
            await run(() => api.get("/habit-tracking/{id}/refresh", { params: { id: trackingId } }));
            setRefreshing(false);
          }}
        >
          <RefreshCw aria-hidden="true" /> Refresh
        </Button>
      </div>
      {board.isPending ? (
        <ListLoading label="Loading the leaderboard" />
      ) : board.isError ? (
        <ListError title="We couldn’t load the leaderboard" onRetry={() => void board.refetch()} retrying={board.isFetching} />
      ) : rows.length === 0 ? (
        <ListEmpty icon={Trophy} title="Nobody on the board yet" description="A client appears once a habit of theirs has come due. Start the tracking for your clients on the Contacts tab." />
      ) : (
        <ol aria-label="Leaderboard" className="divide-y divide-border border-t border-border">
          {rows.map((r) => {
            const name = [r.first_name, r.last_name].filter(Boolean).join(" ") || "Unnamed contact";
            return (
              <li key={r.contact_id} className="flex min-w-0 items-center gap-3 px-4 py-3">
                <span className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${r.rank === 1 ? "bg-warning-tint text-warning-strong" : "bg-secondary text-secondary-foreground"}`} aria-label={`Rank ${r.rank}`}>
                  {r.rank}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-foreground">{name}</p>
                  <div className="mt-1.5 h-2 w-full max-w-md overflow-hidden rounded-full bg-secondary" aria-hidden="true">
                    <div className="h-full rounded-full bg-primary-strong" style={{ width: `${Math.max(2, r.score)}%` }} />
                  </div>
                </div>
                <div className="shrink-0 text-right">
                  <p className="text-sm font-semibold text-foreground">{formatNumber(r.score, { maximumFractionDigits: 1 })} %</p>
                  <p className="inline-flex items-center gap-1 text-xs text-muted-foreground"><Flame aria-hidden="true" className="size-3" /> {formatCount(r.streak, "day")}</p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
