import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscriptions, users } from "../../db/schema";
import { setupTestDb } from "../helpers/db";
import { call, loginAs } from "../helpers/api";

const { db } = setupTestDb();

const statusOf = async (email: string) => {
  const [row] = await db()
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(users.email, email));
  return row.status;
};

describe("POST /stripe/skip-trial is for the account owner only", () => {
  it("answers 403 to a staff user with their own, correct password, and leaves the trial", async () => {
    expect(await statusOf("staff@demo.test")).toBe("trialing");
    const { access_token: token } = await loginAs("staff@demo.test");
    const res = await call("POST", "/stripe/skip-trial", { token, host: "billing", body: { password: "password123" } });
    expect(res.status).toBe(403);
    expect(res.json.message).toBeTruthy();
    expect(await statusOf("staff@demo.test")).toBe("trialing");
    // Nor does it start the company's billing.
    expect(await statusOf("owner@demo.test")).toBe("trialing");
  });

  it("answers 403 before looking at the password (no password oracle for staff)", async () => {
    const { access_token: token } = await loginAs("staff@demo.test");
    const res = await call("POST", "/stripe/skip-trial", { token, host: "billing", body: { password: "password124" } });
    expect(res.status).toBe(403);
  });

  it("still lets the owner end the trial", async () => {
    const { access_token: token } = await loginAs("owner@demo.test");
    const res = await call("POST", "/stripe/skip-trial", { token, host: "billing", body: { password: "password123" } });
    expect(res.status).toBe(200);
    expect(await statusOf("owner@demo.test")).toBe("active");
  });
});
