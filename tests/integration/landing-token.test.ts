/**
 * Landing tokens (doc 1 s7 POST /user/generate-landing-token, "Landing route after login"):
 * made by a signed-in session, spent once at POST /auth/landing-login, which signs in at the
 * right location (landing_account_id decides the account when set) and names the landing screen.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginTokens, memberships, users } from "../../db/schema";
import { LANDING_TOKEN_TTL_MS } from "../../lib/auth/constants";
import { createLoginToken } from "../../lib/auth/login-tokens";
import { hashToken } from "../../lib/auth/tokens";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { call, loginAs } from "../helpers/api";

const { db } = setupTestDb();
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  ids = await demoIds(db());
});

const userId = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

/** Signs in as the user at a location, makes a landing token there and spends it. */
async function land(email: string, locationId?: number) {
  const session = await loginAs(email);
  const headers: Record<string, string> = locationId ? { "accessed-location-id": String(locationId) } : {};
  const made = await call("POST", "/user/generate-landing-token", { token: session.access_token, headers });
  expect(made.status).toBe(200);
  const spent = await call("POST", "/auth/landing-login", { body: { token: made.json.token } });
  expect(spent.status).toBe(200);
  return spent.json as { access_token: string; accessed_location_id: number; landing_path: string; is_2fa_enabled: boolean };
}

describe("POST /user/generate-landing-token", () => {
  it("answers a token and its timestamp, stores only the hash, bound to the user and location, for 60 s", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    const before = Math.floor(Date.now() / 1000);
    const res = await call("POST", "/user/generate-landing-token", { token: access_token, headers: { "accessed-location-id": String(ids.uptown) } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(["expires_in", "timestamp", "token"]);
    expect(res.json.expires_in).toBe(LANDING_TOKEN_TTL_MS / 1000);
    expect(Math.abs(res.json.timestamp - before)).toBeLessThanOrEqual(5);
    const [row] = await db().select().from(loginTokens).where(eq(loginTokens.tokenHash, hashToken(res.json.token)));
    expect(row).toMatchObject({ userId: ids.owner, locationId: ids.uptown, purpose: "landing", usedAt: null });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(LANDING_TOKEN_TTL_MS);
    expect(JSON.stringify(await db().select().from(loginTokens))).not.toContain(res.json.token);
  });

  it("needs a session (401), a location of the caller's (403), and is not for integration keys", async () => {
    expect((await call("POST", "/user/generate-landing-token")).status).toBe(401);
    const { access_token } = await loginAs("owner@demo.test");
    expect((await call("POST", "/user/generate-landing-token", { token: access_token, headers: { "accessed-location-id": String(ids.otherLoc) } })).status).toBe(403);
    const zap = await call("POST", "/integration/generate-zapier-token", { token: access_token });
    expect(zap.status).toBe(200);
    expect((await call("POST", "/user/generate-landing-token", { token: zap.json.token })).status).toBe(403);
  });

  it("is refused to a session still waiting for its second factor", async () => {
    const { access_token } = await loginAs("twofa@demo.test");
    const res = await call("POST", "/user/generate-landing-token", { token: access_token });
    expect([401, 403]).toContain(res.status);
    expect(res.json.token).toBeUndefined();
  });
});

describe("POST /auth/landing-login", () => {
  it("signs in once: a reused, unknown or expired token answers 404; a missing one 422", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    const made = await call("POST", "/user/generate-landing-token", { token: access_token });
    const first = await call("POST", "/auth/landing-login", { body: { token: made.json.token } });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ accessed_location_id: ids.downtown, company_admin_id: ids.owner, is_2fa_enabled: false });
    expect((await call("GET", "/contact/list?per_page=1", { token: first.json.access_token })).status).toBe(200);

    expect((await call("POST", "/auth/landing-login", { body: { token: made.json.token } })).status).toBe(404);
    expect((await call("POST", "/auth/landing-login", { body: { token: "garbage" } })).status).toBe(404);
    const empty = await call("POST", "/auth/landing-login", { body: {} });
    expect(empty.status).toBe(422);
    expect(empty.json.errors.token).toBeDefined();
    expect((await call("POST", "/auth/landing-login", { body: { token: 12 } })).status).toBe(422);

    const late = await call("POST", "/user/generate-landing-token", { token: access_token });
    await db().update(loginTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(loginTokens.tokenHash, hashToken(late.json.token)));
    expect((await call("POST", "/auth/landing-login", { body: { token: late.json.token } })).status).toBe(404);
  });

  it("takes only landing tokens, and a landing token is not an auto-login token", async () => {
    const auto = await createLoginToken(db(), ids.owner, "auto-login");
    expect((await call("POST", "/auth/landing-login", { body: { token: auto } })).status).toBe(404);
    const { access_token } = await loginAs("owner@demo.test");
    const made = await call("POST", "/user/generate-landing-token", { token: access_token });
    expect((await call("POST", "/auth/auto-login", { body: { token: made.json.token } })).status).toBe(404);
    // Refused elsewhere, still good here.
    expect((await call("POST", "/auth/landing-login", { body: { token: made.json.token } })).status).toBe(200);
  });

  it("answers 404 when the user has left the token's location since", async () => {
    const editor = await userId("editor@demo.test");
    const { access_token } = await loginAs("editor@demo.test");
    const made = await call("POST", "/user/generate-landing-token", { token: access_token });
    expect(made.status).toBe(200);
    await db().delete(memberships).where(and(eq(memberships.userId, editor), eq(memberships.locationId, ids.downtown)));
    expect((await call("POST", "/auth/landing-login", { body: { token: made.json.token } })).status).toBe(404);
    await db().insert(memberships).values({ userId: editor, locationId: ids.downtown, userType: "Sub-Account User", permissions: null });
  });

  it("spends a token once when two tabs race for it", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    const made = await call("POST", "/user/generate-landing-token", { token: access_token });
    const both = await Promise.all([0, 1].map(() => call("POST", "/auth/landing-login", { body: { token: made.json.token } })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 404]);
  });
});

describe("landing for every user kind (doc 1 s1, s6)", () => {
  // Each seeded kind, at a location of theirs, with a module whose screen exists (tags), one
  // without a screen yet (habit tracking: the first module with a screen the user may view), and none.
  const KINDS = [
    { kind: "owner", email: "owner@demo.test", at: "uptown" },
    { kind: "company user", email: "staff@demo.test", at: "downtown" },
    { kind: "location user", email: "location@demo.test", at: "uptown" },
    { kind: "company location", email: "uptown@demo.test", at: "uptown" },
    { kind: "super user", email: "super@demo.test", at: "uptown" },
  ] as const;
  const MODULES = [
    { module: "contacts", path: "/contacts" },
    { module: "tags", path: "/tags" },
    { module: "files", path: "/files" },
    { module: "admin-settings", path: "/admin-settings" },
    { module: "workouts", path: "/workouts" },
    { module: "habit-tracking", path: "/habit-tracking" },
    { module: "opt-ins", path: "/opt-ins" },
    // A module without a screen (no area: the apps index) lands on the contacts.
    { module: "pipelines", path: "/contacts" },
    { module: null, path: "/contacts" },
  ] as const;

  for (const k of KINDS) {
    for (const m of MODULES) {
      it(`${k.kind} with module ${m.module ?? "(none)"} lands on ${m.path} at the token's location`, async () => {
        await db().update(users).set({ module: m.module, landingAccountId: null }).where(eq(users.email, k.email));
        const res = await land(k.email, ids[k.at]);
        expect(res.accessed_location_id).toBe(ids[k.at]);
        expect(res.landing_path).toBe(m.path);
        // The new session works at that location.
        const refresh = await call("POST", "/auth/refresh", { token: res.access_token });
        expect(refresh.status).toBe(200);
        expect(refresh.json.accessed.id).toBe(ids[k.at]);
      });
    }
  }

  it("a company user without view permission on their module's area lands on a screen they may open", async () => {
    const staff = await userId("staff@demo.test");
    const [m] = await db().select({ permissions: memberships.permissions }).from(memberships).where(eq(memberships.userId, staff));
    const permissions = { ...m.permissions!, tags: { ...m.permissions!.tags, view: false } };
    await db().update(memberships).set({ permissions }).where(eq(memberships.userId, staff));
    await db().update(users).set({ module: "tags" }).where(eq(users.id, staff));
    expect((await land("staff@demo.test")).landing_path).toBe("/contacts");
    await db().update(memberships).set({ permissions: m.permissions }).where(eq(memberships.userId, staff));
  });

  it("landing_account_id picks the account: its primary location when the token's is elsewhere", async () => {
    const staff = await userId("staff@demo.test");
    await db().insert(memberships).values({ userId: staff, locationId: ids.otherLoc, userType: "Sub-Account User", permissions: null });
    await db().update(users).set({ module: "contacts", landingAccountId: ids.otherCompany }).where(eq(users.id, staff));
    const res = await land("staff@demo.test", ids.downtown);
    expect(res.accessed_location_id).toBe(ids.otherLoc);
    expect((await call("POST", "/auth/refresh", { token: res.access_token })).json.accessed.id).toBe(ids.otherLoc);

    // Back to Demo Fitness Co: the token's own location when it is in the landing account.
    await db().update(users).set({ landingAccountId: ids.demoCompany }).where(eq(users.id, staff));
    expect((await land("staff@demo.test", ids.otherLoc)).accessed_location_id).toBe(ids.downtown);
    await db().delete(memberships).where(and(eq(memberships.userId, staff), eq(memberships.locationId, ids.otherLoc)));
  });

  it("the owner's landing account keeps the token's location when it belongs to it", async () => {
    await db().update(users).set({ module: "contacts", landingAccountId: ids.demoCompany }).where(eq(users.id, ids.owner));
    expect((await land("owner@demo.test", ids.uptown)).accessed_location_id).toBe(ids.uptown);
    expect((await land("owner@demo.test", ids.downtown)).accessed_location_id).toBe(ids.downtown);
  });

  it("a landing account the user does not belong to is ignored: the token's location wins", async () => {
    await db().update(users).set({ module: "contacts", landingAccountId: ids.otherCompany }).where(eq(users.id, ids.owner));
    expect((await land("owner@demo.test", ids.uptown)).accessed_location_id).toBe(ids.uptown);
    await db().update(users).set({ landingAccountId: null }).where(eq(users.id, ids.owner));
  });

  it("an account hibernated since the token was made lands on ActivateAccount; a hibernated one cannot make one", async () => {
    const { access_token } = await loginAs("profile@demo.test");
    const made = await call("POST", "/user/generate-landing-token", { token: access_token });
    expect(made.status).toBe(200);
    await db().update(users).set({ hibernated: true }).where(eq(users.email, "profile@demo.test"));
    const res = await call("POST", "/auth/landing-login", { body: { token: made.json.token } });
    expect(res.status).toBe(200);
    expect(res.json.landing_path).toBe("/activate-account");
    expect((await call("POST", "/user/generate-landing-token", { token: res.json.access_token })).status).toBe(403);
    await db().update(users).set({ hibernated: false }).where(eq(users.email, "profile@demo.test"));
  });
});
