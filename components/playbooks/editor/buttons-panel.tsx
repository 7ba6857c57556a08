"use client";

import { useState } from "react";
import { Link2, Pencil, Plus, Trash2 } from "lucide-react";
import { enum as zEnum, maxLength, minLength, object, regex, string, trim } from "zod/mini";
import { SelectField, TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { ColorField } from "@/components/color/color-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DragHandle, SortableList } from "@/components/sortable/sortable-list";
import { HEX_COLOR } from "@/lib/favorite-colors/constants";
import { BUTTON_ICONS, BUTTON_LABEL_MAX, URL_MAX } from "@/lib/playbooks/constants";
import { playbookCalls, type PlaybookButton } from "@/lib/playbooks/hooks";
import { useEditorMutation } from "./use-editor-mutation";

type Values = { label: string; url: string; color: string; icon: (typeof BUTTON_ICONS)[number] };
const buttonForm = object({
  label: string().check(trim(), minLength(1, "The label field is required."), maxLength(BUTTON_LABEL_MAX)),
  url: string().check(trim(), maxLength(URL_MAX), regex(/^(https?:\/\/|mailto:|tel:)\S+$/i, "The url must start with https://, http://, mailto: or tel:.")),
  color: string().check(regex(HEX_COLOR, "The color must be a colour like #1a2b3c.")),
  icon: zEnum(BUTTON_ICONS),
});
const ICON_LABELS: Record<(typeof BUTTON_ICONS)[number], string> = {
  link: "Link", calendar: "Calendar", "message-circle": "Message", phone: "Phone", mail: "Email", video: "Video", "shopping-cart": "Shop", star: "Star", heart: "Heart", download: "Download",
};

/** Custom buttons under the playbook in the portal (book a call, join the group…): label, URL, colour, icon. */
export function ButtonsPanel({ playbookId, buttons, canUpdate }: { playbookId: number; buttons: PlaybookButton[]; canUpdate: boolean }) {
  const [editing, setEditing] = useState<{ button: PlaybookButton | null } | null>(null);
  const [deleting, setDeleting] = useState<PlaybookButton | null>(null);
  const sort = useEditorMutation({ mutationFn: (ids: number[]) => playbookCalls.sortButtons(playbookId, ids) });
  const remove = useEditorMutation({ mutationFn: (id: number) => playbookCalls.deleteButton(id), success: "Button has been deleted successfully!" });
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2">Custom buttons</CardTitle>
        {canUpdate && (
          <Button size="sm" variant="outline" onClick={() => setEditing({ button: null })}>
            <Plus aria-hidden="true" /> Add button
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {buttons.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Link2 className="size-4 shrink-0" aria-hidden="true" /> No buttons yet. Add one to send clients to a booking page, a group or your shop.
          </p>
        ) : (
          <SortableList
            items={buttons}
            getId={(b) => b.id}
            getLabel={(b) => b.label}
            disabled={!canUpdate}
            className="flex flex-col gap-2"
            onReorder={(ids) => void sort.mutateAsync(ids).catch(() => {})}
            renderItem={(b, handle) => (
              <div className="flex min-w-0 items-center gap-2 rounded-md border border-border bg-card px-2 py-2">
                {canUpdate && <DragHandle handle={handle} label={b.label} />}
                <span className="inline-flex h-7 max-w-40 items-center truncate rounded-md px-3 text-xs font-semibold text-white" style={{ backgroundColor: b.color }}>
                  {b.label}
                </span>
                <span className="min-w-0 flex-1 truncate text-xs text-muted-foreground">{b.url}</span>
                {canUpdate && (
                  <>
                    <Button variant="ghost" size="icon-sm" aria-label={`Edit ${b.label}`} onClick={() => setEditing({ button: b })}>
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="icon-sm" aria-label={`Delete ${b.label}`} onClick={() => setDeleting(b)}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </>
                )}
              </div>
            )}
          />
        )}
      </CardContent>
      {editing && <ButtonDialog key={editing.button?.id ?? "new"} playbookId={playbookId} button={editing.button} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete button?"
        description={deleting ? `“${deleting.label}” will no longer show under this playbook.` : undefined}
        confirmText="Delete"
        busyText="Deleting"
        tone="danger"
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
        }}
      />
    </Card>
  );
}

function ButtonDialog({ playbookId, button, onClose }: { playbookId: number; button: PlaybookButton | null; onClose: () => void }) {
  const form = useApiForm<Values>(buttonForm, { defaultValues: { label: button?.label ?? "", url: button?.url ?? "https://", color: button?.color ?? "#2563eb", icon: (button?.icon as Values["icon"]) ?? "link" } });
  const save = useEditorMutation({
    mutationFn: (v: Values) => playbookCalls.saveButton({ ...(button ? { id: button.id } : {}), playbook_id: playbookId, ...v }),
    success: button ? "Button has been updated successfully!" : "Button has been added successfully!",
    form,
    onSuccess: onClose,
  });
  return (
    <FormDialog open onOpenChange={(o) => !o && onClose()} form={form} onSubmit={save.mutateAsync} title={button ? "Edit button" : "Add button"} submitLabel="Save" busyLabel="Saving">
      <TextField<Values> name="label" label="Label" required maxLength={BUTTON_LABEL_MAX} />
      <TextField<Values> name="url" label="Link" required type="url" inputMode="url" maxLength={URL_MAX} />
      <ColorField<Values> name="color" label="Colour" required />
      <SelectField<Values> name="icon" label="Icon" required>
        {BUTTON_ICONS.map((i) => (
          <option key={i} value={i}>
            {ICON_LABELS[i]}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}
