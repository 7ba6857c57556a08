"use client";

import { Download, Send } from "lucide-react";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { checkout } from "@/lib/api/client";

/** GET /order-invoice/{id}/download: the PDF under its random invoice-<hex>.pdf name. */
export const invoiceDownloadUrl = (orderId: number) => `/api/checkout/order-invoice/${orderId}/download`;
/** GET /subscription-charge-invoice/{id}/download: a renewal's PDF, by its paid log. */
export const chargeInvoiceDownloadUrl = (logId: number) => `/api/checkout/subscription-charge-invoice/${logId}/download`;

type Target = { kind: "order"; id: number } | { kind: "subscription"; id: number } | { kind: "charge"; id: number };

/** Mails an invoice (with its PDF) to the buyer: an order's, a subscription's first payment, or one renewal's. */
export function SendInvoiceButton({ target, who }: { target: Target; who: string }) {
  const send = useApiMutation({
    mutationFn: () =>
      target.kind === "order"
        ? checkout.put("/order-invoice/{id}/send", { params: { id: target.id } })
        : target.kind === "subscription"
          ? checkout.put("/subscription-invoice/{id}/send", { params: { id: target.id } })
          : checkout.put("/subscription-charge-invoice/{id}/send", { params: { id: target.id } }),
    success: (d) => d.message,
  });
  return (
    <Button variant="outline" size="sm" loading={send.isPending} loadingText="Sending" onClick={() => send.mutate()} aria-label={`Send the invoice to ${who}`}>
      <Send className="size-3.5" aria-hidden="true" />
      Invoice
    </Button>
  );
}

/** An order's invoice PDF, or (chargeLogId) one renewal's. */
export function DownloadInvoiceButton({ orderId, chargeLogId, who }: { orderId?: number; chargeLogId?: number; who: string }) {
  return (
    <Button variant="ghost" size="icon-sm" asChild>
      <a href={chargeLogId !== undefined ? chargeInvoiceDownloadUrl(chargeLogId) : invoiceDownloadUrl(orderId!)} download aria-label={`Download ${who}'s invoice`} title="Download the invoice (PDF)">
        <Download className="size-3.5" aria-hidden="true" />
      </a>
    </Button>
  );
}

/** The subscription menu's billing actions: its first invoice, and a card-update link by email. */
export function useSubscriptionBillingActions() {
  const sendInvoice = useApiMutation({
    mutationFn: (subscriptionId: number) => checkout.put("/subscription-invoice/{id}/send", { params: { id: subscriptionId } }),
    success: (d) => d.message,
  });
  const sendCardEmail = useApiMutation({
    mutationFn: (orderId: number) => checkout.put("/order/{id}/update-card-email", { params: { id: orderId } }),
    success: (d) => d.message,
  });
  return { sendInvoice: sendInvoice.mutate, sendCardEmail: sendCardEmail.mutate };
}
