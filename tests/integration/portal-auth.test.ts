/**
 * Client-portal sign-in (issue 32): the slug, password sign-in (one 422 for every refusal,
 * throttled), the session cookie (httpOnly, Secure, Lax, only a hash stored), sign-out, the magic
 * link (single use, 15 minutes), forgotten password, set-password signing in, revocation on
 * suspend and password change, login_count, and the two kinds of session kept apart.
 */
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { contacts, emailMessages, locations, portalSessions, portalSignInLinks, portalSites } from "../../db/schema";
import { mountedRoutes } from "../../lib/api/app";
import { BAD_CREDENTIALS } from "../../lib/auth/login";
import { PORTAL_SESSION_TTL_MS } from "../../lib/auth/portal-session";
import { hashToken } from "../../lib/auth/tokens";
import { ensurePortalSite, slugify } from "../../lib/portal/slug";
import { SIGN_IN_LINK_INVALID } from "../../lib/portal/constants";
import { call, loginAs } from "../helpers/api";
import { setClock } from "../helpers/clock";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import type { DemoIds } from "../tenancy/fixture";

const { db } = setupTestDb();
let ids: DemoIds;
let owner: string;
let slug: string;
let otherSlug: string;
const XRW = { "x-requested-with": "XMLHttpRequest" };

beforeAll(async () => {
  ids = await demoIds(db());
  owner = (await loginAs("owner@demo.test")).access_token;
  slug = await ensurePortalSite(db(), ids.downtown);
  otherSlug = await ensurePortalSite(db(), ids.otherLoc);
});

let seq = 0;
/** A contact of Downtown with portal access and, unless told otherwise, a password set by the coach. */
async function client(opts: { password?: string | null; active?: boolean } = {}) {
  seq += 1;
  const email = `portal${seq}-${Date.now()}@example.com`;
  const res = await call("POST", "/contact/save", { token: owner, body: { first_name: `Client${seq}`, last_name: "Portal", email } });
  expect(res.status).toBe(201);
  const id = res.json.data.id as number;
  await call("PATCH", "/contact/portal-account-activate-suspend", { token: owner, body: { contact_ids: [id], active: true } });
  const password = opts.password === undefined ? "portal-pass-1" : opts.password;
  if (password) {
    const set = await call("POST", `/contact/${id}/update-portal-password`, { token: owner, body: { password, password_confirmation: password } });
    expect(set.status).toBe(200);
  }
  if (opts.active === false) await call("PATCH", "/contact/portal-account-activate-suspend", { token: owner, body: { contact_ids: [id], active: false } });
  return { id, email, password: password ?? "" };
}

const cookieOf = (res: { headers: Headers }) => {
  const set = res.headers.get("set-cookie") ?? "";
  const m = /portal_session=([^;]*)/.exec(set);
  return m?.[1] ? `portal_session=${m[1]}` : null;
};
const me = (cookie: string) => call("GET", "/portal/me", { headers: { cookie } });
const signIn = (email: string, password: string, s = slug) => call("POST", "/portal/login", { body: { slug: s, email, password } });
const row = async (id: number) => (await db().select().from(contacts).where(eq(contacts.id, id)))[0];
const lastMail = async (id: number) => (await db().select().from(emailMessages).where(eq(emailMessages.contactId, id)).orderBy(desc(emailMessages.id)).limit(1))[0];

describe("portal slugs", () => {
  it("makes a URL segment of the business name, never a reserved one, unique per location", async () => {
    expect(slugify("Demo Fitness Co.")).toBe("demo-fitness-co");
    expect(slugify("Café  Élan!")).toBe("cafe-elan");
    expect(slugify("go")).toBe("portal-go");
    expect(slugify("!!!")).toBe("portal");
    const [loc] = await db().select({ name: locations.businessname }).from(locations).where(eq(locations.id, ids.downtown));
    expect(slug).toBe(slugify(loc.name));
    expect(await ensurePortalSite(db(), ids.downtown)).toBe(slug);
    // Uptown shares Downtown's business name? Either way its slug differs.
    const up = await ensurePortalSite(db(), ids.uptown);
    expect(up).not.toBe(slug);
    expect(await db().select().from(portalSites).where(eq(portalSites.slug, up))).toHaveLength(1);
  });
});

describe("password sign-in", () => {
  it("signs a contact in with an httpOnly Secure Lax cookie, stores only its hash and counts the login", async () => {
    const c = await client();
    const res = await signIn(c.email.toUpperCase(), c.password);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 1, message: "You are signed in.", slug });
    const set = res.headers.get("set-cookie")!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/Secure/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).toMatch(/Max-Age=2592000/);
    const cookie = cookieOf(res)!;
    const token = cookie.split("=")[1];
    const [s] = await db().select().from(portalSessions).where(eq(portalSessions.contactId, c.id));
    expect(s.tokenHash).toBe(hashToken(token));
    const r = await row(c.id);
    expect(r.loginCount).toBe(1);
    expect(r.portalLastLoginAt).not.toBeNull();

    const who = await me(cookie);
    expect(who.status).toBe(200);
    expect(who.json.contact).toMatchObject({ id: c.id, first_name: expect.stringMatching(/^Client/), email: c.email });
    expect(who.json.portal.slug).toBe(slug);
    expect(["Good morning", "Good afternoon", "Good evening"]).toContain(who.json.greeting);
    // The Classroom is the home; chat is its own tab while the coach has it on (portal-tabs.test.ts covers the rest).
    expect(who.json.tabs[0]).toEqual({ key: "classroom", name: "Classroom", segment: "" });
    expect(who.json.tabs.at(-1)).toEqual({ key: "chat", name: "Chat", segment: "chat" });
  });

  it("answers one 422 for a wrong password, an unknown email, no password and a suspended account", async () => {
    const good = await client();
    const noPassword = await client({ password: null });
    const suspended = await client({ active: false });
    for (const [email, password] of [[good.email, "wrong-pass"], [`nobody-${Date.now()}@example.com`, "portal-pass-1"], [noPassword.email, "portal-pass-1"], [suspended.email, suspended.password]]) {
      const res = await signIn(email, password);
      expect(res.status, email).toBe(422);
      expect(res.json).toEqual({ message: BAD_CREDENTIALS, errors: { email: [BAD_CREDENTIALS] } });
      expect(cookieOf(res)).toBeNull();
    }
    // Another location's portal does not know Downtown's contacts.
    expect((await signIn(good.email, good.password, otherSlug)).status).toBe(422);
    expect((await signIn(good.email, good.password, "no-such-portal")).status).toBe(404);
    const bad = await call("POST", "/portal/login", { body: { slug, email: "not-an-email", password: "" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["email", "password"]);
  });

  it("is throttled like coach sign-in, per portal and email", async () => {
    const c = await client();
    for (let i = 0; i < 10; i++) expect((await signIn(c.email, "wrong-pass")).status).toBe(422);
    const locked = await signIn(c.email, c.password);
    expect(locked.status).toBe(422);
    expect(locked.json.errors.email[0]).toMatch(/^Too many failed attempts/);
    expect(cookieOf(locked)).toBeNull();
  });
});

describe("sessions", () => {
  it("slides the expiry on use, and sign-out ends the session", async () => {
    const c = await client();
    const cookie = cookieOf(await signIn(c.email, c.password))!;
    const start = Date.now();
    try {
      setClock(new Date(start + 20 * 86_400_000));
      const used = await me(cookie);
      expect(used.status).toBe(200);
      expect(cookieOf(used)).toBe(cookie);
      const [s] = await db().select().from(portalSessions).where(eq(portalSessions.contactId, c.id));
      expect(s.expiresAt.getTime()).toBeGreaterThanOrEqual(start + 20 * 86_400_000 + PORTAL_SESSION_TTL_MS);
      setClock(new Date(start + 45 * 86_400_000));
      expect((await me(cookie)).status).toBe(200);
      setClock(new Date(start + 80 * 86_400_000));
      expect((await me(cookie)).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    const fresh = cookieOf(await signIn(c.email, c.password))!;
    expect((await call("POST", "/portal/logout", { headers: { cookie: fresh } })).status).toBe(403); // no X-Requested-With
    const out = await call("POST", "/portal/logout", { headers: { cookie: fresh, ...XRW } });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/portal_session=;/);
    expect((await me(fresh)).status).toBe(401);
  });

  it("ends every session of the contact at once on suspend and on a password change", async () => {
    const c = await client();
    const a = cookieOf(await signIn(c.email, c.password))!;
    const b = cookieOf(await signIn(c.email, c.password))!;
    await call("PATCH", "/contact/portal-account-activate-suspend", { token: owner, body: { contact_ids: [c.id], active: false } });
    expect((await me(a)).status).toBe(401);
    await call("PATCH", "/contact/portal-account-activate-suspend", { token: owner, body: { contact_ids: [c.id], active: true } });
    // Re-activating does not bring the old sessions back.
    expect((await me(b)).status).toBe(401);

    const d = cookieOf(await signIn(c.email, c.password))!;
    expect((await me(d)).status).toBe(200);
    await call("POST", `/contact/${c.id}/update-portal-password`, { token: owner, body: { password: "portal-pass-2", password_confirmation: "portal-pass-2" } });
    expect((await me(d)).status).toBe(401);
    expect((await signIn(c.email, "portal-pass-2")).status).toBe(200);
  });

  it("keeps the two kinds of session apart", async () => {
    const c = await client();
    const cookie = cookieOf(await signIn(c.email, c.password))!;
    const portalRoutes = mountedRoutes().filter((r) => r.tenancy === "portal");
    expect(portalRoutes.length).toBeGreaterThan(1);
    for (const r of portalRoutes) {
      const path = r.path.replace(/\{\w+\}/g, "1");
      // A coach's bearer token, or no session at all: 401 on every portal call.
      expect((await call(r.method.toUpperCase(), path, { token: owner, headers: XRW })).status, `${r.method} ${r.path}`).toBe(401);
      expect((await call(r.method.toUpperCase(), path, { headers: XRW })).status, `${r.method} ${r.path}`).toBe(401);
    }
    // A portal cookie opens no coach call.
    expect((await call("GET", "/contact/list", { headers: { cookie } })).status).toBe(401);
    expect((await call("GET", "/contact/tabs/list", { headers: { cookie } })).status).toBe(401);
  });
});

describe("magic sign-in links", () => {
  const linkToken = async (id: number) => {
    const mail = await lastMail(id);
    expect(mail.sensitive).toBe(true);
    return decodeURIComponent(/\/portal\/sign-in\?token=([A-Za-z0-9_%-]+)/.exec(mail.text)![1]);
  };

  it("emails a single-use link that signs the contact in within 15 minutes", async () => {
    const c = await client({ password: null });
    const res = await call("POST", "/portal/sign-in-link", { body: { slug, email: c.email } });
    expect(res.status).toBe(200);
    const token = await linkToken(c.id);
    const [stored] = await db().select().from(portalSignInLinks).where(eq(portalSignInLinks.contactId, c.id));
    expect(stored.tokenHash).toBe(hashToken(token));
    const used = await call("POST", "/portal/login-with-link", { body: { token } });
    expect(used.status).toBe(200);
    expect(used.json.slug).toBe(slug);
    expect((await me(cookieOf(used)!)).status).toBe(200);
    const again = await call("POST", "/portal/login-with-link", { body: { token } });
    expect(again.status).toBe(422);
    expect(again.json.errors).toEqual({ token: [SIGN_IN_LINK_INVALID] });
  });

  it("refuses an expired link, answers alike for unknown emails and stops sending after three open links", async () => {
    const c = await client({ password: null });
    await call("POST", "/portal/sign-in-link", { body: { slug, email: c.email } });
    const token = await linkToken(c.id);
    try {
      setClock(new Date(Date.now() + 16 * 60_000));
      expect((await call("POST", "/portal/login-with-link", { body: { token } })).status).toBe(422);
    } finally {
      vi.useRealTimers();
    }
    const unknown = await call("POST", "/portal/sign-in-link", { body: { slug, email: `nobody-${Date.now()}@example.com` } });
    expect(unknown.status).toBe(200);
    expect(unknown.json.message).toBe((await call("POST", "/portal/sign-in-link", { body: { slug, email: c.email } })).json.message);
    await call("POST", "/portal/sign-in-link", { body: { slug, email: c.email } });
    await call("POST", "/portal/sign-in-link", { body: { slug, email: c.email } });
    await call("POST", "/portal/sign-in-link", { body: { slug, email: c.email } });
    const open = await db().select().from(portalSignInLinks).where(and(eq(portalSignInLinks.contactId, c.id)));
    // Back on the real clock the first link is live again: three open links, the fourth request sent nothing.
    expect(open).toHaveLength(3);
    const suspended = await client({ active: false });
    await call("POST", "/portal/sign-in-link", { body: { slug, email: suspended.email } });
    expect(await db().select().from(portalSignInLinks).where(eq(portalSignInLinks.contactId, suspended.id))).toHaveLength(0);
  });
});

describe("forgotten password and the set-password link", () => {
  it("emails the set-password link, which sets the password and signs the client in", async () => {
    const c = await client({ password: null });
    const res = await call("POST", "/portal/forgot-password", { body: { slug, email: c.email } });
    expect(res.status).toBe(200);
    const mail = await lastMail(c.id);
    const token = decodeURIComponent(/\/portal\/set-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.text)![1]);
    const set = await call("POST", "/portal/set-password", { body: { token, password: "portal-pass-9", password_confirmation: "portal-pass-9" } });
    expect(set.status).toBe(200);
    expect(set.json).toEqual({ status: 1, message: "Your password has been set.", slug });
    const cookie = cookieOf(set)!;
    expect((await me(cookie)).json.contact.id).toBe(c.id);
    expect((await row(c.id)).loginCount).toBe(1);
    expect((await signIn(c.email, "portal-pass-9")).status).toBe(200);
    const unknown = await call("POST", "/portal/forgot-password", { body: { slug, email: `nobody-${Date.now()}@example.com` } });
    expect(unknown.json).toEqual(res.json);
  });
});

describe("the portal_login_url merge field", () => {
  const goTo = async (token: string) => {
    const { default: PortalGoPage } = await import("../../app/(public)/portal/go/[token]/page");
    try {
      await PortalGoPage({ params: Promise.resolve({ token }) });
    } catch (err) {
      const digest = String((err as { digest?: string }).digest ?? "");
      if (digest.startsWith("NEXT_REDIRECT")) return digest.split(";")[2];
      if (digest.startsWith("NEXT_HTTP_ERROR_FALLBACK;404")) return 404;
      throw err;
    }
    return null;
  };

  it("leads a contact (or a message sent to no one) to their location's portal; a forged link is a 404", async () => {
    const { messageLinks } = await import("../../lib/merge-fields/links");
    const c = await client();
    const url = new URL(messageLinks("https://app.example", ids.downtown, c.id).portal_login_url);
    expect(url.pathname).toMatch(/^\/portal\/go\/[^/]+$/);
    expect(await goTo(decodeURIComponent(url.pathname.split("/").pop()!))).toBe(`/portal/${slug}`);
    const bare = new URL(messageLinks("https://app.example", ids.otherLoc, null).portal_login_url);
    expect(await goTo(bare.pathname.split("/").pop()!)).toBe(`/portal/${otherSlug}`);
    const real = url.pathname.split("/").pop()!;
    const forged = real.slice(0, -2) + (real.endsWith("xx") ? "yy" : "xx");
    expect(await goTo(decodeURIComponent(forged))).toBe(404);
    expect(await goTo("l999999")).toBe(404);
  });
});
