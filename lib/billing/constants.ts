/** The coach's own billing: copy the spec quotes (doc 1 s9, doc 3 s8) and our own where it is silent. */
export const MSG_PROFILE_UPDATED = "Billing profile has been updated successfully";
export const MSG_EMAIL_UPDATED = "Billing email has been updated successfully";
export const MSG_CARD_ADDED = "Card has been added successfully!";
export const MSG_PAYMENT_VERIFIED = "Payment has been verified successfully!";
/** Client copy of the payment component (components/billing/payment-dialog.tsx). */
export const MSG_INTENT_FAILED = "Oops! Looks like something went wrong, please try after some time.";
export const MSG_VERIFY_FAILED = "Looks like something went wrong, please try after some time!";
export const MSG_ALREADY_CONFIRMED = "This payment was already successfully confirmed.";
export const MSG_CANCELLED = "This payment was cancelled.";

// Ours (the spec shows none).
export const MSG_NO_PAYMENT_DUE = "There is no payment due on your account.";
export const MSG_NOT_PAID = "The payment has not been completed yet.";
export const MSG_CARD_NOT_SAVED = "The card has not been confirmed yet.";
export const MSG_NEEDS_CARD = "Please add a card before upgrading your plan.";
export const MSG_OPEN_INVOICE = "Please pay your open invoice before changing your plan.";
export const MSG_SAME_PLAN = "You are already on this plan.";
export const MSG_NOT_CANCELLING = "Your subscription is not set to cancel.";
export const MSG_ALREADY_CANCELLING = "Your subscription is already set to cancel at the end of the period.";
export const MSG_NOT_SUSPENDED = "Your account is active: there is nothing to reactivate.";
export const MSG_RESUMED = "Your subscription has been resumed successfully!";
export const msgUpgraded = (plan: string) => `Your plan has been upgraded to ${plan} successfully!`;
export const msgChanged = (plan: string) => `Your plan has been changed to ${plan} successfully!`;
export const msgDowngradeScheduled = (plan: string, on: string) => `Your plan will change to ${plan} on ${on}.`;
export const msgCancelScheduled = (on: string) => `Your subscription will end on ${on}.`;
export const msgOverLimit = (what: string, used: number, limit: number) =>
  `The ${what} you use (${used.toLocaleString("en-US")}) are more than this plan allows (${limit.toLocaleString("en-US")}). Archive or remove some first.`;
export const MSG_CANNOT_PAUSE = "Only an active subscription can be paused.";
export const msgPaused = (until: string) => `Your account is paused until ${until}. Activate it any time to pick up where you left off.`;
/** How long a pause may last (issue 30: "a 1–3 month pause"). */
export const PAUSE_MONTHS = [1, 2, 3] as const;

/**
 * The downgrade screen (/account/{subscription}/downgrade, ours: the spec names only its calls).
 * The limits a lower plan must hold (what `PATCH /billing/update-subscription` checks), in the
 * meters' order; the monthly SMS and email counts start again each month, so they never block it.
 */
export const DOWNGRADE_LIMITS = ["contacts", "locations", "users", "products"] as const;
/**
 * What can be archived to make room: only what has an archived state of its own in the schema
 * (`checkout_products.archived`, which the products limit leaves out). Contacts, locations and
 * users have none: they are usage only, removed on their own screens.
 */
export const ARCHIVABLE_ASSETS = ["product"] as const;
/** The assets listed per limit (the account's catalogue, every location): the first this many, with the total. */
export const ALL_ASSETS_CAP = 200;
export const msgAssetArchived = (archived: boolean) => `Product has been ${archived ? "archived" : "unarchived"} successfully!`;
