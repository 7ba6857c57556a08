import { and, eq, isNull } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { describe, expect, it } from "vitest";
import { emailMessages, loginTokens, memberships, users } from "../../db/schema";
import { createLoginToken } from "../../lib/auth/login-tokens";
import { hashPassword } from "../../lib/auth/password";
import { api } from "../../lib/api/app";
import { setupTestDb } from "../helpers/db";
import { call, loginAs } from "../helpers/api";

const { db } = setupTestDb();

async function makeUser(email: string) {
  const [u] = await db()
    .insert(users)
    .values({ email, passwordHash: await hashPassword("password123"), fullName: "Race Tester", module: "contacts" })
    .returning({ id: users.id });
  await db().insert(memberships).values({ userId: u.id, locationId: 1 });
  return u.id;
}

describe("limits hold under parallel requests", () => {
  it("checks at most 10 wrong passwords when 30 arrive at once", async () => {
    await makeUser("parallel@demo.test");
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => call("POST", "/auth/login", { body: { email: "parallel@demo.test", password: `wrong-${i}` } })),
    );
    const checked = results.filter((r) => r.json.errors?.email?.[0] === "These credentials do not match our records.");
    const refused = results.filter((r) => /Too many/.test(r.json.errors?.email?.[0] ?? ""));
    expect(checked.length).toBeLessThanOrEqual(10);
    expect(checked.length + refused.length).toBe(30);
  });

  it("accepts one TOTP code once even when two sessions send it together", async () => {
    const [a, b] = [await loginAs("twofa@demo.test"), await loginAs("twofa@demo.test")];
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32("JBSWY3DPEHPK3PXP"), digits: 6, period: 30 }).generate();
    const res = await Promise.all([a, b].map((t) => call("POST", "/auth/verify-twofa", { token: t.access_token, body: { code } })));
    expect(res.map((r) => r.status).sort()).toEqual([200, 422]);
  });
});

describe("password reset links", () => {
  it("builds the link from configuration, never from the request's Host header", async () => {
    await makeUser("host@demo.test");
    await api.request("http://evil.example/api/v3/auth/forgot-password", {
      method: "POST",
      headers: { "content-type": "application/json", host: "evil.example" },
      body: JSON.stringify({ email: "host@demo.test" }),
    });
    const [mail] = await db().select().from(emailMessages).where(eq(emailMessages.toAddress, "host@demo.test"));
    expect(mail.text).not.toContain("evil.example");
    expect(mail.text).toMatch(/http:\/\/localhost:\d+\/password\/[\w-]+\/reset/);
  });

  it("spends every other outstanding link of the account when one is used", async () => {
    const id = await makeUser("links@demo.test");
    for (let i = 0; i < 2; i++) await call("POST", "/auth/forgot-password", { body: { email: "links@demo.test" } });
    await createLoginToken(db(), id, "auto-login");
    const mails = await db().select().from(emailMessages).where(eq(emailMessages.toAddress, "links@demo.test"));
    const tokens = mails.map((m) => /\/password\/([\w-]+)\/reset/.exec(m.text)![1]);
    const first = await call("POST", "/auth/reset-password", { body: { token: tokens[0], password: "newpass123", password_confirmation: "newpass123" } });
    expect(first.status).toBe(200);
    const second = await call("POST", "/auth/reset-password", { body: { token: tokens[1], password: "other1234", password_confirmation: "other1234" } });
    expect(second.status).toBe(422);
    const live = await db().select().from(loginTokens).where(and(eq(loginTokens.userId, id), isNull(loginTokens.usedAt)));
    expect(live).toHaveLength(0);
  });
});
