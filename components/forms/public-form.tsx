"use client";

import { useActionState } from "react";
import { CheckCircle2 } from "lucide-react";
import { FORM_FILE_MAX_MB, RATING_MAX, YES_NO } from "@/lib/forms/constants";
import { submitPublicForm, type PublicFormState } from "@/lib/forms/public-action";
import type { Question } from "@/lib/forms/schemas";

const INITIAL: PublicFormState = { status: "idle", errors: {}, values: {} };
const inputClass =
  "w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-danger";

function Choice({ type, name, value, checked, label }: { type: "radio" | "checkbox"; name: string; value: string; checked: boolean; label: string }) {
  return (
    <label className="flex min-h-9 items-center gap-2 rounded-md px-1 text-base">
      <input type={type} name={name} value={value} defaultChecked={checked} className="size-4 shrink-0 accent-[var(--form-button)]" />
      <span className="[overflow-wrap:anywhere]">{label}</span>
    </label>
  );
}

function Answer({ q, values, error }: { q: Question; values: string[]; error?: string }) {
  const name = `q_${q.id}`;
  const id = `field-${name}`;
  const common = { id, name, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : q.description ? `${id}-help` : undefined, "aria-required": q.required === 1 || undefined };
  const first = values[0] ?? "";
  switch (q.type) {
    case "long_text":
      return <textarea {...common} rows={4} defaultValue={first} maxLength={5000} className={inputClass} />;
    case "email":
      return <input {...common} type="email" autoComplete="email" defaultValue={first} className={inputClass} />;
    case "phone":
      return <input {...common} type="tel" autoComplete="tel" defaultValue={first} className={inputClass} />;
    case "number":
      return <input {...common} type="number" step="any" inputMode="decimal" defaultValue={first} className={inputClass} />;
    case "date":
      return <input {...common} type="date" defaultValue={first} className={inputClass} />;
    case "file":
      // Chosen again after a refused submission: a browser never re-fills a file input.
      return <input {...common} type="file" className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-muted file:px-3 file:py-1 file:text-sm file:font-medium`} />;
    case "dropdown":
      return (
        <select {...common} defaultValue={first} className={inputClass}>
          <option value="">Choose…</option>
          {q.options.map((o) => (
            <option key={o} value={o}>{o}</option>
          ))}
        </select>
      );
    case "single_choice":
    case "multiple_choice":
    case "yes_no":
    case "rating": {
      const options = q.type === "yes_no" ? [...YES_NO] : q.type === "rating" ? Array.from({ length: RATING_MAX }, (_, i) => String(i + 1)) : q.options;
      const type = q.type === "multiple_choice" ? "checkbox" : "radio";
      return (
        <div className={q.type === "rating" || q.type === "yes_no" ? "flex flex-wrap gap-x-4" : "flex flex-col"}>
          {options.map((o) => (
            <Choice key={o} type={type} name={name} value={o} checked={values.includes(o)} label={o} />
          ))}
        </div>
      );
    }
    default:
      return <input {...common} type="text" defaultValue={first} maxLength={5000} className={inputClass} />;
  }
}

function Label({ q, grouped }: { q: Question; grouped: boolean }) {
  const Tag = grouped ? "legend" : "label";
  return (
    <Tag {...(grouped ? {} : { htmlFor: `field-q_${q.id}` })} className="mb-1 block text-base font-medium [overflow-wrap:anywhere] text-foreground">
      {q.title}
      {q.required === 1 && <span className="text-danger-strong" aria-hidden="true"> *</span>}
      {q.required === 1 && <span className="sr-only"> (required)</span>}
    </Tag>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return <p id={id} className="mt-1 text-sm font-medium text-danger-strong">{message}</p>;
}

/**
 * The questions of a public form as a plain HTML form posting to a server action: it works with
 * JavaScript off (the server answers the page again with each question's message) and on.
 */
export function PublicForm({ url, token, questions, identify, submitLabel }: { url: string; token: string | null; questions: Question[]; identify: boolean; submitLabel: string }) {
  const [state, action, pending] = useActionState(submitPublicForm, INITIAL);
  if (state.status === "done") {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
        <CheckCircle2 className="size-10 text-success-strong" aria-hidden="true" />
        <p className="text-lg font-medium [overflow-wrap:anywhere] text-foreground">{state.thankYou}</p>
        {state.next && (
          <a
            href={state.next.url}
            className="inline-flex h-11 items-center justify-center rounded-md bg-[var(--form-button)] px-6 text-base font-semibold [overflow-wrap:anywhere] text-white shadow-sm hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            Continue to {state.next.title}
          </a>
        )}
      </div>
    );
  }
  const v = (key: string) => state.values[key] ?? [];
  const err = (key: string) => state.errors[key]?.[0];
  const invalid = state.status === "invalid";
  return (
    <form action={action} noValidate className="flex flex-col gap-6">
      <input type="hidden" name="form_url" value={url} />
      {token && <input type="hidden" name="token" value={token} />}
      {invalid && (
        <div role="alert" className="rounded-md border border-danger bg-danger-tint px-3 py-2 text-sm text-danger-strong">
          {err("form") ?? "Some answers need another look. Check the messages below."}
        </div>
      )}
      {identify && (
        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
          <legend className="sr-only">About you</legend>
          <div className="min-w-0">
            <label htmlFor="field-first_name" className="mb-1 block text-base font-medium">First name<span className="text-danger-strong" aria-hidden="true"> *</span></label>
            <input id="field-first_name" name="first_name" autoComplete="given-name" defaultValue={v("first_name")[0] ?? ""} aria-invalid={err("first_name") ? true : undefined} aria-describedby={err("first_name") ? "field-first_name-error" : undefined} maxLength={100} className={inputClass} />
            <FieldError id="field-first_name-error" message={err("first_name")} />
          </div>
          <div className="min-w-0">
            <label htmlFor="field-last_name" className="mb-1 block text-base font-medium">Last name</label>
            <input id="field-last_name" name="last_name" autoComplete="family-name" defaultValue={v("last_name")[0] ?? ""} maxLength={100} className={inputClass} />
          </div>
          <div className="min-w-0 sm:col-span-2">
            <label htmlFor="field-email" className="mb-1 block text-base font-medium">Email<span className="text-danger-strong" aria-hidden="true"> *</span></label>
            <input id="field-email" name="email" type="email" autoComplete="email" defaultValue={v("email")[0] ?? ""} aria-invalid={err("email") ? true : undefined} aria-describedby={err("email") ? "field-email-error" : undefined} maxLength={254} className={inputClass} />
            <FieldError id="field-email-error" message={err("email")} />
          </div>
        </fieldset>
      )}
      {questions.map((q) => {
        const grouped = ["single_choice", "multiple_choice", "yes_no", "rating"].includes(q.type);
        const Wrapper = grouped ? "fieldset" : "div";
        const message = err(`answers.${q.id}`);
        return (
          <Wrapper key={q.id} className="min-w-0" {...(grouped && message ? { "aria-describedby": `field-q_${q.id}-error` } : {})}>
            <Label q={q} grouped={grouped} />
            {q.description && <p id={`field-q_${q.id}-help`} className="mb-2 text-sm whitespace-pre-wrap text-muted-foreground">{q.description}</p>}
            <Answer q={q} values={v(`q_${q.id}`)} error={message} />
            {q.type === "file" && <p className="mt-1 text-xs text-muted-foreground">Up to {FORM_FILE_MAX_MB} MB: a photo, PDF, document, audio or video file.</p>}
            <FieldError id={`field-q_${q.id}-error`} message={message} />
          </Wrapper>
        );
      })}
      <div>
        <button
          type="submit"
          disabled={pending}
          className="inline-flex h-11 min-w-32 items-center justify-center rounded-md bg-[var(--form-button)] px-6 text-base font-semibold text-white shadow-sm hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
        >
          {pending ? "Sending…" : submitLabel}
        </button>
      </div>
    </form>
  );
}
