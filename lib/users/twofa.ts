import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import QRCode from "qrcode";
import type { Db } from "@/db";
import { twofaPending, twofaRecoveryCodes, twofaSecrets } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { attemptSucceeded, beginAttempt } from "@/lib/auth/login";
import { hashRecoveryCode, INVALID_TWOFA_CODE, newTotpSecret, totpStep } from "@/lib/auth/twofa";
import { validationError } from "@/lib/http/errors";
import { MSG, RECOVERY_CODE_COUNT, TWOFA_DISABLED, TWOFA_ENABLED, TWOFA_SETUP_TTL_MS } from "./constants";
import { confirmPassword } from "./reauth";

/** "k3f9-x2qa": 40 random bits in an unambiguous lowercase alphabet, easy to type. */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
function recoveryCode(): string {
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join("");
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

async function isEnabled(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ userId: twofaSecrets.userId }).from(twofaSecrets).where(eq(twofaSecrets.userId, userId));
  return Boolean(row);
}

/**
 * GET /billing/generate-twofa-codes: starts (or restarts) the setup: a new secret as a QR
 * code and recovery codes, shown once. Nothing changes for sign-in until enable-twofa.
 */
export async function generateTwofaCodes(db: Db, ctx: Ctx) {
  if (await isEnabled(db, ctx.userId)) throw validationError({ twofa: [MSG.twofaAlreadyOn] });
  const { secret, uri } = newTotpSecret(ctx.email);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  const hashes = codes.map(hashRecoveryCode);
  await db
    .insert(twofaPending)
    .values({ userId: ctx.userId, secret, recoveryCodeHashes: hashes })
    .onConflictDoUpdate({ target: twofaPending.userId, set: { secret, recoveryCodeHashes: hashes, createdAt: new Date() } });
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return {
    secret,
    otpauth_url: uri,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    recovery_codes: codes,
  };
}

/**
 * POST /billing/enable-twofa: the account password and a code from the app prove the setup
 * works; then the secret and the recovery codes take effect. The confirming code's time step
 * counts as used, so the same code cannot sign in afterwards.
 */
export async function enableTwofa(db: Db, ctx: Ctx, body: { password: string; code: string }, ip: string | null) {
  await confirmPassword(db, ctx.userId, body.password, ip, "password");
  const since = new Date(Date.now() - TWOFA_SETUP_TTL_MS);
  const [pending] = await db
    .select()
    .from(twofaPending)
    .where(and(eq(twofaPending.userId, ctx.userId), gt(twofaPending.createdAt, since)));
  if (!pending) throw validationError({ code: [MSG.twofaNoSetup] });
  const attempt = await beginAttempt(db, `2fa:${ctx.userId}`, ip, "code");
  const step = totpStep(pending.secret, body.code);
  if (step === null) throw validationError({ code: [INVALID_TWOFA_CODE] });
  await attemptSucceeded(db, attempt);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // The pending row is claimed by its delete: two enables racing cannot both apply it.
    const claimed = await t
      .delete(twofaPending)
      .where(and(eq(twofaPending.userId, ctx.userId), eq(twofaPending.secret, pending.secret)))
      .returning({ userId: twofaPending.userId });
    if (!claimed.length) throw validationError({ code: [MSG.twofaNoSetup] });
    const inserted = await t
      .insert(twofaSecrets)
      .values({ userId: ctx.userId, secret: pending.secret, lastStep: step })
      .onConflictDoNothing()
      .returning({ userId: twofaSecrets.userId });
    if (!inserted.length) throw validationError({ twofa: [MSG.twofaAlreadyOn] });
    await t.delete(twofaRecoveryCodes).where(eq(twofaRecoveryCodes.userId, ctx.userId));
    await t.insert(twofaRecoveryCodes).values(pending.recoveryCodeHashes.map((codeHash) => ({ userId: ctx.userId, codeHash })));
  });
  return { status: 1, message: TWOFA_ENABLED };
}

/** POST /billing/disable-twofa: the account password, then the secret and codes are gone. */
export async function disableTwofa(db: Db, ctx: Ctx, body: { password: string }, ip: string | null) {
  await confirmPassword(db, ctx.userId, body.password, ip, "password");
  const removed = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const gone = await t.delete(twofaSecrets).where(eq(twofaSecrets.userId, ctx.userId)).returning({ userId: twofaSecrets.userId });
    await t.delete(twofaRecoveryCodes).where(eq(twofaRecoveryCodes.userId, ctx.userId));
    await t.delete(twofaPending).where(eq(twofaPending.userId, ctx.userId));
    return gone.length;
  });
  if (!removed) throw validationError({ twofa: [MSG.twofaNotOn] });
  return { status: 1, message: TWOFA_DISABLED };
}
