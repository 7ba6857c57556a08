"use client";

import { Plus, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/http/client";
import type { WorkoutSet } from "@/lib/workouts/hooks";
import { cn } from "@/lib/utils/cn";

/** A set as typed: every cell is text until it is saved. Reps take "10" or a range "8-12". */
type Draft = Record<"reps" | "weight" | "time" | "distance" | "rest" | "tempo" | "rpe", string>;
const COLUMNS: { key: keyof Draft; label: string; unit?: string; width: string }[] = [
  { key: "reps", label: "Reps", width: "w-20" },
  { key: "weight", label: "Weight", unit: "kg", width: "w-16" },
  { key: "time", label: "Time", unit: "s", width: "w-16" },
  { key: "distance", label: "Distance", unit: "m", width: "w-20" },
  { key: "rest", label: "Rest", unit: "s", width: "w-16" },
  { key: "tempo", label: "Tempo", width: "w-16" },
  { key: "rpe", label: "RPE", width: "w-14" },
];

const text = (v: number | string | null) => (v === null || v === undefined ? "" : String(v));
const toDraft = (s: WorkoutSet): Draft => ({
  reps: s.reps === null ? "" : s.reps_max !== null ? `${s.reps}-${s.reps_max}` : String(s.reps),
  weight: text(s.weight), time: text(s.time), distance: text(s.distance), rest: text(s.rest), tempo: text(s.tempo), rpe: text(s.rpe),
});
/** A number when it reads as one; otherwise the text itself, so the server's 422 names the field. */
const num = (v: string): number | string | null => (v.trim() === "" ? null : Number.isFinite(Number(v)) ? Number(v) : v.trim());
function toSet(d: Draft) {
  const range = /^\s*(\d+)\s*[-–]\s*(\d+)\s*$/.exec(d.reps);
  return {
    reps: range ? Number(range[1]) : num(d.reps),
    reps_max: range ? Number(range[2]) : null,
    weight: num(d.weight), time: num(d.time), distance: num(d.distance), rest: num(d.rest),
    tempo: d.tempo.trim() === "" ? null : d.tempo.trim(),
    rpe: num(d.rpe),
  };
}
const same = (a: Draft[], b: Draft[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A block exercise's sets, edited inline: a row per set, saved whole when a cell loses focus
 * and something changed. The server's 422 messages (`sets.N.field`) show under their cell.
 */
export function SetTable({ sets, name, canEdit, save }: { sets: WorkoutSet[]; name: string; canEdit: boolean; save: (sets: ReturnType<typeof toSet>[]) => Promise<unknown> }) {
  const saved = sets.map(toDraft);
  const savedKey = JSON.stringify(saved);
  const [rows, setRows] = useState<Draft[]>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [base, setBase] = useState(savedKey);
  const [sent, setSent] = useState<string | null>(null);
  // A new answer from the server (this save, another edit, a move) replaces the drafts, unless
  // the coach typed on since what was sent: those cells are saved on their own blur.
  if (base !== savedKey) {
    setBase(savedKey);
    const typed = JSON.stringify(rows);
    if (typed === base || typed === sent) setRows(saved);
  }

  const commit = async (next: Draft[]) => {
    if (same(next, saved)) return;
    setSent(JSON.stringify(next));
    setRows(next);
    try {
      await save(next.map(toSet));
      setErrors({});
    } catch (e) {
      if (e instanceof ApiError && e.status === 422 && e.body?.errors) {
        const found: Record<string, string> = {};
        for (const [k, v] of Object.entries(e.body.errors)) {
          const m = /^sets\.(\d+)\.(\w+)$/.exec(k);
          if (m) found[`${m[1]}.${m[2] === "reps_max" ? "reps" : m[2]}`] = v[0];
        }
        setErrors(found);
      }
    }
  };
  const change = (i: number, key: keyof Draft, value: string) => setRows((r) => r.map((row, j) => (j === i ? { ...row, [key]: value } : row)));
  const last = rows[rows.length - 1];

  // relative: the sr-only cells are absolutely placed; without a containing block here they
  // escape the scroller and widen the page at 375 px.
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[560px] border-separate border-spacing-y-1 text-[13px]">
        <caption className="sr-only">Sets of {name}</caption>
        <thead>
          <tr className="text-left text-xs text-muted-foreground">
            <th scope="col" className="w-10 font-medium">Set</th>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col" className="font-medium">{c.label}{c.unit && <span className="font-normal"> ({c.unit})</span>}</th>
            ))}
            <th scope="col" className="w-8"><span className="sr-only">Remove</span></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className="align-top">
              <td className="pt-1.5 font-medium tabular-nums text-muted-foreground">{i + 1}</td>
              {COLUMNS.map((c) => {
                const error = errors[`${i}.${c.key}`];
                const id = `set-${name}-${i}-${c.key}`.replace(/\W+/g, "-");
                return (
                  <td key={c.key} className="pr-1.5">
                    <input
                      id={id}
                      aria-label={`Set ${i + 1} ${c.label.toLowerCase()}`}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                      inputMode={c.key === "tempo" || c.key === "reps" ? "text" : "decimal"}
                      placeholder={c.key === "reps" ? "8-12" : c.key === "tempo" ? "3010" : "–"}
                      disabled={!canEdit}
                      value={row[c.key]}
                      onChange={(e) => change(i, c.key, e.target.value)}
                      onBlur={() => void commit(rows)}
                      onKeyDown={(e) => e.key === "Enter" && void commit(rows)}
                      className={cn(
                        "h-8 rounded-md border border-input bg-card px-2 tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60",
                        c.width,
                        error && "border-danger",
                      )}
                    />
                    {error && <p id={`${id}-error`} className="mt-0.5 max-w-40 text-xs text-danger-strong">{error}</p>}
                  </td>
                );
              })}
              <td>
                {canEdit && rows.length > 1 && (
                  <Button variant="ghost" size="icon-sm" aria-label={`Remove set ${i + 1}`} onClick={() => void commit(rows.filter((_, j) => j !== i))}>
                    <X className="size-4" aria-hidden />
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {canEdit && rows.length < 30 && (
        <Button variant="ghost" size="sm" className="mt-1 text-primary-strong" onClick={() => void commit([...rows, { ...last }])}>
          <Plus className="size-4" aria-hidden /> Add set
        </Button>
      )}
    </div>
  );
}
