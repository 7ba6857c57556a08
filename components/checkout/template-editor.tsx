"use client";

import { useState } from "react";
import Link from "next/link";
import { useFieldArray, useWatch } from "react-hook-form";
import { ArrowLeft, ExternalLink, MessageSquareQuote, Plus, Trash2 } from "lucide-react";
import { ColorField } from "@/components/color/color-field";
import { ApiForm, FormServerError, SelectField, SubmitButton, TextareaField, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { checkout } from "@/lib/api/client";
import { FONTS, FONT_WEIGHTS } from "@/lib/composing/constants";
import { checkoutKeys } from "@/lib/checkout/hooks";
import { newProofId, templateForm, toTemplatePatch, toTemplateValues, type Template, type TemplateValues } from "@/lib/checkout/template-form";

type Props = { product: { id: number; name: string; public_id: string; archived: boolean }; template: Template; canUpdate: boolean };

/**
 * The checkout page design of one product (/checkout/products/{id}/template): headline font and
 * sizes, the five colours, the page's texts, the countdown and the "Happy Clients" proofs, saved
 * in one PATCH update-template; a saved proof is deleted at once with its own call.
 */
export function TemplateEditor({ product, template, canUpdate }: Props) {
  const [saved, setSaved] = useState(template);
  const form = useApiForm<TemplateValues>(templateForm, { defaultValues: toTemplateValues(template) });
  const proofs = useFieldArray({ control: form.control, name: "proofs", keyName: "key" });
  const mode = useWatch({ control: form.control, name: "countdown.mode" });
  const [removing, setRemoving] = useState<number | null>(null);

  const save = useApiMutation({
    mutationFn: (v: TemplateValues) => checkout.patch("/product/{product_id}/update-template", { params: { product_id: product.id }, body: toTemplatePatch(v, saved) }),
    invalidate: [checkoutKeys.product(product.id)],
    success: (d) => d.message,
    form,
    onSuccess: (d) => {
      const next = d.data as Template;
      setSaved(next);
      form.reset(toTemplateValues(next));
    },
  });
  const savedIds = new Set(saved.proofs.map((p) => p.id));
  const deleteProof = useApiMutation({
    mutationFn: (proof: string) => checkout.delete("/{template}/{proof}/delete-proof", { params: { template: product.id, proof } }),
    invalidate: [checkoutKeys.product(product.id)],
    success: (d) => d.message,
    onSuccess: (_d, proof) => setSaved((s) => ({ ...s, proofs: s.proofs.filter((p) => p.id !== proof) })),
  });

  const remove = async (index: number) => {
    const id = form.getValues(`proofs.${index}.id`);
    if (savedIds.has(id)) await deleteProof.mutateAsync(id);
    proofs.remove(index);
    setRemoving(null);
  };

  return (
    <div className="flex w-full max-w-3xl min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-col gap-2">
        <Link href="/checkout/products" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft aria-hidden="true" className="size-4" /> Products
        </Link>
        <div className="flex min-w-0 flex-wrap items-center justify-between gap-2.5">
          <div className="min-w-0">
            <h1 className="text-xl leading-7 font-semibold text-foreground">Checkout page design</h1>
            <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">{product.name}</p>
          </div>
          {!product.archived && (
            <Button variant="outline" asChild>
              <a href={`/buy/${product.public_id}`} target="_blank" rel="noopener">
                <ExternalLink aria-hidden="true" className="size-4" /> Preview the page
              </a>
            </Button>
          )}
        </div>
      </header>

      <ApiForm form={form} onSubmit={save.mutateAsync} aria-label="Checkout page design" className="gap-5">
        <fieldset disabled={!canUpdate} className="flex min-w-0 flex-col gap-5">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Headline</CardTitle>
              <CardDescription>The product name is the headline; its description is the sub-headline. Phones scale both down to fit.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              <SelectField<TemplateValues> name="font_family" label="Headline font">
                {FONTS.map((f) => <option key={f} value={f}>{f}</option>)}
              </SelectField>
              <SelectField<TemplateValues> name="font_weight" label="Headline weight">
                {FONT_WEIGHTS.map((w) => <option key={w} value={String(w)}>{w}</option>)}
              </SelectField>
              <TextField<TemplateValues> name="headline_size" label="Headline size (px)" inputMode="numeric" autoComplete="off" />
              <TextField<TemplateValues> name="sub_headline_size" label="Sub-headline size (px)" inputMode="numeric" autoComplete="off" />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle as="h2">Colours</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              <ColorField<TemplateValues> name="element_color" label="Element colour" help="The price, the proofs' accents and the order bump's border." />
              <ColorField<TemplateValues> name="block_background" label="Block background" help="Behind the order bumps, proofs and guarantee." />
              <ColorField<TemplateValues> name="timer_color" label="Timer colour" />
              <ColorField<TemplateValues> name="button_background" label="Button colour" />
              <ColorField<TemplateValues> name="cover_color" label="Cover colour" help="The band across the top of the page." />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle as="h2">Texts</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              <TextField<TemplateValues> name="payment_button_text" label="Payment button" required autoComplete="off" />
              <TextField<TemplateValues> name="bump_acceptance_text" label="Order bump acceptance" required autoComplete="off" />
              <TextField<TemplateValues> name="proof_headline" label="Proof headline" autoComplete="off" />
              <TextField<TemplateValues> name="guarantee_headline" label="Guarantee headline" autoComplete="off" />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle as="h2">Countdown</CardTitle>
              <CardDescription>Shown in the timer colour. At zero it reads 00:00 and the page still sells.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              <SelectField<TemplateValues> name="countdown.mode" label="Countdown">
                <option value="off">Off</option>
                <option value="fixed">Ends at a fixed date and time</option>
                <option value="visitor">Minutes from each visitor&apos;s first view</option>
              </SelectField>
              {mode === "fixed" && <TextField<TemplateValues> name="countdown.ends_at" label="Ends at" type="datetime-local" required />}
              {mode === "visitor" && <TextField<TemplateValues> name="countdown.minutes" label="Minutes per visitor" inputMode="numeric" required autoComplete="off" />}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle as="h2">Proofs</CardTitle>
              <CardDescription>Testimonials shown under the proof headline.</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              {proofs.fields.length === 0 ? (
                <EmptyState icon={MessageSquareQuote} title="No proofs yet" description="Add what a happy client said: buyers trust other clients more than any sales copy." />
              ) : (
                <ol aria-label="Proofs" className="flex flex-col gap-4">
                  {proofs.fields.map((p, i) => (
                    <li key={p.key} className="flex flex-col gap-3 rounded-md border border-border p-3">
                      <TextField<TemplateValues> name={`proofs.${i}.name`} label={`Proof ${i + 1}: client name`} required autoComplete="off" />
                      <TextareaField<TemplateValues> name={`proofs.${i}.text`} label={`Proof ${i + 1}: what they said`} required rows={3} />
                      <Button type="button" variant="danger-outline" size="sm" className="w-fit" onClick={() => setRemoving(i)}>
                        <Trash2 aria-hidden="true" className="size-3.5" /> Delete proof {i + 1}
                      </Button>
                    </li>
                  ))}
                </ol>
              )}
              {proofs.fields.length < 20 && (
                <Button type="button" variant="outline" className="w-fit" onClick={() => proofs.append({ id: newProofId(), name: "", text: "" })}>
                  <Plus aria-hidden="true" className="size-4" /> Add a proof
                </Button>
              )}
            </CardContent>
          </Card>
        </fieldset>
        <FormServerError />
        {canUpdate && (
          <div className="flex justify-end">
            <SubmitButton busyLabel="Saving">Save design</SubmitButton>
          </div>
        )}
      </ApiForm>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        description="The proof is removed from the checkout page."
        confirmText="Delete"
        tone="danger"
        onConfirm={() => (removing === null ? undefined : remove(removing).catch(() => setRemoving(null)))}
      />
    </div>
  );
}
