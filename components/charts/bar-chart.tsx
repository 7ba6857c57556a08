import { cn } from "@/lib/utils/cn";

/**
 * Bars drawn with CSS (no chart library is installed): one group per label, one bar per series,
 * side by side (`grouped`) or piled (`stacked`), with a legend. The bars are decoration: screen
 * readers get the same figures as a table, with the caption. Colours are theme tokens (DESIGN.md),
 * given per series as a Tailwind background class.
 */
export type BarSeries = { key: string; label: string; color: string; values: number[] };

export function BarChart({ caption, labels, series, mode = "grouped", format = (n) => String(n), height = "h-48", className }: {
  caption: string;
  labels: string[];
  series: BarSeries[];
  mode?: "grouped" | "stacked";
  format?: (n: number) => string;
  /** A Tailwind height class for the plot. */
  height?: string;
  className?: string;
}) {
  const totals = labels.map((_, i) => series.reduce((s, x) => s + (x.values[i] ?? 0), 0));
  const max = Math.max(0, ...(mode === "stacked" ? totals : series.flatMap((s) => s.values)));
  const pct = (v: number) => (max ? `${Math.max((v / max) * 100, v ? 2 : 0)}%` : "0%");
  const every = Math.max(1, Math.ceil(labels.length / 8));
  return (
    <figure className={cn("flex min-w-0 flex-col gap-2", className)}>
      <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {series.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span className={cn("size-2.5 rounded-sm", s.color)} />
            {s.label}
          </li>
        ))}
      </ul>
      <div aria-hidden="true" className={cn("flex min-w-0 items-end gap-1 border-b border-border", height)}>
        {labels.map((label, i) => {
          const tip = `${label}: ${series.map((s) => `${s.label} ${format(s.values[i] ?? 0)}`).join(", ")}`;
          return mode === "stacked" ? (
            <div key={`${label}-${i}`} title={tip} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end">
              <div className="flex w-full max-w-16 flex-col-reverse overflow-hidden rounded-t-sm" style={{ height: pct(totals[i]) }}>
                {series.map((s) => (
                  <div key={s.key} className={s.color} style={{ height: totals[i] ? `${((s.values[i] ?? 0) / totals[i]) * 100}%` : "0%" }} />
                ))}
              </div>
            </div>
          ) : (
            <div key={`${label}-${i}`} title={tip} className="flex h-full min-w-0 flex-1 items-end justify-center gap-px">
              {series.map((s) => (
                <div key={s.key} className={cn("max-w-4 min-w-0 flex-1 rounded-t-sm", s.color)} style={{ height: pct(s.values[i] ?? 0) }} />
              ))}
            </div>
          );
        })}
      </div>
      <div aria-hidden="true" className="flex min-w-0 gap-1 text-[11px] text-muted-foreground">
        {labels.map((l, i) => (
          <span key={`${l}-${i}`} className="min-w-0 flex-1 truncate text-center">
            {i % every === 0 ? l : ""}
          </span>
        ))}
      </div>
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            {series.map((s) => (
              <th key={s.key} scope="col">{s.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((l, i) => (
            <tr key={`${l}-${i}`}>
              <th scope="row">{l}</th>
              {series.map((s) => (
                <td key={s.key}>{format(s.values[i] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
