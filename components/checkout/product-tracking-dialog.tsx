"use client";

import { object, string } from "zod/mini";
import { TextareaField, TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Skeleton } from "@/components/ui/skeleton";
import { checkout } from "@/lib/api/client";
import { checkoutKeys, useTrackingIds } from "@/lib/checkout/hooks";

// The server checks each id's format (lib/checkout/schemas.ts) and answers on its field.
type Values = { tracking_ids: { fb_pixel: string; ga4: string; gtm: string } };
const trackingForm = object({ tracking_ids: object({ fb_pixel: string(), ga4: string(), gtm: string() }) });

/** A product's tracking codes: its checkout and thank-you pages load the vendors' standard snippets with these ids. */
export function ProductTrackingDialog({ product, onClose }: { product: { id: number; name: string } | null; onClose: () => void }) {
  const ids = useTrackingIds(product?.id ?? null);
  const defaults: Values = { tracking_ids: { fb_pixel: ids.data?.fb_pixel ?? "", ga4: ids.data?.ga4 ?? "", gtm: ids.data?.gtm ?? "" } };
  const form = useApiForm<Values>(trackingForm, { defaultValues: defaults, values: ids.data ? defaults : undefined });
  const save = useApiMutation({
    mutationFn: (v: Values) => {
      const t = v.tracking_ids;
      const body = { tracking_ids: { fb_pixel: t.fb_pixel.trim() || null, ga4: t.ga4.trim() || null, gtm: t.gtm.trim() || null } };
      return checkout.patch("/product/{id}/update", { params: { id: product!.id }, body });
    },
    invalidate: [checkoutKeys.all],
    success: "Product has been updated successfully!",
    form,
    onSuccess: onClose,
  });
  return (
    <FormDialog
      open={product !== null}
      onOpenChange={(o) => !o && onClose()}
      form={form}
      onSubmit={save.mutateAsync}
      title="Tracking codes"
      description={`The checkout page of “${product?.name ?? ""}” reports views, and its thank-you page purchases, to these accounts. Test purchases are not reported.`}
      submitLabel="Save"
    >
      {ids.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <>
          <TextareaField<Values> name="tracking_ids.fb_pixel" label="Meta (Facebook) pixel" help="The pixel id, or paste the pixel code: only its id is kept." rows={2} />
          <TextField<Values> name="tracking_ids.ga4" label="Google Analytics 4 measurement id" placeholder="G-XXXXXXXXXX" autoComplete="off" />
          <TextField<Values> name="tracking_ids.gtm" label="Google Tag Manager container id" placeholder="GTM-XXXXXXX" autoComplete="off" />
        </>
      )}
    </FormDialog>
  );
}
