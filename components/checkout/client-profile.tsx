"use client";

import { useState } from "react";
import { CreditCard, Pencil } from "lucide-react";
import { ListLoading } from "@/components/list/list-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useClientDetail, type Client } from "@/lib/checkout/client-hooks";
import { formatDate } from "@/lib/format";
import { useMoney } from "./company-currency";
import { ClientCardDialog } from "./client-card-dialog";


/** "$40.00 · €25.00": live money per currency, or a dash. */
export const spentText = (spent: { currency: string; amount: number }[], money: ReturnType<typeof useMoney>) => (spent.length ? spent.map((s) => money(s.amount, s.currency)).join(" · ") : "—");

const BRANDS: Record<string, string> = { visa: "Visa", mastercard: "Mastercard", amex: "American Express" };
/** "Visa ending 4242". */
export const cardText = (card: { brand: string; last4: string }) => `${BRANDS[card.brand] ?? "Card"} ending ${card.last4}`;

/**
 * A client's figures, one-time purchases and subscriptions (GET analytics, purchases,
 * subscriptions); with `canUpdateCard`, "Update card" per processor of a live subscription.
 */
export function ClientProfileDialog({ client, onClose, onEdit, canUpdateCard = false }: { client: Client | null; onClose: () => void; onEdit?: (c: Client) => void; canUpdateCard?: boolean }) {
  const money = useMoney();
  const detail = useClientDetail(client?.id ?? null);
  const d = detail.data;
  const name = client ? `${client.first_name} ${client.last_name}`.trim() || client.email || "Client" : "";
  const [cardFor, setCardFor] = useState<number | null>(null);
  // One card per processor: the card update covers the client's live subscriptions on it.
  const live = (d?.subscriptions ?? []).filter((s) => s.status !== "canceled" && s.processor_id !== null);
  const processors = [...new Set(live.map((s) => s.processor_id!))];
  return (
    <>
    <Dialog open={client !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{name}</DialogTitle>
          <DialogDescription>{client?.email ?? "No email"}{client?.number ? ` · ${client.number}` : ""}</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-5">
          {detail.isError ? (
            <p role="alert" className="text-sm text-danger">We couldn’t load this client. Please try again.</p>
          ) : !d ? (
            <ListLoading label="Loading client" />
          ) : (
            <>
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Client figures (test purchases left out)">
                {([["Orders", String(d.analytics.orders)], ["Spent", spentText(d.analytics.spent, money)], ["Refunded", spentText(d.analytics.refunded, money)], ["Active subscriptions", String(d.analytics.active_subscriptions)]] as const).map(([label, value]) => (
                  <div key={label} className="min-w-0 rounded-lg border border-border bg-card p-3">
                    <dt className="text-xs text-muted-foreground">{label}</dt>
                    <dd className="font-semibold tabular-nums text-foreground [overflow-wrap:anywhere]">{value}</dd>
                  </div>
                ))}
              </dl>
              <section aria-labelledby="client-purchases">
                <h3 id="client-purchases" className="mb-2 text-sm font-semibold text-foreground">One-time purchases</h3>
                {d.purchases.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No one-time purchases.</p>
                ) : (
                  <ul className="divide-y divide-border rounded-lg border border-border text-sm">
                    {d.purchases.map((p) => (
                      <li key={p.order_id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                        <span className="min-w-0 [overflow-wrap:anywhere]">{p.product_name}</span>
                        <span className="flex items-center gap-2 tabular-nums">
                          {p.test && <Badge variant="outline">Test</Badge>}
                          {p.amount_refunded > 0 && <Badge variant="neutral">Refunded {money(p.amount_refunded, p.currency)}</Badge>}
                          {money(p.total, p.currency)}
                          <span className="text-muted-foreground">{p.paid_at ? formatDate(p.paid_at) : ""}</span>
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <section aria-labelledby="client-subscriptions">
                <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                  <h3 id="client-subscriptions" className="text-sm font-semibold text-foreground">Subscriptions</h3>
                  {canUpdateCard &&
                    processors.map((p) => {
                      const products = live.filter((s) => s.processor_id === p).map((s) => s.product_name);
                      return (
                        <Button key={p} size="sm" variant="outline" onClick={() => setCardFor(p)} aria-label={processors.length > 1 ? `Update card for ${products.join(", ")}` : undefined}>
                          <CreditCard aria-hidden="true" />
                          Update card{processors.length > 1 ? `: ${products[0]}${products.length > 1 ? ` +${products.length - 1}` : ""}` : ""}
                        </Button>
                      );
                    })}
                </div>
                {d.subscriptions.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No subscriptions.</p>
                ) : (
                  <ul className="divide-y divide-border rounded-lg border border-border text-sm">
                    {d.subscriptions.map((s) => (
                      <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                        <span className="flex min-w-0 flex-col">
                          <span className="[overflow-wrap:anywhere]">{s.product_name}</span>
                          {s.card && <span className="text-xs text-muted-foreground">{cardText(s.card)}</span>}
                        </span>
                        <span className="flex items-center gap-2 tabular-nums">
                          {s.test && <Badge variant="outline">Test</Badge>}
                          <Badge variant={s.status === "past_due" ? "danger" : "neutral"}>{s.status.replace("_", " ")}</Badge>
                          {money(s.amount, s.currency)} / {s.interval}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </>
          )}
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>Close</Button>
          {onEdit && client && (
            <Button onClick={() => onEdit(client)}>
              <Pencil aria-hidden="true" />
              Edit profile
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
    <ClientCardDialog target={client && cardFor !== null ? { clientId: client.id, name, processorId: cardFor } : null} onClose={() => setCardFor(null)} />
    </>
  );
}
