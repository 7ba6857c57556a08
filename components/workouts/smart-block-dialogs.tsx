"use client";

import { Boxes, Trash2 } from "lucide-react";
import { useState } from "react";
import { z } from "zod";
import { TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/api/client";
import { formatCount } from "@/lib/format";
import { smartBlockCreate } from "@/lib/workouts/builder-schemas";
import { useSmartBlocks, workoutKeys, type WorkoutBlock } from "@/lib/workouts/hooks";
import { BLOCK_KINDS } from "./block-kinds";

/** "Save as smart block": the block as it is now, under a name, to insert into any workout later. */
export function SaveSmartBlockDialog({ block, onOpenChange }: { block: WorkoutBlock; onOpenChange: (open: boolean) => void }) {
  const form = useApiForm<z.input<typeof smartBlockCreate>, z.output<typeof smartBlockCreate>>(smartBlockCreate, { defaultValues: { name: block.name || `${BLOCK_KINDS[block.type].label} block` } });
  const save = useApiMutation({
    mutationFn: (v: { name: string }) => api.post("/workout/block/{id}/create-smart-block", { params: { id: block.id }, body: v }),
    invalidate: [["workouts", "smart-blocks"]],
    success: (r) => r.message,
    form,
    onSuccess: () => onOpenChange(false),
  });
  return (
    <FormDialog open onOpenChange={onOpenChange} form={form} onSubmit={save.mutateAsync} title="Save as smart block"
      description="Saves this block’s exercises and sets as they are now. Insert it into any workout; changing a copy leaves the saved one as it is." submitLabel="Save" busyLabel="Saving">
      <TextField name="name" label="Name" required maxLength={100} autoFocus />
    </FormDialog>
  );
}

/** "Insert smart block": the location's smart blocks by name; Insert adds a copy last in the workout. */
export function InsertSmartBlockDialog({ onOpenChange, onInsert }: { onOpenChange: (open: boolean) => void; onInsert: (id: number) => Promise<unknown> }) {
  const [search, setSearch] = useState("");
  const list = useSmartBlocks(search.trim());
  const [busy, setBusy] = useState<number | null>(null);
  const remove = useApiMutation({
    mutationFn: (id: number) => api.delete("/workout/block/{id}/delete-smart-block", { params: { id } }),
    invalidate: [["workouts", "smart-blocks"], workoutKeys.all],
    success: (r) => r.message,
  });
  const rows = list.data?.data ?? [];
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Insert a smart block</DialogTitle>
          <DialogDescription>A copy goes last in this workout; edit it freely.</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-3">
          <Input type="search" aria-label="Search smart blocks" placeholder="Search smart blocks" value={search} onChange={(e) => setSearch(e.target.value)} maxLength={100} />
          {list.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : !rows.length ? (
            <div className="flex flex-col items-center gap-2 py-8 text-center text-[13px] text-muted-foreground">
              <Boxes className="size-6" aria-hidden />
              {search ? `No smart blocks match “${search}”.` : "No smart blocks yet. Save a block from its menu to reuse it here."}
            </div>
          ) : (
            <ul className="flex max-h-96 flex-col gap-2 overflow-y-auto" aria-label="Smart blocks">
              {rows.map((s) => (
                <li key={s.id} className="flex items-center gap-3 rounded-md border border-border p-3">
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <span className="flex items-center gap-2">
                      <span className="truncate font-medium">{s.name}</span>
                      <Badge variant={BLOCK_KINDS[s.type].badge}>{BLOCK_KINDS[s.type].label}</Badge>
                    </span>
                    <span className="truncate text-xs text-muted-foreground">{s.exercises.map((e) => e.name).join(" · ") || formatCount(0, "exercise")}</span>
                  </div>
                  <Button size="sm" loading={busy === s.id} loadingText="Inserting" aria-label={`Insert ${s.name}`}
                    onClick={async () => { setBusy(s.id); try { await onInsert(s.id); onOpenChange(false); } catch { /* toasted */ } finally { setBusy(null); } }}>
                    Insert
                  </Button>
                  <Button variant="ghost" size="icon-sm" aria-label={`Delete smart block ${s.name}`} onClick={() => void remove.mutateAsync(s.id).catch(() => {})}>
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
