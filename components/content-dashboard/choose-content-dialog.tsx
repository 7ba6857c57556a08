"use client";

import Link from "next/link";
import { useState, type ReactNode } from "react";
import { Plus } from "lucide-react";
import type { QueryKey } from "@tanstack/react-query";
import { minLength, object, string } from "zod/mini";
import { SelectField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { capitalize, type ContentKind } from "./content-kind";

type Values = { content_id: string };

/**
 * Pick one item of a content module and act with it: "Send page" on a contact's profile, "Send
 * form" from the contact bulk bar. The module says what happens (`onChoose`, its own call);
 * `exclude` leaves out what the contact already has.
 */
export function ChooseContentDialog({ kind, open, onOpenChange, trigger, title, description, submitLabel = "Send", busyLabel = "Sending", emptyText, exclude, onChoose, invalidate, onDone }: {
  kind: ContentKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
  title: string;
  description: ReactNode;
  submitLabel?: string;
  busyLabel?: string;
  /** The select's text when nothing is left to choose ("No pages left to send"). */
  emptyText: string;
  exclude?: ReadonlySet<number>;
  onChoose: (id: number) => Promise<{ message?: string }>;
  invalidate: QueryKey[];
  onDone?: () => void;
}) {
  const choices = kind.useChoices(open);
  const form = useApiForm<Values>(object({ content_id: string().check(minLength(1, `Choose a ${kind.noun}.`)) }), { defaultValues: { content_id: "" } });
  const run = useApiMutation({
    mutationFn: (v: Values) => onChoose(Number(v.content_id)),
    invalidate,
    success: (d) => d.message ?? null,
    form,
    onSuccess: () => {
      onOpenChange(false);
      form.reset({ content_id: "" });
      onDone?.();
    },
  });
  const options = (choices.data ?? []).filter((c) => !exclude?.has(c.id));
  const empty = choices.isSuccess && options.length === 0;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      trigger={trigger}
      form={form}
      onSubmit={run.mutateAsync}
      title={title}
      description={description}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      submitDisabled={!choices.isSuccess || empty}
    >
      <SelectField<Values> name="content_id" label={capitalize(kind.noun)} required disabled={!choices.isSuccess || empty}>
        <option value="">{choices.isPending ? `Loading ${kind.plural}…` : empty ? emptyText : `Choose a ${kind.noun}`}</option>
        {options.map((c) => (
          <option key={c.id} value={String(c.id)}>{c.label}</option>
        ))}
      </SelectField>
      {empty && (
        <p className="text-sm text-muted-foreground">
          {kind.screen.verb ?? "Create"} {kind.plural} on the <Link className="font-medium text-primary underline-offset-4 hover:underline" href={kind.screen.href}>{kind.screen.title}</Link> screen first.
        </p>
      )}
    </FormDialog>
  );
}

/** A profile section's "Send page" button: the dialog with its own open state. */
export function ChooseContentButton({ label, ...dialog }: Omit<Parameters<typeof ChooseContentDialog>[0], "open" | "onOpenChange" | "trigger" | "title"> & { label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <ChooseContentDialog
      {...dialog}
      open={open}
      onOpenChange={setOpen}
      title={label}
      trigger={
        <Button variant="outline" size="sm">
          <Plus className="size-3.5" aria-hidden="true" />
          {label}
        </Button>
      }
    />
  );
}
