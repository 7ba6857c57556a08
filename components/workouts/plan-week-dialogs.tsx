"use client";

import { CalendarRange, Trash2 } from "lucide-react";
import { useState } from "react";
import { z } from "zod";
import { TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/api/client";
import { formatCount } from "@/lib/format";
import { smartWeekCreate } from "@/lib/workouts/plan-schemas";
import { planKeys, useSmartWeeks, type PlanWeek } from "@/lib/workouts/plan-hooks";

/** "Save as smart week": the week's days as they are now, under a name, to add to any plan later. */
export function SaveSmartWeekDialog({ week, label, onOpenChange }: { week: PlanWeek; label: string; onOpenChange: (open: boolean) => void }) {
  const form = useApiForm<z.input<typeof smartWeekCreate>, z.output<typeof smartWeekCreate>>(smartWeekCreate, { defaultValues: { name: week.name || label } });
  const save = useApiMutation({
    mutationFn: (v: { name: string }) => api.post("/workout-plan/week/{id}/create-smart-week", { params: { id: week.id }, body: v }),
    invalidate: [planKeys.smartWeeks()],
    success: (r) => r.message,
    form,
    onSuccess: () => onOpenChange(false),
  });
  return (
    <FormDialog open onOpenChange={onOpenChange} form={form} onSubmit={save.mutateAsync} title="Save as smart week"
      description="Saves this week’s days as they are now. Add it to any plan; changing a copy leaves the saved one as it is." submitLabel="Save" busyLabel="Saving">
      <TextField name="name" label="Name" required maxLength={191} autoFocus />
    </FormDialog>
  );
}

/** "Add smart week": the location's smart weeks; Add puts a copy last in the plan. */
export function AddSmartWeekDialog({ onOpenChange, onAdd }: { onOpenChange: (open: boolean) => void; onAdd: (id: number) => Promise<unknown> }) {
  const list = useSmartWeeks(true);
  const [busy, setBusy] = useState<number | null>(null);
  const remove = useApiMutation({
    mutationFn: (id: number) => api.delete("/workout-plan/week/{id}/delete-smart-week", { params: { id } }),
    invalidate: [planKeys.smartWeeks()],
    success: (r) => r.message,
  });
  const rows = list.data?.data ?? [];
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Add a smart week</DialogTitle>
          <DialogDescription>A copy goes last in this plan; edit it freely.</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-3">
          {list.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : !rows.length ? (
            <div className="flex flex-col items-center gap-2 py-8 text-center text-[13px] text-muted-foreground">
              <CalendarRange className="size-6" aria-hidden />
              No smart weeks yet. Save a week from its menu to reuse it here.
            </div>
          ) : (
            <ul className="flex max-h-96 flex-col gap-2 overflow-y-auto" aria-label="Smart weeks">
              {rows.map((s) => (
                <li key={s.id} className="flex items-center gap-3 rounded-md border border-border p-3">
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <span className="truncate font-medium">{s.name}</span>
                    <span className="truncate text-xs text-muted-foreground">
                      {formatCount(s.days.length, "workout")} on {formatCount(new Set(s.days.map((d) => d.day)).size, "day")}
                    </span>
                  </div>
                  <Button size="sm" loading={busy === s.id} loadingText="Adding" aria-label={`Add ${s.name}`}
                    onClick={async () => { setBusy(s.id); try { await onAdd(s.id); onOpenChange(false); } catch { /* toasted */ } finally { setBusy(null); } }}>
                    Add
                  </Button>
                  <Button variant="ghost" size="icon-sm" aria-label={`Delete smart week ${s.name}`} onClick={() => void remove.mutateAsync(s.id).catch(() => {})}>
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
