import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { users } from "@/db/schema";
import { attemptSucceeded, beginAttempt } from "@/lib/auth/login";
import { verifyPassword } from "@/lib/auth/password";
import { validationError } from "@/lib/http/errors";
import { MSG } from "./constants";

/**
 * Re-authentication before a sensitive change (email, password, 2FA): the caller's current
 * password, with failures counted like sign-in failures so a stolen session cannot guess it.
 * Answers the user's stored hash (the caller may compare a new password with it).
 */
export async function confirmPassword(db: Db, userId: number, password: string | undefined, ip: string | null, field = "current_password"): Promise<string> {
  if (!password) throw validationError({ [field]: [MSG.currentPasswordRequired] });
  const attempt = await beginAttempt(db, `reauth:${userId}`, ip, field);
  const [u] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!u || !(await verifyPassword(u.hash, password))) throw validationError({ [field]: [MSG.currentPasswordWrong] });
  await attemptSucceeded(db, attempt);
  return u.hash;
}
