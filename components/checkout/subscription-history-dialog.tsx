"use client";

import { useQuery } from "@tanstack/react-query";
import { History } from "lucide-react";
import { ListLoading } from "@/components/list/list-states";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { checkout } from "@/lib/api/client";
import { checkoutKeys } from "@/lib/checkout/hooks";
import type { Subscription } from "@/lib/checkout/subscription-hooks";
import { formatDate } from "@/lib/format";
import { DownloadInvoiceButton, SendInvoiceButton } from "./invoice-buttons";
import { useMoney } from "./company-currency";

const KIND: Record<string, [string, BadgeVariant]> = { paid: ["Paid", "success"], failed: ["Failed", "danger"], trial: ["Trial", "neutral"], canceled: ["Cancelled", "outline"], updated: ["Updated", "neutral"] };

/** A subscription's history (GET /order/{id}/all-subscription-logs): each paid renewal's invoice can be sent or downloaded. */
export function SubscriptionHistoryDialog({ sub, onClose }: { sub: Subscription | null; onClose: () => void }) {
  const money = useMoney();
  const logs = useQuery({
    queryKey: [...checkoutKeys.all, "subscription-history", sub?.id ?? 0],
    queryFn: ({ signal }) => checkout.get("/order/{id}/all-subscription-logs", { params: { id: sub!.id }, signal }).then((r) => r.data),
    enabled: sub !== null,
  });
  return (
    <Dialog open={sub !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Subscription history</DialogTitle>
          <DialogDescription>{sub ? `${sub.name} · ${sub.email}` : ""}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          {logs.isError ? (
            <p role="alert" className="text-sm text-danger">We couldn’t load this history. Please try again.</p>
          ) : !logs.data ? (
            <ListLoading label="Loading history" />
          ) : logs.data.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <History className="size-4" aria-hidden="true" />
              Nothing has happened to this subscription yet.
            </p>
          ) : (
            <ul className="divide-y divide-border rounded-lg border border-border text-sm">
              {logs.data.map((l) => {
                const [label, variant] = KIND[l.kind] ?? [l.kind, "neutral"];
                return (
                  <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                    <span className="flex min-w-0 flex-col">
                      <span className="[overflow-wrap:anywhere]">{l.message}</span>
                      <span className="text-xs text-muted-foreground">{formatDate(l.date_created)}</span>
                    </span>
                    <span className="flex items-center gap-2 tabular-nums">
                      <Badge variant={variant}>{label}</Badge>
                      {l.amount !== null && sub && money(l.amount, sub.currency)}
                      {l.has_invoice && sub && (
                        <>
                          <DownloadInvoiceButton chargeLogId={l.id} who={`${sub.name} (${formatDate(l.date_created)})`} />
                          <SendInvoiceButton target={{ kind: "charge", id: l.id }} who={sub.name} />
                        </>
                      )}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>Close</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
