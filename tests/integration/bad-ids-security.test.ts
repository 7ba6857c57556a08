import { describe, expect, it } from "vitest";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";

setupTestDb();

// The route kit's id() refuses ids past int32 with a 422 before any query runs.
describe("ids beyond int32 in the calls this area owns", () => {
  it("a mailbox message id past int32 is refused, not a server error", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    for (const id of ["2147483648", "99999999999999", "9007199254740993"]) {
      const res = await call("GET", `/mailbox/messages/${id}`, { token: access_token });
      expect(res.status).toBe(422);
      expect(res.json.errors.id).toContain("The id is not a valid id.");
    }
  });

  it("a developer login for a user id past int32 is refused", async () => {
    const res = await call("POST", "/developer/99999999999/abc/login");
    expect(res.status).toBe(422);
  });
});

describe("NUL bytes and broken characters in sign-in fields", () => {
  it("are answered like any wrong input, never with a server error", async () => {
    for (const email of ["own\u0000er@demo.test", "\ud800@demo.test", "owner@demo.test\u0000"]) {
      const login = await call("POST", "/auth/login", { body: { email, password: "pass\u0000word123" } });
      expect(login.status).toBe(422);
      const forgot = await call("POST", "/auth/forgot-password", { body: { email } });
      expect(forgot.status).toBeLessThan(500);
    }
    const reset = await call("POST", "/auth/reset-password", { body: { token: "a\u0000b", password: "newpass123", password_confirmation: "newpass123" } });
    expect(reset.status).toBe(422);
    // NUL is refused at the API's door (lib/http/input-guard.ts).
    expect((await call("POST", "/auth/auto-login", { body: { token: "a\u0000b" } })).status).toBe(422);
  });
});
