import { formatNumber } from "@/lib/format";
import { ChartTable } from "./chart-table";

export type LinePoint = { x: string; y: number };

const W = 320;
const H = 120;
const PAD = { top: 8, right: 8, bottom: 20, left: 32 };

/**
 * A small line chart in plain SVG (no chart library: a few points need none). The drawing is
 * hidden from screen readers; an sr-only table holds the same figures under the same caption.
 * `x` labels are already formatted (dates, weeks…); `min`/`max` fix the value axis (a 1–5
 * rating) or it spans the data.
 */
export function LineChart({ caption, points, xLabel, yLabel, min, max, goal, className }: {
  caption: string; points: LinePoint[]; xLabel: string; yLabel: string; min?: number; max?: number;
  /** A dashed horizontal line the data heads for (a client's target), kept inside the axis. */
  goal?: { value: number; label: string };
  className?: string;
}) {
  const ys = [...points.map((p) => p.y), ...(goal ? [goal.value] : [])];
  let lo = min ?? Math.min(...ys);
  let hi = max ?? Math.max(...ys);
  if (!(hi > lo)) [lo, hi] = [lo - 1, hi + 1];
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length === 1 ? innerW / 2 : (i * innerW) / (points.length - 1));
  const y = (v: number) => PAD.top + innerH - ((v - lo) / (hi - lo)) * innerH;
  const path = points.map((p, i) => `${i ? "L" : "M"}${x(i).toFixed(1)},${y(p.y).toFixed(1)}`).join(" ");
  const fmt = (v: number) => formatNumber(v, { maximumFractionDigits: 2 });
  return (
    <figure className={className}>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full overflow-visible text-primary" aria-hidden="true" focusable="false">
        {[lo, hi].map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="stroke-border" strokeDasharray="3 3" />
            <text x={PAD.left - 4} y={y(v)} dy="0.32em" textAnchor="end" className="fill-muted-foreground text-[10px]">{fmt(v)}</text>
          </g>
        ))}
        {points.length > 0 && (
          <>
            <text x={x(0)} y={H - 4} textAnchor={points.length === 1 ? "middle" : "start"} className="fill-muted-foreground text-[10px]">{points[0].x}</text>
            {points.length > 1 && <text x={x(points.length - 1)} y={H - 4} textAnchor="end" className="fill-muted-foreground text-[10px]">{points.at(-1)!.x}</text>}
          </>
        )}
        {goal && (
          <g>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(goal.value)} y2={y(goal.value)} className="stroke-success-strong" strokeWidth={1.5} strokeDasharray="6 4" />
            <text x={W - PAD.right} y={y(goal.value)} dy="-0.4em" textAnchor="end" className="fill-success-strong text-[10px] font-medium">{goal.label}</text>
          </g>
        )}
        <path d={path} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
        {points.map((p, i) => (
          <circle key={i} cx={x(i)} cy={y(p.y)} r={3} fill="currentColor" />
        ))}
      </svg>
      <ChartTable caption={goal ? `${caption} (${goal.label})` : caption} columns={[xLabel, yLabel]} rows={points.map((p) => ({ label: p.x, values: [fmt(p.y)] }))} />
    </figure>
  );
}
