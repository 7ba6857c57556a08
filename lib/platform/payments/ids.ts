import { randomBytes } from "node:crypto";

/** Stripe-style object ids: a prefix and 24 random characters. */
export const objectId = (prefix: string) => `${prefix}_${randomBytes(18).toString("base64url").replace(/[-_]/g, "x").slice(0, 24)}`;

/**
 * The platform's own account, where the coach's own subscription is paid (lib/billing): Stripe
 * mode sends no Stripe-Account header for it; the embedded processor keeps its objects under it.
 */
export const PLATFORM_ACCOUNT = "platform";
