"use client";

import { useEffect, useRef, useState } from "react";
import { object, refine, string, trim, minLength } from "zod/mini";
import { ShieldCheck } from "lucide-react";
import { ApiForm, SubmitButton, TextField, useApiForm } from "@/components/form/api-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { PaymentError, PaymentIntent, SetupIntent } from "@/lib/platform/payments/types";

/** Stripe.js's answer shape, which both modes give back (a setup intent's for a card saved for later). */
type Result = { paymentIntent?: PaymentIntent; setupIntent?: SetupIntent; error?: PaymentError & { payment_intent?: PaymentIntent } };

/** A setup intent's secret: the card is saved for later, nothing is charged (Stripe.js confirmCardSetup). */
const isSetup = (clientSecret: string) => clientSecret.startsWith("seti_");

export type CardFormProps = {
  clientSecret: string;
  /** "embedded": the test processor's own form; "stripe": Stripe Elements (Stripe.js). */
  mode: "embedded" | "stripe";
  publishableKey?: string | null;
  /** The coach's connected account the intent lives on (Stripe). */
  stripeAccount?: string | null;
  submitLabel: string;
  /**
   * Called once the intent succeeded (the caller finalizes the order or saves the card). A message
   * it resolves to is the caller's refusal, shown on the card field like the processor's.
   */
  onSucceeded: (intent: PaymentIntent | SetupIntent) => void | Promise<string | null | void>;
  /** The pending label of the submit button ("Paying" unless told). */
  busyLabel?: string;
  /**
   * The intent already has its card and waits for the buyer (requires_action or
   * requires_confirmation): no card fields, one button that runs the bank's check.
   */
  confirmOnly?: boolean;
  /** In confirmOnly mode: the check failed (the intent is back to needing a card). */
  onFailed?: (message: string) => void;
};

const cardSchema = object({
  name: string().check(trim(), minLength(1, "The cardholder name is required.")),
  card_number: string().check(refine((v) => /^[\d ]{12,23}$/.test(v.trim()), "Your card number is incomplete.")),
  exp: string().check(refine((v) => /^\s*(0?[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})\s*$/.test(v), "Your card's expiration date is incomplete.")),
  cvc: string().check(refine((v) => /^\d{3,4}$/.test(v.trim()), "Your card's security code is incomplete.")),
});
type Values = { name: string; card_number: string; exp: string; cvc: string };

async function post(path: string, body: unknown): Promise<Result> {
  const res = await fetch(`/api/payments/test/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return res.json();
}

/**
 * The one card form (doc 3 s5: cardholder name required, provider errors on card_number, postal
 * code hidden). Embedded mode posts to the test processor and runs its 3DS challenge; Stripe
 * mode mounts Elements and lets Stripe.js run 3DS. Both answer with Stripe's result shape.
 */
export function CardForm(props: CardFormProps) {
  return props.mode === "stripe" ? <StripeCardForm {...props} /> : <EmbeddedCardForm {...props} />;
}

function EmbeddedCardForm({ clientSecret, submitLabel, busyLabel = "Paying", onSucceeded, confirmOnly, onFailed }: CardFormProps) {
  const form = useApiForm<Values>(cardSchema, { defaultValues: { name: "", card_number: "", exp: "", cvc: "" } });
  const [challenge, setChallenge] = useState(false);
  const [busy, setBusy] = useState(false);

  const cardError = (message: string) => form.setError("card_number", { message }, { shouldFocus: true });
  const settle = async (r: Result) => {
    const intent = r.paymentIntent ?? r.setupIntent;
    if (intent?.status === "succeeded") {
      const refused = await onSucceeded(intent);
      if (refused) cardError(refused);
      return;
    }
    if (intent?.status === "requires_action") return setChallenge(true);
    if (r.error && confirmOnly) return onFailed?.(r.error.message);
    if (r.error) form.setError(r.error.param === "cvc" ? "cvc" : r.error.param === "exp_month" ? "exp" : "card_number", { message: r.error.message }, { shouldFocus: true });
  };

  const pay = async (v: Values) => {
    const [m, y] = v.exp.split("/").map((s) => Number(s.trim()));
    await settle(await post("confirm", { client_secret: clientSecret, card: { number: v.card_number.replace(/\s+/g, ""), exp_month: m, exp_year: y, cvc: v.cvc.trim() } }));
  };

  const authenticate = async (outcome: "complete" | "fail") => {
    setBusy(true);
    try {
      const r = await post("authenticate", { client_secret: clientSecret, outcome });
      setChallenge(false);
      await settle(r);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {confirmOnly ? (
        <Button className="w-full" onClick={() => setChallenge(true)}>{submitLabel}</Button>
      ) : (
      <ApiForm form={form} onSubmit={pay} aria-label="Card details">
        <TextField<Values> name="name" label="Cardholder name" required autoComplete="cc-name" />
        <TextField<Values> name="card_number" label="Card number" required inputMode="numeric" autoComplete="cc-number" placeholder="1234 1234 1234 1234" />
        <div className="grid grid-cols-2 gap-3">
          <TextField<Values> name="exp" label="Expiry (MM / YY)" required inputMode="numeric" autoComplete="cc-exp" placeholder="MM / YY" />
          <TextField<Values> name="cvc" label="CVC" required inputMode="numeric" autoComplete="cc-csc" placeholder="123" />
        </div>
        <p className="text-xs text-muted-foreground">Test mode: no real card is charged. Use 4242 4242 4242 4242 with any future date and CVC.</p>
        <SubmitButton busyLabel={busyLabel} className="w-full">{submitLabel}</SubmitButton>
      </ApiForm>
      )}
      <Dialog open={challenge} onOpenChange={(o) => !o && !busy && void authenticate("fail")}>
        <DialogContent size="sm" dismissOnOutsideClick={false}>
          <DialogHeader>
            <DialogTitle>Authenticate your payment</DialogTitle>
            <DialogDescription>Your bank asks you to confirm this payment (3D Secure test page).</DialogDescription>
          </DialogHeader>
          <DialogBody>
            <div className="flex items-center gap-3 text-sm text-muted-foreground">
              <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
              Complete to approve the payment, or fail to see what a buyer sees when their bank declines.
            </div>
          </DialogBody>
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={() => void authenticate("fail")}>Fail authentication</Button>
            <Button loading={busy} onClick={() => void authenticate("complete")}>Complete authentication</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** Stripe.js, loaded from Stripe as Stripe requires (never bundled). */
type StripeJs = {
  elements: () => { create: (type: "card", options: object) => { mount: (el: HTMLElement) => void; on: (e: string, cb: (ev: { error?: { message: string } }) => void) => void; destroy: () => void } };
  confirmCardPayment: (secret: string, data: object) => Promise<Result>;
  confirmCardSetup: (secret: string, data: object) => Promise<Result>;
};
declare global {
  interface Window {
    Stripe?: (key: string, options?: object) => StripeJs;
  }
}

function loadStripe(): Promise<NonNullable<Window["Stripe"]>> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  return new Promise((resolve, reject) => {
    const s = document.createElement("script");
    s.src = "https://js.stripe.com/v3";
    s.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error("Stripe.js did not load")));
    s.onerror = () => reject(new Error("Stripe.js did not load"));
    document.head.appendChild(s);
  });
}

function StripeCardForm(props: CardFormProps) {
  return props.confirmOnly ? <StripeConfirm {...props} /> : <StripeCardFields {...props} />;
}

/** Stripe.js runs the intent's next action (3D Secure) on the card it already has. */
function StripeConfirm({ clientSecret, publishableKey, stripeAccount, submitLabel, busyLabel = "Paying", onSucceeded, onFailed }: CardFormProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      const Stripe = await loadStripe();
      if (!publishableKey) return;
      const r = await Stripe(publishableKey, stripeAccount ? { stripeAccount } : undefined).confirmCardPayment(clientSecret, {});
      if (r.paymentIntent?.status === "succeeded") {
        const refused = await onSucceeded(r.paymentIntent);
        if (refused) onFailed?.(refused);
      } else onFailed?.(r.error?.message ?? "Your card was declined.");
    } catch {
      onFailed?.("The card form could not load. Check your connection and reload the page.");
    } finally {
      setBusy(false);
    }
  };
  return <Button className="w-full" loading={busy} onClick={() => void confirm()}>{busy ? busyLabel : submitLabel}</Button>;
}

function StripeCardFields({ clientSecret, publishableKey, stripeAccount, submitLabel, busyLabel = "Paying", onSucceeded }: CardFormProps) {
  const form = useApiForm<Pick<Values, "name">>(object({ name: cardSchema.shape.name }), { defaultValues: { name: "" } });
  const mount = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ js: StripeJs; card: ReturnType<ReturnType<StripeJs["elements"]>["create"]> } | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);

  useEffect(() => {
    let gone = false;
    void loadStripe().then((Stripe) => {
      if (gone || !mount.current || !publishableKey) return;
      const js = Stripe(publishableKey, stripeAccount ? { stripeAccount } : undefined);
      const card = js.elements().create("card", { hidePostalCode: true });
      card.mount(mount.current);
      card.on("change", (ev) => setCardError(ev.error?.message ?? null));
      stripe.current = { js, card };
    }, () => setCardError("The card form could not load. Check your connection and reload the page."));
    return () => {
      gone = true;
      stripe.current?.card.destroy();
    };
  }, [publishableKey, stripeAccount]);

  const pay = async (v: { name: string }) => {
    if (!stripe.current) return;
    const { js } = stripe.current;
    const data = { payment_method: { card: stripe.current.card, billing_details: { name: v.name } } };
    const r = await (isSetup(clientSecret) ? js.confirmCardSetup(clientSecret, data) : js.confirmCardPayment(clientSecret, data));
    const intent = r.paymentIntent ?? r.setupIntent;
    if (intent?.status === "succeeded") setCardError((await onSucceeded(intent)) || null);
    else if (r.error) setCardError(r.error.message);
  };

  return (
    <ApiForm form={form} onSubmit={pay} aria-label="Card details">
      <TextField<{ name: string }> name="name" label="Cardholder name" required autoComplete="cc-name" />
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-foreground" id="card_number-label">Card number</span>
        <div ref={mount} aria-labelledby="card_number-label" className="rounded-md border border-input bg-card px-3 py-2.5" />
        {cardError && <p role="alert" className="text-sm text-danger">{cardError}</p>}
      </div>
      <SubmitButton busyLabel={busyLabel} className="w-full">{submitLabel}</SubmitButton>
    </ApiForm>
  );
}
