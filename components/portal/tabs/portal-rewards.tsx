"use client";

import { useQuery } from "@tanstack/react-query";
import { Gift, Trophy } from "lucide-react";
import { api } from "@/lib/api/client";
import { formatDate, formatNumber } from "@/lib/format";
import { cn } from "@/lib/utils/cn";
import { PortalEmpty, PortalLoading, PortalSection } from "./portal-ui";
import { onPortalError } from "../portal-errors";

/** Rewards: the balance under the coach's point name, what it is worth, and its history. */
export function PortalRewards() {
  const q = useQuery({ queryKey: ["portal", "rewards"], queryFn: ({ signal }) => api.get("/portal/rewards", { signal }).catch((e) => { onPortalError(e); throw e; }) });
  if (q.isPending) return <PortalLoading rows={2} />;
  if (q.isError) return <PortalEmpty icon={Trophy} title="We couldn’t load your rewards" description="Check your connection and try again." />;
  const r = q.data;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center gap-4 rounded-2xl bg-primary-strong p-5 text-white shadow-sm">
        <Trophy className="size-10 shrink-0" aria-hidden />
        <div className="flex flex-col">
          <p className="text-sm font-medium">Your {r.point_name}</p>
          <p className="text-3xl font-semibold tabular-nums">{formatNumber(r.balance)}</p>
          {r.worth ? <p className="text-sm">Worth {r.worth}</p> : null}
        </div>
      </div>
      <PortalSection title="History">
        {r.history.length ? (
          <ul className="flex flex-col divide-y divide-border rounded-2xl border border-border bg-card">
            {r.history.map((h) => (
              <li key={h.id} className="flex items-center gap-3 px-4 py-3">
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium text-foreground">{h.title}</span>
                  <span className="text-sm text-muted-foreground">{formatDate(h.created_at)}</span>
                </span>
                <span className={cn("font-semibold tabular-nums", h.kind === "earned" ? "text-success-strong" : "text-foreground")}>{h.kind === "earned" ? "+" : "−"}{formatNumber(h.points)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <PortalEmpty icon={Gift} title={`No ${r.point_name} yet`} description={`Your coach gives ${r.point_name} for check-ins, streaks and milestones.`} />
        )}
      </PortalSection>
    </div>
  );
}
