import "server-only";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { accessTokens, companies, locations, memberships, twofaSecrets, users } from "@/db/schema";
import type { PermissionMap } from "@/db/schema";
import { hashToken, newToken } from "./tokens";

export const TOKEN_TTL_MS = 30 * 86_400_000;

/** Who is calling and for which location: passed first to every service function. */
export type Ctx = {
  userId: number;
  tokenId: number;
  locationId: number;
  companyId: number;
  companyAdminId: number | null;
  email: string;
  fullName: string;
  isOrganizationOwner: boolean;
  /** A user with a company id who is not a company location is governed by the permission map. */
  permissions: PermissionMap | null;
  userType: string;
  twofaEnabled: boolean;
  twofaVerified: boolean;
  active: boolean;
  suspended: boolean;
  hibernated: boolean;
  module: string | null;
  checkoutEnabled: boolean;
  /** What the bearer token is: a browser session, an API login, or a location's Zapier key. */
  tokenKind: TokenKind;
};

/**
 * "zapier": a location's integration key (POST /integration/generate-zapier-token). It reaches
 * only that location's records, never the user's account or the admin settings
 * (lib/auth/middleware.ts), and lives until it is revoked or replaced.
 */
export type TokenKind = "api" | "session" | "zapier" | "checkout";
export const INTEGRATION_TOKEN_TTL_MS = 10 * 365 * 86_400_000;

/** How many characters of an integration key its list shows. */
export const KEY_PREFIX_LENGTH = 8;

export async function issueToken(
  db: Db,
  userId: number,
  locationId: number,
  opts: { twofaVerified: boolean; kind?: TokenKind; ttlMs?: number; name?: string },
): Promise<string> {
  const token = newToken();
  await db.insert(accessTokens).values({
    userId,
    tokenHash: hashToken(token),
    accessedLocationId: locationId,
    twofaVerified: opts.twofaVerified,
    kind: opts.kind ?? "api",
    name: opts.name ?? null,
    // Integration keys are listed by their first characters (8 of 43: nothing to guess with).
    prefix: opts.kind === "zapier" ? token.slice(0, KEY_PREFIX_LENGTH) : null,
    expiresAt: new Date(Date.now() + (opts.ttlMs ?? TOKEN_TTL_MS)),
  });
  return token;
}

/** How often an integration key's last use is written (each write refreshes the token cache). */
const LAST_USED_EVERY_MS = 60_000;

/** Notes an integration key's use: at most once a minute, so a busy key writes rarely. */
export async function touchToken(db: Db, tokenId: number): Promise<void> {
  const now = new Date();
  await db
    .update(accessTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(accessTokens.id, tokenId), or(isNull(accessTokens.lastUsedAt), lt(accessTokens.lastUsedAt, new Date(now.getTime() - LAST_USED_EVERY_MS)))));
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, tokenId));
}

export async function revokeAllTokens(db: Db, userId: number): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
}

export type Resolved = { ctx: Ctx; expiresAt?: Date } | { ctx: null; reason: "invalid" | "no-access" };

/**
 * One query, built once per database and prepared: the live token, its user, and the
 * membership for the requested location (the accessed-location-id header, else the
 * token's accessed location). It runs on every authenticated request.
 */
const resolveQueries = new WeakMap<Db, ReturnType<typeof buildResolveQuery>>();

function buildResolveQuery(db: Db) {
  return db
    .select({
      tokenId: accessTokens.id,
      userId: users.id,
      tokenLocationId: accessTokens.accessedLocationId,
      tokenKind: accessTokens.kind,
      twofaVerified: accessTokens.twofaVerified,
      expiresAt: accessTokens.expiresAt,
      email: users.email,
      fullName: users.fullName,
      isOrganizationOwner: users.isOrganizationOwner,
      active: users.isActive,
      suspended: users.isSuspended,
      hibernated: users.hibernated,
      module: users.module,
      checkoutEnabled: users.checkoutEnabled,
      twofaEnabled: sql<boolean>`${twofaSecrets.userId} is not null`,
      memberLocationId: memberships.locationId,
      permissions: memberships.permissions,
      userType: memberships.userType,
      companyId: locations.companyId,
      locationSuspended: locations.isSuspended,
      companyAdminId: companies.ownerUserId,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .leftJoin(twofaSecrets, eq(twofaSecrets.userId, users.id))
    .leftJoin(
      memberships,
      and(
        eq(memberships.userId, users.id),
        eq(memberships.locationId, sql`coalesce(${sql.placeholder("location")}::int, ${accessTokens.accessedLocationId})`),
      ),
    )
    .leftJoin(locations, eq(locations.id, memberships.locationId))
    .leftJoin(companies, eq(companies.id, locations.companyId))
    .where(
      and(
        eq(accessTokens.tokenHash, sql.placeholder("hash")),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare("resolve_access");
}

export async function resolveAccess(
  db: Db,
  rawToken: string,
  requestedLocationId?: number | null,
): Promise<Resolved> {
  let prepared = resolveQueries.get(db);
  if (!prepared) resolveQueries.set(db, (prepared = buildResolveQuery(db)));
  const rows = await prepared.execute({ hash: hashToken(rawToken), location: requestedLocationId ?? null });
  const r = rows[0];
  if (!r) return { ctx: null, reason: "invalid" };
  if (r.memberLocationId == null || r.companyId == null) return { ctx: null, reason: "no-access" };
  // An integration key is its location's only: naming another location is refused.
  if (r.tokenKind === "zapier" && r.memberLocationId !== r.tokenLocationId) return { ctx: null, reason: "no-access" };
  // A suspended location suspends its users there (doc 1 s4: they reach the Suspended screen).
  // The owner and super users are exempt: they are the ones who activate it again.
  const locationSuspended = Boolean(r.locationSuspended) && !r.isOrganizationOwner && r.userType !== "Super User";
  return {
    ctx: {
      userId: r.userId,
      tokenId: r.tokenId,
      locationId: r.memberLocationId,
      companyId: r.companyId,
      companyAdminId: r.companyAdminId,
      email: r.email,
      fullName: r.fullName,
      isOrganizationOwner: r.isOrganizationOwner,
      permissions: r.permissions ?? null,
      userType: r.userType ?? "Sub-Account User",
      twofaEnabled: Boolean(r.twofaEnabled),
      twofaVerified: r.twofaVerified,
      active: r.active && !locationSuspended,
      suspended: r.suspended || locationSuspended,
      hibernated: r.hibernated,
      module: r.module,
      checkoutEnabled: r.checkoutEnabled,
      tokenKind: r.tokenKind as TokenKind,
    },
    expiresAt: r.expiresAt,
  };
}

/** The first location a user may access: the primary one when they belong to it. */
export async function defaultLocationId(db: Db, userId: number): Promise<number | null> {
  const rows = await db
    .select({ id: memberships.locationId })
    .from(memberships)
    .innerJoin(locations, eq(locations.id, memberships.locationId))
    .where(eq(memberships.userId, userId))
    .orderBy(sql`${locations.isPrimary} desc`, memberships.locationId)
    .limit(1);
  return rows[0]?.id ?? null;
}
