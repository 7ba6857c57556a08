import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { loginTokens } from "@/db/schema";
import { notFound } from "@/lib/http/errors";
import { defaultLocationId } from "./access";
import { LOGIN_TOKEN_TTL_MS } from "./constants";
import { tokenFieldsFor, type AuthTokenFields } from "./login";
import { hashToken, newToken } from "./tokens";

export type LoginTokenPurpose = "auto-login" | "developer";

/** A one-time sign-in link token (auto-login links, developer login). */
export async function createLoginToken(db: Db, userId: number, purpose: LoginTokenPurpose): Promise<string> {
  const token = newToken();
  await db.insert(loginTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + LOGIN_TOKEN_TTL_MS),
  });
  return token;
}

/** Spends the token once; an unknown, used or expired token answers 404 (the spec's Error-404). */
export async function loginWithToken(
  db: Db,
  token: string,
  purpose: LoginTokenPurpose,
  userId?: number,
): Promise<AuthTokenFields> {
  // User ids are int4: a larger one names nobody (and would make the query itself fail).
  if (userId !== undefined && (!Number.isSafeInteger(userId) || userId < 1 || userId > 2_147_483_647)) throw notFound("Login link");
  const [row] = await db
    .update(loginTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(loginTokens.tokenHash, hashToken(token)),
        eq(loginTokens.purpose, purpose),
        userId ? eq(loginTokens.userId, userId) : undefined,
        isNull(loginTokens.usedAt),
        gt(loginTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: loginTokens.userId });
  if (!row) throw notFound("Login link");
  const locationId = await defaultLocationId(db, row.userId);
  if (locationId == null) throw notFound("Login link");
  return tokenFieldsFor(db, row.userId, locationId);
}
