/** Doc 3 s9: email settings types. */
export const EMAIL_TYPES = { abandoned: 1, transaction: 2, dunning: 3 } as const;
export type EmailType = (typeof EMAIL_TYPES)[keyof typeof EMAIL_TYPES];

/** The merge fields an email's subject and body may use; each email adds its own link below the body. */
export const EMAIL_FIELDS = ["{name}", "{product}", "{amount}", "{business}"] as const;

/**
 * Wording used until the coach saves their own (not shown in the spec: plain, short and polite).
 * The link (resume, invoices, update card) is always added below the body, so it cannot be lost.
 */
export const DEFAULT_EMAILS: Record<EmailType, { subject: string; body: string }> = {
  1: {
    subject: "You left something behind: {product}",
    body: "Hi {name},\n\nYou started checking out {product} but did not finish. Your order is saved: pick up where you left off with the link below.\n\n{business}",
  },
  2: {
    subject: "Your receipt from {business}",
    body: "Hi {name},\n\nThank you for your purchase of {product}. Total paid: {amount}.\n\nYour invoice is attached. You can see all your invoices and update your card with the links below.\n\n{business}",
  },
  3: {
    subject: "Your payment for {product} did not go through",
    body: "Hi {name},\n\nWe could not charge your card for {product} ({amount}). We will try again in a few days. To keep your subscription, please update your card with the link below.\n\n{business}",
  },
};

/** Doc 3 s9: the default company currency symbol. */
export const DEFAULT_CURRENCY_SYMBOL = "$";
export const DEFAULT_CURRENCY = "USD";

export const SETTINGS_TABS = ["company", "currency", "emails"] as const;
