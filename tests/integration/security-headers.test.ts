import { describe, expect, it } from "vitest";
import { api, billingApi } from "../../lib/api/app";
import { setupTestDb } from "../helpers/db";
import { loginAs } from "../helpers/api";

setupTestDb();

const req = (path: string, init: RequestInit = {}, app = api) => app.request(path, init);

function expectCommon(res: Response) {
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
}

describe("API security headers", () => {
  it("authenticated answers carry no-store and the common headers", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    const res = await req("/api/v3/contact/list?per_page=1", { headers: { authorization: `Bearer ${access_token}` } });
    expect(res.status).toBe(200);
    expectCommon(res);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("error answers carry them too (401, 404, 422)", async () => {
    const unauth = await req("/api/v3/contact/list", { headers: { authorization: "Bearer nope" } });
    expect(unauth.status).toBe(401);
    expectCommon(unauth);
    expect(unauth.headers.get("cache-control")).toBe("no-store");
    const missing = await req("/api/v3/no-such-route");
    expect(missing.status).toBe(404);
    expectCommon(missing);
    const bad = await req("/api/v3/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(bad.status).toBe(422);
    expectCommon(bad);
  });

  it("the login answer (it carries a token) is never stored; an anonymous health check may be", async () => {
    const login = await req("/api/v3/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "owner@demo.test", password: "password123" }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get("cache-control")).toBe("no-store");
    const health = await req("/api/v3/health");
    expectCommon(health);
    expect(health.headers.get("cache-control")).toBeNull();
  });

  it("the billing API has the same headers", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    const res = await req("/api/billing/stripe/billing-notifications", { headers: { authorization: `Bearer ${access_token}` } }, billingApi);
    expectCommon(res);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});
