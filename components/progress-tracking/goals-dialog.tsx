"use client";

import { useEffect } from "react";
import { useFieldArray } from "react-hook-form";
import { z } from "zod";
import { TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/api/client";
import { ApiError } from "@/lib/http/client";
import { trackingKeys, useContactGoals, type TrackingCategory } from "@/lib/progress-tracking/hooks";

const num = z.string().trim().regex(/^(|-?\d+([.,]\d+)?)$/, "Enter a number.");
const goalsForm = z.object({
  rows: z.array(
    z.object({ category_id: z.number(), start: num, target: num, target_date: z.string() }).superRefine((r, c) => {
      if (r.start && !r.target) c.addIssue({ code: "custom", path: ["target"], message: "Enter the target too." });
      if (r.target && !r.start) c.addIssue({ code: "custom", path: ["start"], message: "Enter the start too." });
      if (r.start && r.target && Number(r.start.replace(",", ".")) === Number(r.target.replace(",", "."))) c.addIssue({ code: "custom", path: ["target"], message: "The target must differ from the start." });
    }),
  ),
});
type Values = z.infer<typeof goalsForm>;
const toNumber = (s: string) => Number(s.replace(",", "."));

/** A contact's goals on the tracking: start, target and an optional date per number category (replaced whole). */
export function GoalsDialog({ trackingId, contact, categories, open, onOpenChange }: { trackingId: number; contact: { id: number; name: string }; categories: TrackingCategory[]; open: boolean; onOpenChange: (o: boolean) => void }) {
  const numbers = categories.filter((c) => c.kind === "number");
  const goals = useContactGoals(trackingId, contact.id, open);
  const form = useApiForm<Values>(goalsForm, { defaultValues: { rows: numbers.map((c) => ({ category_id: c.id, start: "", target: "", target_date: "" })) } });
  const rows = useFieldArray({ control: form.control, name: "rows" });
  useEffect(() => {
    if (!goals.data) return;
    form.reset({
      rows: numbers.map((c) => {
        const g = goals.data.find((x) => x.category_id === c.id);
        return { category_id: c.id, start: g ? String(g.start) : "", target: g ? String(g.target) : "", target_date: g?.target_date ?? "" };
      }),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per load of the goals
  }, [goals.data]);

  const save = useApiMutation({
    mutationFn: async (v: Values) => {
      const filled = v.rows.map((r, i) => ({ r, i })).filter(({ r }) => r.start && r.target);
      try {
        return await api.post("/progress-tracking/{tracking}/contact/{contact}/update-goals", {
          params: { tracking: trackingId, contact: contact.id },
          body: { goals: filled.map(({ r }) => ({ category_id: r.category_id, start: toNumber(r.start), target: toNumber(r.target), target_date: r.target_date || null })) },
        });
      } catch (e) {
        // The server numbers the goals it was sent; the form numbers every category.
        if (e instanceof ApiError && e.body?.errors) {
          e.body.errors = Object.fromEntries(Object.entries(e.body.errors).map(([k, m]) => [k.replace(/^goals\.(\d+)\./, (_, n: string) => `rows.${filled[Number(n)]?.i ?? n}.`), m]));
        }
        throw e;
      }
    },
    invalidate: [trackingKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: () => onOpenChange(false),
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      onSubmit={save.mutateAsync}
      title={`Goals for ${contact.name}`}
      description="Where they start and where they are heading. Leave a category empty for no goal; the score follows these goals."
      submitLabel="Save goals"
      busyLabel="Saving"
      size="lg"
    >
      {numbers.length === 0 ? (
        <p className="text-sm text-muted-foreground">Add a number category (such as Weight) on the Questions tab first.</p>
      ) : goals.isPending ? (
        <div className="flex justify-center p-4"><Spinner label="Loading goals" /></div>
      ) : (
        rows.fields.map((f, i) => {
          const c = numbers[i];
          const unit = c?.unit ? ` (${c.unit})` : "";
          return (
            <fieldset key={f.id} className="grid min-w-0 gap-3 rounded-md border border-border p-3 sm:grid-cols-3">
              <legend className="px-1 text-sm font-semibold text-foreground">{c?.name}{unit}</legend>
              <TextField<Values> name={`rows.${i}.start`} label={`Start${unit}`} inputMode="decimal" />
              <TextField<Values> name={`rows.${i}.target`} label={`Target${unit}`} inputMode="decimal" />
              <TextField<Values> name={`rows.${i}.target_date`} label="By (optional)" type="date" />
            </fieldset>
          );
        })
      )}
    </FormDialog>
  );
}
