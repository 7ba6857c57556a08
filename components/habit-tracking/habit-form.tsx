"use client";

import { useActionState } from "react";
import { Check, CheckCircle2, Flame } from "lucide-react";
import { FieldError, FormAlert, inputClass, PhotoInput, SubmitButton, type ColourPair } from "@/components/public-submission/fields";
import { submitHabitsAction, type HabitLogState } from "@/lib/habit-tracking/public-action";

const INITIAL: HabitLogState = { status: "idle", errors: {}, values: {} };

export type HabitField = { id: number; name: string; kind: "yes_no" | "count"; target: number | null; unit: string; frequency: "daily" | "weekdays" | "weekly"; times_per_week: number | null; due: boolean; logged: { value: number } | null };
export type HabitCategoryField = { id: number; name: string; habits: HabitField[] };
type Colours = { element: ColourPair; block: ColourPair; submit: ColourPair };

const how = (h: HabitField) => (h.frequency === "weekly" ? `${h.times_per_week}× a week` : h.due ? null : "Not due this day");

function Habit({ h, value, error, colour }: { h: HabitField; value: string | undefined; error?: string; colour: ColourPair }) {
  const name = `h_${h.id}`;
  const id = `field-${name}`;
  const note = how(h);
  if (h.kind === "yes_no") {
    return (
      <div className="min-w-0">
        <label
          htmlFor={id}
          className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-input bg-background px-3 py-2 text-foreground has-[:checked]:border-transparent has-[:checked]:bg-[var(--on)] has-[:checked]:text-[var(--on-text)] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
          style={{ ["--on" as string]: colour.bg, ["--on-text" as string]: colour.text }}
        >
          <input id={id} name={name} type="checkbox" value="1" defaultChecked={value !== undefined ? value === "1" : !!h.logged} className="peer sr-only" />
          <span className="flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-current opacity-80 peer-checked:opacity-100" aria-hidden="true">
            <Check className="size-4 opacity-0 [input:checked~span>&]:opacity-100" />
          </span>
          <span className="min-w-0 flex-1 text-base font-medium [overflow-wrap:anywhere]">{h.name}</span>
          {note && <span className="shrink-0 text-xs opacity-80">{note}</span>}
        </label>
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  }
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 flex items-baseline justify-between gap-2 text-base font-medium">
        <span className="[overflow-wrap:anywhere]">{h.name}</span>
        <span className="shrink-0 text-xs font-normal opacity-80">Target {h.target}{h.unit ? ` ${h.unit}` : ""}{note ? ` · ${note}` : ""}</span>
      </label>
      <div className="flex items-center gap-2">
        <input id={id} name={name} type="text" inputMode="decimal" autoComplete="off" defaultValue={value ?? (h.logged ? String(h.logged.value) : "")} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={inputClass} />
        {h.unit && <span className="shrink-0 text-base opacity-80">{h.unit}</span>}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * The day's habits as a plain multipart form posting to a server action: it works with
 * JavaScript off (the server answers with each input's message) and on.
 */
export function HabitForm({ token, day, dayLabel, categories, submitText, colours }: { token: string; day: string; dayLabel: string; categories: HabitCategoryField[]; submitText: string; colours: Colours }) {
  const [state, action, pending] = useActionState(submitHabitsAction, INITIAL);
  if (state.status === "done") {
    return (
      <div role="status" className="flex flex-col items-center gap-3 rounded-2xl bg-card px-6 py-10 text-center shadow-sm">
        <CheckCircle2 className="size-12 text-success-strong" aria-hidden="true" />
        <p className="text-lg font-semibold [overflow-wrap:anywhere] text-foreground">{state.thankYou}</p>
        <p className="inline-flex items-center gap-1.5 text-base font-medium text-foreground">
          <Flame className="size-5 text-warning-strong" aria-hidden="true" />
          <span data-testid="habit-streak">{state.streak === 1 ? "1 day streak" : `${state.streak ?? 0} day streak`}</span>
        </p>
        <a href={`?day=${day}`} className="text-sm font-medium text-primary underline underline-offset-2">Edit {dayLabel}</a>
      </div>
    );
  }
  const err = (key: string) => state.errors[key]?.[0];
  if (!categories.length) return <p className="rounded-2xl bg-card px-6 py-10 text-center text-foreground shadow-sm">Your coach has not added habits yet. Check back soon.</p>;
  return (
    <form action={action} noValidate encType="multipart/form-data" className="flex flex-col gap-4">
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="day" value={day} />
      {state.status === "invalid" && <FormAlert message={err("form") ?? "Some entries need another look. Check the messages below."} />}
      {categories.map((c) => (
        <section key={c.id} aria-labelledby={`category-${c.id}`} className="flex min-w-0 flex-col gap-3 rounded-2xl border border-border p-4 shadow-sm sm:p-6" style={{ backgroundColor: colours.block.bg, color: colours.block.text }}>
          <h2 id={`category-${c.id}`} className="text-lg font-semibold [overflow-wrap:anywhere]">{c.name}</h2>
          {c.habits.map((h) => (
            <div key={h.id} className="flex flex-col gap-2">
              <Habit h={h} value={state.values[`h_${h.id}`]} error={err(`h_${h.id}`)} colour={colours.element} />
              <details className="text-sm">
                <summary className="cursor-pointer opacity-80">Add a proof photo</summary>
                <div className="mt-2"><PhotoInput name={`p_${h.id}`} label={`Proof for ${h.name}`} error={err(`p_${h.id}`)} /></div>
              </details>
            </div>
          ))}
        </section>
      ))}
      <SubmitButton pending={pending} text={submitText} colour={colours.submit} />
    </form>
  );
}
