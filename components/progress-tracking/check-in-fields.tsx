"use client";

import type { ReactNode } from "react";
import { FieldError, inputClass, PhotoInput, type ColourPair } from "@/components/public-submission/fields";
import { SCALE_MAX, SCALE_MIN, type QuestionType } from "@/lib/progress-tracking/constants";

/**
 * A check-in's measurements and questions as plain named inputs (`q_{question}`, `c_{category}`),
 * uncontrolled: the public check-in page posts them to a server action, the client portal reads
 * them into its API call. `photo` renders a photo input (the portal, which sends JSON, says where
 * photos are added instead).
 */
export type CheckInQuestion = { id: number; type: QuestionType; label: string; unit: string | null; options: string[]; required: boolean };
export type CheckInSection = { id: number; name: string; questions: CheckInQuestion[] };
export type CheckInCategory = { id: number; name: string; unit: string; kind: "number" | "photo" };
type Pair = ColourPair;
export type PhotoSlot = (name: string, label: string, error?: string) => ReactNode;
export const photoInput: PhotoSlot = (name, label, error) => <PhotoInput key={name} name={name} label={label} error={error} />;

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

function Question({ q, value, error, colour, photo }: { q: CheckInQuestion; value: string; error?: string; colour: Pair; photo: PhotoSlot }) {
  const name = `q_${q.id}`;
  const id = `field-${name}`;
  if (q.type === "photo") return photo(name, q.label + (q.required ? " *" : ""), error);
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

export function CheckInFields({ sections, categories, values, errors, colours, photo = photoInput }: { sections: CheckInSection[]; categories: CheckInCategory[]; values: Record<string, string>; errors: Record<string, string[]>; colours: { element: Pair; block: Pair }; photo?: PhotoSlot }) {
  const err = (key: string) => errors[key]?.[0];
  const numbers = categories.filter((c) => c.kind === "number");
  const photos = categories.filter((c) => c.kind === "photo");
  const block = "flex min-w-0 flex-col gap-5 rounded-2xl border border-border p-4 shadow-sm sm:p-6";
  return (
    <>
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
                    <input id={id} name={`c_${c.id}`} type="text" inputMode="decimal" autoComplete="off" defaultValue={values[`c_${c.id}`] ?? ""} aria-invalid={e ? true : undefined} aria-describedby={e ? `${id}-error` : undefined} className={inputClass} />
                    <FieldError id={`${id}-error`} message={e} />
                  </div>
                );
              })}
            </div>
          )}
          {photos.map((c) => photo(`c_${c.id}`, c.name, err(`c_${c.id}`)))}
        </section>
      )}
      {sections.filter((s) => s.questions.length > 0).map((s) => (
        <section key={s.id} aria-labelledby={`section-${s.id}`} className={block} style={{ backgroundColor: colours.block.bg, color: colours.block.text }}>
          <h2 id={`section-${s.id}`} className="text-lg font-semibold [overflow-wrap:anywhere]">{s.name}</h2>
          {s.questions.map((q) => <Question key={q.id} q={q} value={values[`q_${q.id}`] ?? ""} error={err(`q_${q.id}`)} colour={colours.element} photo={photo} />)}
        </section>
      ))}
    </>
  );
}
