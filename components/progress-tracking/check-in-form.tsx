"use client";

import { useActionState } from "react";
import { Camera, CheckCircle2 } from "lucide-react";
import { SCALE_MAX, SCALE_MIN, type QuestionType } from "@/lib/progress-tracking/constants";
import { submitCheckInAction, type CheckInState } from "@/lib/progress-tracking/public-action";

const INITIAL: CheckInState = { status: "idle", errors: {}, values: {} };
const inputClass =
  "w-full min-w-0 rounded-lg border border-input bg-background px-3 py-2.5 text-base text-foreground shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-danger";

export type CheckInQuestion = { id: number; type: QuestionType; label: string; unit: string | null; options: string[]; required: boolean };
export type CheckInSection = { id: number; name: string; questions: CheckInQuestion[] };
export type CheckInCategory = { id: number; name: string; unit: string; kind: "number" | "photo" };
type Pair = { bg: string; text: string };
type Colours = { element: Pair; block: Pair; submit: Pair };

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return <p id={id} className="mt-1.5 text-sm font-medium text-danger-strong">{message}</p>;
}

function PhotoInput({ name, label, error }: { name: string; label: string; error?: string }) {
  const id = `field-${name}`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 flex items-center gap-2 text-base font-medium">
        <Camera className="size-4 shrink-0 opacity-75" aria-hidden="true" />
        <span className="[overflow-wrap:anywhere]">{label}</span>
      </label>
      <input
        id={id} name={name} type="file" accept="image/*" capture="environment" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : `${id}-help`}
        className={`${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1.5 file:text-sm file:font-medium`}
      />
      {!error && <p id={`${id}-help`} className="mt-1 text-xs opacity-80">A photo up to 10 MB.</p>}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function Choices({ name, options, value, colour, grid }: { name: string; options: string[]; value: string; colour: Pair; grid?: boolean }) {
  return (
    <div className={grid ? "grid grid-cols-5 gap-2" : "flex flex-wrap gap-2"}>
      {options.map((o) => (
        <label key={o} className="relative flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg border border-input bg-background px-3 text-base font-medium has-[:checked]:border-transparent has-[:checked]:text-[var(--on-text)] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring" style={{ ["--on" as string]: colour.bg, ["--on-text" as string]: colour.text }}>
          <input type="radio" name={name} value={o} defaultChecked={value === o} className="peer sr-only" />
          <span className="absolute inset-0 -z-0 rounded-lg peer-checked:bg-[var(--on)]" aria-hidden="true" />
          <span className="relative [overflow-wrap:anywhere]">{o}</span>
        </label>
      ))}
    </div>
  );
}

function Question({ q, value, error, colour }: { q: CheckInQuestion; value: string; error?: string; colour: Pair }) {
  const name = `q_${q.id}`;
  const id = `field-${name}`;
  if (q.type === "photo") return <PhotoInput name={name} label={q.label + (q.required ? " *" : "")} error={error} />;
  const grouped = q.type === "scale" || q.type === "yes_no" || q.type === "choice";
  const label = (
    <>
      <span className="[overflow-wrap:anywhere]">{q.label}</span>
      {q.required && <span className="text-danger-strong" aria-hidden="true"> *</span>}
      {q.required && <span className="sr-only"> (required)</span>}
    </>
  );
  if (grouped) {
    const options = q.type === "scale" ? Array.from({ length: SCALE_MAX - SCALE_MIN + 1 }, (_, i) => String(i + SCALE_MIN)) : q.type === "yes_no" ? ["yes", "no"] : q.options;
    return (
      <fieldset className="min-w-0" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="mb-2 text-base font-medium">{label}</legend>
        {q.type === "yes_no" ? (
          <div className="flex gap-2">
            {["yes", "no"].map((o) => (
              <label key={o} className="relative flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-lg border border-input bg-background text-base font-medium capitalize has-[:checked]:border-transparent has-[:checked]:text-[var(--on-text)] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring" style={{ ["--on" as string]: colour.bg, ["--on-text" as string]: colour.text }}>
                <input type="radio" name={name} value={o} defaultChecked={value === o} className="peer sr-only" />
                <span className="absolute inset-0 rounded-lg peer-checked:bg-[var(--on)]" aria-hidden="true" />
                <span className="relative">{o === "yes" ? "Yes" : "No"}</span>
              </label>
            ))}
          </div>
        ) : (
          <Choices name={name} options={options} value={value} colour={colour} grid={q.type === "scale"} />
        )}
        {q.type === "scale" && <p className="mt-1.5 flex justify-between text-xs opacity-80"><span>1 · low</span><span>10 · high</span></p>}
        <FieldError id={`${id}-error`} message={error} />
      </fieldset>
    );
  }
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-base font-medium">{label}</label>
      {q.type === "text" ? (
        <textarea id={id} name={name} rows={3} maxLength={5000} defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={inputClass} />
      ) : (
        <div className="flex items-center gap-2">
          <input id={id} name={name} type="text" inputMode="decimal" autoComplete="off" defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={inputClass} />
          {q.unit && <span className="shrink-0 text-base opacity-80">{q.unit}</span>}
        </div>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * The check-in's questions as a plain multipart form posting to a server action: it works with
 * JavaScript off (the server answers with each input's message) and on.
 */
export function CheckInForm({ token, sections, categories, submitText, colours, already }: { token: string; sections: CheckInSection[]; categories: CheckInCategory[]; submitText: string; colours: Colours; already: string | null }) {
  const [state, action, pending] = useActionState(submitCheckInAction, INITIAL);
  if (state.status === "done") {
    return (
      <div role="status" className="flex flex-col items-center gap-3 rounded-2xl bg-card px-6 py-10 text-center shadow-sm">
        <CheckCircle2 className="size-12 text-success-strong" aria-hidden="true" />
        <p className="text-lg font-semibold [overflow-wrap:anywhere] text-foreground">{state.thankYou}</p>
        <p className="text-sm text-muted-foreground">Changed your mind? Open your link again this week to send a new check-in; it replaces this one.</p>
      </div>
    );
  }
  const err = (key: string) => state.errors[key]?.[0];
  const numbers = categories.filter((c) => c.kind === "number");
  const photos = categories.filter((c) => c.kind === "photo");
  const block = "flex min-w-0 flex-col gap-5 rounded-2xl border border-border p-4 shadow-sm sm:p-6";
  return (
    <form action={action} noValidate encType="multipart/form-data" className="flex flex-col gap-4">
      <input type="hidden" name="token" value={token} />
      {already && <p className="rounded-xl border border-border bg-card px-4 py-3 text-sm text-foreground shadow-sm">{already}</p>}
      {state.status === "invalid" && (
        <div role="alert" className="rounded-lg border border-danger bg-danger-tint px-3 py-2 text-sm text-danger-strong">
          {err("form") ?? "Some answers need another look. Check the messages below."}
        </div>
      )}
      {(numbers.length > 0 || photos.length > 0) && (
        <section aria-labelledby="check-in-measurements" className={block} style={{ backgroundColor: colours.block.bg, color: colours.block.text }}>
          <h2 id="check-in-measurements" className="text-lg font-semibold">Your measurements</h2>
          {numbers.length > 0 && (
            <div className="grid grid-cols-2 gap-3">
              {numbers.map((c) => {
                const id = `field-c_${c.id}`;
                const e = err(`c_${c.id}`);
                return (
                  <div key={c.id} className="min-w-0">
                    <label htmlFor={id} className="mb-1.5 block text-sm font-medium [overflow-wrap:anywhere]">{c.name}{c.unit ? ` (${c.unit})` : ""}</label>
                    <input id={id} name={`c_${c.id}`} type="text" inputMode="decimal" autoComplete="off" defaultValue={state.values[`c_${c.id}`] ?? ""} aria-invalid={e ? true : undefined} aria-describedby={e ? `${id}-error` : undefined} className={inputClass} />
                    <FieldError id={`${id}-error`} message={e} />
                  </div>
                );
              })}
            </div>
          )}
          {photos.map((c) => <PhotoInput key={c.id} name={`c_${c.id}`} label={c.name} error={err(`c_${c.id}`)} />)}
        </section>
      )}
      {sections.filter((s) => s.questions.length > 0).map((s) => (
        <section key={s.id} aria-labelledby={`section-${s.id}`} className={block} style={{ backgroundColor: colours.block.bg, color: colours.block.text }}>
          <h2 id={`section-${s.id}`} className="text-lg font-semibold [overflow-wrap:anywhere]">{s.name}</h2>
          {s.questions.map((q) => <Question key={q.id} q={q} value={state.values[`q_${q.id}`] ?? ""} error={err(`q_${q.id}`)} colour={colours.element} />)}
        </section>
      ))}
      <button
        type="submit"
        disabled={pending}
        className="sticky bottom-3 inline-flex h-12 w-full items-center justify-center rounded-xl px-6 text-base font-semibold shadow-md hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
        style={{ backgroundColor: colours.submit.bg, color: colours.submit.text }}
      >
        {pending ? "Sending…" : submitText}
      </button>
    </form>
  );
}
