import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { passwordResets } from "@/db/schema";
import { hashToken } from "./tokens";

/**
 * Whether a reset link can still be used (unused, unexpired): the Reset screen decides on
 * the server whether to show the form or the expired state. Spending it stays with
 * resetPassword, which checks again in the same statement that marks it used.
 */
export async function resetLinkUsable(db: Db, token: string): Promise<boolean> {
  if (!token || token.length > 256) return false;
  const rows = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
    .limit(1);
  return rows.length > 0;
}
