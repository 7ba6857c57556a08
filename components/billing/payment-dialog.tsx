"use client";

import { useCallback, useEffect, useState } from "react";
import { CircleCheck, CircleX } from "lucide-react";
import { CardForm } from "@/components/payments/card-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { billing, type ApiAnswer } from "@/lib/api/client";
import { MSG_ALREADY_CONFIRMED, MSG_CANCELLED, MSG_INTENT_FAILED, MSG_PAYMENT_VERIFIED, MSG_VERIFY_FAILED } from "@/lib/billing/constants";
import { formatMoney } from "./money";

export type BillingIntent = ApiAnswer<"post", "/billing/activate-suspended-account">;

/**
 * The one payment component (doc 1 s4, doc 3 s4), by the intent's state: a card is needed →
 * the card form, "Pay"; action or confirmation is needed → "Confirm"; succeeded → "This
 * payment was already successfully confirmed."; cancelled → "This payment was cancelled.".
 * A failed 3D Secure brings the card form back. Paid, the payment is verified
 * (POST /stripe/update-billing) and `onPaid` runs.
 */
export function PaymentDialog({ open, onOpenChange, title, description, start, onPaid }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Creates (or finds) the intent: create-payment-intent, or activate-suspended-account with a plan. */
  start: () => Promise<BillingIntent>;
  onPaid: () => void;
}) {
  const [intent, setIntent] = useState<BillingIntent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [oops, setOops] = useState(false);
  const [verifying, setVerifying] = useState(false);

  /** The intent, from the server; the state it replaces was cleared by whoever asked (closing, a failed 3DS). */
  const load = useCallback(
    () =>
      start().then(setIntent, () => {
        // Intent creation failed: the spec's dialog, and the payment modal closes.
        onOpenChange(false);
        setOops(true);
      }),
    [start, onOpenChange],
  );

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  const verify = async (id: string): Promise<string | null> => {
    setVerifying(true);
    try {
      await billing.post("/stripe/update-billing", { body: { payment_intent: id } });
      toast.success(MSG_PAYMENT_VERIFIED);
      onOpenChange(false);
      setIntent(null);
      onPaid();
      return null;
    } catch {
      toast.error(MSG_VERIFY_FAILED);
      return MSG_VERIFY_FAILED;
    } finally {
      setVerifying(false);
    }
  };

  const i = intent;
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          if (verifying) return;
          if (!o) {
            setIntent(null);
            setFailure(null);
          }
          onOpenChange(o);
        }}
      >
        <DialogContent size="sm" dismissOnOutsideClick={false}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <DialogBody>
            {!i ? (
              <div className="flex justify-center py-8"><Spinner label="Preparing your payment" /></div>
            ) : (
              <div className="flex flex-col gap-4">
                <div className="flex items-baseline justify-between rounded-lg border border-border bg-muted/40 px-4 py-3">
                  <span className="text-sm text-muted-foreground">Amount due</span>
                  <span className="text-lg font-semibold tabular-nums">{formatMoney(i.amount, i.currency)}</span>
                </div>
                {failure && <p role="alert" className="text-sm text-danger">{failure}</p>}
                {i.isSucceeded ? (
                  <StateNote icon="ok" text={MSG_ALREADY_CONFIRMED} />
                ) : i.isCancelled ? (
                  <StateNote icon="no" text={MSG_CANCELLED} />
                ) : i.requiresAction || i.requiresConfirmation ? (
                  <CardForm key={`${i.id}-confirm`} confirmOnly clientSecret={i.clientSecret} mode={i.mode} publishableKey={i.publishable_key} submitLabel="Confirm" busyLabel="Confirming"
                    onSucceeded={(pi) => verify(pi.id)}
                    onFailed={(message) => {
                      setFailure(message);
                      setIntent(null);
                      void load();
                    }} />
                ) : (
                  <CardForm key={`${i.id}-pay`} clientSecret={i.clientSecret} mode={i.mode} publishableKey={i.publishable_key} submitLabel="Pay" onSucceeded={(pi) => verify(pi.id)} />
                )}
              </div>
            )}
          </DialogBody>
          {i && (i.isSucceeded || i.isCancelled) && (
            <DialogFooter>
              {i.isSucceeded ? <Button loading={verifying} onClick={() => void verify(i.id)}>Continue</Button> : <Button variant="outline" onClick={() => onOpenChange(false)}>Close</Button>}
            </DialogFooter>
          )}
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

function StateNote({ icon, text }: { icon: "ok" | "no"; text: string }) {
  const Icon = icon === "ok" ? CircleCheck : CircleX;
  return (
    <p className="flex items-center gap-2 text-sm">
      <Icon className={icon === "ok" ? "size-5 text-success" : "size-5 text-danger"} aria-hidden="true" />
      {text}
    </p>
  );
}
