"use client";

import { useRef, useState } from "react";
import { Archive, Copy, Download, FileUp, ImageIcon, Pencil, Plus, Split, Trash2, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { DragHandle, SortableList } from "@/components/sortable/sortable-list";
import { ImagePicker } from "@/components/image-library/image-picker";
import { formatFileSize } from "@/lib/format";
import { STEP_BANNER_TYPE, STEP_THUMB_TYPE, TITLE_MAX } from "@/lib/playbooks/constants";
import { canvaCalls, downloadUrl, playbookCalls, type PlaybookStep } from "@/lib/playbooks/hooks";
import { TabDialog } from "./tab-dialog";
import { useEditorMutation } from "./use-editor-mutation";

type Tab = PlaybookStep["tabs"][number];

/** One step: title, banner (1200x200) and thumbnail (1200x700), tabs of rich text, downloads. */
export function StepEditor({ step, userId, canUpdate, canDelete, onDeleted }: { step: PlaybookStep; userId: number; canUpdate: boolean; canDelete: boolean; onDeleted: () => void }) {
  const [title, setTitle] = useState(step.title);
  const [picker, setPicker] = useState<"banner" | "thumb" | null>(null);
  const [tabDialog, setTabDialog] = useState<{ tab: Tab | null } | null>(null);
  const [confirm, setConfirm] = useState<{ kind: "step" } | { kind: "tab"; tab: Tab } | { kind: "download"; id: number; name: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const update = useEditorMutation({ mutationFn: playbookCalls.updateStep, success: "Step has been updated successfully!" });
  const duplicate = useEditorMutation({ mutationFn: () => playbookCalls.duplicateStep(step.id), success: "Step has been duplicated successfully!" });
  const removeStep = useEditorMutation({ mutationFn: () => playbookCalls.deleteSteps([step.id]), success: (d) => d.message ?? null, onSuccess: onDeleted });
  const archive = useEditorMutation({ mutationFn: () => canvaCalls.archive([step.id]), success: (d) => d.message ?? null, onSuccess: onDeleted });
  const degroup = useEditorMutation({ mutationFn: () => canvaCalls.degroup(step.id), success: "Step has been split into one step per page!" });
  const removeTab = useEditorMutation({ mutationFn: (id: number) => playbookCalls.deleteTab(id), success: "Tab has been deleted successfully!" });
  const sortTabs = useEditorMutation({ mutationFn: (ids: number[]) => playbookCalls.sortTabs(step.id, ids) });
  const upload = useEditorMutation({ mutationFn: (file: File) => playbookCalls.addDownload(step.id, file), success: "Download has been added successfully!" });
  const removeDownload = useEditorMutation({ mutationFn: (id: number) => playbookCalls.deleteDownload(id), success: "Download has been removed successfully!" });

  const titleChanged = title.trim() !== step.title && title.trim().length > 0;

  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2" className="min-w-0 truncate">{step.title}</CardTitle>
        {canUpdate && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => void duplicate.mutateAsync(undefined).catch(() => {})} loading={duplicate.isPending} loadingText="Duplicating">
              <Copy aria-hidden="true" /> Duplicate step
            </Button>
            {step.images.length > 1 && (
              <Button variant="outline" size="sm" onClick={() => void degroup.mutateAsync(undefined).catch(() => {})} loading={degroup.isPending} loadingText="Splitting">
                <Split aria-hidden="true" /> Split into steps
              </Button>
            )}
            {step.batch && (
              <Button variant="outline" size="sm" onClick={() => void archive.mutateAsync(undefined).catch(() => {})} loading={archive.isPending} loadingText="Archiving">
                <Archive aria-hidden="true" /> Archive
              </Button>
            )}
            {/* Deleting a step is the playbooks delete permission (DELETE /playbook/delete with step_ids). */}
            {canDelete && (
              <Button variant="outline" size="sm" onClick={() => setConfirm({ kind: "step" })}>
                <Trash2 aria-hidden="true" /> Delete step
              </Button>
            )}
          </div>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <form
          className="flex flex-col gap-1.5 sm:flex-row sm:items-end sm:gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (titleChanged) void update.mutateAsync({ id: step.id, title: title.trim() }).catch(() => {});
          }}
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <Label htmlFor={`step-title-${step.id}`}>Step title</Label>
            <Input id={`step-title-${step.id}`} value={title} maxLength={TITLE_MAX} onChange={(e) => setTitle(e.target.value)} disabled={!canUpdate} />
          </div>
          {canUpdate && (
            <Button type="submit" variant="outline" disabled={!titleChanged} loading={update.isPending} loadingText="Saving">
              Save title
            </Button>
          )}
        </form>

        {step.images.length > 0 && (
          <section aria-labelledby={`pages-${step.id}`} className="flex flex-col gap-2">
            <h3 id={`pages-${step.id}`} className="text-sm font-semibold text-foreground">Design pages</h3>
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {step.images.map((img) => (
                <li key={img.file_id} className="min-w-0">
                  {/* eslint-disable-next-line @next/next/no-img-element -- stored design pages */}
                  <img src={img.url} alt={img.name} loading="lazy" className="aspect-[4/3] w-full rounded-md border border-border bg-muted object-contain" />
                </li>
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby={`images-${step.id}`} className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <h3 id={`images-${step.id}`} className="sr-only">Images</h3>
          {(["banner", "thumb"] as const).map((kind) => {
            const url = kind === "banner" ? step.banner : step.thumb;
            const label = kind === "banner" ? "Banner (1200x200)" : "Thumbnail (1200x700)";
            return (
              <div key={kind} className="flex min-w-0 flex-col gap-2">
                <span className="text-sm font-medium text-foreground">{label}</span>
                {url ? (
                  // eslint-disable-next-line @next/next/no-img-element -- coach images of any host
                  <img src={url} alt={`${step.title} ${kind === "banner" ? "banner" : "thumbnail"}`} className={kind === "banner" ? "aspect-[6/1] w-full rounded-md border border-border object-cover" : "aspect-[12/7] w-full rounded-md border border-border object-cover"} />
                ) : (
                  <div className={`flex w-full items-center justify-center rounded-md border border-dashed border-border bg-muted text-muted-foreground ${kind === "banner" ? "aspect-[6/1]" : "aspect-[12/7]"}`}>
                    <ImageIcon className="size-6" aria-hidden="true" />
                  </div>
                )}
                {canUpdate && (
                  <div className="flex flex-wrap gap-2">
                    <Button variant="outline" size="sm" onClick={() => setPicker(kind)}>
                      {url ? "Change" : "Choose"} {kind === "banner" ? "banner" : "thumbnail"}
                    </Button>
                    {url && (
                      <Button variant="ghost" size="sm" onClick={() => void update.mutateAsync({ id: step.id, [kind === "banner" ? "banner_image_id" : "thumb_image_id"]: null }).catch(() => {})}>
                        <X aria-hidden="true" /> Remove
                      </Button>
                    )}
                  </div>
                )}
              </div>
            );
          })}
        </section>

        <section aria-labelledby={`tabs-${step.id}`} className="flex flex-col gap-3">
          <div className="flex items-center justify-between gap-2">
            <h3 id={`tabs-${step.id}`} className="text-sm font-semibold text-foreground">Tabs</h3>
            {canUpdate && (
              <Button variant="outline" size="sm" onClick={() => setTabDialog({ tab: null })}>
                <Plus aria-hidden="true" /> Add tab
              </Button>
            )}
          </div>
          {step.tabs.length === 0 ? (
            <p className="text-sm text-muted-foreground">No tabs yet. Add a tab for each part of this step: a lesson, a video, a checklist.</p>
          ) : (
            <SortableList
              items={step.tabs}
              getId={(t) => t.id}
              getLabel={(t) => t.title}
              disabled={!canUpdate}
              className="flex flex-col gap-2"
              onReorder={(ids) => void sortTabs.mutateAsync(ids).catch(() => {})}
              renderItem={(t, handle) => (
                <div className="flex min-w-0 items-center gap-2 rounded-md border border-border bg-card px-2 py-2">
                  {canUpdate && <DragHandle handle={handle} label={t.title} />}
                  <span className="min-w-0 flex-1 truncate text-sm font-medium">{t.title}</span>
                  {canUpdate && (
                    <>
                      <Button variant="ghost" size="icon-sm" aria-label={`Edit ${t.title}`} onClick={() => setTabDialog({ tab: t })}>
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button variant="ghost" size="icon-sm" aria-label={`Delete ${t.title}`} onClick={() => setConfirm({ kind: "tab", tab: t })}>
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </>
                  )}
                </div>
              )}
            />
          )}
        </section>

        <section aria-labelledby={`downloads-${step.id}`} className="flex flex-col gap-3">
          <div className="flex items-center justify-between gap-2">
            <h3 id={`downloads-${step.id}`} className="text-sm font-semibold text-foreground">Downloads</h3>
            {canUpdate && (
              <>
                <input
                  ref={fileInput}
                  type="file"
                  className="sr-only"
                  aria-label="Upload a download"
                  tabIndex={-1}
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    e.target.value = "";
                    if (file) void upload.mutateAsync(file).catch(() => {});
                  }}
                />
                <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()} loading={upload.isPending} loadingText="Uploading">
                  <FileUp aria-hidden="true" /> Upload file
                </Button>
              </>
            )}
          </div>
          {step.downloads.length === 0 ? (
            <p className="text-sm text-muted-foreground">No downloads. Attach a PDF, worksheet or recipe your clients can save.</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border" aria-label="Downloads">
              {step.downloads.map((d) => (
                <li key={d.id} className="flex min-w-0 items-center gap-2 py-2">
                  <span className="min-w-0 flex-1 truncate text-sm">{d.name}</span>
                  <span className="shrink-0 text-xs text-muted-foreground">{formatFileSize(d.size)}</span>
                  <Button variant="ghost" size="icon-sm" asChild>
                    <a href={downloadUrl(d.id)} download aria-label={`Download ${d.name}`}>
                      <Download aria-hidden="true" />
                    </a>
                  </Button>
                  {canUpdate && (
                    <Button variant="ghost" size="icon-sm" aria-label={`Remove ${d.name}`} onClick={() => setConfirm({ kind: "download", id: d.id, name: d.name })}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {upload.isPending && <Spinner size="sm" label="Uploading" />}
        </section>
      </CardContent>

      {picker && (
        <ImagePicker
          open
          onOpenChange={(o) => !o && setPicker(null)}
          type={picker === "banner" ? STEP_BANNER_TYPE : STEP_THUMB_TYPE}
          userId={userId}
          current={(picker === "banner" ? step.banner : step.thumb) ? { url: (picker === "banner" ? step.banner : step.thumb)!, name: step.title } : null}
          onPicked={(image) => {
            void update.mutateAsync({ id: step.id, [picker === "banner" ? "banner_image_id" : "thumb_image_id"]: image.id }).catch(() => {});
            setPicker(null);
          }}
        />
      )}
      {tabDialog && <TabDialog key={tabDialog.tab?.id ?? "new"} stepId={step.id} tab={tabDialog.tab} open onOpenChange={(o) => !o && setTabDialog(null)} userId={userId} />}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={confirm?.kind === "step" ? "Delete step?" : confirm?.kind === "tab" ? "Delete tab?" : "Remove download?"}
        description={
          confirm?.kind === "step"
            ? `“${step.title}”, its tabs and downloads will be deleted.`
            : confirm?.kind === "tab"
              ? `“${confirm.tab.title}” will be deleted from this step.`
              : confirm?.kind === "download"
                ? `${confirm.name} will no longer be offered in this step.`
                : undefined
        }
        confirmText={confirm?.kind === "download" ? "Remove" : "Delete"}
        busyText={confirm?.kind === "download" ? "Removing" : "Deleting"}
        tone="danger"
        onConfirm={async () => {
          if (confirm?.kind === "step") await removeStep.mutateAsync(undefined);
          else if (confirm?.kind === "tab") await removeTab.mutateAsync(confirm.tab.id);
          else if (confirm?.kind === "download") await removeDownload.mutateAsync(confirm.id);
        }}
      />
    </Card>
  );
}
