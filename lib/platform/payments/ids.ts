import { randomBytes } from "node:crypto";

/** Stripe-style object ids: a prefix and 24 random characters. */
export const objectId = (prefix: string) => `${prefix}_${randomBytes(18).toString("base64url").replace(/[-_]/g, "x").slice(0, 24)}`;
