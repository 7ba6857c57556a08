import "server-only";
import { randomInt } from "node:crypto";
import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { signupCodes } from "@/db/schema";
import { attemptSucceeded, beginAttempt } from "@/lib/auth/login";
import { hashToken } from "@/lib/auth/tokens";
import { AppError, validationError } from "@/lib/http/errors";
import {
  MSG_CODE_EXPIRED,
  MSG_CODE_WRONG,
  RESEND_COOLDOWN_S,
  RESEND_MAX_PER_WINDOW,
  RESEND_WINDOW_MS,
  SIGNUP_CODE_LENGTH,
  SIGNUP_CODE_TTL_MS,
  type Channel,
} from "./constants";

/**
 * Verification codes: 6 random digits, stored as a hash, good for 10 minutes and once.
 * Sending is rate-limited per sign-up and channel (a cooldown and a cap per hour); checking
 * goes through the shared attempt throttle, so guessing is capped too.
 */

const codeHash = (signupId: number, channel: Channel, code: string) => hashToken(`${signupId}:${channel}:${code}`);

/** Seconds until this channel may be sent another code (0: now). */
export async function resendIn(db: Db, signupId: number, channel: Channel): Promise<number> {
  const [last] = await db
    .select({ left: sql<number>`ceil(extract(epoch from (${signupCodes.createdAt} + make_interval(secs => ${RESEND_COOLDOWN_S}) - now())))::int` })
    .from(signupCodes)
    .where(and(eq(signupCodes.signupId, signupId), eq(signupCodes.channel, channel)))
    .orderBy(desc(signupCodes.createdAt), desc(signupCodes.id))
    .limit(1);
  return Math.max(0, Number(last?.left ?? 0));
}

/**
 * Makes a new code for the channel and returns it (the caller sends it after commit).
 * `force` skips the cooldown: a changed address or number gets its code at once.
 */
export async function issueCode(db: Db, signupId: number, channel: Channel, sentTo: string, opts: { force?: boolean } = {}): Promise<string> {
  if (!opts.force) {
    const wait = await resendIn(db, signupId, channel);
    if (wait > 0) throw new AppError(422, `Please wait ${wait} seconds before requesting another code.`, { resend_in: wait });
  }
  const [sent] = await db
    .select({ n: count() })
    .from(signupCodes)
    .where(and(eq(signupCodes.signupId, signupId), eq(signupCodes.channel, channel), gt(signupCodes.createdAt, new Date(Date.now() - RESEND_WINDOW_MS))));
  if (sent.n >= RESEND_MAX_PER_WINDOW) {
    throw new AppError(422, "Too many codes requested. Please try again in an hour.", { resend_in: RESEND_WINDOW_MS / 1000 });
  }
  const code = String(randomInt(0, 10 ** SIGNUP_CODE_LENGTH)).padStart(SIGNUP_CODE_LENGTH, "0");
  // A new code replaces the older ones: only the latest can be used.
  await db
    .update(signupCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(signupCodes.signupId, signupId), eq(signupCodes.channel, channel), isNull(signupCodes.usedAt)));
  await db.insert(signupCodes).values({
    signupId,
    channel,
    sentTo,
    codeHash: codeHash(signupId, channel, code),
    expiresAt: new Date(Date.now() + SIGNUP_CODE_TTL_MS),
  });
  return code;
}

/**
 * Spends a code: one conditional UPDATE claims it (unused, unexpired, sent to the current
 * address), so two requests with the same code cannot both succeed.
 */
export async function spendCode(db: Db, signupId: number, channel: Channel, sentTo: string, code: string, ip: string | null): Promise<void> {
  const attempt = await beginAttempt(db, `signup-${channel}:${signupId}`, ip, "code");
  const hash = codeHash(signupId, channel, code);
  const [claimed] = await db
    .update(signupCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(signupCodes.signupId, signupId),
        eq(signupCodes.channel, channel),
        eq(signupCodes.codeHash, hash),
        eq(signupCodes.sentTo, sentTo),
        isNull(signupCodes.usedAt),
        gt(signupCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: signupCodes.id });
  if (claimed) {
    await attemptSucceeded(db, attempt);
    return;
  }
  // Say "expired" only for the right code past its time; anything else is just wrong.
  const [stale] = await db
    .select({ id: signupCodes.id })
    .from(signupCodes)
    .where(and(eq(signupCodes.signupId, signupId), eq(signupCodes.codeHash, hash), isNull(signupCodes.usedAt), sql`${signupCodes.expiresAt} <= now()`))
    .limit(1);
  throw validationError({ code: [stale ? MSG_CODE_EXPIRED : MSG_CODE_WRONG] });
}
