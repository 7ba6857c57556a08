import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { billingInvoices, subscriptions, users } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { verifyPassword } from "@/lib/auth/password";
import { attemptSucceeded, beginAttempt } from "@/lib/auth/login";
import { forbidden, validationError } from "@/lib/http/errors";

export const SKIP_TRIAL_DONE = "Paid subscription has been started successfully!";
const DAY = 86_400_000;
/** Card-expiry bar shows from this many days before the card expires. */
export const CARD_EXPIRY_NOTICE_DAYS = 30;

/** Ends the trial and starts billing, after checking the account password. */
export async function skipTrial(db: Db, ctx: Ctx, password: string) {
  // Billing is the account owner's decision: staff (even with their own password) may not.
  if (!ctx.isOrganizationOwner) throw forbidden();
  const attempt = await beginAttempt(db, `skip-trial:${ctx.userId}`, null, "password");
  const [u] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, ctx.userId));
  if (!u || !(await verifyPassword(u.hash, password))) {
    throw validationError({ password: ["The password is incorrect."] });
  }
  await attemptSucceeded(db, attempt);
  const updated = await db
    .update(subscriptions)
    .set({ status: "active", trialEndsAt: new Date(), updatedAt: new Date() })
    .where(and(eq(subscriptions.userId, ctx.userId), eq(subscriptions.status, "trialing")))
    .returning({ id: subscriptions.id });
  if (!updated.length) throw validationError({ password: ["Your account is not on a trial."] }, "Your account is not on a trial.");
  return { status: 1, message: SKIP_TRIAL_DONE };
}

/** GET /stripe/billing-notifications: what the shell's notification bars need. */
export async function billingNotifications(db: Db, ctx: Ctx) {
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.userId, ctx.userId));
  // The failed bill names the failure: a dismissed bar returns on a new one (lib/shell/rules.ts).
  const [open] = sub?.isPaymentFailed
    ? await db.select({ id: billingInvoices.id }).from(billingInvoices).where(and(eq(billingInvoices.subscriptionId, sub.id), eq(billingInvoices.status, "open")))
    : [];
  const daysLeft = sub?.cardExpiresAt ? Math.ceil((sub.cardExpiresAt.getTime() - Date.now()) / DAY) : null;
  return {
    has_stripe_subscription: Boolean(sub && sub.status !== "trialing"),
    card_expire_notification: daysLeft != null && daysLeft <= CARD_EXPIRY_NOTICE_DAYS,
    card_expire_in_days: daysLeft,
    is_payment_failed: Boolean(sub?.isPaymentFailed),
    has_trial: sub?.status === "trialing",
    failed_invoice_id: open?.id ?? null,
  };
}
