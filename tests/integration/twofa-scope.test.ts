import * as OTPAuth from "otpauth";
import { describe, expect, it } from "vitest";
import { setupTestDb } from "../helpers/db";
import { call, loginAs } from "../helpers/api";

setupTestDb();

const code = () => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32("JBSWY3DPEHPK3PXP"), digits: 6, period: 30 }).generate();

describe("a session before its second factor", () => {
  it("cannot read account data through /auth/refresh", async () => {
    const { access_token } = await loginAs("twofa@demo.test");
    const res = await call("POST", "/auth/refresh", { token: access_token });
    expect(res.status).toBe(403);
    expect(res.json.two_factor_required).toBe(true);
    const body = JSON.stringify(res.json);
    expect(body).not.toContain("twofa@demo.test");
    expect(res.json.user).toBeUndefined();
    expect(res.json.file_storage).toBeUndefined();
  });

  it("may still verify and log out, and reads everything once verified", async () => {
    const { access_token } = await loginAs("twofa@demo.test");
    expect((await call("POST", "/auth/verify-twofa", { token: access_token, body: { code: code() } })).status).toBe(200);
    const res = await call("POST", "/auth/refresh", { token: access_token });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.json)).toContain("twofa@demo.test");
    expect((await call("POST", "/auth/logout", { token: access_token })).json).toEqual({ status: 1 });

    const other = await loginAs("twofa@demo.test");
    expect((await call("POST", "/auth/logout", { token: other.access_token })).json).toEqual({ status: 1 });
  });
});
