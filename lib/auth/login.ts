import "server-only";
import { and, count, eq, gt, min, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { companies, locations, loginAttempts, twofaSecrets, users } from "@/db/schema";
import { validationError } from "@/lib/http/errors";
import { defaultLocationId, issueToken } from "./access";
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from "./constants";
import { throttledCheck, tooManyFailures } from "./login-throttle";
import { dummyHash, verifyPassword } from "./password";

export const BAD_CREDENTIALS = "These credentials do not match our records.";

export type AuthTokenFields = {
  access_token: string;
  accessed_location_id: number;
  company_admin_id: number | null;
  is_2fa_enabled: boolean;
  is_account_active: boolean;
  hibernated: boolean;
  module: string | null;
};

/**
 * For second factors and password re-checks (not sign-in, see login-throttle.ts):
 * records an attempt as failed *before* the secret is checked, then counts the window
 * including it: parallel guesses each see the others, so none slips past the limit.
 * Returns the attempt's id; `attemptSucceeded` flips it once the secret checks out.
 */
export async function beginAttempt(db: Db, key: string, ip: string | null, field = "email"): Promise<number> {
  const [attempt] = await db
    .insert(loginAttempts)
    .values({ email: key, succeeded: false, ip })
    .returning({ id: loginAttempts.id });
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const [row] = await db
    .select({ n: count(), first: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, key), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)));
  if (row.n > LOGIN_MAX_FAILURES) {
    const unlockAt = new Date(row.first!).getTime() + LOGIN_WINDOW_MS;
    const minutes = Math.max(1, Math.ceil((unlockAt - Date.now()) / 60_000));
    throw validationError({
      [field]: [tooManyFailures(minutes)],
    });
  }
  return attempt.id;
}

export async function attemptSucceeded(db: Db, attemptId: number): Promise<void> {
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId));
}

/** Builds the spec's auth token fields for a user at a location and issues the token. */
export async function tokenFieldsFor(
  db: Db,
  userId: number,
  locationId: number,
  opts: { twofaVerified?: boolean } = {},
): Promise<AuthTokenFields> {
  const [u] = await db
    .select({
      isActive: users.isActive,
      hibernated: users.hibernated,
      module: users.module,
      twofa: sql<boolean>`${twofaSecrets.userId} is not null`,
      companyAdminId: companies.ownerUserId,
    })
    .from(users)
    .leftJoin(twofaSecrets, eq(twofaSecrets.userId, users.id))
    .innerJoin(locations, eq(locations.id, locationId))
    .leftJoin(companies, eq(companies.id, locations.companyId))
    .where(eq(users.id, userId));
  const twofaEnabled = Boolean(u.twofa);
  const token = await issueToken(db, userId, locationId, {
    twofaVerified: opts.twofaVerified ?? !twofaEnabled,
  });
  return {
    access_token: token,
    accessed_location_id: locationId,
    company_admin_id: u.companyAdminId ?? null,
    is_2fa_enabled: twofaEnabled,
    is_account_active: u.isActive,
    hibernated: u.hibernated,
    module: u.module,
  };
}

export async function login(
  db: Db,
  input: { email: string; password: string },
  ip: string | null,
): Promise<AuthTokenFields> {
  const key = input.email.trim().toLowerCase();
  let user: { id: number; passwordHash: string } | undefined;
  const ok = await throttledCheck(db, key, ip, async () => {
    [user] = await db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(sql`lower(${users.email})`, key))
      .limit(1);
    // Verify against a dummy hash for unknown emails: same answer, same time.
    return (await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password)) && Boolean(user);
  });
  if (!user || !ok) throw validationError({ email: [BAD_CREDENTIALS] });
  const locationId = await defaultLocationId(db, user.id);
  if (locationId == null) throw validationError({ email: ["This account has no location to sign in to."] });
  return tokenFieldsFor(db, user.id, locationId);
}
