"use client";

import { useActionState } from "react";
import { CheckCircle2 } from "lucide-react";
import { FormAlert, SubmitButton, type ColourPair } from "@/components/public-submission/fields";
import { CheckInFields, type CheckInCategory, type CheckInSection } from "./check-in-fields";
import { submitCheckInAction, type CheckInState } from "@/lib/progress-tracking/public-action";

const INITIAL: CheckInState = { status: "idle", errors: {}, values: {} };

type Pair = ColourPair;
type Colours = { element: Pair; block: Pair; submit: Pair };

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
  return (
    <form action={action} noValidate encType="multipart/form-data" className="flex flex-col gap-4">
      <input type="hidden" name="token" value={token} />
      {already && <p className="rounded-xl border border-border bg-card px-4 py-3 text-sm text-foreground shadow-sm">{already}</p>}
      {state.status === "invalid" && (
        <FormAlert message={err("form") ?? "Some answers need another look. Check the messages below."} />
      )}
      <CheckInFields sections={sections} categories={categories} values={state.values} errors={state.errors} colours={colours} />
      <SubmitButton pending={pending} text={submitText} colour={colours.submit} />
    </form>
  );
}
