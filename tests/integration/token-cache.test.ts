import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accessTokens, contacts, memberships, users, type PermissionMap } from "../../db/schema";
import { tokenCacheStats } from "../../lib/auth/token-cache";
import { hashToken } from "../../lib/auth/tokens";
import { setupTestDb } from "../helpers/db";
import { call, loginAs } from "../helpers/api";
import { demoIds } from "../helpers/demo-ids";

/**
 * The sign-in lookup is answered from memory on embedded PGlite (lib/auth/token-cache.ts).
 * Each test first proves the token's answer is cached (a request served without the lookup),
 * then changes the database the way some other code path would, and expects the very next
 * request to see it. On PostgreSQL there is no cache; the refusals are checked all the same.
 */
const { db } = setupTestDb();
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  ids = await demoIds(db());
});

const list = (token: string) => call("GET", "/contact/list?per_page=1", { token });

/** Two requests in a row; on PGlite the second must come from the cache. */
async function warm(token: string) {
  expect((await list(token)).status).toBe(200);
  const before = tokenCacheStats(db());
  expect((await list(token)).status).toBe(200);
  const after = tokenCacheStats(db());
  if (after.enabled) {
    expect(after.hits).toBe(before.hits + 1);
    expect(after.misses).toBe(before.misses);
  }
}

const tokenRow = (token: string) => eq(accessTokens.tokenHash, hashToken(token));

describe("the sign-in cache never outlives a change", () => {
  it("is on for embedded PGlite and off for PostgreSQL (other servers write unseen)", () => {
    expect(tokenCacheStats(db()).enabled).toBe(!process.env.DATABASE_URL);
  });

  it("keeps answering from memory while unrelated tables are written", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    await warm(access_token);
    await db().insert(contacts).values({ locationId: ids.downtown, firstName: "Cache", lastName: "Neutral", status: "Leads", tab: "leads" });
    const before = tokenCacheStats(db());
    expect((await list(access_token)).status).toBe(200);
    if (before.enabled) expect(tokenCacheStats(db()).hits).toBe(before.hits + 1);
  });

  it("refuses a token revoked by logout on the very next request", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    await warm(access_token);
    expect((await call("POST", "/auth/logout", { token: access_token })).status).toBe(200);
    expect((await list(access_token)).status).toBe(401);
  });

  it("refuses a token revoked by a direct update on the very next request", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    await warm(access_token);
    await db().update(accessTokens).set({ revokedAt: new Date() }).where(tokenRow(access_token));
    expect((await list(access_token)).status).toBe(401);
  });

  it("refuses a token revoked inside a transaction, once it commits", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    await warm(access_token);
    await db().transaction(async (tx) => {
      await tx.update(accessTokens).set({ revokedAt: new Date() }).where(tokenRow(access_token));
    });
    expect((await list(access_token)).status).toBe(401);
  });

  it("refuses a token revoked by raw SQL", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    await warm(access_token);
    await db().execute(sql`UPDATE access_tokens SET revoked_at = now() WHERE token_hash = ${hashToken(access_token)}`);
    expect((await list(access_token)).status).toBe(401);
  });

  it("refuses a token that expired while cached", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    await warm(access_token);
    await db().update(accessTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(tokenRow(access_token));
    expect((await list(access_token)).status).toBe(401);
  });

  it("refuses a revocation racing a request: whatever that request answers, the next is refused", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    await warm(access_token);
    const inFlight = list(access_token);
    await db().update(accessTokens).set({ revokedAt: new Date() }).where(tokenRow(access_token));
    expect([200, 401]).toContain((await inFlight).status);
    expect((await list(access_token)).status).toBe(401);
  });

  it("sees a withdrawn permission and a deactivated account on the next request", async () => {
    const staff = () => and(eq(memberships.userId, ids.staff), eq(memberships.locationId, ids.downtown));
    const [{ permissions }] = await db().select({ permissions: memberships.permissions }).from(memberships).where(staff());
    const { access_token } = await loginAs("staff@demo.test");
    await warm(access_token);
    try {
      const map = structuredClone(permissions!) as PermissionMap;
      map["contacts-center"] = { ...map["contacts-center"], view: false };
      await db().update(memberships).set({ permissions: map }).where(staff());
      expect((await list(access_token)).status).toBe(403);
      await db().update(memberships).set({ permissions }).where(staff());
      await warm(access_token);

      await db().update(users).set({ isActive: false }).where(eq(users.id, ids.staff));
      expect((await list(access_token)).status).toBe(403);
    } finally {
      await db().update(memberships).set({ permissions }).where(staff());
      await db().update(users).set({ isActive: true }).where(eq(users.id, ids.staff));
    }
    expect((await list(access_token)).status).toBe(200);
  });

  it("keeps one answer per requested location", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    await warm(access_token);
    const other = await call("GET", "/contact/list?per_page=1", { token: access_token, headers: { "accessed-location-id": String(ids.otherLoc) } });
    expect(other.status).toBe(403);
    const uptown = await call("GET", "/contact/list?per_page=1", { token: access_token, headers: { "accessed-location-id": String(ids.uptown) } });
    expect(uptown.status).toBe(200);
    const downtown = await list(access_token);
    expect(downtown.json.data[0].id).not.toBe(uptown.json.data[0].id);
  });
});
