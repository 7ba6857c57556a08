import { cn } from "@/lib/utils/cn";
import { ChartTable } from "./chart-table";

/**
 * Bars drawn with CSS (no chart library is installed): one group per label, one bar per series,
 * side by side (`grouped`) or piled (`stacked`), with a legend. The bars are decoration: screen
 * readers get the same figures as a table, with the caption. Colours are theme tokens (DESIGN.md),
 * given per series as a Tailwind background class.
 */
export type BarSeries = { key: string; label: string; color: string; values: number[] };

export function BarChart({ caption, labels, series, mode = "grouped", format = (n) => String(n), height = "h-48", legend = true, className }: {
  caption: string;
  labels: string[];
  series: BarSeries[];
  mode?: "grouped" | "stacked";
  format?: (n: number) => string;
  /** A Tailwind height class for the plot. */
  height?: string;
  /** A key of the series' colours; leave it off for a single series the caption names. */
  legend?: boolean;
  className?: string;
}) {
  const totals = labels.map((_, i) => series.reduce((s, x) => s + (x.values[i] ?? 0), 0));
  const max = Math.max(0, ...(mode === "stacked" ? totals : series.flatMap((s) => s.values)));
  const pct = (v: number) => (max ? `${Math.max((v / max) * 100, v ? 2 : 0)}%` : "0%");
  // At most about eight axis labels, each over the run of bars it names (one grid for both rows).
  const every = Math.max(1, Math.ceil(labels.length / 8));
  const columns = { gridTemplateColumns: `repeat(${Math.max(labels.length, 1)}, minmax(0, 1fr))` };
  return (
    <figure className={cn("flex min-w-0 flex-col gap-2", className)}>
      {legend && (
        <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span className={cn("size-2.5 rounded-sm", s.color)} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <div aria-hidden="true" className={cn("grid min-w-0 items-end gap-1 border-b border-border", height)} style={columns}>
        {labels.map((label, i) => {
          const tip = `${label}: ${series.map((s) => `${s.label} ${format(s.values[i] ?? 0)}`).join(", ")}`;
          return mode === "stacked" ? (
            <div key={`${label}-${i}`} title={tip} className="flex h-full min-w-0 flex-col items-center justify-end">
              <div className="flex w-full max-w-16 flex-col-reverse overflow-hidden rounded-t-sm" style={{ height: pct(totals[i]) }}>
                {series.map((s) => (
                  <div key={s.key} className={s.color} style={{ height: totals[i] ? `${((s.values[i] ?? 0) / totals[i]) * 100}%` : "0%" }} />
                ))}
              </div>
            </div>
          ) : (
            <div key={`${label}-${i}`} title={tip} className="flex h-full min-w-0 items-end justify-center gap-px">
              {series.map((s) => (
                <div key={s.key} className={cn("min-w-0 flex-1 rounded-t-sm", series.length > 1 ? "max-w-4" : "max-w-16", s.color)} style={{ height: pct(s.values[i] ?? 0) }} />
              ))}
            </div>
          );
        })}
      </div>
      <div aria-hidden="true" className="grid min-w-0 gap-1 text-[11px] text-muted-foreground" style={columns}>
        {labels.map((l, i) =>
          i % every === 0 ? (
            <span key={`${l}-${i}`} className={cn("min-w-0 truncate", every === 1 && "text-center")} style={{ gridColumn: `span ${Math.min(every, labels.length - i)}` }}>
              {l}
            </span>
          ) : null,
        )}
      </div>
      <ChartTable caption={caption} columns={["Period", ...series.map((s) => s.label)]} rows={labels.map((l, i) => ({ label: l, values: series.map((s) => format(s.values[i] ?? 0)) }))} />
    </figure>
  );
}
