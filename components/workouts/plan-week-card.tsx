"use client";

import { Copy, MoreHorizontal, Plus, Save, Trash2, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils/cn";
import type { PlanWeek } from "@/lib/workouts/plan-hooks";

/** The drag payload of a workout chip (HTML drag and drop: the chips and the days are plain elements). */
export const WORKOUT_DRAG_TYPE = "application/x-coachos-workout";

type Choice = { id: number; name: string };
export type WeekActions = {
  add: (weekId: number, day: number, workoutId: number) => void;
  removeFrom: (week: PlanWeek, day: number, entryId: number) => void;
  copy: (week: PlanWeek) => void;
  saveSmart: (week: PlanWeek) => void;
  remove: (week: PlanWeek) => void;
};

/**
 * One plan week: seven day cells (a row of seven on wide screens, a list of days on a phone).
 * A workout is dropped on a day or added with the day's "Add workout" menu (keyboard).
 */
export function PlanWeekCard({ week, index, workouts, canEdit, actions }: { week: PlanWeek; index: number; workouts: Choice[]; canEdit: boolean; actions: WeekActions }) {
  const label = `Week ${index + 1}`;
  const [over, setOver] = useState<number | null>(null);
  return (
    <section aria-labelledby={`week-${week.id}`} className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-3 sm:p-4" data-week={index + 1}>
      <header className="flex min-w-0 items-center justify-between gap-2">
        <h2 id={`week-${week.id}`} className="flex min-w-0 items-baseline gap-2 font-semibold">
          {label}
          {week.name && <span className="truncate text-[13px] font-normal text-muted-foreground">{week.name}</span>}
        </h2>
        {canEdit && (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon-sm" aria-label={`${label} actions`}><MoreHorizontal className="size-4" aria-hidden /></Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem onSelect={() => actions.copy(week)}><Copy className="size-4" aria-hidden /> Copy week</DropdownMenuItem>
              <DropdownMenuItem onSelect={() => actions.saveSmart(week)}><Save className="size-4" aria-hidden /> Save as smart week</DropdownMenuItem>
              <DropdownMenuItem variant="danger" onSelect={() => actions.remove(week)}><Trash2 className="size-4" aria-hidden /> Delete week</DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </header>
      <ol className="grid grid-cols-[minmax(0,1fr)] gap-2 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-7">
        {week.days.map((d) => {
          const dayLabel = `${label}, day ${d.day}`;
          return (
            <li
              key={d.day}
              aria-label={dayLabel}
              data-day={d.day}
              className={cn("flex min-h-24 min-w-0 flex-col gap-1.5 rounded-md border border-dashed border-border bg-background p-2 transition-colors", over === d.day && "border-primary bg-primary-tint")}
              onDragOver={canEdit ? (e) => { if (e.dataTransfer.types.includes(WORKOUT_DRAG_TYPE)) { e.preventDefault(); e.dataTransfer.dropEffect = "copy"; setOver(d.day); } } : undefined}
              onDragLeave={() => setOver(null)}
              onDrop={canEdit ? (e) => {
                const id = Number(e.dataTransfer.getData(WORKOUT_DRAG_TYPE));
                setOver(null);
                if (id) { e.preventDefault(); actions.add(week.id, d.day, id); }
              } : undefined}
            >
              <span className="text-xs font-medium text-muted-foreground" aria-hidden>Day {d.day}</span>
              {d.workouts.length ? (
                <ul className="flex min-w-0 flex-col gap-1" aria-label={`Workouts on ${dayLabel}`}>
                  {d.workouts.map((w) => (
                    <li key={w.id} className="flex min-w-0 items-center gap-1 rounded bg-primary-tint py-0.5 pr-0.5 pl-2 text-[13px] text-primary-strong">
                      <span className="min-w-0 flex-1 truncate" title={w.name}>{w.name}</span>
                      {canEdit && (
                        <button type="button" className="inline-flex size-6 shrink-0 items-center justify-center rounded hover:bg-background/60 focus-visible:outline-2 focus-visible:outline-ring"
                          aria-label={`Remove ${w.name} from ${dayLabel}`} onClick={() => actions.removeFrom(week, d.day, w.id)}>
                          <X className="size-3.5" aria-hidden />
                        </button>
                      )}
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="text-[13px] text-muted-foreground">Rest</span>
              )}
              {canEdit && (
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button variant="ghost" size="sm" className="mt-auto justify-start px-1.5 text-[13px]" aria-label={`Add workout to ${dayLabel}`} disabled={!workouts.length}>
                      <Plus className="size-3.5" aria-hidden /> Add workout
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="start" className="max-h-72 overflow-y-auto">
                    {workouts.map((w) => <DropdownMenuItem key={w.id} onSelect={() => actions.add(week.id, d.day, w.id)}>{w.name}</DropdownMenuItem>)}
                  </DropdownMenuContent>
                </DropdownMenu>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
