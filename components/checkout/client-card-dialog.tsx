"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { CardForm } from "@/components/payments/card-form";
import { ListLoading } from "@/components/list/list-states";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { checkout } from "@/lib/api/client";
import { clientKeys } from "@/lib/checkout/client-hooks";
import { checkoutKeys } from "@/lib/checkout/hooks";
import { ApiError } from "@/lib/http/client";
import { refreshAfterWrite } from "@/lib/http/refresh-after-write";

/** doc 3 s8: a setup intent that cannot be created. */
const SETUP_FAILED = "Oops! Looks like something went wrong, please try after some time.";
const CARD_FAILED = "Looks like something went wrong, please try after some time!";

/** The processor's refusal (422 on `card`) or the spec's failure, for the card field. */
const refusalOf = (err: unknown) => (err instanceof ApiError ? ((err.body as { errors?: { card?: string[] } } | null)?.errors?.card?.[0] ?? err.body?.message ?? CARD_FAILED) : CARD_FAILED);

/**
 * "Update card": the coach enters a client's new card in the one card form. A setup intent saves
 * it (nothing is charged now); it then becomes the card of the client's subscriptions on that
 * processor, and a past-due one is charged at once (POST /stripe/{client_id}/update-card).
 */
export function ClientCardDialog({ target, onClose }: { target: { clientId: number; name: string; processorId: number } | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const processorId = target?.processorId ?? null;
  const clientId = target?.clientId ?? null;
  // A fresh setup intent each time the dialog opens (gcTime 0): one confirmed card per intent.
  const setup = useQuery({
    queryKey: [...checkoutKeys.all, "setup-intent", clientId, processorId],
    queryFn: () => checkout.post("/stripe/{processor}/create-setup-intent", { params: { processor: processorId! } }),
    enabled: processorId !== null,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const intent = setup.data;
  const failed = setup.isError;

  const save = async (setupIntentId: string) => {
    if (!target) return null;
    try {
      const res = await checkout.post("/stripe/{client_id}/update-card", { params: { client_id: target.clientId }, body: { processor_id: target.processorId, setup_intent: setupIntentId } });
      toast.success(res.message);
      await refreshAfterWrite(queryClient, [clientKeys.detail(target.clientId)]);
      onClose();
      return null;
    } catch (err) {
      return refusalOf(err);
    }
  };

  return (
    <Dialog open={target !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Update card</DialogTitle>
          <DialogDescription>
            The new card of {target?.name ?? "this client"} for their subscriptions. Nothing is charged now, unless a payment is overdue: that one is charged to this card at once.
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          {failed ? (
            <p role="alert" className="rounded-md bg-danger-tint p-3 text-sm text-danger-strong">{SETUP_FAILED}</p>
          ) : !intent ? (
            <ListLoading label="Preparing the card form" />
          ) : (
            <CardForm
              clientSecret={intent.client_secret}
              mode={intent.mode}
              publishableKey={intent.publishable_key}
              stripeAccount={intent.stripe_account}
              submitLabel="Save card"
              busyLabel="Saving"
              onSucceeded={(i) => save(i.id)}
            />
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
