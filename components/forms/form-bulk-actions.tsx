"use client";

import { useState, type ReactNode } from "react";
import { ClipboardList, ClipboardX } from "lucide-react";
import { SelectField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import type { BulkAction } from "@/components/list/bulk-bar";
import type { ListSelection } from "@/components/list/use-selection";
import { api } from "@/lib/api/client";
import { toContactQuery, type ContactListState } from "@/lib/contacts/columns";
import { contactKeys } from "@/lib/contacts/hooks";
import { pickFormForm } from "@/lib/forms/form-schemas";
import { formCalls, formKeys, useFormChoices } from "@/lib/forms/hooks";
import { formatCount } from "@/lib/format";
import { ApiError } from "@/lib/http/client";

type Mode = "send" | "restrict";
type PickValues = { form_id: string };
/** The API's cap on contacts per call (lib/forms/schemas.ts). */
const MAX = 500;

/** The selection's contact ids: ticked ones, or every matching row read page by page (up to MAX). */
async function idsOf(sel: ListSelection, state: ContactListState): Promise<number[]> {
  if (!sel.all) return [...sel.ids];
  const ids: number[] = [];
  for (let page = 1; ids.length <= MAX; page++) {
    const res = await api.get("/contact/list", { query: { ...toContactQuery(state), page, per_page: 100 } });
    ids.push(...res.data.map((c) => c.id).filter((id) => !sel.except.has(id)));
    if (page >= res.last_page) break;
  }
  return ids;
}

/**
 * The contact bulk bar's "Send form" and "Take back form" (doc 2 s6: no gate; the API checks
 * forms update). One dialog picks the form.
 */
export function useFormBulkActions({ state, onDone }: { state: ContactListState; onDone: () => void }): { actions: BulkAction[]; dialog: ReactNode } {
  const [open, setOpen] = useState<{ mode: Mode; sel: ListSelection; count: number } | null>(null);
  const choices = useFormChoices(open !== null);
  const form = useApiForm<PickValues>(pickFormForm, { defaultValues: { form_id: "" } });
  const run = useApiMutation({
    mutationFn: async (v: PickValues) => {
      const ids = await idsOf(open!.sel, state);
      if (ids.length > MAX) throw new ApiError(422, { message: `Choose at most ${MAX} contacts at once.`, errors: { form_id: [`Choose at most ${MAX} contacts at once.`] } });
      return open!.mode === "send" ? formCalls.send([Number(v.form_id)], ids) : formCalls.restrict([Number(v.form_id)], ids);
    },
    invalidate: [contactKeys.all, formKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: () => {
      setOpen(null);
      form.reset({ form_id: "" });
      onDone();
    },
  });
  const ask = (mode: Mode) => (sel: ListSelection) => setOpen({ mode, sel, count: sel.all ? -1 : sel.ids.size });
  const actions: BulkAction[] = [
    { id: "form-send", label: "Send form", icon: ClipboardList, permission: null, menu: true, run: ask("send") },
    { id: "form-restrict", label: "Take back form", icon: ClipboardX, permission: null, menu: true, run: ask("restrict") },
  ];
  const empty = choices.isSuccess && choices.data.length === 0;
  const dialog = (
    <FormDialog
      open={open !== null}
      onOpenChange={(o) => !o && setOpen(null)}
      size="sm"
      form={form}
      onSubmit={run.mutateAsync}
      title={open?.mode === "restrict" ? "Take back form" : "Send form"}
      description={
        open?.mode === "restrict"
          ? "Their links stop working; answers already sent are kept."
          : `${open && open.count >= 0 ? formatCount(open.count, "contact") : "Every matching contact"} will be emailed their own link.`
      }
      submitLabel={open?.mode === "restrict" ? "Take back" : "Send"}
      busyLabel={open?.mode === "restrict" ? "Taking back" : "Sending"}
      submitDisabled={!choices.isSuccess || empty}
    >
      <SelectField<PickValues> name="form_id" label="Form" required disabled={!choices.isSuccess || empty}>
        <option value="">{choices.isPending ? "Loading forms…" : empty ? "No forms yet" : "Choose a form"}</option>
        {(choices.data ?? []).map((f) => (
          <option key={f.id} value={String(f.id)}>{f.title}</option>
        ))}
      </SelectField>
    </FormDialog>
  );
  return { actions, dialog };
}
