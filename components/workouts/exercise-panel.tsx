"use client";

import { Plus, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { useExercises, type WorkoutBlock } from "@/lib/workouts/hooks";
import { BLOCK_KINDS, blockLetter } from "./block-kinds";
import { ExercisePicture, pictureOf } from "./exercise-picture";

/** The drag payload's type when an exercise is dragged from the panel onto a block. */
export const EXERCISE_DRAG_TYPE = "application/x-coachos-exercise";

/**
 * The builder's side panel: the library searched as the coach types (most used first), each
 * exercise dragged onto a block, or added with its button to the block chosen in "Add to".
 */
export function ExercisePanel({ blocks, canEdit, onAdd }: { blocks: WorkoutBlock[]; canEdit: boolean; onAdd: (exerciseId: number, blockId: number | null) => void }) {
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const [target, setTarget] = useState<number | null>(null);
  useEffect(() => {
    const t = setTimeout(() => setSearch(typed.trim()), 250);
    return () => clearTimeout(t);
  }, [typed]);
  const list = useExercises({ search: search || undefined, order_by: "use", per_page: 30 });
  // The chosen block, or the last one when it is gone (deleted) or none was chosen.
  const blockId = blocks.some((b) => b.id === target) ? target : (blocks[blocks.length - 1]?.id ?? null);

  return (
    <aside aria-label="Exercise library" className="flex min-h-0 flex-col gap-3 rounded-lg border border-border bg-card p-3 shadow-sm lg:sticky lg:top-4 lg:max-h-[calc(100vh-7rem)]">
      <div className="flex flex-col gap-2">
        <h2 className="font-semibold">Exercise library</h2>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input type="search" aria-label="Search exercises" placeholder="Search: db bench, pullup…" value={typed} onChange={(e) => setTyped(e.target.value)} className="pl-8" maxLength={100} />
        </div>
        {canEdit && blocks.length > 0 && (
          <label className="flex items-center gap-2 text-[13px] text-muted-foreground">
            <span className="shrink-0">Add to</span>
            <NativeSelect aria-label="Add exercises to block" value={blockId ?? ""} onChange={(e) => setTarget(Number(e.target.value))} wrapperClassName="min-w-0 flex-1" className="h-8">
              {blocks.map((b, i) => (
                <option key={b.id} value={b.id}>{`${blockLetter(i)} · ${b.name || BLOCK_KINDS[b.type].label}`}</option>
              ))}
            </NativeSelect>
          </label>
        )}
      </div>
      <div className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1" aria-busy={list.isFetching}>
        {list.isPending ? (
          <div className="flex flex-col gap-2">{Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="h-12 w-full" />)}</div>
        ) : !list.data?.data.length ? (
          <p className="px-1 py-6 text-center text-[13px] text-muted-foreground">No exercises match “{search}”. Try fewer letters, or create it in the exercise library.</p>
        ) : (
          <ul className="flex flex-col gap-1" aria-label="Exercises">
            {list.data.data.map((e) => (
              <li
                key={e.id}
                draggable={canEdit}
                onDragStart={(ev) => {
                  ev.dataTransfer.setData(EXERCISE_DRAG_TYPE, String(e.id));
                  ev.dataTransfer.effectAllowed = "copy";
                }}
                className="group flex items-center gap-2 rounded-md p-1 hover:bg-muted/60"
                style={canEdit ? { cursor: "grab" } : undefined}
              >
                <ExercisePicture src={pictureOf(e)} className="w-16" />
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 text-[13px] leading-tight font-medium">{e.name}</span>
                  <span className="block truncate text-xs text-muted-foreground">{e.attributes.filter((a) => a.type_id === 3).slice(0, 2).map((a) => a.name).join(", ") || (e.is_system ? "Library" : "Your exercise")}</span>
                </span>
                {canEdit && (
                  <Button variant="ghost" size="icon-sm" aria-label={`Add ${e.name}`} onClick={() => onAdd(e.id, blockId)}>
                    <Plus className="size-4" aria-hidden />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </aside>
  );
}
