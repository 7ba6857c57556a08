import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { accountSignups, users } from "@/db/schema";
import { defaultLocationId } from "@/lib/auth/access";
import { hashPassword } from "@/lib/auth/password";
import { hashToken, newToken } from "@/lib/auth/tokens";
import { validationError } from "@/lib/http/errors";
import { GOOGLE_PROVIDER, MSG_GOOGLE_EMAIL_UNVERIFIED, MSG_GOOGLE_NO_LOCATION, SIGNUP_TTL_MS } from "./constants";

/** The OpenID Connect claims of a Google account that sign-in reads. */
export type GoogleProfile = { sub?: string; email?: string | null; email_verified?: boolean | string | null; name?: string | null };

export type GoogleOutcome =
  /** An account with this email exists: sign its user in. */
  | { kind: "signin"; userId: number }
  /** A new email: a sign-up was started with the email verified; go on at the business step. */
  | { kind: "signup"; token: string };

/** Google sends email_verified as a boolean, some older tokens as the string "true". */
const verified = (v: GoogleProfile["email_verified"]) => v === true || v === "true";

/**
 * A Google sign-in (Login or Register): an existing account by email signs in; a new email
 * starts the sign-up token flow (lib/account-signup/service.ts) with the email already verified
 * and no phone step, so the person goes on at Verify Business. An unverified Google email is
 * refused with a 422 (doc 1 s8's social sign-up answers). No password: the account gets an
 * unusable random one (Forgot password sets a real one).
 */
export async function googleSignIn(db: Db, profile: GoogleProfile): Promise<GoogleOutcome> {
  const email = profile.email?.trim();
  if (!email || !verified(profile.email_verified)) throw validationError({ email: [MSG_GOOGLE_EMAIL_UNVERIFIED] });
  const [user] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1);
  if (user) {
    if ((await defaultLocationId(db, user.id)) == null) throw validationError({ email: [MSG_GOOGLE_NO_LOCATION] });
    return { kind: "signin", userId: user.id };
  }
  const token = newToken();
  const now = new Date();
  await db.insert(accountSignups).values({
    tokenHash: hashToken(token),
    fullName: profile.name?.trim() || email.split("@")[0],
    email,
    phone: "",
    passwordHash: await hashPassword(newToken()),
    emailVerifiedAt: now,
    provider: GOOGLE_PROVIDER,
    expiresAt: new Date(now.getTime() + SIGNUP_TTL_MS),
  });
  return { kind: "signup", token };
}
