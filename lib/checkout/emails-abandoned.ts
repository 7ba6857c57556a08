import "server-only";
import { and, eq, gt, inArray, lte, notExists, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { checkoutOrders, checkoutProducts, checkoutSentEmails } from "@/db/schema";
import { appUrl } from "@/lib/auth/app-url";
import { processorNow } from "@/lib/platform/payments";
import { sendCheckoutEmail } from "./emails";
import { formatMoney } from "@/lib/platform/payments/money";
import { EMAIL_TYPES } from "./settings-constants";

/** Doc 3 email type 1: an order left unpaid this long gets its one reminder. */
export const ABANDONED_AFTER_MINUTES = 60;
/**
 * Orders older than this (real time) are not chased: a coach turning the email on does not mail
 * last year's visitors. Age itself is read on the processor's clock, which tests move forward.
 */
const LOOK_BACK_DAYS = 7;
const BATCH = 100;

/**
 * Sends the abandoned-checkout email (type 1) once per order left unpaid for 60 minutes of the
 * processor's clock. Skipped when the buyer has since paid for the product (recovered). The
 * sent-email ledger row is claimed first, in its own statement, so a repeated run sends nothing twice.
 */
export async function sendAbandonedEmails(db: Db): Promise<number> {
  const now = await processorNow(db);
  const due = await db
    .select({ o: checkoutOrders, product: checkoutProducts.name, productPublicId: checkoutProducts.publicId })
    .from(checkoutOrders)
    .innerJoin(checkoutProducts, and(eq(checkoutProducts.id, checkoutOrders.productId), eq(checkoutProducts.locationId, checkoutOrders.locationId)))
    .where(
      and(
        inArray(checkoutOrders.status, ["pending", "failed", "requires_action"]),
        lte(checkoutOrders.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MINUTES * 60_000)),
        gt(checkoutOrders.createdAt, new Date(Date.now() - LOOK_BACK_DAYS * 86_400_000)),
        notExists(db.select({ one: sql`1` }).from(checkoutSentEmails).where(and(eq(checkoutSentEmails.kind, "abandoned"), eq(checkoutSentEmails.refId, checkoutOrders.id)))),
      ),
    )
    .orderBy(checkoutOrders.id)
    .limit(BATCH);
  let sent = 0;
  for (const { o, product, productPublicId } of due) {
    const [paidSince] = await db
      .select({ id: checkoutOrders.id })
      .from(checkoutOrders)
      .where(and(eq(checkoutOrders.locationId, o.locationId), eq(checkoutOrders.productId, o.productId), eq(checkoutOrders.email, o.email), eq(checkoutOrders.status, "paid"), gt(checkoutOrders.id, o.id)))
      .limit(1);
    const [claim] = await db.insert(checkoutSentEmails).values({ locationId: o.locationId, kind: "abandoned", refId: o.id }).onConflictDoNothing().returning({ id: checkoutSentEmails.id });
    if (!claim || paidSince) continue;
    const emailId = await sendCheckoutEmail(db, {
      type: EMAIL_TYPES.abandoned,
      locationId: o.locationId,
      to: o.email,
      contactId: o.contactId,
      vars: { name: o.name, product, amount: formatMoney(o.total, o.currency), business: "" },
      links: [{ label: "Complete your order", url: `${appUrl()}/buy/${productPublicId}?order=${o.publicId}` }],
      sourceId: o.id,
    });
    await db.update(checkoutSentEmails).set({ emailId }).where(eq(checkoutSentEmails.id, claim.id));
    if (emailId) sent++;
  }
  return sent;
}

/** The abandoned email's resume link (/buy/{product}?order={order}): the unpaid order's buyer details, to fill the form again. */
export async function resumableOrder(db: Db, productId: number, orderPublicId: string | undefined) {
  if (!orderPublicId || !/^[A-Za-z0-9]{8,40}$/.test(orderPublicId)) return null;
  const [o] = await db
    .select({ name: checkoutOrders.name, email: checkoutOrders.email, bumps: checkoutOrders.bumpIds })
    .from(checkoutOrders)
    .where(and(eq(checkoutOrders.publicId, orderPublicId), eq(checkoutOrders.productId, productId), inArray(checkoutOrders.status, ["pending", "failed", "requires_action"])));
  return o ?? null;
}
