/**
 * The tenancy sweep (ARCHITECTURE.md "Tests"): two tenants, every authenticated route.
 *
 * The route table is not written here: it comes from the routes every module declares
 * (lib/api/app.ts `mountedRoutes()`), so a new route is swept the moment it is mounted. A
 * route with path parameters needs its module's fixture (tests/tenancy/<module>.fixture.ts)
 * to say which record fills each parameter; the sweep then checks that another tenant's id
 * answers 404 and changes nothing. A route without a fixture entry fails the sweep.
 */
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessTokens, contacts, memberships, subscriptions, type PermissionMap } from "../../db/schema";
import { mountedRoutes } from "../../lib/api/app";
import type { Pair, TenancyFixture } from "../tenancy/fixture";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { call, loginAs } from "../helpers/api";

const { db } = setupTestDb();

const fixtures = Object.values(import.meta.glob<{ default: TenancyFixture }>("../tenancy/*.fixture.ts", { eager: true })).map((m) => m.default);
const routes = mountedRoutes();
const key = (r: { method: string; path: string }) => `${r.method.toUpperCase()} ${r.path}`;
// Portal routes take a portal session, never a coach's: tests/integration/portal-auth.test.ts sweeps them.
const SWEPT = routes.filter((r) => r.tenancy !== "public" && r.tenancy !== "portal");
/**
 * A module's fixture: the merge of every fixture file naming that module, so a part of a module
 * kept in its own files (the contact profile's routes) keeps its own fixture file too.
 */
const fixtureOf = (module: string): Pick<TenancyFixture, "params" | "literals" | "bodies"> | undefined => {
  const mine = fixtures.filter((f) => f.module === module);
  if (!mine.length) return undefined;
  return {
    params: Object.assign({}, ...mine.map((f) => f.params ?? {})),
    literals: Object.assign({}, ...mine.map((f) => f.literals ?? {})),
    bodies: Object.assign({}, ...mine.map((f) => f.bodies ?? {})),
  };
};
const pathParams = (r: { path: string }) => [...r.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
const literalsOf = (r: Swept) => fixtureOf(r.module)?.literals?.[key(r)] ?? {};
/** Routes with a path parameter that names a record (not only fixed values such as an asset type). */
const WITH_PARAMS = SWEPT.filter((r) => pathParams(r).some((name) => !(name in literalsOf(r))));

const ids = {} as Awaited<ReturnType<typeof demoIds>>;
const records: Record<string, Pair> = {};

type Swept = (typeof routes)[number];

/** The route's path with each parameter filled from its fixture, from one tenant's side. */
function pathFor(r: Swept, side: "own" | "other"): string {
  const params = fixtureOf(r.module)?.params?.[key(r)] ?? {};
  const literals = literalsOf(r);
  return r.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name in literals) return encodeURIComponent(literals[name]);
    const kind = params[name];
    return kind && records[kind] ? String(records[kind][side]) : "1";
  });
}

function hit(r: Swept, token: string, headers: Record<string, string> = {}, side: "own" | "other" = "other") {
  const body = fixtureOf(r.module)?.bodies?.[key(r)];
  return call(r.method.toUpperCase(), pathFor(r, side), { token, headers, host: r.host === "/api/billing" ? "billing" : r.host === "/api/checkout" ? "checkout" : undefined, body });
}

const label = (r: Swept) => `${key(r)} (${r.host})`;

async function contactIds(locationId: number) {
  const rows = await db().select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, locationId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

async function listedIds(token: string, headers: Record<string, string> = {}) {
  const res = await call("GET", "/contact/list?per_page=100", { token, headers });
  expect(res.status).toBe(200);
  return (res.json.data as { id: number }[]).map((c) => c.id).sort((a, b) => a - b);
}

async function liveTokens(userId: number) {
  const rows = await db()
    .select({ id: accessTokens.id })
    .from(accessTokens)
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

beforeAll(async () => {
  Object.assign(ids, await demoIds(db()));
  for (const f of fixtures) Object.assign(records, await f.records?.(db(), ids));
});

describe("tenant isolation of data", () => {
  it("shows each tenant exactly its own contacts", async () => {
    const [downtown, uptown, other] = await Promise.all([contactIds(ids.downtown), contactIds(ids.uptown), contactIds(ids.otherLoc)]);
    expect([downtown.length, uptown.length, other.length]).toEqual([60, 10, 10]);

    const owner = await loginAs("owner@demo.test");
    const otherUser = await loginAs("other@demo.test");
    const ownerSees = await listedIds(owner.access_token);
    const otherSees = await listedIds(otherUser.access_token);
    expect(ownerSees).toEqual(downtown);
    expect(otherSees).toEqual(other);
    expect(ownerSees.some((id) => other.includes(id) || uptown.includes(id))).toBe(false);
    expect(otherSees.some((id) => downtown.includes(id) || uptown.includes(id))).toBe(false);

    // Search and status filters stay inside the tenant: Other Studio's contacts share first names.
    for (const q of ["search=a", "status=clients", "search=example.com&order_by=email&order=asc"]) {
      const res = await call("GET", `/contact/list?per_page=100&${q}`, { token: otherUser.access_token });
      expect(res.status).toBe(200);
      expect(res.json.data.length).toBeGreaterThan(0);
      expect(res.json.data.every((c: { id: number }) => other.includes(c.id)), q).toBe(true);
    }

    const tabs = await call("GET", "/contact/tabs/list", { token: otherUser.access_token });
    expect(tabs.json.data.reduce((s: number, t: { count: number }) => s + t.count, 0)).toBe(10);
  });

  it("lets the accessed-location-id header choose among the user's own locations", async () => {
    const owner = await loginAs("owner@demo.test");
    const uptown = await contactIds(ids.uptown);
    expect(await listedIds(owner.access_token, { "accessed-location-id": String(ids.uptown) })).toEqual(uptown);
    const tabs = await call("GET", "/contact/tabs/list", { token: owner.access_token, headers: { "accessed-location-id": String(ids.uptown) } });
    expect(tabs.json.data.reduce((s: number, t: { count: number }) => s + t.count, 0)).toBe(10);
    // The header does not move the token: without it, Downtown again.
    expect(await listedIds(owner.access_token)).toEqual(await contactIds(ids.downtown));
    // The owner's own company admin id is accepted; the literal "null" means no header.
    expect(
      (await call("GET", "/contact/list?per_page=1", { token: owner.access_token, headers: { "company-admin-id": String(ids.owner) } })).status,
    ).toBe(200);
    expect(
      (await call("GET", "/contact/list?per_page=1", { token: owner.access_token, headers: { "accessed-location-id": "null", "company-admin-id": "null" } })).json.total,
    ).toBe(60);
  });
});

describe("tenancy sweep over every declared route", () => {
  let owner: string;
  let other: string;
  let staff: string;
  beforeAll(async () => {
    owner = (await loginAs("owner@demo.test")).access_token;
    other = (await loginAs("other@demo.test")).access_token;
    staff = (await loginAs("staff@demo.test")).access_token;
  });

  // One test per case: each sweeps every route (~600 requests), so the work of one test does not
  // grow with the number of cases.
  const memberCases: [string, () => string, () => number][] = [
    ["owner -> Other Studio", () => owner, () => ids.otherLoc],
    ["other -> Downtown", () => other, () => ids.downtown],
    ["other -> Uptown", () => other, () => ids.uptown],
    ["staff -> Uptown (same company, no membership)", () => staff, () => ids.uptown],
    ["owner -> no such location", () => owner, () => 999_999],
  ];
  for (const [who, token, loc] of memberCases) {
    it(`answers 403 when accessed-location-id names a location the user is not a member of: ${who}`, async () => {
      for (const r of SWEPT) {
        const res = await hit(r, token(), { "accessed-location-id": String(loc()) });
        expect(res.status, `${who}: ${label(r)}`).toBe(403);
        expect(JSON.stringify(res.json), `${who}: ${label(r)}`).not.toMatch(/access_token|"data"/);
      }
    });
  }

  const adminCases: [string, () => string, () => number][] = [
    ["owner claims Other Studio's admin", () => owner, () => ids.other],
    ["other claims Demo's admin", () => other, () => ids.owner],
    ["staff claims Other Studio's admin", () => staff, () => ids.other],
  ];
  for (const [who, token, admin] of adminCases) {
    it(`answers 403 when company-admin-id names another company's admin: ${who}`, async () => {
      for (const r of SWEPT) {
        const res = await hit(r, token(), { "company-admin-id": String(admin()) });
        expect(res.status, `${who}: ${label(r)}`).toBe(403);
      }
    });
  }

  for (const bad of [() => "abc", () => "1.5", () => "-1", () => "0", () => `${ids.uptown}abc`, () => "NaN"]) {
    it(`answers 403 for a non-numeric or non-positive accessed-location-id: ${bad.toString().replace(/^\(\) => /, "")}`, async () => {
      for (const r of SWEPT) {
        const res = await hit(r, owner, { "accessed-location-id": bad() });
        expect(res.status, `${bad()}: ${label(r)}`).toBe(403);
      }
    });
  }

  it("changed nothing while refusing: every token is still live and no token was issued", async () => {
    // The sweep above included logout, skip-trial and location switches; all were refused.
    for (const t of [owner, other, staff]) {
      expect((await call("GET", "/contact/list?per_page=1", { token: t })).status).toBe(200);
    }
    const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.userId, ids.owner));
    expect(sub.status).toBe("trialing");
  });

  for (const [who, side] of [["owner", "other"], ["other", "own"]] as const) {
    it(`answers 404 for another tenant's ids and changes nothing: ${who}`, async () => {
      expect(WITH_PARAMS.length).toBeGreaterThan(0);
      const [token, userId] = who === "owner" ? [owner, ids.owner] : [other, ids.other];
      const before = await liveTokens(userId);
      for (const r of WITH_PARAMS) {
        const res = await hit(r, token, {}, side);
        expect(res.status, `${who}: ${label(r)}`).toBe(404);
        expect(res.json.access_token, `${who}: ${label(r)}`).toBeUndefined();
      }
      expect(await liveTokens(userId)).toEqual(before);
      for (const f of fixtures) await f.unchanged?.(db(), records);
      expect((await call("GET", "/contact/list?per_page=1", { token })).status).toBe(200);
    });
  }
});

describe("permissions (doc 1 s6)", () => {
  const original: { map: PermissionMap | null } = { map: null };
  const staffMembership = () => and(eq(memberships.userId, ids.staff), eq(memberships.locationId, ids.downtown));

  beforeAll(async () => {
    const [m] = await db().select({ permissions: memberships.permissions }).from(memberships).where(staffMembership());
    original.map = m.permissions;
  });
  afterAll(async () => {
    await db().update(memberships).set({ permissions: original.map }).where(staffMembership());
  });

  it("lets staff with contacts-center view list contacts", async () => {
    expect(original.map?.["contacts-center"]?.view).toBe(true);
    const { access_token } = await loginAs("staff@demo.test");
    const res = await call("GET", "/contact/list?per_page=1", { token: access_token });
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(60);
    expect((await call("GET", "/contact/tabs/list", { token: access_token })).status).toBe(200);
  });

  it("refuses staff once contacts-center view is withdrawn, on the next request", async () => {
    const { access_token } = await loginAs("staff@demo.test");
    const map = structuredClone(original.map!) as PermissionMap;
    map["contacts-center"] = { ...map["contacts-center"], view: false };
    await db().update(memberships).set({ permissions: map }).where(staffMembership());

    const list = await call("GET", "/contact/list", { token: access_token });
    expect(list.status).toBe(403);
    expect(list.json.data).toBeUndefined();
    expect((await call("GET", "/contact/tabs/list", { token: access_token })).status).toBe(403);

    // A missing area counts as no permission too.
    const without = { ...map };
    delete without["contacts-center"];
    await db().update(memberships).set({ permissions: without }).where(staffMembership());
    expect((await call("GET", "/contact/list", { token: access_token })).status).toBe(403);

    // The owner (no map) is unaffected.
    const owner = await loginAs("owner@demo.test");
    expect((await call("GET", "/contact/list?per_page=1", { token: owner.access_token })).status).toBe(200);

    await db().update(memberships).set({ permissions: original.map }).where(staffMembership());
    expect((await call("GET", "/contact/list?per_page=1", { token: access_token })).status).toBe(200);
  });
});

describe("the sweep covers every route", () => {
  it("sweeps every mounted route that is not public, and every route with parameters has a fixture", () => {
    expect(SWEPT.length).toBeGreaterThan(15);
    const missing = SWEPT.filter((r) => {
      const params = fixtureOf(r.module)?.params?.[key(r)];
      return pathParams(r).some((name) => !params?.[name] && !(name in literalsOf(r)));
    });
    expect(missing.map(label), "add these to tests/tenancy/<module>.fixture.ts").toEqual([]);
  });

  it("declares every route's scope, and the OpenAPI document lists exactly the declared routes", async () => {
    const { openApiDocuments } = await import("../../lib/api/app");
    const documented = openApiDocuments().flatMap((doc) =>
      Object.entries(doc.paths ?? {}).flatMap(([path, item]) => Object.keys(item as object).map((m) => `${m.toUpperCase()} ${path}`)),
    );
    expect(documented.sort()).toEqual(routes.map((r) => `${r.method.toUpperCase()} ${r.host}${r.path}`).sort());
    for (const r of routes) expect(["location", "company", "user", "public", "portal"]).toContain(r.tenancy);
  });

  it("lets public routes be called without a session (nothing else is public)", async () => {
    const publicRoutes = routes.filter((r) => r.tenancy === "public").map(key).sort();
    expect(publicRoutes).toEqual(
      ["GET /health", "POST /auth/login", "POST /auth/forgot-password", "POST /auth/reset-password", "POST /auth/auto-login", "POST /developer/{user}/{token}/login", "GET /dev/outbox/latest",
        "GET /dev/outbox/sms/latest",
        // Sign-up: the person has no session yet; the sign-up token in the path is the key.
        "POST /account/create", "GET /account/subscription-plans", "GET /account/{token}/details",
        "POST /account/{token}/resend-verification-code", "POST /account/{token}/verify-email",
        "POST /account/{token}/resend-phone-verification-code", "POST /account/{token}/verify-phone",
        "POST /account/{token}/change-email", "POST /account/{token}/change-phone",
        "POST /account/{token}/verify-business", "POST /account/{token}/activate",
        // A client setting their portal password from a resend-login link; the token in the body is the key.
        "POST /portal/set-password",
        // Client-portal sign-in (issue 32): throttled password sign-in, a single-use magic link's
        // token, and two requests that answer alike whether or not the email has access.
        "POST /portal/login", "POST /portal/login-with-link", "POST /portal/sign-in-link", "POST /portal/forgot-password",
        // The landing token's new tab: the one-time token in the body is the key.
        "POST /auth/landing-login",
        // A playbook's single-use link from a send or resend email: the token in the body is the key.
        "POST /auth/login-with-playbook-token",
        // Checkout: the app's access token in the body buys a checkout token; the buyer's calls
        // on a public product page, keyed by its unguessable public id and the order's.
        "POST /user/create-token", "POST /public/{public_id}/start", "PATCH /public/order/{order}", "POST /public/order/{order}/finalize",
        // The buyer's self-service links (receipts, dunning, card emails): the unguessable token or order id is the key.
        "GET /public/card/{token}", "POST /public/card/{token}/intent", "POST /public/card/{token}/finish", "GET /public/card/{token}/invoice/{id}", "GET /public/order/{order}/invoice",

        // A form response's signed link (issue 12): the HMAC token of its ids is the key; bad or foreign -> 404.
        "GET /form/view-form-public-response",
        // A sent broadcast's web view (issue 11): drafts 404; merge fields only from a signed recipient token.
        "GET /broadcast/{id}/public-view",
        // A sent email's signed token in the path (issue 11): its pixel, its signed links' redirect and
        // its unsubscribe; the mail relay's signed complaint reports; a location's recovery page, whose
        // resubscribe needs the address's signed token (else it only mails a confirmation link).
        "GET /email-log/open/{token}", "GET /email-log/click/{token}", "POST /email-log/unsubscribe/{token}", "POST /email-log/complaint",
        "GET /recovery-page/{id}/public-setting", "POST /recovery-page/{id}/resubscribe",
        // A member ID card for the portal app: the location's public uuid and the card's 128-bit code are the key; wrong -> 404, rate-limited.
        "GET /member-id/{id}/public-setting"].sort(),
    );
    for (const r of SWEPT) {
      const res = await hit(r, "");
      expect(res.status, label(r)).toBe(401);
    }
  });
});
