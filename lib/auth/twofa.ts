import { and, eq, isNull, lt, or } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import type { Db } from "@/db";
import { accessTokens, twofaRecoveryCodes, twofaSecrets } from "@/db/schema";
import { validationError } from "@/lib/http/errors";
import type { Ctx } from "./access";
import { TOTP_WINDOW } from "./constants";
import { attemptSucceeded, beginAttempt } from "./login";
import { hashToken } from "./tokens";

const INVALID = "The two-factor code is invalid. Please try again.";

/** Accepts a current TOTP code (each time step once) or an unused recovery code. */
async function checkCode(db: Db, userId: number, code: string): Promise<boolean> {
  const [secret] = await db.select().from(twofaSecrets).where(eq(twofaSecrets.userId, userId));
  if (!secret) return false;
  if (/^\d{6}$/.test(code)) {
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret.secret), digits: 6, period: 30 });
    const delta = totp.validate({ token: code, window: TOTP_WINDOW });
    if (delta === null) return false;
    const step = Math.floor(Date.now() / 30_000) + delta;
    // Each time step is accepted once, decided in one conditional statement (no replay race).
    const taken = await db
      .update(twofaSecrets)
      .set({ lastStep: step })
      .where(and(eq(twofaSecrets.userId, userId), or(isNull(twofaSecrets.lastStep), lt(twofaSecrets.lastStep, step))))
      .returning({ userId: twofaSecrets.userId });
    return taken.length > 0;
  }
  const used = await db
    .update(twofaRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twofaRecoveryCodes.userId, userId),
        eq(twofaRecoveryCodes.codeHash, hashToken(code.replace(/\s+/g, "").toLowerCase())),
        isNull(twofaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twofaRecoveryCodes.id });
  return used.length > 0;
}

export async function verifyTwofa(db: Db, ctx: Ctx, code: string, ip: string | null) {
  const key = `2fa:${ctx.userId}`;
  const attempt = await beginAttempt(db, key, ip, "code");
  if (!(await checkCode(db, ctx.userId, code))) throw validationError({ code: [INVALID] });
  await attemptSucceeded(db, attempt);
  await db.update(accessTokens).set({ twofaVerified: true }).where(eq(accessTokens.id, ctx.tokenId));
  return { status: 1, hibernated: ctx.hibernated };
}
