"use client";

import { useWatch } from "react-hook-form";
import { FormDialog } from "@/components/form/form-dialog";
import { SelectField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { api } from "@/lib/api/client";
import { useContactTabs } from "@/lib/contacts/hooks";
import { journeyKeys } from "@/lib/journeys/hooks";
import { TRIGGER_TYPES, TRIGGERS, type TriggerType } from "@/lib/journeys/triggers";
import { useTagList } from "@/lib/tags/hooks";

type Values = { type: TriggerType; settings: { tag_id?: string; status?: string } };

/** Add a trigger: a type from the trigger registry and what it needs (a tag, a status). */
export function TriggerDialog({ journeyId, open, onOpenChange }: { journeyId: number; open: boolean; onOpenChange: (o: boolean) => void }) {
  const form = useApiForm<Values, Values>(null, { defaultValues: { type: "tag_added", settings: {} } });
  const type = useWatch({ control: form.control, name: "type" });
  const tags = useTagList(type === "tag_added" || type === "tag_removed");
  const tabs = useContactTabs();
  const save = useApiMutation({
    mutationFn: (v: Values) => {
      const settings = v.type === "tag_added" || v.type === "tag_removed" ? { tag_id: Number(v.settings.tag_id) || undefined } : v.type === "status_changed" ? { status: v.settings.status || null } : {};
      return api.post("/journey/{id}/create-trigger", { params: { id: journeyId }, body: { type: v.type, settings } });
    },
    invalidate: [journeyKeys.all],
    success: "Journey trigger has been saved",
    form,
    onSuccess: () => onOpenChange(false),
  });
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} form={form} onSubmit={save.mutateAsync} title="Add trigger" description={TRIGGERS[type]?.description} submitLabel="Save trigger">
      <SelectField<Values> name="type" label="Starts when" required>
        {TRIGGER_TYPES.map((t) => (
          <option key={t} value={t}>{TRIGGERS[t].label}</option>
        ))}
      </SelectField>
      {(type === "tag_added" || type === "tag_removed") && (
        <SelectField<Values> name="settings.tag_id" label="Tag" required>
          <option value="">Choose a tag</option>
          {tags.data?.original.map((t) => (
            <option key={t.id} value={t.id}>{t.name}</option>
          ))}
        </SelectField>
      )}
      {type === "status_changed" && (
        <SelectField<Values> name="settings.status" label="Status">
          <option value="">Any status</option>
          {tabs.data?.map((tab) => (
            <optgroup key={tab.type} label={tab.title}>
              {tab.items.map((i) => (
                <option key={i.id} value={i.value}>{i.title}</option>
              ))}
            </optgroup>
          ))}
        </SelectField>
      )}
    </FormDialog>
  );
}
