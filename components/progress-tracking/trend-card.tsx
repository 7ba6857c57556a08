import { LineChart } from "@/components/charts/line-chart";
import { Badge } from "@/components/ui/badge";
import { formatMonthDay, formatNumber } from "@/lib/format";
import type { TrackingTrend } from "@/lib/progress-tracking/hooks";

const STATUS = {
  reached: { label: "Goal reached", variant: "success" },
  on_track: { label: "On track", variant: "success" },
  behind: { label: "Behind", variant: "warning" },
  away: { label: "Off track", variant: "danger" },
  flat: { label: "Steady", variant: "neutral" },
  no_goal: { label: "No goal", variant: "neutral" },
  too_few: { label: "Too early", variant: "neutral" },
} as const;

const fmt = (v: number) => formatNumber(v, { maximumFractionDigits: 1 });

/** One category on the view-response page: latest value, the trend line ("−0.4 kg/week, on track for 12 Mar") and the chart with the goal line. */
export function TrendCard({ trend }: { trend: TrackingTrend }) {
  const unit = trend.unit ? ` ${trend.unit}` : "";
  const latest = trend.points.at(-1);
  const status = STATUS[trend.status];
  return (
    <article aria-labelledby={`trend-${trend.category_id}`} className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm">
      <header className="flex min-w-0 items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`trend-${trend.category_id}`} className="truncate text-sm font-semibold text-foreground">{trend.name}</h3>
          <p className="text-2xl font-semibold text-foreground">{latest ? `${fmt(latest.value)}${unit}` : "—"}</p>
        </div>
        <Badge variant={status.variant}>{status.label}</Badge>
      </header>
      <p className="text-sm font-medium text-foreground">{trend.summary}</p>
      <dl className="grid grid-cols-2 gap-2 text-xs">
        <div><dt className="text-muted-foreground">7-check-in average</dt><dd className="font-medium text-foreground">{trend.average === null ? "—" : `${fmt(trend.average)}${unit}`}</dd></div>
        <div><dt className="text-muted-foreground">Goal</dt><dd className="font-medium text-foreground">{trend.goal ? `${fmt(trend.goal.start)} → ${fmt(trend.goal.target)}${unit}` : "Not set"}</dd></div>
      </dl>
      {trend.points.length > 0 ? (
        <LineChart
          caption={`${trend.name} by check-in`}
          points={trend.points.map((p) => ({ x: formatMonthDay(p.at, { timeZone: "UTC" }) ?? "", y: p.value }))}
          xLabel="Week of"
          yLabel={`${trend.name}${unit}`}
          goal={trend.goal ? { value: trend.goal.target, label: `Goal ${fmt(trend.goal.target)}${unit}` } : undefined}
        />
      ) : (
        <p className="rounded-md border border-dashed border-border p-3 text-sm text-muted-foreground">No values reported yet.</p>
      )}
    </article>
  );
}
