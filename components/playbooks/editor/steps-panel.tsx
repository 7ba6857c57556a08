"use client";

import { useState } from "react";
import { ArchiveRestore, ListOrdered, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ListEmpty } from "@/components/list/list-states";
import { NameDialog } from "@/components/folders/name-dialog";
import { DragHandle, SortableList } from "@/components/sortable/sortable-list";
import { PLAYBOOK_MSG, TITLE_MAX } from "@/lib/playbooks/constants";
import { canvaCalls, playbookCalls, type PlaybookDetails } from "@/lib/playbooks/hooks";
import { cn } from "@/lib/utils/cn";
import { DesignZipDialog } from "./design-zip-dialog";
import { StepEditor } from "./step-editor";
import { useEditorMutation } from "./use-editor-mutation";

const titleError = (v: string) => (!v.trim() ? PLAYBOOK_MSG.titleRequired : v.trim().length > TITLE_MAX ? `The title may not be greater than ${TITLE_MAX} characters.` : null);

/** The steps in order (drag to reorder) beside the chosen step's editor; one column on a phone. */
export function StepsPanel({ playbook, userId, canUpdate, canDelete }: { playbook: PlaybookDetails; userId: number; canUpdate: boolean; canDelete: boolean }) {
  const steps = playbook.steps.filter((s) => !s.archived);
  const archived = playbook.steps.filter((s) => s.archived);
  const [chosen, setChosen] = useState<number | null>(steps[0]?.id ?? null);
  const [adding, setAdding] = useState(false);
  const current = steps.find((s) => s.id === chosen) ?? steps[0] ?? null;
  const create = useEditorMutation({ mutationFn: (title: string) => playbookCalls.createStep(playbook.id, title), success: "Step has been created successfully!", onSuccess: (d) => setChosen(d.data.id) });
  const restore = useEditorMutation({ mutationFn: (id: number) => canvaCalls.restore([id]), success: (d) => d.message ?? null });
  const sort = useEditorMutation({ mutationFn: (ids: number[]) => playbookCalls.sortSteps(playbook.id, [...ids, ...playbook.steps.filter((s) => s.archived).map((s) => s.id)]) });

  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <Card className="flex min-w-0 flex-col gap-3 self-start p-3">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-sm font-semibold text-foreground">Steps</h2>
          {canUpdate && (
            <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" /> Add step
            </Button>
          )}
        </div>
        {canUpdate && <DesignZipDialog playbookId={playbook.id} />}
        {steps.length === 0 ? (
          <p className="text-sm text-muted-foreground">No steps yet.</p>
        ) : (
          <SortableList
            items={steps}
            getId={(s) => s.id}
            getLabel={(s) => s.title}
            disabled={!canUpdate}
            className="flex flex-col gap-1"
            onReorder={(ids) => void sort.mutateAsync(ids).catch(() => {})}
            renderItem={(s, handle) => (
              <div className={cn("flex min-w-0 items-center gap-1 rounded-md border px-1 py-1", s.id === current?.id ? "border-primary bg-primary-tint" : "border-transparent hover:bg-muted")}>
                {canUpdate && <DragHandle handle={handle} label={s.title} />}
                <button type="button" aria-current={s.id === current?.id ? "true" : undefined} className="min-w-0 flex-1 truncate rounded-sm px-1 py-1 text-left text-sm focus-visible:outline-2 focus-visible:outline-ring" onClick={() => setChosen(s.id)}>
                  <span className="mr-1.5 text-xs text-muted-foreground tabular-nums">{steps.indexOf(s) + 1}.</span>
                  {s.title}
                </button>
              </div>
            )}
          />
        )}
        {archived.length > 0 && (
          <section aria-labelledby="archived-steps" className="flex flex-col gap-1 border-t border-border pt-3">
            <h3 id="archived-steps" className="text-xs font-semibold text-muted-foreground uppercase">Archived</h3>
            <ul className="flex flex-col gap-1">
              {archived.map((s) => (
                <li key={s.id} className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
                  <span className="min-w-0 flex-1 truncate px-1">{s.title}</span>
                  {canUpdate && (
                    <Button variant="ghost" size="icon-sm" aria-label={`Restore ${s.title}`} onClick={() => void restore.mutateAsync(s.id).catch(() => {})}>
                      <ArchiveRestore aria-hidden="true" />
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
      </Card>
      {current ? (
        <StepEditor key={current.id} step={current} userId={userId} canUpdate={canUpdate} canDelete={canDelete} onDeleted={() => setChosen(null)} />
      ) : (
        <Card className="min-w-0">
          <ListEmpty
            icon={ListOrdered}
            title="Add the first step"
            description="A step is one stage of the program — “Week 1”, “Getting started” — with tabs of content and files to download."
            action={canUpdate ? <Button onClick={() => setAdding(true)}><Plus aria-hidden="true" /> Add step</Button> : undefined}
          />
        </Card>
      )}
      <NameDialog
        key={adding ? "adding" : "idle"}
        open={adding}
        onOpenChange={setAdding}
        title="Add step"
        label="Step title"
        initial=""
        submitText="Add"
        busyText="Adding"
        maxLength={TITLE_MAX}
        check={titleError}
        onSubmit={async (title) => {
          await create.mutateAsync(title);
        }}
      />
    </div>
  );
}
