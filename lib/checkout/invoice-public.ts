import "server-only";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "@/db";
import { checkoutCardLinks, checkoutInvoices, checkoutOrders } from "@/db/schema";
import { hashToken } from "@/lib/auth/tokens";
import { notFound } from "@/lib/http/errors";
import { invoiceDownload } from "./invoice-pdf";
import { orderInvoice } from "./invoices";

/** GET /public/order/{order}/invoice: a receipt's link; the order's unguessable public id is the key. */
export async function publicOrderInvoice(db: Db, orderPublicId: string) {
  const [o] = await db.select({ id: checkoutOrders.id, locationId: checkoutOrders.locationId }).from(checkoutOrders).where(and(eq(checkoutOrders.publicId, orderPublicId), eq(checkoutOrders.status, "paid")));
  if (!o) throw notFound("Invoice");
  return invoiceDownload(db, await orderInvoice(db, o.locationId, o.id));
}

/** GET /public/card/{token}/invoice/{id}: one invoice of the link's subscription. */
export async function publicCardInvoice(db: Db, token: string, invoiceId: number) {
  const [row] = await db
    .select({ inv: checkoutInvoices })
    .from(checkoutCardLinks)
    .innerJoin(checkoutInvoices, and(eq(checkoutInvoices.orderId, checkoutCardLinks.orderId), eq(checkoutInvoices.locationId, checkoutCardLinks.locationId)))
    .where(and(eq(checkoutCardLinks.tokenHash, hashToken(token)), gt(checkoutCardLinks.expiresAt, new Date()), eq(checkoutInvoices.id, invoiceId)));
  if (!row) throw notFound("Invoice");
  return invoiceDownload(db, row.inv);
}
