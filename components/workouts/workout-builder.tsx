"use client";

import { ArrowLeft, Boxes, ChevronDown, Plus, UserPlus } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { SortableList } from "@/components/sortable/sortable-list";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { api } from "@/lib/api/client";
import { formatCount } from "@/lib/format";
import { useHydrated } from "@/lib/utils/use-hydrated";
import { BLOCK_TYPES, type BlockType } from "@/lib/workouts/constants";
import { useWorkoutDetail, type WorkoutBlock, type WorkoutDetail } from "@/lib/workouts/hooks";
import { AssignWorkoutDialog } from "./assign-workout-dialog";
import { BLOCK_KINDS, blockLetter, DEFAULT_TIME_CAP } from "./block-kinds";
import { BuilderBlock } from "./builder-block";
import { ExercisePanel } from "./exercise-panel";
import { InsertSmartBlockDialog, SaveSmartBlockDialog } from "./smart-block-dialogs";
import { useBuilderCall } from "./use-builder-call";

/**
 * The workout builder (/workout/{id}/edit): the library in a side panel, the blocks in order
 * (drag or keyboard), each block's exercises and their sets edited in place. Every call answers
 * the whole workout, which redraws the builder.
 */
export function WorkoutBuilder({ initial, canEdit }: { initial: WorkoutDetail; canEdit: boolean }) {
  const detail = useWorkoutDetail(initial.id, initial);
  const w = detail.data;
  const call = useBuilderCall(w.id);
  const quiet = useBuilderCall(w.id, true);
  const [smartSave, setSmartSave] = useState<WorkoutBlock | null>(null);
  const [inserting, setInserting] = useState(false);
  const [removing, setRemoving] = useState<WorkoutBlock | null>(null);
  const [assigning, setAssigning] = useState(false);
  // Marked once React owns the screen (e2e waits for it before the first click).
  const hydrated = useHydrated();
  const exercises = w.blocks.reduce((n, b) => n + b.exercises.length, 0);

  const addBlock = (type: BlockType) =>
    call.mutateAsync(() => api.post("/workout/{workout_id}/create-block", { params: { workout_id: w.id }, body: { type, time_cap_seconds: type === "amrap" || type === "emom" ? DEFAULT_TIME_CAP : null } as never }));
  const addExercise = async (exerciseId: number, blockId: number | null) => {
    try {
      let target = blockId;
      if (target === null) target = (await quiet.mutateAsync(() => api.post("/workout/{workout_id}/create-block", { params: { workout_id: w.id }, body: { type: "regular" } as never }))).data.blocks.at(-1)!.id;
      await call.mutateAsync(() => api.post("/workout/block/add-exercise", { body: { block_id: target, exercise_id: exerciseId } as never }));
    } catch { /* the shared handler showed it */ }
  };

  return (
    <div className="flex w-full min-w-0 flex-col gap-5" data-builder data-hydrated={hydrated || undefined}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <Link href="/workouts" className="inline-flex items-center gap-1 text-[13px] text-muted-foreground hover:text-foreground">
            <ArrowLeft className="size-4" aria-hidden /> Workouts
          </Link>
          <h1 className="truncate text-xl font-semibold">{w.name}</h1>
          <p className="text-[13px] text-muted-foreground">{formatCount(w.blocks.length, "block")} · {formatCount(exercises, "exercise")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canEdit && (
            <Button variant="outline" onClick={() => setInserting(true)}><Boxes className="size-4" aria-hidden /> Insert smart block</Button>
          )}
          {canEdit && (
            <Button onClick={() => setAssigning(true)}><UserPlus className="size-4" aria-hidden /> Assign</Button>
          )}
        </div>
      </div>

      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-5 lg:grid-cols-[300px_minmax(0,1fr)]">
        <div className="order-2 lg:order-1">
          <ExercisePanel blocks={w.blocks} canEdit={canEdit} onAdd={(e, b) => void addExercise(e, b)} />
        </div>
        <div className="order-1 flex min-w-0 flex-col gap-4 lg:order-2">
          {w.blocks.length ? (
            <SortableList
              items={w.blocks}
              getId={(b) => b.id}
              getLabel={(b) => `block ${blockLetter(w.blocks.indexOf(b))}`}
              disabled={!canEdit}
              className="flex flex-col gap-4"
              onReorder={(ids) => void call.mutateAsync(() => api.patch("/workout/{workout_id}/sort-block", { params: { workout_id: w.id }, body: { ids } })).catch(() => {})}
              renderItem={(b, handle) => (
                <BuilderBlock block={b} index={w.blocks.indexOf(b)} blocks={w.blocks} canEdit={canEdit} handle={handle} call={call} quiet={quiet}
                  onAdd={(e, blockId) => void addExercise(e, blockId)} onSaveSmart={setSmartSave} onDelete={setRemoving} />
              )}
            />
          ) : (
            <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border bg-card px-6 py-12 text-center">
              <h2 className="font-semibold">Start with a block</h2>
              <p className="max-w-md text-[13px] text-muted-foreground">A block groups exercises: one after another, a superset back to back, a circuit in rounds, or an AMRAP or EMOM against the clock. Or add an exercise from the library and a block is made for it.</p>
            </div>
          )}
          {canEdit && (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="outline" className="self-start"><Plus className="size-4" aria-hidden /> Add block <ChevronDown className="size-4" aria-hidden /></Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="start" className="w-72">
                {BLOCK_TYPES.map((t) => (
                  <DropdownMenuItem key={t} onSelect={() => void addBlock(t).catch(() => {})} className="flex-col items-start gap-0">
                    <span className="font-medium">{BLOCK_KINDS[t].label}</span>
                    <span className="text-xs text-muted-foreground">{BLOCK_KINDS[t].hint}</span>
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          )}
        </div>
      </div>

      {smartSave && <SaveSmartBlockDialog block={smartSave} onOpenChange={(o) => !o && setSmartSave(null)} />}
      {inserting && (
        <InsertSmartBlockDialog onOpenChange={setInserting}
          onInsert={(id) => call.mutateAsync(() => api.post("/workout/{workout_id}/create-block", { params: { workout_id: w.id }, body: { smart_block_id: id } as never }))} />
      )}
      {assigning && <AssignWorkoutDialog open onOpenChange={setAssigning} workoutId={w.id} workoutName={w.name} />}
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(o) => !o && setRemoving(null)}
        title="Are you sure?"
        description="Delete this block and its exercises?"
        confirmText="Delete"
        busyText="Deleting"
        tone="danger"
        onConfirm={async () => { if (removing) await call.mutateAsync(() => api.delete("/workout/block/{id}/delete", { params: { id: removing.id } })).catch(() => {}); }}
      />
    </div>
  );
}
