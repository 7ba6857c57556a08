import { afterEach, describe, expect, it } from "vitest";
import { setupTestDb } from "../helpers/db";
import { call } from "../helpers/api";

setupTestDb();

describe("dev outbox route", () => {
  afterEach(() => {
    delete process.env.DEV_OUTBOX;
  });

  it("is closed unless DEV_OUTBOX=1", async () => {
    await call("POST", "/auth/forgot-password", { body: { email: "owner@demo.test" } });
    expect((await call("GET", "/dev/outbox/latest?to=owner@demo.test")).status).toBe(404);
  });

  it("answers the latest captured email to an address when open", async () => {
    process.env.DEV_OUTBOX = "1";
    await call("POST", "/auth/forgot-password", { body: { email: "owner@demo.test" } });
    const res = await call("GET", "/dev/outbox/latest?to=OWNER@demo.test");
    expect(res.status).toBe(200);
    expect(res.json.subject).toBe("Reset your password");
    expect(res.json.text).toMatch(/\/password\/[\w-]+\/reset/);
    expect((await call("GET", "/dev/outbox/latest?to=nobody@demo.test")).status).toBe(404);
  });
});
