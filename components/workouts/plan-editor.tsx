"use client";

import { ArrowLeft, CalendarPlus, CalendarRange, Dumbbell, GripVertical, UserPlus } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api } from "@/lib/api/client";
import { formatCount } from "@/lib/format";
import { useHydrated } from "@/lib/utils/use-hydrated";
import { useWorkoutChoices } from "@/lib/workouts/hooks";
import { usePlanDetail, type PlanDetail, type PlanWeek } from "@/lib/workouts/plan-hooks";
import { AssignWorkoutDialog } from "./assign-workout-dialog";
import { AddSmartWeekDialog, SaveSmartWeekDialog } from "./plan-week-dialogs";
import { PlanWeekCard, WORKOUT_DRAG_TYPE, type WeekActions } from "./plan-week-card";
import { usePlanCall } from "./use-plan-call";

/**
 * The plan editor (/workout-plan/{id}/edit): weeks as rows of seven days. A workout is dragged
 * from the strip onto a day, or added with the day's "Add workout" menu; a week is copied, saved
 * as a smart week or deleted from its menu. Every call answers the whole plan, which redraws it.
 */
export function PlanEditor({ initial, canEdit }: { initial: PlanDetail; canEdit: boolean }) {
  const plan = usePlanDetail(initial.id, initial).data;
  const call = usePlanCall(plan.id);
  const choices = useWorkoutChoices(true).data ?? [];
  const [saving, setSaving] = useState<PlanWeek | null>(null);
  const [removing, setRemoving] = useState<PlanWeek | null>(null);
  const [addingSmart, setAddingSmart] = useState(false);
  const [assigning, setAssigning] = useState(false);
  const hydrated = useHydrated();
  const total = plan.weeks.reduce((n, w) => n + w.days.reduce((m, d) => m + d.workouts.length, 0), 0);
  const run = (fn: Parameters<typeof call.mutateAsync>[0]) => call.mutateAsync(fn).catch(() => {});

  const actions: WeekActions = {
    add: (weekId, day, workoutId) => void run(() => api.post("/workout-plan/week/{id}/save-plan-week-workout", { params: { id: weekId }, body: { day, workout_id: workoutId } })),
    removeFrom: (week, day, entryId) => {
      const left = week.days[day - 1].workouts.filter((w) => w.id !== entryId).map((w) => w.workout_id);
      void run(() => api.post("/workout-plan/week/{id}/store-week-workouts", { params: { id: week.id }, body: { days: [{ day, workout_ids: left }] } }));
    },
    copy: (week) => void run(() => api.post("/workout-plan/week/{id}/duplicate", { params: { id: week.id } })),
    saveSmart: setSaving,
    remove: setRemoving,
  };

  return (
    <div className="flex w-full min-w-0 flex-col gap-5" data-plan-editor data-hydrated={hydrated || undefined}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <Link href="/workouts/plans" className="inline-flex items-center gap-1 text-[13px] text-muted-foreground hover:text-foreground">
            <ArrowLeft className="size-4" aria-hidden /> Plans
          </Link>
          <h1 className="truncate text-xl font-semibold">{plan.name}</h1>
          <p className="text-[13px] text-muted-foreground">{formatCount(plan.weeks.length, "week")} · {formatCount(total, "workout")}</p>
        </div>
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => void run(() => api.post("/workout-plan/{id}/create-week", { params: { id: plan.id }, body: { name: "" } }))}>
              <CalendarPlus className="size-4" aria-hidden /> Add week
            </Button>
            <Button variant="outline" onClick={() => setAddingSmart(true)}><CalendarRange className="size-4" aria-hidden /> Add smart week</Button>
            <Button onClick={() => setAssigning(true)}><UserPlus className="size-4" aria-hidden /> Assign</Button>
          </div>
        )}
      </div>

      {canEdit && (
        <section aria-labelledby="plan-workouts" className="flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-card p-3">
          <h2 id="plan-workouts" className="text-sm font-semibold">Your workouts</h2>
          {choices.length ? (
            <>
              <p className="text-[13px] text-muted-foreground">Drag a workout onto a day, or use a day’s “Add workout”.</p>
              <ul className="flex min-w-0 flex-wrap gap-2" aria-label="Workouts to place">
                {choices.map((w) => (
                  <li key={w.id} draggable data-workout={w.name}
                    onDragStart={(e) => { e.dataTransfer.setData(WORKOUT_DRAG_TYPE, String(w.id)); e.dataTransfer.effectAllowed = "copy"; }}
                    className="inline-flex max-w-full cursor-grab items-center gap-1 rounded-md border border-border bg-background px-2 py-1 text-[13px] active:cursor-grabbing">
                    <GripVertical className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
                    <span className="truncate">{w.name}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="flex items-center gap-2 text-[13px] text-muted-foreground">
              <Dumbbell className="size-4" aria-hidden /> No workouts yet. <Link href="/workouts" className="text-primary-strong underline-offset-4 hover:underline">Create a workout</Link> first, then place it here.
            </p>
          )}
        </section>
      )}

      {plan.weeks.length ? (
        plan.weeks.map((week, i) => <PlanWeekCard key={week.id} week={week} index={i} workouts={choices} canEdit={canEdit} actions={actions} />)
      ) : (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border bg-card px-6 py-12 text-center">
          <h2 className="font-semibold">No weeks yet</h2>
          <p className="text-[13px] text-muted-foreground">Add a week, or a smart week you saved, to start the plan.</p>
        </div>
      )}

      {saving && <SaveSmartWeekDialog week={saving} label={`Week ${plan.weeks.indexOf(saving) + 1}`} onOpenChange={(o) => !o && setSaving(null)} />}
      {addingSmart && (
        <AddSmartWeekDialog onOpenChange={setAddingSmart} onAdd={(id) => call.mutateAsync(() => api.post("/workout-plan/{id}/add-smart-week", { params: { id: plan.id }, body: { smart_week_id: id } }))} />
      )}
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(o) => !o && setRemoving(null)}
        title="Are you sure?"
        description="Delete this week and the workouts on its days?"
        confirmText="Delete"
        tone="danger"
        onConfirm={async () => { if (removing) await call.mutateAsync(() => api.delete("/workout-plan/week/{id}/delete", { params: { id: removing.id } })); }}
      />
      <AssignWorkoutDialog open={assigning} onOpenChange={setAssigning} planId={plan.id} workoutName={plan.name} />
    </div>
  );
}
