import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { loginTokens, passwordResets, users } from "@/db/schema";
import { validationError } from "@/lib/http/errors";
import { sendEmail } from "@/lib/platform/email";
import { revokeAllTokens } from "./access";
import { PASSWORD_RESET_TTL_MS } from "./constants";
import { hashPassword } from "./password";
import { hashToken, newToken } from "./tokens";

export const FORGOT_SENT = "If an account exists for that email, we have sent a password reset link.";
export const RESET_INVALID = "This password reset link is invalid or has expired.";

/** Always answers the same, whether or not the email has an account. */
export async function requestPasswordReset(db: Db, email: string, origin: string): Promise<void> {
  const [user] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  if (!user) return;
  const token = newToken();
  await db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
  });
  const link = `${origin}/password/${token}/reset`;
  await sendEmail(db, {
    to: user.email,
    userId: user.id,
    sensitive: true,
    subject: "Reset your password",
    text: `Hi ${user.fullName},\n\nWe received a request to reset your password. Open this link within 60 minutes to choose a new one:\n${link}\n\nIf you did not ask for this, you can ignore this email.`,
    html: `<p>Hi ${escapeHtml(user.fullName)},</p><p>We received a request to reset your password. Open this link within 60 minutes to choose a new one:</p><p><a href="${link}">Reset password</a></p><p>If you did not ask for this, you can ignore this email.</p>`,
  });
}

export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!row) throw validationError({ token: [RESET_INVALID] });
    await t
      .update(users)
      .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
      .where(eq(users.id, row.userId));
    // A new password ends every session and every other outstanding link of the account.
    await revokeAllTokens(t, row.userId);
    const now = new Date();
    await t.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, row.userId), isNull(passwordResets.usedAt)));
    await t.update(loginTokens).set({ usedAt: now }).where(and(eq(loginTokens.userId, row.userId), isNull(loginTokens.usedAt)));
  });
}

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
