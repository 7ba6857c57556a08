import "server-only";
import type { Db } from "@/db";
import type { Ctx } from "@/lib/auth/access";
import { sendInvoiceEmail } from "./emails";
import { invoiceDownload } from "./invoice-pdf";
import { chargeInvoice, orderInvoice, subscriptionInvoice } from "./invoices";

type Loc = Pick<Ctx, "locationId">;

/** PUT /order-invoice/{id}/send: the order's invoice to its buyer. */
export async function sendOrderInvoice(db: Db, ctx: Loc, orderId: number) {
  await sendInvoiceEmail(db, await orderInvoice(db, ctx.locationId, orderId));
  return { status: 1, message: "Order invoice has been send successfully!" };
}

/** PUT /subscription-invoice/{id}/send: a subscription's first-payment invoice. */
export async function sendSubscriptionInvoice(db: Db, ctx: Loc, subscriptionId: number) {
  await sendInvoiceEmail(db, await subscriptionInvoice(db, ctx.locationId, subscriptionId));
  return { status: 1, message: "Subscription invoice has been send successfully!" };
}

/** PUT /subscription-charge-invoice/{id}/send: one renewal's invoice, by its paid subscription log. */
export async function sendChargeInvoice(db: Db, ctx: Loc, logId: number) {
  await sendInvoiceEmail(db, await chargeInvoice(db, ctx.locationId, logId));
  return { status: 1, message: "Subscription invoice has been send successfully!" };
}

/** GET /order-invoice/{id}/download: the order's invoice PDF (invoice-<hex>.pdf). */
export async function downloadOrderInvoice(db: Db, ctx: Loc, orderId: number) {
  return invoiceDownload(db, await orderInvoice(db, ctx.locationId, orderId));
}

/** GET /subscription-charge-invoice/{id}/download: one renewal's invoice PDF, by its paid subscription log. */
export async function downloadChargeInvoice(db: Db, ctx: Loc, logId: number) {
  return invoiceDownload(db, await chargeInvoice(db, ctx.locationId, logId));
}
