"use client";

import { useState } from "react";
import { CircleCheck, Download, FileText } from "lucide-react";
import { CardForm } from "@/components/payments/card-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { checkout, type CheckoutAnswer } from "@/lib/api/client";
import { ApiError } from "@/lib/http/client";
import { formatDate } from "@/lib/format";

type CardPage = CheckoutAnswer<"get", "/public/card/{token}">;
type Intent = CheckoutAnswer<"post", "/public/card/{token}/intent">;

const STATUS: Record<string, string> = { trialing: "In trial", active: "Active", paused: "Paused", past_due: "Payment overdue", canceled: "Cancelled" };
const FAILED = "Looks like something went wrong, please try after some time!";
const messageOf = (err: unknown) => (err instanceof ApiError ? ((err.body as { message?: string } | null)?.message ?? FAILED) : FAILED);

/** The buyer's subscription by link: status, invoices to download, and a new card (an overdue renewal is paid with it). */
export function CardUpdate({ token, initial }: { token: string; initial: CardPage }) {
  const [page, setPage] = useState(initial);
  const [intent, setIntent] = useState<Intent | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const begin = async () => {
    setBusy(true);
    setError(null);
    try {
      setIntent(await checkout.post("/public/card/{token}/intent", { params: { token } }));
    } catch (err) {
      setError(messageOf(err));
    }
    setBusy(false);
  };
  const finish = async () => {
    setBusy(true);
    try {
      setPage(await checkout.post("/public/card/{token}/finish", { params: { token } }));
      setIntent(null);
    } catch (err) {
      setError(messageOf(err));
    }
    setBusy(false);
  };

  return (
    <div className="flex w-full max-w-lg flex-col gap-4">
      <section aria-labelledby="sub-title" className="flex flex-col gap-3 rounded-lg border border-border bg-card p-5 shadow-sm sm:p-8">
        <p className="text-sm text-muted-foreground">{page.business}</p>
        <div className="flex flex-wrap items-center gap-2">
          <h1 id="sub-title" className="text-2xl font-semibold [overflow-wrap:anywhere] text-foreground">{page.product}</h1>
          <Badge variant={page.status === "past_due" ? "danger" : page.status === "canceled" ? "outline" : "success"}>{STATUS[page.status] ?? page.status}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {page.name} · {page.email} · <span className="tabular-nums">{page.amount}</span>
          {page.next_billing_at && page.status !== "canceled" && <> · next payment {formatDate(page.next_billing_at)}</>}
        </p>

        {page.updated ? (
          <p role="status" className="flex items-center gap-2 rounded-md bg-success-tint px-3 py-2 text-sm text-success-strong">
            <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
            Your card has been updated.{page.status === "active" && " Your subscription is active."}
          </p>
        ) : page.can_update ? (
          <div className="flex flex-col gap-3 border-t border-border pt-4">
            <h2 className="text-base font-semibold text-foreground">Update your card</h2>
            {page.due && <p className="text-sm text-muted-foreground">Your overdue payment of <strong className="text-foreground tabular-nums">{page.due}</strong> is charged to the new card.</p>}
            {error && <p role="alert" className="rounded-md bg-danger-tint p-3 text-sm text-danger-strong">{error}</p>}
            {intent ? (
              busy ? (
                <p role="status" className="text-sm text-muted-foreground">Saving your card…</p>
              ) : (
                <CardForm
                  clientSecret={intent.client_secret}
                  mode={intent.mode}
                  publishableKey={intent.publishable_key}
                  stripeAccount={intent.stripe_account}
                  submitLabel={page.due ? `Pay ${page.due} and save card` : "Save card"}
                  onSucceeded={() => void finish()}
                />
              )
            ) : (
              <Button className="w-full sm:w-auto" loading={busy} loadingText="Preparing" onClick={() => void begin()}>
                Enter a new card
              </Button>
            )}
          </div>
        ) : null}
      </section>

      <section aria-labelledby="invoices-title" className="flex flex-col gap-3 rounded-lg border border-border bg-card p-5 shadow-sm sm:p-8">
        <h2 id="invoices-title" className="text-base font-semibold text-foreground">Your invoices</h2>
        {page.invoices.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <FileText className="size-4" aria-hidden="true" />
            No invoices yet.
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {page.invoices.map((i) => (
              <li key={i.id} className="flex min-w-0 items-center justify-between gap-3 py-2.5">
                <span className="flex min-w-0 flex-col">
                  <span className="text-sm font-medium text-foreground">{i.number}</span>
                  <span className="text-xs text-muted-foreground">
                    {formatDate(i.date)}
                    {i.test && " · test"}
                  </span>
                </span>
                <span className="flex shrink-0 items-center gap-2">
                  <span className="text-sm tabular-nums">{i.amount}</span>
                  <Button variant="outline" size="sm" asChild>
                    <a href={`/api/checkout/public/card/${token}/invoice/${i.id}`} download>
                      <Download className="size-3.5" aria-hidden="true" />
                      {/* The visible "PDF" stays part of the link's name (WCAG 2.5.3). */}
                      <span className="sr-only">Download invoice {i.number} </span>PDF
                    </a>
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
