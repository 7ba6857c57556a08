"use client";

import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CardForm } from "@/components/payments/card-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import type { z } from "@hono/zod-openapi";
import { billing } from "@/lib/api/client";
import { MSG_CARD_ADDED, MSG_INTENT_FAILED, MSG_VERIFY_FAILED } from "@/lib/billing/constants";
import { billingKeys } from "@/lib/billing/hooks";
import type { setupIntentAnswer } from "@/lib/billing/schemas";
import { refreshAfterWrite } from "@/lib/http/refresh-after-write";

type SetupIntent = z.infer<typeof setupIntentAnswer>;

/**
 * "New Card Details" (doc 1 s2): a setup intent, the one CardForm (cardholder name required,
 * postal code hidden, the provider's errors on card_number), then POST /stripe/card/add.
 * Intent creation failing closes it with the spec's "Oops!" message.
 */
export function NewCardDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const [intent, setIntent] = useState<SetupIntent | null>(null);
  const [oops, setOops] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    billing.post("/stripe/create-setup-intent").then(
      (si) => live && setIntent(si),
      () => {
        if (!live) return;
        onOpenChange(false);
        setOops(true);
      },
    );
    return () => {
      live = false;
    };
  }, [open, onOpenChange]);

  const save = async (setupIntentId: string): Promise<string | null> => {
    try {
      await billing.post("/stripe/card/add", { body: { setup_intent: setupIntentId } });
    } catch {
      toast.error(MSG_VERIFY_FAILED);
      return MSG_VERIFY_FAILED;
    }
    toast.success(MSG_CARD_ADDED);
    onOpenChange(false);
    setIntent(null);
    await refreshAfterWrite(queryClient, [billingKeys.all]);
    return null;
  };

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          if (!o) setIntent(null);
          onOpenChange(o);
        }}
      >
        <DialogContent size="sm" dismissOnOutsideClick={false}>
          <DialogHeader>
            <DialogTitle>New Card Details</DialogTitle>
            <DialogDescription>Your subscription renews on this card. Nothing is charged now.</DialogDescription>
          </DialogHeader>
          <DialogBody>
            {intent ? (
              <CardForm key={intent.client_secret} clientSecret={intent.client_secret} mode={intent.mode} publishableKey={intent.publishable_key}
                submitLabel="Save card" busyLabel="Saving" onSucceeded={(si) => save(si.id)} />
            ) : (
              <div className="flex justify-center py-8"><Spinner label="Preparing the card form" /></div>
            )}
          </DialogBody>
        </DialogContent>
      </Dialog>
      <Dialog open={oops} onOpenChange={setOops}>
        <DialogContent size="sm">
          <DialogHeader>
            <DialogTitle>Payment</DialogTitle>
            <DialogDescription>{MSG_INTENT_FAILED}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button onClick={() => setOops(false)}>OK</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
