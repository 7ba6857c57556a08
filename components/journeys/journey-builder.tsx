"use client";

import { ArrowLeft, Pencil, Plus, Trash2, Zap } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Switch } from "@/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { api } from "@/lib/api/client";
import { isActionType } from "@/lib/journeys/action-types";
import { journeyKeys, useJourneyDetail, type JourneyDetail, type JourneyStep } from "@/lib/journeys/hooks";
import { cn } from "@/lib/utils/cn";
import { JourneyHistory, JourneyUsers } from "./journey-runs";
import { AddStepDialog, StepSettingsDialog, type StepPlace } from "./journey-step-dialog";
import { TriggerDialog } from "./journey-trigger-dialog";
import { StepIcon } from "./step-icon";

type Api = { journeyId: number; canEdit: boolean; add: (p: StepPlace) => void; edit: (s: JourneyStep) => void; remove: (s: JourneyStep) => void; steps: JourneyStep[] };

/** The journey builder (/journey/{id}/edit): triggers on top, the steps as a vertical tree, Users and History tabs. */
export function JourneyBuilder({ initial, canEdit }: { initial: JourneyDetail; canEdit: boolean }) {
  const detail = useJourneyDetail(initial.id, initial);
  const j = detail.data;
  const [adding, setAdding] = useState<StepPlace | null>(null);
  const [editing, setEditing] = useState<JourneyStep | null>(null);
  const [removing, setRemoving] = useState<JourneyStep | null>(null);
  const [trigger, setTrigger] = useState(false);
  const toggle = useApiMutation({
    mutationFn: (status: boolean) => api.patch("/journey/{id}/change-status", { params: { id: j.id }, body: { status } }),
    invalidate: [journeyKeys.all],
    success: (r) => (r as { message?: string }).message ?? "",
  });
  const removeStep = useApiMutation({
    mutationFn: (id: number) => api.delete("/journey/action/{id}/delete", { params: { id } }),
    invalidate: [journeyKeys.all],
    success: "Journey step has been deleted",
    onSuccess: () => setRemoving(null),
  });
  const removeTrigger = useApiMutation({
    mutationFn: (id: number) => api.delete("/journey/trigger/{id}/delete", { params: { id } }),
    invalidate: [journeyKeys.all],
    success: "Journey trigger has been deleted",
  });
  const a: Api = { journeyId: j.id, canEdit, add: setAdding, edit: setEditing, remove: setRemoving, steps: j.actions };

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <Link href="/journeys" className="inline-flex items-center gap-1 text-[13px] text-muted-foreground hover:text-foreground">
            <ArrowLeft className="size-4" aria-hidden /> Journeys
          </Link>
          <h1 className="truncate text-xl font-semibold">{j.name}</h1>
          <p className="text-[13px] text-muted-foreground">
            {j.runs.active} active · {j.runs.completed} completed · {j.runs.terminated} terminated · {j.runs.failed} failed
          </p>
        </div>
        <label className="flex items-center gap-2 rounded-lg border border-border bg-card px-3 py-2">
          <Switch checked={j.enabled} disabled={!canEdit || toggle.isPending} onCheckedChange={(on) => void toggle.mutateAsync(on).catch(() => {})} aria-describedby="journey-switch-help" />
          <span className="font-medium">{j.enabled ? "On" : "Off"}</span>
          <span id="journey-switch-help" className="sr-only">Off: no one enters and contacts on it wait at their next step.</span>
        </label>
      </div>

      <Tabs defaultValue="flow" className="flex flex-col gap-4">
        <TabsList aria-label="Journey">
          <TabsTrigger value="flow">Flow</TabsTrigger>
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="history">History</TabsTrigger>
        </TabsList>
        <TabsContent value="flow">
          <div className="mx-auto flex w-full max-w-2xl flex-col items-stretch">
            <section aria-label="Triggers" className="rounded-lg border border-border bg-card p-4 shadow-sm">
              <div className="flex items-center justify-between gap-2">
                <h2 className="flex items-center gap-2 font-semibold">
                  <Zap className="size-4 text-primary-strong" aria-hidden /> Starts when
                </h2>
                {canEdit && (
                  <Button variant="outline" size="sm" onClick={() => setTrigger(true)}>
                    <Plus className="size-4" aria-hidden /> Add trigger
                  </Button>
                )}
              </div>
              {j.triggers.length ? (
                <ul className="mt-3 flex flex-col gap-2">
                  {j.triggers.map((t) => (
                    <li key={t.id} className="flex items-center justify-between gap-2 rounded-md bg-muted/50 px-3 py-2">
                      <span className="min-w-0 truncate">{t.title}</span>
                      {canEdit && (
                        <Button variant="ghost" size="icon-sm" aria-label={`Remove trigger ${t.title}`} onClick={() => void removeTrigger.mutateAsync(t.id).catch(() => {})}>
                          <Trash2 className="size-4" aria-hidden />
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-[13px] text-muted-foreground">No trigger yet: add one, or start contacts by hand from the contact list.</p>
              )}
            </section>
            <Branch api={a} parentId={null} branch={null} />
          </div>
        </TabsContent>
        <TabsContent value="users">
          <JourneyUsers journeyId={j.id} steps={j.actions} />
        </TabsContent>
        <TabsContent value="history">
          <JourneyHistory journeyId={j.id} />
        </TabsContent>
      </Tabs>

      {adding && <AddStepDialog journeyId={j.id} place={adding} open onOpenChange={(o) => !o && setAdding(null)} />}
      {editing && isActionType(editing.type) && (
        <StepSettingsDialog journeyId={j.id} type={editing.type} step={editing} open onOpenChange={(o) => !o && setEditing(null)} />
      )}
      {trigger && <TriggerDialog journeyId={j.id} open onOpenChange={setTrigger} />}
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(o) => !o && setRemoving(null)}
        title="Are you sure?"
        description={removing?.type === "condition" ? "Delete this condition and every step in its Yes and No branches? Contacts waiting there move on to the next step." : "Delete this step? Contacts waiting on it move on to the next step."}
        confirmText="Delete"
        busyText="Deleting"
        tone="danger"
        onConfirm={async () => { if (removing) await removeStep.mutateAsync(removing.id).catch(() => {}); }}
      />
    </div>
  );
}

function AddButton({ api: a, place, label }: { api: Api; place: StepPlace; label: string }) {
  return (
    <div className="flex flex-col items-center">
      <span className="h-4 w-px bg-border" aria-hidden />
      {a.canEdit ? (
        <Button variant="outline" size="icon-sm" className="rounded-full" aria-label={label} onClick={() => a.add(place)}>
          <Plus className="size-4" aria-hidden />
        </Button>
      ) : (
        <span className="size-2 rounded-full bg-border" aria-hidden />
      )}
      <span className="h-4 w-px bg-border" aria-hidden />
    </div>
  );
}

/** One branch of the tree (the root, or a condition's Yes or No), "+" between its steps. */
function Branch({ api: a, parentId, branch }: { api: Api; parentId: number | null; branch: "yes" | "no" | null }) {
  const steps = a.steps.filter((s) => s.parent_id === parentId && s.branch === branch).sort((x, y) => x.position - y.position || x.id - y.id);
  const where = branch ? ` in the ${branch === "yes" ? "Yes" : "No"} branch` : "";
  return (
    <ol className="flex flex-col items-stretch" aria-label={branch ? `${branch === "yes" ? "Yes" : "No"} branch` : "Steps"}>
      {steps.map((s, i) => (
        <li key={s.id} className="flex flex-col items-stretch">
          <AddButton api={a} place={{ parent_id: parentId, branch, position: i }} label={`Add a step before step ${i + 1}${where}`} />
          <StepCard api={a} step={s} />
          {s.type === "condition" && (
            <div className="mt-0 grid grid-cols-1 gap-3 sm:grid-cols-2">
              {(["yes", "no"] as const).map((b) => (
                <div key={b} className={cn("flex flex-col rounded-lg border border-dashed p-2", b === "yes" ? "border-success/50" : "border-danger/40")}>
                  <div className="flex justify-center pt-1">
                    <Badge variant={b === "yes" ? "success" : "neutral"}>{b === "yes" ? "Yes" : "No"}</Badge>
                  </div>
                  <Branch api={a} parentId={s.id} branch={b} />
                </div>
              ))}
            </div>
          )}
        </li>
      ))}
      <li className="flex flex-col items-stretch">
        <AddButton api={a} place={{ parent_id: parentId, branch, position: steps.length }} label={`Add a step at the end${where}`} />
        {!steps.length && !branch && <p className="text-center text-[13px] text-muted-foreground">Add the first step: an email, a wait, a condition…</p>}
      </li>
    </ol>
  );
}

function StepCard({ api: a, step }: { api: Api; step: JourneyStep }) {
  const c = step.counts;
  return (
    <div className="flex items-center gap-3 rounded-lg border border-border bg-card p-3 shadow-sm">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary-strong">
        <StepIcon type={step.type} className="size-4" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium">{step.title}</span>
        <span className="text-[13px] text-muted-foreground">
          {c.waiting} waiting · {c.done} done{c.skipped ? ` · ${c.skipped} skipped` : ""}{c.failed ? ` · ${c.failed} failed` : ""}
        </span>
      </div>
      {a.canEdit && (
        <div className="flex shrink-0 gap-1">
          {step.type !== "end" && (
            <Button variant="ghost" size="icon-sm" aria-label={`Edit ${step.title}`} onClick={() => a.edit(step)}>
              <Pencil className="size-4" aria-hidden />
            </Button>
          )}
          <Button variant="ghost" size="icon-sm" aria-label={`Delete ${step.title}`} onClick={() => a.remove(step)}>
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      )}
    </div>
  );
}
