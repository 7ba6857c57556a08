import { describe, expect, it } from "vitest";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";

setupTestDb();

describe("ids beyond int32 in the calls this area owns", () => {
  it("a mailbox message id past int32 is not found, not a server error", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    for (const id of ["2147483648", "99999999999999"]) {
      expect((await call("GET", `/mailbox/messages/${id}`, { token: access_token })).status).toBe(404);
    }
    // Past 2^53 the number itself is not exact: the request is refused as invalid.
    expect((await call("GET", "/mailbox/messages/9007199254740993", { token: access_token })).status).toBe(422);
  });

  it("a developer login for a user id past int32 is not found", async () => {
    const res = await call("POST", "/developer/99999999999/abc/login");
    expect(res.status).toBe(404);
  });
});
