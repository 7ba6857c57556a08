"use client";

import Link from "next/link";
import { useState, type ReactNode } from "react";
import { FileText } from "lucide-react";
import { minLength, object, string } from "zod/mini";
import { SelectField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import type { BulkAction } from "@/components/list/bulk-bar";
import type { ListSelection } from "@/components/list/use-selection";
import { api } from "@/lib/api/client";
import type { toContactFilters } from "@/lib/contacts/columns";
import { contactPageKeys, pageKeys, usePageChoices } from "@/lib/pages/hooks";

type Values = { page_id: string };
/** Who the contact list's selection names (the contact bulk calls' target). */
type BulkTarget = { contact_ids: number[] } | { all: true; except: number[]; filters: ReturnType<typeof toContactFilters> };
const chooseForm = object({ page_id: string().check(minLength(1, "Choose a page.")) });

/**
 * The contact list's "Send page" bulk action (doc 2 s6: no gate on the contact list; the API
 * checks pages update): choose a page, and it is sent to the selection, "all matching" included.
 */
export function useSendPageBulkAction(toTarget: (sel: ListSelection) => BulkTarget, onSent: () => void): { action: BulkAction; dialog: ReactNode } {
  const [target, setTarget] = useState<BulkTarget | null>(null);
  const choices = usePageChoices(!!target);
  const form = useApiForm<Values>(chooseForm, { defaultValues: { page_id: "" } });
  const send = useApiMutation({
    mutationFn: (v: Values) => api.post("/page/send-to-contact", { body: { page_ids: [Number(v.page_id)], ...(target ?? { contact_ids: [] }) } }),
    invalidate: [pageKeys.all, contactPageKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: () => {
      setTarget(null);
      form.reset({ page_id: "" });
      onSent();
    },
  });
  const options = (choices.data ?? []).filter((p) => p.enabled);
  const empty = choices.isSuccess && options.length === 0;
  const dialog = (
    <FormDialog
      open={!!target}
      onOpenChange={(o) => !o && setTarget(null)}
      size="sm"
      form={form}
      onSubmit={send.mutateAsync}
      title="Send page"
      description="The chosen contacts find the page in their client portal and get an email with its link."
      submitLabel="Send"
      busyLabel="Sending"
      submitDisabled={!choices.isSuccess || empty}
    >
      <SelectField<Values> name="page_id" label="Page" required disabled={!choices.isSuccess || empty}>
        <option value="">{choices.isPending ? "Loading pages…" : empty ? "No enabled pages yet" : "Choose a page"}</option>
        {options.map((p) => (
          <option key={p.id} value={String(p.id)}>{p.title}</option>
        ))}
      </SelectField>
      {empty && (
        <p className="text-sm text-muted-foreground">
          Create a page on the <Link className="font-medium text-primary underline-offset-4 hover:underline" href="/pages">Pages</Link> screen first.
        </p>
      )}
    </FormDialog>
  );
  return { action: { id: "send-page", label: "Send page", icon: FileText, permission: null, menu: true, run: (sel) => setTarget(toTarget(sel)) }, dialog };
}
