"use client";

import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { FormDialog } from "@/components/form/form-dialog";
import { SelectField, TextareaField, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { api } from "@/lib/api/client";
import { useContactTabs } from "@/lib/contacts/hooks";
import { ACTION_GROUPS, ACTION_TYPES, type ActionType } from "@/lib/journeys/action-types";
import { CONDITION_FIELDS, DATE_OPERATORS, TAG_OPERATORS, TEXT_OPERATORS } from "@/lib/journeys/conditions";
import { journeyKeys, type JourneyStep } from "@/lib/journeys/hooks";
import { useSequencePicker } from "@/lib/sequences/hooks";
import { useTagList } from "@/lib/tags/hooks";
import { StepIcon } from "./step-icon";

/** Where a new step goes: the root or a condition's branch, at a position. */
export type StepPlace = { parent_id: number | null; branch: "yes" | "no" | null; position: number };

const FIELD_LABEL: Record<string, string> = {
  status: "Status", tab: "Group", gender: "Gender", temperature: "Temperature", source: "Source", email: "Email", first_name: "First name", last_name: "Last name",
  number: "Phone", birthday: "Birthday", created_at: "Date added", tag: "Tag",
};
const OP_LABEL: Record<string, string> = {
  equals: "is", not_equals: "is not", contains: "contains", not_contains: "does not contain", empty: "is empty", not_empty: "is not empty", greater: "is greater than",
  less: "is less than", before: "is before", after: "is after", has: "has", has_not: "does not have",
};
const opsFor = (field: string): readonly string[] => (field === "tag" ? TAG_OPERATORS : field === "birthday" || field === "created_at" ? DATE_OPERATORS : TEXT_OPERATORS);

function defaults(type: ActionType): Record<string, unknown> {
  switch (type) {
    case "wait": return { amount: 1, unit: "days" };
    case "condition": return { match: "all", rules: [{ field: "tag", operator: "has", value: "", tag_id: undefined }] };
    default: return {};
  }
}

/** The "+" between steps: pick an action from the registry, then fill its settings. */
export function AddStepDialog({ journeyId, place, open, onOpenChange }: { journeyId: number; place: StepPlace | null; open: boolean; onOpenChange: (o: boolean) => void }) {
  const [type, setType] = useState<ActionType | null>(null);
  const close = (o: boolean) => {
    if (!o) setType(null);
    onOpenChange(o);
  };
  if (type && place) return <StepSettingsDialog key={type} journeyId={journeyId} type={type} place={place} open={open} onOpenChange={close} onBack={() => setType(null)} />;
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Add a step</DialogTitle>
          <DialogDescription>Choose what happens next for each contact on this journey.</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-4">
          {ACTION_GROUPS.map((group) => {
            const items = (Object.keys(ACTION_TYPES) as ActionType[]).filter((t) => ACTION_TYPES[t].group === group);
            if (!items.length) return null;
            return (
              <section key={group} aria-label={group} className="flex flex-col gap-2">
                <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{group}</h3>
                <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                  {items.map((t) => {
                    return (
                      <button
                        key={t}
                        type="button"
                        onClick={() => setType(t)}
                        className="flex items-start gap-3 rounded-lg border border-border bg-card p-3 text-left transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      >
                        <StepIcon type={t} className="mt-0.5 size-4 shrink-0 text-primary-strong" />
                        <span className="flex min-w-0 flex-col">
                          <span className="font-medium">{ACTION_TYPES[t].label}</span>
                          <span className="text-[13px] text-muted-foreground">{ACTION_TYPES[t].description}</span>
                        </span>
                      </button>
                    );
                  })}
                </div>
              </section>
            );
          })}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

type Values = { settings: Record<string, unknown> };

/** A step's settings form, from the registry's schema (create at `place`, or edit `step`). */
export function StepSettingsDialog({ journeyId, type, place, step, open, onOpenChange, onBack }: {
  journeyId: number; type: ActionType; place?: StepPlace; step?: JourneyStep; open: boolean; onOpenChange: (o: boolean) => void; onBack?: () => void;
}) {
  const schema = z.object({ settings: ACTION_TYPES[type].settings as z.ZodType<Record<string, unknown>> });
  const form = useApiForm<Values, Values>(schema as never, { defaultValues: { settings: step ? { ...step.settings } : defaults(type) } });
  const save = useApiMutation({
    mutationFn: (v: Values) =>
      step
        ? api.patch("/journey/action/{id}/update", { params: { id: step.id }, body: { settings: v.settings } })
        : api.post("/journey/{id}/create-action", { params: { id: journeyId }, body: { type, settings: v.settings, ...place } }),
    invalidate: [journeyKeys.all],
    success: "Journey step has been saved",
    form,
    onSuccess: () => onOpenChange(false),
  });
  const label = ACTION_TYPES[type].label;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      onSubmit={save.mutateAsync}
      title={step ? `Edit: ${label}` : label}
      description={ACTION_TYPES[type].description}
      submitLabel={step ? "Save step" : "Add step"}
      onCancel={onBack}
      size="lg"
    >
      <SettingsFields type={type} form={form} />
    </FormDialog>
  );
}

function TagSelect({ name, label }: { name: string; label: string }) {
  const tags = useTagList();
  return (
    <SelectField<Values> name={name as never} label={label} required>
      <option value="">Choose a tag</option>
      {tags.data?.original.map((t) => (
        <option key={t.id} value={t.id}>{t.name}</option>
      ))}
    </SelectField>
  );
}

function SequenceSelect() {
  const sequences = useSequencePicker();
  return (
    <SelectField<Values> name="settings.sequence_id" label="Sequence" required>
      <option value="">Choose a sequence</option>
      {sequences.data?.map((s) => (
        <option key={s.id} value={s.id}>{s.title}</option>
      ))}
    </SelectField>
  );
}

function SettingsFields({ type, form }: { type: ActionType; form: UseFormReturn<Values, unknown, Values> }) {
  const tabs = useContactTabs();
  switch (type) {
    case "send_email":
      return (
        <>
          <TextField<Values> name="settings.subject" label="Subject" required help="Merge fields such as {{ contact.first_name }} work here and in the body." />
          <TextareaField<Values> name="settings.body" label="Message" required rows={8} />
        </>
      );
    case "send_sms":
      return <TextareaField<Values> name="settings.body" label="Message" required rows={5} maxLength={1600} help="Up to 1,600 characters; merge fields work." />;
    case "wait":
      return (
        <div className="grid grid-cols-2 gap-3">
          <TextField<Values> name="settings.amount" label="Wait for" type="number" min={1} required />
          <SelectField<Values> name="settings.unit" label="Unit" required>
            <option value="minutes">Minutes</option>
            <option value="hours">Hours</option>
            <option value="days">Days</option>
          </SelectField>
        </div>
      );
    case "add_tag":
    case "remove_tag":
      return <TagSelect name="settings.tag_id" label="Tag" />;
    case "add_to_sequence":
    case "remove_from_sequence":
      return <SequenceSelect />;
    case "change_status":
      return (
        <SelectField<Values> name="settings.status" label="Status" required>
          <option value="">Choose a status</option>
          {tabs.data?.map((tab) => (
            <optgroup key={tab.type} label={tab.title}>
              {tab.items.map((i) => (
                <option key={i.id} value={i.value}>{i.title}</option>
              ))}
            </optgroup>
          ))}
        </SelectField>
      );
    case "webhook":
      return <TextField<Values> name="settings.url" label="URL" type="url" required placeholder="https://example.com/hooks/coachos" help="We POST the contact as JSON, signed with this step’s secret (HMAC-SHA256)." />;
    case "condition":
      return <ConditionFields form={form} />;
    default:
      return <p className="text-muted-foreground">This step has no settings.</p>;
  }
}

function ConditionFields({ form }: { form: UseFormReturn<Values, unknown, Values> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "settings.rules" as never });
  const rules = (useWatch({ control: form.control, name: "settings.rules" as never }) ?? []) as { field: string; operator: string }[];
  return (
    <div className="flex flex-col gap-3">
      <SelectField<Values> name="settings.match" label="Contacts go down Yes when they match">
        <option value="all">All of these rules</option>
        <option value="any">Any of these rules</option>
      </SelectField>
      {fields.map((f, i) => {
        const field = rules[i]?.field ?? "tag";
        return (
          <fieldset key={f.id} className="flex flex-col gap-2 rounded-lg border border-border p-3">
            <legend className="px-1 text-[13px] text-muted-foreground">Rule {i + 1}</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              <SelectField<Values> name={`settings.rules.${i}.field` as never} label="Field">
                {CONDITION_FIELDS.map((c) => (
                  <option key={c} value={c}>{FIELD_LABEL[c]}</option>
                ))}
              </SelectField>
              <SelectField<Values> name={`settings.rules.${i}.operator` as never} label="Operator">
                {opsFor(field).map((o) => (
                  <option key={o} value={o}>{OP_LABEL[o]}</option>
                ))}
              </SelectField>
            </div>
            {field === "tag" ? <TagSelect name={`settings.rules.${i}.tag_id`} label="Tag" /> : <TextField<Values> name={`settings.rules.${i}.value` as never} label="Value" placeholder={field === "birthday" || field === "created_at" ? "YYYY-MM-DD" : ""} />}
            {fields.length > 1 && (
              <Button type="button" variant="ghost" size="sm" className="self-end" onClick={() => remove(i)}>
                <Trash2 className="size-4" aria-hidden /> Remove rule
              </Button>
            )}
          </fieldset>
        );
      })}
      {fields.length < 20 && (
        <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => append({ field: "status", operator: "equals", value: "" } as never)}>
          <Plus className="size-4" aria-hidden /> Add rule
        </Button>
      )}
    </div>
  );
}
