"use client";

import { Controller } from "react-hook-form";
import { z } from "zod";
import { TextField, SelectField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { ContactPicker, type PickedContact } from "@/components/contacts/contact-picker";
import { contactKeys } from "@/lib/contacts/hooks";
import { api } from "@/lib/api/client";
import { workoutKeys } from "@/lib/workouts/hooks";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const today = () => new Date().toLocaleDateString("en-CA"); // YYYY-MM-DD in the coach's own time zone

const assignForm = z.object({
  contacts: z.array(z.object({ id: z.number(), name: z.string() })),
  workout_id: z.string(),
  start_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "The start date must be a date like 2026-12-01."),
  sessions: z.string().regex(/^\d{0,3}$/, "The sessions must be a whole number."),
  reminder_days: z.array(z.number()),
  reminder_time: z.string(),
  reminder_type: z.enum(["1", "2"]),
});
type Values = z.infer<typeof assignForm>;
/** What the contacts' bulk bar passes instead of picking contacts here: its selection, as add-contact takes it. */
export type AssignTarget = { contact_ids: number[] } | { all: true; except: number[]; filters?: Record<string, unknown> };

/**
 * Assign a workout: from the builder (pick the contacts) or from the contact list's bulk bar
 * (`target`: pick the workout). The schedule: start date, sessions, reminder days, time and type.
 * With `planId` it assigns that workout plan (day 1 on the start date; no sessions: the plan's days are).
 */
export function AssignWorkoutDialog({ open, onOpenChange, workoutId, planId, workoutName, target, targetLabel, workouts, onDone }: {
  open: boolean; onOpenChange: (open: boolean) => void;
  workoutId?: number; planId?: number; workoutName?: string;
  target?: AssignTarget; targetLabel?: string; workouts?: { id: number; name: string }[];
  onDone?: () => void;
}) {
  const form = useApiForm<Values>(assignForm, {
    defaultValues: { contacts: [], workout_id: String(planId ?? workoutId ?? ""), start_date: today(), sessions: "", reminder_days: [], reminder_time: "", reminder_type: "1" },
  });
  const assign = useApiMutation({
    mutationFn: (v: Values) => {
      const who = target ?? { contact_ids: v.contacts.map((c) => c.id) };
      const reminders = { reminder_days: v.reminder_days, reminder_time: v.reminder_time || null, reminder_type: Number(v.reminder_type) as 1 | 2 };
      if (planId) return api.post("/workout-plan/add-contact", { body: { ...(who as { contact_ids: number[] }), workout_plan_id: planId, start_date: v.start_date, ...reminders } });
      return api.post("/workout/add-contact", {
        body: {
          ...(who as { contact_ids: number[] }),
          workout_id: Number(v.workout_id),
          start_date: v.start_date,
          sessions: v.sessions ? Number(v.sessions) : null,
          reminder_days: v.reminder_days,
          reminder_time: v.reminder_time || null,
          reminder_type: Number(v.reminder_type) as 1 | 2,
        },
      });
    },
    invalidate: [workoutKeys.all, contactKeys.all],
    success: (r) => r.message,
    form,
    errorFields: { contact_ids: "contacts", workout_plan_id: "workout_id" },
    onSuccess: () => { onOpenChange(false); onDone?.(); },
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      onSubmit={async (v) => {
        if (!target && !v.contacts.length) { form.setError("contacts", { message: "Choose at least one contact." }); return; }
        if (!v.workout_id) { form.setError("workout_id", { message: "Choose a workout." }); return; }
        await assign.mutateAsync(v);
      }}
      title={workoutName ? `Assign “${workoutName}”` : "Assign a workout"}
      description={target ? `To ${targetLabel}. They see it from the start date, with reminders on the days you pick.` : "Clients see it from the start date, with reminders on the days you pick."}
      submitLabel="Assign"
      busyLabel="Assigning"
    >
      {target ? (
        <SelectField name="workout_id" label="Workout" required>
          <option value="">Choose a workout…</option>
          {(workouts ?? []).map((w) => <option key={w.id} value={w.id}>{w.name}</option>)}
        </SelectField>
      ) : (
        <Controller
          control={form.control}
          name="contacts"
          render={({ field, fieldState }) => <ContactPicker value={field.value as PickedContact[]} onChange={field.onChange} error={fieldState.error?.message ?? fieldState.error?.root?.message} max={500} />}
        />
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField name="start_date" label="Start date" type="date" required />
        {!planId && <TextField name="sessions" label="Sessions" inputMode="numeric" placeholder="Open-ended" help="Leave empty to keep it going." />}
      </div>
      <Controller
        control={form.control}
        name="reminder_days"
        render={({ field }) => (
          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1.5 text-sm font-medium">Reminder days</legend>
            <div className="flex flex-wrap gap-1.5">
              {DAYS.map((d, i) => {
                const on = field.value.includes(i);
                return (
                  <label key={d} className={`flex cursor-pointer items-center rounded-md border px-2.5 py-1 text-[13px] has-focus-visible:ring-2 has-focus-visible:ring-ring ${on ? "border-primary bg-primary-tint text-primary-strong" : "border-border"}`}>
                    <input type="checkbox" className="sr-only" checked={on} onChange={(e) => field.onChange(e.target.checked ? [...field.value, i].sort() : field.value.filter((x: number) => x !== i))} />
                    {d}
                  </label>
                );
              })}
            </div>
          </fieldset>
        )}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField name="reminder_time" label="Reminder time" type="time" />
        <SelectField name="reminder_type" label="Reminder by">
          <option value="1">Email</option>
          <option value="2">SMS</option>
        </SelectField>
      </div>
    </FormDialog>
  );
}
