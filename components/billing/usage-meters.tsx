"use client";

import type { ReactNode } from "react";
import { TriangleAlert } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { formatNumber } from "@/lib/format";
import { usePlanLimit, type PlanLimit } from "@/lib/membership/hooks";
import { LIMIT_WARN_RATIO } from "@/lib/membership/constants";
import { cn } from "@/lib/utils/cn";

export type Limit = PlanLimit["limits"][number];

/** How full a limit is: "ok", "warn" from 80 % (issue 30), "full" at the limit. */
export function meterState(l: Pick<Limit, "limit" | "used">): "none" | "ok" | "warn" | "full" {
  if (l.limit == null) return "none";
  if (l.used >= l.limit) return "full";
  return l.used >= l.limit * LIMIT_WARN_RATIO ? "warn" : "ok";
}

/** What the account uses against each of its plan's limits (GET /membership/plan-limit). */
export function UsageMeters({ initial }: { initial?: PlanLimit }) {
  const q = usePlanLimit(true, initial);
  if (!q.data) return <div className="grid gap-4 sm:grid-cols-2">{Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="h-12" />)}</div>;
  return <MeterList limits={q.data.limits} />;
}

/**
 * Meters for any set of limits: the account's own plan (above), or a lower plan the downgrade
 * screen measures the account against. `note` replaces a meter's warning line (null: none).
 */
export function MeterList({ limits, note }: { limits: Limit[]; note?: (l: Limit) => ReactNode | undefined }) {
  return (
    <ul className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
      {limits.map((l) => <Meter key={l.key} limit={l} note={note?.(l)} />)}
    </ul>
  );
}

function Meter({ limit: l, note }: { limit: Limit; note?: ReactNode }) {
  const state = meterState(l);
  const pct = l.limit ? Math.min(100, Math.round((l.used / l.limit) * 100)) : 0;
  const id = `meter-${l.key}`;
  return (
    <li className="flex min-w-0 flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id={id} className="font-medium text-foreground">{l.label}</span>
        <span className="tabular-nums text-muted-foreground">
          {formatNumber(l.used)} {l.limit == null ? "· Unlimited" : `of ${formatNumber(l.limit)}`}
        </span>
      </div>
      {l.limit != null && (
        <div role="meter" aria-labelledby={id} aria-valuemin={0} aria-valuemax={l.limit} aria-valuenow={Math.min(l.used, l.limit)}
          aria-valuetext={`${formatNumber(l.used)} of ${formatNumber(l.limit)}`} className="h-2 overflow-hidden rounded-full bg-muted">
          <div className={cn("h-full rounded-full", state === "full" ? "bg-danger" : state === "warn" ? "bg-warning" : "bg-primary")} style={{ width: `${pct}%` }} />
        </div>
      )}
      {note !== undefined ? note : (state === "warn" || state === "full") && (
        <p className={cn("flex items-center gap-1.5 text-xs", state === "full" ? "text-danger-strong" : "text-warning-strong")}>
          <TriangleAlert className="size-3.5 shrink-0" aria-hidden="true" />
          {state === "full" ? "Limit reached: upgrade your plan to add more." : `${pct}% used: you are close to your plan's limit.`}
        </p>
      )}
    </li>
  );
}
