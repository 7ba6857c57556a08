import { z } from "@hono/zod-openapi";
import { skipTrialBody } from "@/lib/auth/schemas";
import { dataOf, idParam } from "@/lib/http/schemas";
import { defineModule } from "@/lib/http/module";
import { get, patch, post } from "@/lib/http/route";
import { addCard, activateSuspendedAccount, createPaymentIntent, createSetupIntent, updateBilling } from "./payments";
import { allAssets, archiveUnarchiveAsset } from "./assets";
import { pauseSubscription } from "./pause";
import { updateSubscription } from "./plan-change";
import { changeBillingEmail, getProfile, oldSubscriptions, updateProfile } from "./profile";
import {
  activateBody, archiveAssetBody, billingAsset, billingAssetGroup, billingIntent, billingInvoice, billingPlan, billingProfile, billingSubscription, cardAddBody, changeEmailBody,
  messageAnswer, oldSubscriptionsQuery, pauseBody, profileBody, setupIntentAnswer, updateBillingBody, updateSubscriptionBody,
} from "./schemas";
import { billingNotifications, skipTrial } from "./service";
import { listPlans, subscriptionView } from "./subscription";

/** Every call acts on the caller's own subscription ("user"); paying is open to an account that must pay. */
const own = { tenancy: "user" } as const;
const mustPay = { tenancy: "user", auth: { allowInactive: true } } as const;

/** The billing service (/api/billing, doc 1 s7 and doc 3 s7 "Billing service"). */
export const billingModule = defineModule("billing", [
  post("/stripe/skip-trial", { tenancy: "company", summary: "Trial ended", body: skipTrialBody, response: z.object({ status: z.number(), message: z.string() }) },
    ({ db, ctx, body }) => skipTrial(db, ctx, body.password)),
  get("/stripe/billing-notifications", { tenancy: "company", auth: { allowInactive: true }, summary: "Notification flags", response: z.record(z.string(), z.unknown()) },
    ({ db, ctx }) => billingNotifications(db, ctx)),
  post("/stripe/create-setup-intent", { ...mustPay, summary: "A setup intent to save a card", description: "Nothing is charged. Confirm it with the card form, then POST /stripe/card/add.", response: setupIntentAnswer },
    ({ db, ctx }) => createSetupIntent(db, ctx)),
  post("/stripe/card/add", { ...mustPay, summary: "Card added", description: "The confirmed setup intent's card becomes the subscription's. 422 when it is not confirmed; another account's intent 404.", answers: [404], body: cardAddBody, response: messageAnswer.extend({ card: z.object({ brand: z.string(), last4: z.string() }) }) },
    ({ db, ctx, body }) => addCard(db, ctx, body.setup_intent)),
  post("/stripe/create-payment-intent", { ...mustPay, summary: "The intent that pays the open bill", description: "Opens a bill for an account that must pay (inactive, suspended, payment failed); 422 when nothing is due.", answers: [422], response: billingIntent },
    ({ db, ctx }) => createPaymentIntent(db, ctx)),
  post("/stripe/update-billing", { ...mustPay, summary: "Payment verified", description: "Re-reads the intent; paid, the bill is settled and the account active. 422 while it is not paid.", answers: [404], body: updateBillingBody, response: messageAnswer.extend({ is_account_active: z.boolean() }) },
    ({ db, ctx, body }) => updateBilling(db, ctx, body.payment_intent)),
]);

/** The coach's billing on the main API (/api/v3/billing/..., doc 3 s7 "Billing (main API)"). */
export const billingAccountModule = defineModule("billing", [
  get("/billing/plans", { ...mustPay, summary: "The plans on offer", response: dataOf(z.array(billingPlan)) }, ({ db, ctx }) => listPlans(db, ctx)),
  get("/billing/subscription", { ...mustPay, summary: "The caller's subscription", response: billingSubscription }, ({ db, ctx }) => subscriptionView(db, ctx)),
  get("/billing/profile", { ...own, summary: "The billing profile", response: dataOf(billingProfile) }, ({ db, ctx }) => getProfile(db, ctx)),
  patch("/billing/profile/{id}/update", { ...own, summary: "Billing profile updated", params: idParam, body: profileBody, response: messageAnswer.extend({ data: billingProfile }) },
    ({ db, ctx, params, body }) => updateProfile(db, ctx, params.id, body)),
  post("/billing/change-email", { ...own, summary: "Billing email changed", description: "The account password confirms it (422 on password).", body: changeEmailBody, response: messageAnswer.extend({ data: billingProfile }) },
    ({ db, ctx, body }) => changeBillingEmail(db, ctx, body.email, body.password)),
  patch("/billing/update-subscription", { ...own, summary: "Plan changed, cancelled or resumed", description: "Owner only. change: a dearer plan now, the prorated difference charged to the saved card (422 on card when declined); a cheaper one at the period's end, 422 on plan_id naming the first limit the account's use breaks. cancel: at the period's end. resume: undoes a cancel or pending downgrade.", body: updateSubscriptionBody, response: messageAnswer.extend({ subscription: billingSubscription }) },
    ({ db, ctx, body }) => updateSubscription(db, ctx, body)),
  post("/billing/pause-subscription", { ...own, summary: "Account paused (hibernated)", description: "Owner only (ours: the spec names no call). 1 to 3 months; the paid period moves past the pause; Activate Account wakes it. 422 on months unless the subscription is active or on trial.", body: pauseBody, response: messageAnswer.extend({ paused_until: z.string() }) },
    ({ db, ctx, body }) => pauseSubscription(db, ctx, body.months)),
  get("/billing/all-assets", { ...own, summary: "What counts against the plan's limits", description: "Owner only (403 for staff). For the downgrade screen: each limit a lower plan must hold (contacts, locations, users, products) with the account's use (contacts and products: the fullest location, as the plan change checks) and each location's; products, the one kind with an archived state, listed across the account's locations (the first 200 in catalogue order, `total` in all). Contacts, locations and users are usage only.", response: dataOf(z.array(billingAssetGroup)) },
    ({ db, ctx }) => allAssets(db, ctx)),
  post("/billing/archive-unarchive-asset", { ...own, summary: "One asset archived or brought back", description: "Owner only (403 for staff). type: product (the only asset with an archived state). Another account's id is a 404. Bringing one back counts against its location's plan limit again: 422 { message, limit_exceed: true } naming the limit.", body: archiveAssetBody, response: messageAnswer.extend({ data: billingAsset }) },
    ({ db, ctx, body }) => archiveUnarchiveAsset(db, ctx, body)),
  get("/billing/old-subscriptions", { ...own, summary: "Bills, newest first", description: "Keyset paging: pass next_before as before.", query: oldSubscriptionsQuery, response: dataOf(z.array(billingInvoice)).extend({ next_before: z.number().int().nullable() }) },
    ({ db, ctx, query }) => oldSubscriptions(db, ctx, query)),
  post("/billing/activate-suspended-account", { ...mustPay, summary: "The plan to come back on and the intent that pays it", description: "Pay it with the card form, then POST /api/billing/stripe/update-billing. 422 when the account is active.", body: activateBody, response: billingIntent },
    ({ db, ctx, body }) => activateSuspendedAccount(db, ctx, body.plan_id)),
]);
