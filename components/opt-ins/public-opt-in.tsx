"use client";

import { useActionState } from "react";
import { CheckCircle2, MailCheck } from "lucide-react";
import { FIELD_LABELS, OPT_IN_MSG, type OptionalField } from "@/lib/opt-ins/constants";
import { submitOptInForm, type OptInFormState } from "@/lib/opt-ins/public-action";

const INITIAL: OptInFormState = { status: "idle", errors: {}, values: {} };
const inputClass =
  "w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-danger";

const INPUT: Record<OptionalField | "email", { type: string; autoComplete: string; maxLength: number }> = {
  first_name: { type: "text", autoComplete: "given-name", maxLength: 100 },
  last_name: { type: "text", autoComplete: "family-name", maxLength: 100 },
  phone: { type: "tel", autoComplete: "tel", maxLength: 30 },
  email: { type: "email", autoComplete: "email", maxLength: 254 },
};

/**
 * The public opt-in form: the fields the coach asks (every one required) and the email, as a
 * plain HTML form posting to a server action, so it works with JavaScript off and on.
 */
export function PublicOptIn({ accessKey, service, fields }: { accessKey: string; service: number; fields: OptionalField[] }) {
  const [state, action, pending] = useActionState(submitOptInForm, INITIAL);
  if (state.status === "done") {
    const pendingConfirm = state.enrolled === "optins";
    const Icon = pendingConfirm ? MailCheck : CheckCircle2;
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
        <Icon className="size-10 text-success-strong" aria-hidden="true" />
        <p className="text-lg font-medium text-foreground">{pendingConfirm ? OPT_IN_MSG.checkEmail : OPT_IN_MSG.thanks}</p>
      </div>
    );
  }
  const err = (key: string) => state.errors[key]?.[0];
  const asked = [...fields, "email" as const];
  return (
    <form action={action} noValidate className="flex flex-col gap-4">
      <input type="hidden" name="access_key" value={accessKey} />
      <input type="hidden" name="service" value={service} />
      {state.status === "invalid" && (
        <div role="alert" className="rounded-md border border-danger bg-danger-tint px-3 py-2 text-sm text-danger-strong">
          {err("form") ?? "Some fields need another look. Check the messages below."}
        </div>
      )}
      {asked.map((f) => {
        const id = `field-${f}`;
        const message = err(f);
        return (
          <div key={f} className="min-w-0">
            <label htmlFor={id} className="mb-1 block text-base font-medium text-foreground">
              {FIELD_LABELS[f]}
              <span className="text-danger-strong" aria-hidden="true"> *</span>
            </label>
            <input
              id={id}
              name={f}
              {...INPUT[f]}
              aria-required
              defaultValue={state.values[f] ?? ""}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-error` : undefined}
              className={inputClass}
            />
            {message && <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger-strong">{message}</p>}
          </div>
        );
      })}
      <button
        type="submit"
        disabled={pending}
        className="mt-2 inline-flex h-11 items-center justify-center rounded-md bg-primary-strong px-6 text-base font-semibold text-white shadow-sm hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-70"
      >
        {pending ? "Sending…" : "Sign me up"}
      </button>
      <p className="text-xs text-muted-foreground">We will only use your details to send you what you signed up for.</p>
    </form>
  );
}
