/**
 * The tenancy sweep (ARCHITECTURE.md "Tests"): two tenants, every authenticated route.
 *
 * FUTURE MODULES: add every route you mount to the ROUTES table below (method, path, and
 * the host/body it needs). Use the placeholders {ownLocation}, {otherLocation},
 * {ownCompany}, {otherCompany}; for routes that take a record id, put ANOTHER tenant's id in
 * the path (add it to `ids` in beforeAll) and list the route in FOREIGN_ID_ROUTES too, so the
 * sweep checks it answers 404 and changes nothing. A route missing here is a route whose
 * tenancy nobody checks.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessTokens, contacts, emailMessages, files, memberships, subscriptions, type PermissionMap } from "../../db/schema";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { call, loginAs } from "../helpers/api";

const { db } = setupTestDb();

type Route = { method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE"; path: string; host?: "v3" | "billing"; body?: unknown };

const ROUTES: Route[] = [
  // contacts
  { method: "GET", path: "/contact/list" },
  { method: "GET", path: "/contact/tabs/list" },
  // auth / account (session-scoped)
  { method: "GET", path: "/auth/locations" },
  { method: "POST", path: "/auth/refresh" },
  { method: "POST", path: "/location/{otherLocation}/access" },
  { method: "POST", path: "/account/{otherCompany}/access" },
  { method: "POST", path: "/auth/verify-twofa", body: { code: "123456" } },
  { method: "POST", path: "/auth/activate-account" },
  { method: "POST", path: "/auth/logout" },
  // user
  { method: "PATCH", path: "/app/latest-version" },
  { method: "POST", path: "/user/update-kill-status", body: { type: "email", status: 1 } },
  // sms / integrations
  { method: "GET", path: "/integration/twilio" },
  { method: "POST", path: "/integration/save-twilio-credentials", body: { account_sid: `AC${"0".repeat(32)}`, auth_token: "0".repeat(32), phone_number: "+15005550006" } },
  { method: "POST", path: "/integration/update-twilio-connection", body: { status: false } },
  // activity feed
  { method: "GET", path: "/activity-feed/get-activity-module" },
  { method: "GET", path: "/activity-feed/get-notification" },
  // email (the owner's mailbox)
  { method: "GET", path: "/mailbox/messages" },
  { method: "GET", path: "/mailbox/sms" },
  { method: "GET", path: "/mailbox/messages/{otherEmail}" },
  // realtime: channel auth (the user's own channels only) and the bell's count
  { method: "POST", path: "/broadcasting/auth", body: { socket_id: "1.1", channel_name: "private-sms-receive.1" } },
  { method: "GET", path: "/message-center/unread-count" },
  // billing host
  { method: "GET", path: "/stripe/billing-notifications", host: "billing" },
  { method: "POST", path: "/stripe/skip-trial", host: "billing", body: { password: "password123" } },
  // files
  { method: "POST", path: "/file-upload" },
  { method: "DELETE", path: "/file-upload/{otherFile}" },
];

/** Routes whose path names another tenant's record: they must answer 404 and change nothing. */
const FOREIGN_ID_ROUTES: Route[] = [
  { method: "POST", path: "/location/{otherLocation}/access" },
  { method: "POST", path: "/account/{otherCompany}/access" },
  { method: "DELETE", path: "/file-upload/{otherFile}" },
  { method: "GET", path: "/mailbox/messages/{otherEmail}" },
];

const ids = { owner: 0, staff: 0, other: 0, demoCompany: 0, otherCompany: 0, downtown: 0, uptown: 0, otherLoc: 0, ownFile: 0, otherFile: 0, ownEmail: 0, otherEmail: 0 };

function resolve(path: string) {
  return path
    .replaceAll("{ownLocation}", String(ids.downtown))
    .replaceAll("{otherLocation}", String(ids.otherLoc))
    .replaceAll("{ownCompany}", String(ids.demoCompany))
    .replaceAll("{otherCompany}", String(ids.otherCompany))
    .replaceAll("{otherFile}", String(ids.otherFile))
    .replaceAll("{otherEmail}", String(ids.otherEmail));
}

function hit(r: Route, token: string, headers: Record<string, string> = {}) {
  return call(r.method, resolve(r.path), { token, headers, host: r.host, body: r.body });
}

const label = (r: Route) => `${r.method} ${r.host === "billing" ? "[billing]" : ""}${r.path}`;

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
  const file = (locationId: number, storageKey: string) => ({ locationId, kind: "image", size: 1, mime: "image/png", originalName: "a.png", storageKey, provider: "local" });
  const [own, other] = await db().insert(files).values([file(ids.downtown, "tenancy/own.png"), file(ids.otherLoc, "tenancy/other.png")]).returning({ id: files.id });
  Object.assign(ids, { ownFile: own.id, otherFile: other.id });
  const mail = (locationId: number) => ({ locationId, toAddress: "x@demo.test", fromAddress: "a@b.c", subject: "s", html: "h", text: "t", status: "captured" });
  const [ownMail, otherMail] = await db().insert(emailMessages).values([mail(ids.downtown), mail(ids.otherLoc)]).returning({ id: emailMessages.id });
  Object.assign(ids, { ownEmail: ownMail.id, otherEmail: otherMail.id });
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

describe("tenancy sweep over ROUTES", () => {
  let owner: string;
  let other: string;
  let staff: string;
  beforeAll(async () => {
    owner = (await loginAs("owner@demo.test")).access_token;
    other = (await loginAs("other@demo.test")).access_token;
    staff = (await loginAs("staff@demo.test")).access_token;
  });

  it("answers 403 when accessed-location-id names a location the user is not a member of", async () => {
    const cases: [string, string, number][] = [
      ["owner -> Other Studio", owner, ids.otherLoc],
      ["other -> Downtown", other, ids.downtown],
      ["other -> Uptown", other, ids.uptown],
      ["staff -> Uptown (same company, no membership)", staff, ids.uptown],
      ["owner -> no such location", owner, 999_999],
    ];
    for (const [who, token, loc] of cases) {
      for (const r of ROUTES) {
        const res = await hit(r, token, { "accessed-location-id": String(loc) });
        expect(res.status, `${who}: ${label(r)}`).toBe(403);
        expect(JSON.stringify(res.json), `${who}: ${label(r)}`).not.toMatch(/access_token|"data"/);
      }
    }
  });

  it("answers 403 when company-admin-id names another company's admin", async () => {
    const cases: [string, string, number][] = [
      ["owner claims Other Studio's admin", owner, ids.other],
      ["other claims Demo's admin", other, ids.owner],
      ["staff claims Other Studio's admin", staff, ids.other],
    ];
    for (const [who, token, admin] of cases) {
      for (const r of ROUTES) {
        const res = await hit(r, token, { "company-admin-id": String(admin) });
        expect(res.status, `${who}: ${label(r)}`).toBe(403);
      }
    }
  });

  it("answers 403 for a non-numeric or non-positive accessed-location-id", async () => {
    for (const bad of ["abc", "1.5", "-1", "0", `${ids.uptown}abc`, "NaN"]) {
      for (const r of ROUTES) {
        const res = await hit(r, owner, { "accessed-location-id": bad });
        expect(res.status, `${bad}: ${label(r)}`).toBe(403);
      }
    }
  });

  it("changed nothing while refusing: every token is still live and no token was issued", async () => {
    // The sweep above included logout, skip-trial and location switches; all were refused.
    for (const t of [owner, other, staff]) {
      expect((await call("GET", "/contact/list?per_page=1", { token: t })).status).toBe(200);
    }
    const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.userId, ids.owner));
    expect(sub.status).toBe("trialing");
  });

  it("answers 404 for another tenant's ids and changes nothing", async () => {
    for (const [who, token, userId] of [["owner", owner, ids.owner], ["other", other, ids.other]] as const) {
      const before = await liveTokens(userId);
      for (const r of FOREIGN_ID_ROUTES) {
        const path =
          who === "other"
            ? r.path.replace("{otherLocation}", String(ids.uptown)).replace("{otherCompany}", String(ids.demoCompany)).replace("{otherFile}", String(ids.ownFile)).replace("{otherEmail}", String(ids.ownEmail))
            : r.path;
        const res = await hit({ ...r, path }, token);
        expect(res.status, `${who}: ${label(r)}`).toBe(404);
        expect(res.json.access_token, `${who}: ${label(r)}`).toBeUndefined();
      }
      expect(await liveTokens(userId)).toEqual(before);
      expect(await db().select({ id: files.id }).from(files).where(inArray(files.id, [ids.ownFile, ids.otherFile]))).toHaveLength(2);
      expect((await call("GET", "/contact/list?per_page=1", { token })).status).toBe(200);
    }
  });
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

/** Routes anyone may call without a session: everything else must be in ROUTES above. */
const PUBLIC_ROUTES = [
  "GET /health", "POST /auth/login", "POST /auth/forgot-password", "POST /auth/reset-password",
  "POST /auth/auto-login", "POST /developer/{user}/{token}/login", "GET /dev/outbox/latest",
];

describe("the sweep covers every route", () => {
  it("lists every mounted route either in ROUTES or as public", async () => {
    const { openApiDocuments } = await import("../../lib/api/app");
    const mounted = openApiDocuments().flatMap((doc) =>
      Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
        Object.keys(item as object).map((m) => `${m.toUpperCase()} ${path.replace(/^\/api\/(v3|billing|checkout)/, "")}`),
      ),
    );
    const swept = new Set(ROUTES.map((r) => `${r.method} ${r.path.replace(/\{\w+\}/g, "{id}")}`));
    const missing = mounted.filter((r) => !PUBLIC_ROUTES.includes(r) && !swept.has(r.replace(/\{\w+\}/g, "{id}")));
    expect(mounted.length).toBeGreaterThan(15);
    expect(missing).toEqual([]);
  });
});

