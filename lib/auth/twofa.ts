import { and, eq, isNull, lt, or } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import type { Db } from "@/db";
import { accessTokens, twofaRecoveryCodes, twofaSecrets } from "@/db/schema";
import { validationError } from "@/lib/http/errors";
import type { Ctx } from "./access";
import { TOTP_WINDOW } from "./constants";
import { attemptSucceeded, beginAttempt } from "./login";
import { hashToken } from "./tokens";

export const INVALID_TWOFA_CODE = "The two-factor code is invalid. Please try again.";
const INVALID = INVALID_TWOFA_CODE;

/** The TOTP parameters every authenticator app expects: 6 digits, 30-second steps. */
const totpFor = (secret: string, label?: string) =>
  new OTPAuth.TOTP({ issuer: "CoachOS", label, secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });

/** The time step a 6-digit code belongs to (within the allowed drift), or null when it is wrong. */
export function totpStep(secret: string, code: string): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, window: TOTP_WINDOW });
  return delta === null ? null : Math.floor(Date.now() / 30_000) + delta;
}

/** A new random base32 secret and the otpauth:// URI an authenticator app scans. */
export function newTotpSecret(label: string): { secret: string; uri: string } {
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  return { secret, uri: totpFor(secret, label).toString() };
}

/** Recovery codes are compared without spaces and case, stored as a hash. */
export const hashRecoveryCode = (code: string) => hashToken(code.replace(/\s+/g, "").toLowerCase());

/** Accepts a current TOTP code (each time step once) or an unused recovery code. */
async function checkCode(db: Db, userId: number, code: string): Promise<boolean> {
  const [secret] = await db.select().from(twofaSecrets).where(eq(twofaSecrets.userId, userId));
  if (!secret) return false;
  if (/^\d{6}$/.test(code)) {
    const step = totpStep(secret.secret, code);
    if (step === null) return false;
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
        eq(twofaRecoveryCodes.codeHash, hashRecoveryCode(code)),
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
