import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { authSecret } from "../../lib/auth/secret";
import { setupTestDb } from "../helpers/db";
import { call, loginAs } from "../helpers/api";

setupTestDb();

/** The browser's session cookie: a next-auth JWT carrying the access token. */
async function cookieFor(email: string) {
  const { access_token } = await loginAs(email);
  const jwt = await encode({ token: { at: access_token }, secret: authSecret() });
  return `next-auth.session-token=${jwt}`;
}

describe("session cookie authentication", () => {
  it("authenticates reads with the session cookie", async () => {
    const cookie = await cookieFor("owner@demo.test");
    const res = await call("GET", "/contact/list?per_page=5", { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(60);
  });

  it("refuses cookie-authenticated writes without X-Requested-With (CSRF)", async () => {
    const cookie = await cookieFor("owner@demo.test");
    const bare = await call("POST", "/auth/logout", { headers: { cookie } });
    expect(bare.status).toBe(403);
    // The session survived the refused write.
    expect((await call("GET", "/contact/list", { headers: { cookie } })).status).toBe(200);
    const ok = await call("POST", "/auth/logout", { headers: { cookie, "x-requested-with": "XMLHttpRequest" } });
    expect(ok.status).toBe(200);
    expect((await call("GET", "/contact/list", { headers: { cookie } })).status).toBe(401);
  });

  it("ignores a forged cookie", async () => {
    const res = await call("GET", "/contact/list", { headers: { cookie: "next-auth.session-token=forged.jwt.value" } });
    expect(res.status).toBe(401);
  });
});

describe("PATCH /app/latest-version", () => {
  it("marks the user as on the latest version", async () => {
    const { access_token } = await loginAs("staff@demo.test");
    const { db } = await import("../../db").then(async (m) => ({ db: await m.getDb() }));
    const { users } = await import("../../db/schema");
    const { eq } = await import("drizzle-orm");
    await db.update(users).set({ hasLatestVersion: false }).where(eq(users.email, "staff@demo.test"));
    const res = await call("PATCH", "/app/latest-version", { token: access_token });
    expect(res.json).toEqual({ status: 1 });
    const refreshed = await call("POST", "/auth/refresh", { token: access_token });
    expect(refreshed.json.user.has_latest_version).toBe(true);
  });
});
