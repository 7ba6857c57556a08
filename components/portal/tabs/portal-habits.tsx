"use client";

import { useState, type KeyboardEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, Flame, ListChecks, Minus, Plus } from "lucide-react";
import { api, type ApiAnswer } from "@/lib/api/client";
import { ApiError } from "@/lib/http/client";
import { cn } from "@/lib/utils/cn";
import { PortalEmpty, PortalLoading, PortalSection } from "./portal-ui";
import { onPortalError } from "../portal-errors";

type Habits = ApiAnswer<"get", "/portal/habits">;
type Tracking = Habits["data"][number];
type Habit = Tracking["categories"][number]["habits"][number];
const KEY = ["portal", "habits"] as const;

const streakText = (n: number) => (n === 1 ? "1-day streak" : `${n}-day streak`);

/** Today's habits in the Progress tab: tap to check a habit, step or type a count; each tracking's streak. */
export function PortalHabits() {
  const q = useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.get("/portal/habits", { signal }).catch((e) => { onPortalError(e); throw e; }) });
  if (q.isPending) return <PortalLoading rows={2} />;
  if (q.isError) return <PortalEmpty icon={ListChecks} title="We couldn’t load your habits" description="Check your connection and try again." />;
  if (!q.data.data.length) return null;
  return (
    <div className="flex flex-col gap-6">
      {q.data.data.map((t) => <HabitCard key={t.id} tracking={t} />)}
    </div>
  );
}

function HabitCard({ tracking: t }: { tracking: Tracking }) {
  const qc = useQueryClient();
  const [errors, setErrors] = useState<Record<number, string>>({});
  const log = useMutation({
    mutationFn: (v: { habit_id: number; value: number | null }) => api.post("/portal/habits/{id}/log", { params: { id: t.id }, body: { ...v, day: t.day } }),
    onSuccess: (res) => {
      setErrors((e) => ({ ...e, [res.habit_id]: "" }));
      // The answer is the day's new state: patch the list in place (no refetch flicker between taps).
      qc.setQueryData<Habits>(KEY, (old) => old && {
        data: old.data.map((x) => x.id !== t.id ? x : {
          ...x, streak: res.streak,
          categories: x.categories.map((c) => ({ ...c, habits: c.habits.map((h) => (h.id === res.habit_id ? { ...h, value: res.value } : h)) })),
        }),
      });
    },
    onError: (e: unknown, v) => {
      if (e instanceof ApiError && e.status === 422) setErrors((old) => ({ ...old, [v.habit_id]: (e.body?.errors as Record<string, string[]> | undefined)?.value?.[0] ?? e.body?.message ?? "Check the value." }));
      else onPortalError(e);
    },
  });
  return (
    <PortalSection
      title={t.name}
      action={<span className="inline-flex items-center gap-1 rounded-full bg-warning-tint px-2.5 py-1 text-sm font-medium text-warning-strong"><Flame className="size-4" aria-hidden />{streakText(t.streak)}</span>}
    >
      <ul className="flex flex-col gap-2">
        {t.categories.flatMap((c) => c.habits).map((h) => (
          <li key={h.id}>
            {h.kind === "yes_no"
              ? <YesNo habit={h} onLog={(value) => log.mutate({ habit_id: h.id, value })} />
              : <Count habit={h} error={errors[h.id]} onInvalid={(msg) => setErrors((old) => ({ ...old, [h.id]: msg }))} onLog={(value) => log.mutate({ habit_id: h.id, value })} />}
          </li>
        ))}
      </ul>
    </PortalSection>
  );
}

const dueNote = (h: Habit) => (h.due ? null : <span className="text-xs text-muted-foreground">{h.frequency === "weekly" ? "This week" : "Not due today"}</span>);

function YesNo({ habit: h, onLog }: { habit: Habit; onLog: (value: number | null) => void }) {
  const done = (h.value ?? 0) > 0;
  return (
    <button
      type="button" aria-pressed={done} onClick={() => onLog(done ? null : 1)}
      className={cn("flex min-h-16 w-full items-center gap-3 rounded-2xl border px-3 py-2 text-left shadow-xs transition-colors focus-visible:outline-2 focus-visible:outline-ring", done ? "border-success bg-success-tint" : "border-border bg-card hover:bg-muted/50")}
    >
      <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-full border-2", done ? "border-success-strong bg-success-strong text-white" : "border-input text-transparent")}>
        <Check className="size-5" aria-hidden />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium text-foreground [overflow-wrap:anywhere]">{h.name}</span>
        {dueNote(h)}
      </span>
      <span className="shrink-0 text-sm font-medium text-muted-foreground">{done ? "Done" : "Tap when done"}</span>
    </button>
  );
}

const NUMBER = /^\d{1,9}([.,]\d{1,4})?$/;

function Count({ habit: h, error, onLog, onInvalid }: { habit: Habit; error?: string; onLog: (value: number | null) => void; onInvalid: (message: string) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const value = h.value ?? 0;
  const shown = draft ?? (h.value === null ? "" : String(h.value));
  const inputId = `habit-${h.id}`;
  const commit = () => {
    if (draft === null) return;
    const text = draft.trim();
    // An empty box clears the day's log (as on the public habit page); a typo stays in the box with its message.
    if (text !== "" && !NUMBER.test(text)) { onInvalid("Enter a number of 0 or more."); return; }
    setDraft(null);
    if (text === (h.value === null ? "" : String(h.value))) return;
    onLog(text === "" ? null : Number(text.replace(",", ".")));
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => { if (e.key === "Enter") { e.preventDefault(); commit(); } };
  const reached = h.target !== null && value >= h.target;
  return (
    <div className={cn("flex flex-col gap-2 rounded-2xl border px-3 py-3 shadow-xs", reached ? "border-success bg-success-tint" : "border-border bg-card")}>
      <div className="flex min-w-0 items-center justify-between gap-2">
        <label htmlFor={inputId} className="min-w-0 font-medium text-foreground [overflow-wrap:anywhere]">{h.name}</label>
        <span className="shrink-0 text-sm text-muted-foreground">{h.target !== null ? `Goal ${h.target}${h.unit ? ` ${h.unit}` : ""}` : h.unit}</span>
      </div>
      {dueNote(h)}
      <div className="flex items-center gap-2">
        <button type="button" onClick={() => onLog(value - 1 > 0 ? value - 1 : null)} disabled={value <= 0} aria-label={`One less ${h.name}`}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-input bg-background text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-40">
          <Minus className="size-5" aria-hidden />
        </button>
        <input id={inputId} type="text" inputMode="decimal" autoComplete="off" value={shown} placeholder="0" onChange={(e) => setDraft(e.target.value)} onBlur={commit} onKeyDown={onKey}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${inputId}-error` : undefined}
          className="h-11 w-full min-w-0 rounded-xl border border-input bg-background px-3 text-center text-lg font-semibold text-foreground shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-danger" />
        <button type="button" onClick={() => onLog(Math.floor(value) + 1)} aria-label={`One more ${h.name}`}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-strong text-primary-foreground hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
          <Plus className="size-5" aria-hidden />
        </button>
      </div>
      {error ? <p id={`${inputId}-error`} className="text-sm font-medium text-danger-strong">{error}</p> : null}
    </div>
  );
}
