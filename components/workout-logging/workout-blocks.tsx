"use client";

import { CheckCircle2, History, Timer, TrendingUp } from "lucide-react";
import type { LogBlock, LogExercise, LogSet } from "@/lib/workouts/log-blocks";
import { setInputName } from "@/lib/workouts/log-form";

/**
 * The set logger's parts, shared by the public workout page (/w/{token}, a server action) and the
 * portal's Workouts tab (the API): blocks with their exercises and sets as plain named inputs
 * (lib/workouts/log-form.ts reads them), the notes box, and the thank-you with the next targets.
 */
export type Pair = { bg: string; text: string };
export const setInputClass =
  "w-full min-w-0 rounded-lg border border-input bg-background px-2 py-2 text-center text-base text-foreground shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-danger";

type Shared = { values: Record<string, string>; errors: Record<string, string[]>; onRest: (s: number) => void; hydrated: boolean };

function SetRow({ item, set, values, errors, onRest, hydrated }: Shared & { item: LogExercise; set: LogSet }) {
  const key = (f: "r" | "w" | "t") => setInputName(f, item.id, set.index);
  const label = `${item.name}, set ${set.index + 1}`;
  const field = (f: "r" | "w" | "t", unit: string, placeholder: number | null) => {
    const e = errors[key(f)]?.[0];
    return (
      <div className="min-w-0 flex-1">
        <label htmlFor={`f-${key(f)}`} className="sr-only">{`${label}: ${unit}`}</label>
        <div className="flex items-center gap-1">
          <input
            id={`f-${key(f)}`} name={key(f)} type="text" inputMode={f === "w" ? "decimal" : "numeric"} autoComplete="off" placeholder={placeholder === null ? "" : String(placeholder)}
            defaultValue={values[key(f)] ?? ""} aria-invalid={e ? true : undefined} aria-describedby={e ? `f-${key(f)}-error` : undefined} className={setInputClass}
          />
          <span className="shrink-0 text-xs text-muted-foreground" aria-hidden="true">{unit}</span>
        </div>
        {e && <p id={`f-${key(f)}-error`} className="mt-1 text-xs font-medium text-danger-strong">{e}</p>}
      </div>
    );
  };
  return (
    <li className="flex min-w-0 flex-col gap-1.5 border-t border-border py-2.5 first:border-t-0">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="font-medium">Set {set.index + 1}</span>
        <span className="min-w-0 truncate text-muted-foreground">Target {set.target}</span>
      </div>
      {set.last ? (
        <p className="flex items-center gap-1 text-xs text-muted-foreground">
          <History className="size-3.5 shrink-0" aria-hidden="true" /><span className="min-w-0 truncate">Last time: {set.last}</span>
        </p>
      ) : null}
      <div className="flex items-start gap-2">
        {field("r", "reps", set.reps)}
        {set.hasWeight && field("w", "kg", set.weight)}
        {set.hasTime && field("t", "sec", set.time)}
        {hydrated && set.rest ? (
          <button type="button" onClick={() => onRest(set.rest!)} aria-label={`Start ${set.rest}s rest after ${label}`} className="inline-flex h-10 shrink-0 items-center gap-1 rounded-lg border border-border bg-background px-2.5 text-sm text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring">
            <Timer className="size-4" aria-hidden="true" />{set.rest}s
          </button>
        ) : null}
      </div>
    </li>
  );
}

/** The blocks and the notes box: inputs named for lib/workouts/log-form.ts, uncontrolled (typed values survive a refused submit through `values`). */
export function WorkoutBlocks({ blocks, element, notesId = "workout-notes", ...shared }: Shared & { blocks: LogBlock[]; element: Pair; notesId?: string }) {
  const { values, errors } = shared;
  return (
    <>
      {blocks.map((b) => (
        <section key={b.id} aria-labelledby={`block-${b.id}`} className="flex min-w-0 flex-col gap-3 rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-sm">
          <div>
            <h2 id={`block-${b.id}`} className="text-lg font-semibold [overflow-wrap:anywhere]">{b.title}</h2>
            {b.detail && <p className="text-sm text-muted-foreground">{b.detail}</p>}
            {b.notes && <p className="mt-1 text-sm [overflow-wrap:anywhere]">{b.notes}</p>}
          </div>
          {b.exercises.map((x) => (
            <div key={x.id} className="min-w-0 rounded-xl border border-border p-3">
              <div className="flex items-center gap-3">
                {/* eslint-disable-next-line @next/next/no-img-element -- the library's own small WebP */}
                {x.picture ? <img src={x.picture} alt="" width={64} height={36} className="h-9 w-16 shrink-0 rounded object-cover" /> : null}
                <h3 className="min-w-0 text-base font-semibold [overflow-wrap:anywhere]">{x.name}</h3>
              </div>
              {x.notes && <p className="mt-1 text-sm text-muted-foreground [overflow-wrap:anywhere]">{x.notes}</p>}
              <p className="mt-2 flex items-start gap-1.5 rounded-lg px-2.5 py-1.5 text-sm" style={{ backgroundColor: element.bg, color: element.text }}>
                <TrendingUp className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span><span className="font-semibold">Next target: {x.next}</span> <span className="opacity-90">{x.nextReason}</span></span>
              </p>
              <ol className="mt-1">
                {x.sets.map((s) => <SetRow key={s.index} item={x} set={s} {...shared} />)}
              </ol>
            </div>
          ))}
        </section>
      ))}
      <div className="rounded-2xl border border-border bg-card p-4 shadow-sm">
        <label htmlFor={notesId} className="mb-1.5 block text-base font-medium">Notes for your coach</label>
        <textarea id={notesId} name="notes" rows={3} maxLength={2000} defaultValue={values.notes ?? ""} aria-invalid={errors.notes ? true : undefined} aria-describedby={errors.notes ? `${notesId}-error` : undefined} className={`${setInputClass} text-left`} />
        {errors.notes && <p id={`${notesId}-error`} className="mt-1 text-sm font-medium text-danger-strong">{errors.notes[0]}</p>}
      </div>
    </>
  );
}

/** After logging: the thank-you and each exercise's next target. */
export function WorkoutDone({ thankYou, next, children }: { thankYou: string; next: { name: string; text: string }[]; children?: React.ReactNode }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 rounded-2xl bg-card px-6 py-8 text-center shadow-sm">
      <CheckCircle2 className="size-12 text-success-strong" aria-hidden="true" />
      <p className="text-lg font-semibold [overflow-wrap:anywhere] text-foreground">{thankYou}</p>
      {next.length > 0 && (
        <div className="w-full text-left">
          <h2 className="mb-2 text-base font-semibold text-foreground">Your next targets</h2>
          <ul className="flex flex-col gap-1.5 text-sm">
            {next.map((n, i) => (
              <li key={i} className="flex items-baseline justify-between gap-3 rounded-lg bg-muted px-3 py-2 text-foreground">
                <span className="min-w-0 [overflow-wrap:anywhere]">{n.name}</span>
                <span className="shrink-0 font-medium">{n.text}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {children}
    </div>
  );
}
