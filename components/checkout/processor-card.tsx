"use client";

import { useState } from "react";
import { CreditCard, Plus, Trash2 } from "lucide-react";
import { TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { IconBadge } from "@/components/ui/icon-badge";
import { checkout } from "@/lib/api/client";
import { processorForm } from "@/lib/checkout/forms";
import { checkoutKeys, useProcessors, type Processor } from "@/lib/checkout/hooks";

type Values = { name: string };

/** The location's payment processors: connect (POST /stripe/create-processor) and remove. */
export function ProcessorCard({ initial, canCreate, canDelete }: { initial: Processor[]; canCreate: boolean; canDelete: boolean }) {
  const processors = useProcessors(initial).data ?? initial;
  const [connecting, setConnecting] = useState(false);
  const [removing, setRemoving] = useState<Processor | null>(null);
  const form = useApiForm<Values>(processorForm, { defaultValues: { name: "" } });
  const connect = useApiMutation({
    mutationFn: (v: Values) => checkout.post("/stripe/create-processor", { body: v }),
    invalidate: [checkoutKeys.all],
    success: (d) => (d.onboarding_url ? null : "Processor has been connected successfully!"),
    form,
    onSuccess: (d) => {
      setConnecting(false);
      form.reset({ name: "" });
      // Stripe finishes the connection on its own onboarding pages.
      if (d.onboarding_url) window.location.assign(d.onboarding_url);
    },
  });
  const remove = useApiMutation({
    mutationFn: (p: Processor) => checkout.delete("/stripe/{id}/delete-processor", { params: { id: p.id } }),
    invalidate: [checkoutKeys.all],
    success: (d) => d.message,
  });

  return (
    <Card className="flex min-w-0 flex-col gap-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-3">
          <IconBadge icon={CreditCard} tone="primary" />
          <div className="min-w-0">
            <h2 className="text-base font-semibold text-foreground">Payment processors</h2>
            <p className="text-sm text-muted-foreground">Buyers pay into the account you connect here.</p>
          </div>
        </div>
        {canCreate && (
          <Button variant="outline" onClick={() => setConnecting(true)}>
            <Plus className="size-4" aria-hidden="true" />
            Connect a processor
          </Button>
        )}
      </div>
      {processors.length === 0 ? (
        <p className="text-sm text-muted-foreground">No processor yet. Connect one, then choose it on each product you sell.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-md border border-border" aria-label="Connected processors">
          {processors.map((p) => (
            <li key={p.id} className="flex min-w-0 items-center justify-between gap-2 px-3 py-2">
              <div className="flex min-w-0 flex-wrap items-center gap-2">
                <span className="truncate font-medium text-foreground">{p.name}</span>
                <Badge variant={p.status === "active" ? "success" : "warning"}>{p.status === "active" ? "Connected" : "Onboarding"}</Badge>
                {!p.livemode && <Badge variant="outline">Test mode</Badge>}
              </div>
              {canDelete && (
                <Button variant="ghost" size="icon-sm" aria-label={`Remove ${p.name}`} onClick={() => setRemoving(p)}>
                  <Trash2 className="size-3.5" aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormDialog open={connecting} onOpenChange={setConnecting} form={form} onSubmit={connect.mutateAsync} title="Connect a processor" submitLabel="Connect" size="sm">
        <TextField<Values> name="name" label="Account name" required autoComplete="off" autoFocus placeholder="My studio" />
      </FormDialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        description={removing ? `Products using “${removing.name}” will stop taking payments until you choose another processor.` : undefined}
        confirmText="Remove"
        busyText="Removing"
        tone="danger"
        onConfirm={async () => {
          if (removing) await remove.mutateAsync(removing);
        }}
      />
    </Card>
  );
}
