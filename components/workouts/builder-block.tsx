"use client";

import { ArrowRightLeft, Copy, MoreHorizontal, Save, Trash2 } from "lucide-react";
import { useState } from "react";
import { DragHandle, SortableList, type DragHandleProps } from "@/components/sortable/sortable-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { NativeSelect } from "@/components/ui/native-select";
import { api } from "@/lib/api/client";
import { ApiError } from "@/lib/http/client";
import { BLOCK_TYPES, type BlockType } from "@/lib/workouts/constants";
import type { WorkoutBlock, WorkoutItem } from "@/lib/workouts/hooks";
import { cn } from "@/lib/utils/cn";
import { BLOCK_KINDS, blockLetter, DEFAULT_TIME_CAP } from "./block-kinds";
import { EXERCISE_DRAG_TYPE } from "./exercise-panel";
import { ExercisePicture } from "./exercise-picture";
import { SetTable } from "./set-table";
import type { useBuilderCall } from "./use-builder-call";

type Call = ReturnType<typeof useBuilderCall>;
type Props = {
  block: WorkoutBlock; index: number; blocks: WorkoutBlock[]; canEdit: boolean; handle: DragHandleProps;
  call: Call; quiet: Call; onAdd: (exerciseId: number, blockId: number) => void; onSaveSmart: (block: WorkoutBlock) => void; onDelete: (block: WorkoutBlock) => void;
};

/** One block: its kind (colour, badge, rounds or time cap), its exercises in order (A1, A2…) with their sets. */
export function BuilderBlock({ block, index, blocks, canEdit, handle, call, quiet, onAdd, onSaveSmart, onDelete }: Props) {
  const kind = BLOCK_KINDS[block.type];
  const letter = blockLetter(index);
  const label = block.name || `${kind.label} ${letter}`;
  const [over, setOver] = useState(false);
  const [fieldError, setFieldError] = useState<Record<string, string>>({});
  const grouped = block.type !== "regular";

  const update = async (patch: Partial<Pick<WorkoutBlock, "type" | "name" | "rounds" | "time_cap_seconds">>) => {
    const next = { type: block.type, name: block.name, rounds: block.rounds, time_cap_seconds: block.time_cap_seconds, notes: block.notes, ...patch };
    if ((next.type === "amrap" || next.type === "emom") && next.time_cap_seconds === null) next.time_cap_seconds = DEFAULT_TIME_CAP;
    try {
      await call.mutateAsync(() => api.patch("/workout/block/{id}/update", { params: { id: block.id }, body: next as never }));
      setFieldError({});
    } catch (e) {
      if (e instanceof ApiError && e.status === 422 && e.body?.errors) setFieldError(Object.fromEntries(Object.entries(e.body.errors).map(([k, v]) => [k, v[0]])));
    }
  };

  return (
    <section
      aria-label={`Block ${letter}: ${label}`}
      onDragOver={(e) => {
        if (!canEdit || !e.dataTransfer.types.includes(EXERCISE_DRAG_TYPE)) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        setOver(false);
        const id = Number(e.dataTransfer.getData(EXERCISE_DRAG_TYPE));
        if (id) {
          e.preventDefault();
          onAdd(id, block.id);
        }
      }}
      className={cn("rounded-lg border border-l-4 border-border bg-card shadow-sm transition-shadow", kind.border, over && "ring-2 ring-primary")}
    >
      <header className="flex flex-wrap items-center gap-2 border-b border-border px-3 py-2">
        {canEdit && <DragHandle handle={handle} label={`block ${letter}`} />}
        <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-muted text-[13px] font-semibold" aria-hidden>{letter}</span>
        {canEdit ? (
          <input
            aria-label={`Block ${letter} name`}
            defaultValue={block.name}
            key={block.name}
            placeholder={`${kind.label} ${letter}`}
            maxLength={100}
            onBlur={(e) => e.target.value.trim() !== block.name && void update({ name: e.target.value.trim() })}
            className="h-8 min-w-0 flex-1 rounded-md border border-transparent bg-transparent px-2 font-semibold outline-none hover:border-input focus-visible:border-input focus-visible:ring-2 focus-visible:ring-ring sm:max-w-64"
          />
        ) : (
          <h3 className="min-w-0 flex-1 truncate font-semibold">{label}</h3>
        )}
        <Badge variant={kind.badge}>{kind.label}</Badge>
        {block.smart_block_id !== null && <Badge variant="outline">Smart block</Badge>}
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {canEdit && (
            <NativeSelect aria-label={`Block ${letter} type`} value={block.type} onChange={(e) => void update({ type: e.target.value as BlockType })} wrapperClassName="w-32" className="h-8">
              {BLOCK_TYPES.map((t) => <option key={t} value={t}>{BLOCK_KINDS[t].label}</option>)}
            </NativeSelect>
          )}
          {block.type === "circuit" && (
            <NumberSetting label="Rounds" id={`rounds-${block.id}`} value={block.rounds} canEdit={canEdit} error={fieldError.rounds} onSave={(n) => update({ rounds: n })} />
          )}
          {(block.type === "amrap" || block.type === "emom") && (
            <NumberSetting
              label="Time cap (min)" id={`cap-${block.id}`} value={block.time_cap_seconds === null ? null : block.time_cap_seconds / 60} canEdit={canEdit}
              error={fieldError.time_cap_seconds} onSave={(n) => update({ time_cap_seconds: n === null ? null : Math.round(n * 60) })}
            />
          )}
          {canEdit && (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="icon-sm" aria-label={`Block ${letter} actions`}><MoreHorizontal className="size-4" aria-hidden /></Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem onSelect={() => onSaveSmart(block)}><Save className="size-4" aria-hidden /> Save as smart block</DropdownMenuItem>
                <DropdownMenuItem onSelect={() => void call.mutateAsync(() => api.post("/workout/block/{id}/duplicate", { params: { id: block.id } })).catch(() => {})}>
                  <Copy className="size-4" aria-hidden /> Duplicate
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem variant="danger" onSelect={() => onDelete(block)}><Trash2 className="size-4" aria-hidden /> Delete block</DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          )}
        </div>
      </header>
      <p className="px-3 pt-2 text-xs text-muted-foreground">{kind.hint}</p>
      <div className={cn("p-3", grouped && "relative")}>
        {grouped && block.exercises.length > 1 && <span className={cn("absolute top-5 bottom-5 left-[1.35rem] w-0.5 rounded", kind.border.replace("border-l-", "bg-"))} aria-hidden />}
        {block.exercises.length ? (
          <SortableList
            items={block.exercises}
            getId={(x) => x.id}
            getLabel={(x) => x.name}
            disabled={!canEdit}
            className="flex flex-col gap-3"
            onReorder={(ids) => void quiet.mutateAsync(() => api.patch("/workout/block/{id}/sort-block-exercise", { params: { id: block.id }, body: { ids } })).catch(() => {})}
            renderItem={(x, h) => <ItemRow item={x} code={`${letter}${block.exercises.indexOf(x) + 1}`} block={block} blocks={blocks} canEdit={canEdit} handle={h} call={call} quiet={quiet} />}
          />
        ) : (
          <p className="rounded-md border border-dashed border-border px-3 py-6 text-center text-[13px] text-muted-foreground">
            {canEdit ? "Drag an exercise here from the library, or use its + button." : "No exercises in this block."}
          </p>
        )}
      </div>
    </section>
  );
}

function NumberSetting({ label, id, value, canEdit, error, onSave }: { label: string; id: string; value: number | null; canEdit: boolean; error?: string; onSave: (n: number | null) => void }) {
  return (
    <span className="flex flex-col">
      <span className="flex items-center gap-1.5">
        <label htmlFor={id} className="text-xs text-muted-foreground">{label}</label>
        <input
          id={id} key={String(value)} defaultValue={value ?? ""} inputMode="numeric" disabled={!canEdit}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}
          onBlur={(e) => { const v = e.target.value.trim(); const n = v === "" ? null : Number(v); if (n !== value) onSave(Number.isNaN(n) ? (v as unknown as number) : n); }}
          className={cn("h-8 w-16 rounded-md border border-input bg-card px-2 tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-ring", error && "border-danger")}
        />
      </span>
      {error && <span id={`${id}-error`} className="max-w-48 text-xs text-danger-strong">{error}</span>}
    </span>
  );
}

function ItemRow({ item, code, block, blocks, canEdit, handle, call, quiet }: { item: WorkoutItem; code: string; block: WorkoutBlock; blocks: WorkoutBlock[]; canEdit: boolean; handle: DragHandleProps; call: Call; quiet: Call }) {
  const others = blocks.filter((b) => b.id !== block.id);
  return (
    <article aria-label={`${code} ${item.name}`} className="relative flex gap-2 rounded-md border border-border bg-background p-2">
      <div className="flex shrink-0 flex-col items-center gap-1">
        <span className="relative z-[1] flex h-6 min-w-8 items-center justify-center rounded bg-secondary px-1 text-xs font-semibold text-secondary-foreground">{code}</span>
        {canEdit && <DragHandle handle={handle} label={item.name} />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-center gap-2">
          <ExercisePicture src={item.picture || null} className="hidden w-14 sm:flex" />
          <h3 className="min-w-0 flex-1 truncate font-medium">{item.name}</h3>
          {canEdit && (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="icon-sm" aria-label={`${item.name} actions`}><MoreHorizontal className="size-4" aria-hidden /></Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem onSelect={() => void call.mutateAsync(() => api.post("/workout/block-exercise/{id}/duplicate", { params: { id: item.id } })).catch(() => {})}>
                  <Copy className="size-4" aria-hidden /> Duplicate
                </DropdownMenuItem>
                {others.length > 0 && <DropdownMenuLabel>Move to block</DropdownMenuLabel>}
                {others.map((b) => (
                  <DropdownMenuItem key={b.id} onSelect={() => void call.mutateAsync(() => api.patch("/workout/block/{id}/update-exercise", { params: { id: b.id }, body: { block_exercise_id: item.id } })).catch(() => {})}>
                    <ArrowRightLeft className="size-4" aria-hidden /> {`${blockLetter(blocks.indexOf(b))} · ${b.name || BLOCK_KINDS[b.type].label}`}
                  </DropdownMenuItem>
                ))}
                <DropdownMenuSeparator />
                <DropdownMenuItem variant="danger" onSelect={() => void call.mutateAsync(() => api.delete("/workout/block/{id}/delete-exercise", { params: { id: block.id }, body: { block_exercise_id: item.id } })).catch(() => {})}>
                  <Trash2 className="size-4" aria-hidden /> Remove
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          )}
        </div>
        <SetTable
          sets={item.sets}
          name={item.name}
          canEdit={canEdit}
          save={(sets) => quiet.mutateAsync(() => api.patch("/workout/block-exercise/{id}", { params: { id: item.id }, body: { sets: sets as never } }))}
        />
      </div>
    </article>
  );
}
