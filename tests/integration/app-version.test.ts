import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { recordRelease } from "../../lib/app-version/release";
import { APP_VERSION } from "../../lib/app-version/version";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";

const { db } = setupTestDb();

const flag = async (email: string) => (await db().select({ v: users.hasLatestVersion }).from(users).where(eq(users.email, email)))[0].v;

describe("releases and PATCH /app/latest-version", () => {
  it("every API answer names the server's version (the refresh bar compares the browser's with it)", async () => {
    const res = await api("GET", "/health");
    expect(res.headers.get("x-app-version")).toBe(APP_VERSION);
    const refused = await api("POST", "/auth/refresh");
    expect(refused.status).toBe(401);
    expect(refused.headers.get("x-app-version")).toBe(APP_VERSION);
  });

  it("a new release marks every user as not on the latest version; a restart of the same one does not", async () => {
    await recordRelease(db(), "release-a");
    const { access_token } = await loginAs("staff@demo.test");
    await call("PATCH", "/app/latest-version", { token: access_token });
    expect(await flag("staff@demo.test")).toBe(true);

    expect(await recordRelease(db(), "release-b")).toBe(true);
    expect(await flag("staff@demo.test")).toBe(false);
    expect(await flag("owner@demo.test")).toBe(false);
    expect((await call("POST", "/auth/refresh", { token: access_token })).json.user.has_latest_version).toBe(false);

    const marked = await call("PATCH", "/app/latest-version", { token: access_token });
    expect(marked.json).toEqual({ status: 1 });
    expect(await flag("staff@demo.test")).toBe(true);
    expect(await flag("owner@demo.test")).toBe(false); // only the caller

    expect(await recordRelease(db(), "release-b")).toBe(false);
    expect(await flag("staff@demo.test")).toBe(true);
    expect((await call("PATCH", "/app/latest-version")).status).toBe(401);
  });
});

async function api(method: string, path: string) {
  const { api: app } = await import("../../lib/api/app");
  return app.request(`/api/v3${path}`, { method, headers: { accept: "application/json" } });
}
