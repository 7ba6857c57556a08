"use client";

import { useState } from "react";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { checkout } from "@/lib/api/client";
import { checkoutKeys, type Product } from "@/lib/checkout/hooks";

export type ShareTarget = { id: number; businessname: string | null };

/** Share with accounts: a copy of the product, archived, in each chosen location of the company. */
export function ProductShareDialog({ product, targets, onClose }: { product: Product | null; targets: ShareTarget[]; onClose: () => void }) {
  const [chosen, setChosen] = useState<number[]>([]);
  const share = useApiMutation({
    mutationFn: (v: { id: number; location_ids: number[] }) => checkout.post("/product/{id}/share-with-accounts", { params: { id: v.id }, body: { location_ids: v.location_ids } }),
    invalidate: [checkoutKeys.all],
    success: (d) => d.message,
    onSuccess: () => {
      setChosen([]);
      onClose();
    },
  });
  const toggle = (id: number, on: boolean) => setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));
  return (
    <ConfirmDialog
      open={product !== null}
      onOpenChange={(o) => {
        if (!o) {
          setChosen([]);
          onClose();
        }
      }}
      title="Share product"
      description={product ? `A copy of ${product.name} arrives archived in each location you choose, without its processor, coupon, tags or bumps.` : undefined}
      confirmText="Share"
      busyText="Sharing"
      confirmDisabled={chosen.length === 0}
      onConfirm={() => share.mutateAsync({ id: product!.id, location_ids: chosen }).then(() => undefined)}
    >
      <fieldset className="flex flex-col gap-2 text-sm">
        <legend className="mb-1 font-medium text-foreground">Locations</legend>
        {targets.map((t) => (
          <label key={t.id} className="flex items-center gap-2">
            <Checkbox checked={chosen.includes(t.id)} onCheckedChange={(v) => toggle(t.id, v === true)} />
            {t.businessname || `Location ${t.id}`}
          </label>
        ))}
      </fieldset>
    </ConfirmDialog>
  );
}
