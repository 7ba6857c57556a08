"use client";

import { useActionState, useId } from "react";
import type { LogBlock } from "@/lib/workouts/log-blocks";
import { submitPlanDayAction, submitWorkoutAction, type WorkoutLogState } from "@/lib/workouts/public-action";
import { useHydrated } from "@/lib/utils/use-hydrated";
import { RestTimerBar, useRestTimer } from "./rest-timer";
import { WorkoutBlocks, WorkoutDone, type Pair } from "./workout-blocks";

const INITIAL: WorkoutLogState = { status: "idle", errors: {}, values: {} };

/**
 * The public page's set logger as a plain form posting to a server action: it works with
 * JavaScript off (the server answers with each input's message); with it, a rest timer between sets.
 */
export function WorkoutLogForm({ token, clientId, blocks, submitText, colours, logged, plan }: {
  token: string; clientId: string; blocks: LogBlock[]; submitText: string; colours: { element: Pair; submit: Pair }; logged: number;
  /** On the plan-day page: the day and the workout this form logs (the plan link's action checks both). */
  plan?: { day: number; workoutId: number };
}) {
  const [state, action, pending] = useActionState(plan ? submitPlanDayAction : submitWorkoutAction, INITIAL);
  const timer = useRestTimer();
  const hydrated = useHydrated();
  // A plan day can hold several forms: their notes boxes need ids of their own.
  const notesId = `workout-notes${useId().replace(/:/g, "")}`;
  if (state.status === "done") return <WorkoutDone thankYou={state.thankYou ?? ""} next={state.next ?? []} />;
  const err = state.errors;
  return (
    <form action={action} noValidate className="flex flex-col gap-4" data-hydrated={hydrated ? "" : undefined}>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="client_id" value={clientId} />
      {plan && <input type="hidden" name="plan_day" value={plan.day} />}
      {plan && <input type="hidden" name="workout_id" value={plan.workoutId} />}
      {logged > 0 && <p className="rounded-xl border border-border bg-card px-4 py-3 text-sm text-foreground shadow-sm">You have logged this workout {logged === 1 ? "once" : `${logged} times`}. Each submit logs a new session.</p>}
      {state.status === "invalid" && (
        <div role="alert" className="rounded-lg border border-danger bg-danger-tint px-3 py-2 text-sm text-danger-strong">
          {err.form?.[0] ?? "Some sets need another look. Check the messages below."}
        </div>
      )}
      <WorkoutBlocks blocks={blocks} element={colours.element} notesId={notesId} values={state.values} errors={err} onRest={timer.start} hydrated={hydrated} />
      <RestTimerBar left={timer.left} running={timer.running} stop={timer.stop} colour={colours.element} />
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
