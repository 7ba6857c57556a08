import "server-only";
import { and, eq, gt, notExists, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { checkoutProducts, checkoutSentEmails, checkoutSubscriptionLogs, checkoutSubscriptions } from "@/db/schema";
import { createCardLink } from "./card-link";
import { sendCheckoutEmail } from "./emails";
import { formatMoney } from "@/lib/platform/payments/money";
import { EMAIL_TYPES } from "./settings-constants";

const LOOK_BACK_DAYS = 7;
const BATCH = 100;

/**
 * The dunning email (type 3) for each failed renewal of a subscription still past due (the
 * renewal job retries after 3, 5 and 7 days, then cancels: a cancelled one gets no card link).
 * Each email carries a fresh card-update link. The ledger row is claimed first: a repeat sends nothing.
 */
export async function sendDunningEmails(db: Db): Promise<number> {
  const failed = await db
    .select({ logId: checkoutSubscriptionLogs.id, s: checkoutSubscriptions, product: checkoutProducts.name })
    .from(checkoutSubscriptionLogs)
    .innerJoin(checkoutSubscriptions, and(eq(checkoutSubscriptions.id, checkoutSubscriptionLogs.subscriptionId), eq(checkoutSubscriptions.locationId, checkoutSubscriptionLogs.locationId)))
    .innerJoin(checkoutProducts, and(eq(checkoutProducts.id, checkoutSubscriptions.productId), eq(checkoutProducts.locationId, checkoutSubscriptions.locationId)))
    .where(
      and(
        eq(checkoutSubscriptionLogs.kind, "failed"),
        eq(checkoutSubscriptions.status, "past_due"),
        gt(checkoutSubscriptionLogs.createdAt, sql`now() - make_interval(days => ${LOOK_BACK_DAYS})`),
        notExists(db.select({ one: sql`1` }).from(checkoutSentEmails).where(and(eq(checkoutSentEmails.kind, "dunning"), eq(checkoutSentEmails.refId, checkoutSubscriptionLogs.id)))),
      ),
    )
    .orderBy(checkoutSubscriptionLogs.id)
    .limit(BATCH);
  let sent = 0;
  for (const { logId, s, product } of failed) {
    const [claim] = await db.insert(checkoutSentEmails).values({ locationId: s.locationId, kind: "dunning", refId: logId }).onConflictDoNothing().returning({ id: checkoutSentEmails.id });
    if (!claim) continue;
    const emailId = await sendCheckoutEmail(db, {
      type: EMAIL_TYPES.dunning,
      locationId: s.locationId,
      to: s.email,
      contactId: s.contactId,
      vars: { name: s.name, product, amount: formatMoney(s.amount, s.currency), business: "" },
      links: [{ label: "Update your card", url: await createCardLink(db, s) }],
      sourceId: s.orderId,
      sensitive: true,
    });
    await db.update(checkoutSentEmails).set({ emailId }).where(eq(checkoutSentEmails.id, claim.id));
    if (emailId) sent++;
  }
  return sent;
}
