import { and, eq, like } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { loginAttempts, memberships, users } from "../../db/schema";
import { clientAddress } from "../../lib/http/client-ip";
import { TOO_MANY_AT_ONCE } from "../../lib/auth/login-throttle";
import { LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_IP } from "../../lib/auth/constants";
import { hashPassword } from "../../lib/auth/password";
import { setupTestDb } from "../helpers/db";
import { call } from "../helpers/api";

const { db } = setupTestDb();
const BAD_CREDENTIALS = "These credentials do not match our records.";

async function makeUser(email: string) {
  const [u] = await db()
    .insert(users)
    .values({ email, passwordHash: await hashPassword("password123"), fullName: "Throttle Tester", module: "contacts" })
    .returning({ id: users.id });
  await db().insert(memberships).values({ userId: u.id, locationId: 1 });
  return u.id;
}

const login = (email: string, password: string, ip?: string) =>
  call("POST", "/auth/login", { body: { email, password }, headers: ip ? { "x-forwarded-for": ip } : {} });
const message = (r: { json: { errors?: { email?: string[] } } }) => r.json.errors?.email?.[0] ?? "";

afterEach(() => {
  delete process.env.TRUSTED_PROXY_HOPS;
});

describe("client address", () => {
  const headers = (xff?: string) => (n: string) => (n === "x-forwarded-for" ? xff : undefined);

  it("ignores X-Forwarded-For unless a trusted proxy is configured", () => {
    expect(clientAddress(headers("203.0.113.9"))).toBeNull();
    expect(clientAddress(headers("203.0.113.9"), "10.0.0.1")).toBe("10.0.0.1");
  });

  it("behind N trusted proxies takes the Nth address from the right (the left is the client's to forge)", () => {
    process.env.TRUSTED_PROXY_HOPS = "1";
    expect(clientAddress(headers("1.1.1.1, 203.0.113.9"))).toBe("203.0.113.9");
    process.env.TRUSTED_PROXY_HOPS = "2";
    expect(clientAddress(headers("1.1.1.1, 203.0.113.9, 10.0.0.2"))).toBe("203.0.113.9");
    // Fewer entries than proxies: the chain is not the one configured, so no address is believed.
    expect(clientAddress(headers("203.0.113.9"))).toBeNull();
  });
});

describe("login throttle", () => {
  it("lets concurrent correct logins through and never turns them into a lockout", async () => {
    await makeUser("burst@demo.test");
    const results = await Promise.all(Array.from({ length: 25 }, () => login("burst@demo.test", "password123")));
    // At most the limit are checked at once; the rest queue behind them instead of failing.
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const failed = await db()
      .select()
      .from(loginAttempts)
      .where(and(like(loginAttempts.email, "%burst@demo.test"), eq(loginAttempts.succeeded, false)));
    expect(failed).toHaveLength(0);
    // Sequential correct logins keep working right after the burst.
    for (let i = 0; i < LOGIN_MAX_FAILURES + 2; i++) expect((await login("burst@demo.test", "password123")).status).toBe(200);
  });

  it("with a trusted proxy, a stranger's failures lock only the stranger's address for that account", async () => {
    process.env.TRUSTED_PROXY_HOPS = "1";
    await makeUser("victim@demo.test");
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect(message(await login("victim@demo.test", `guess-${i}`, "203.0.113.66"))).toBe(BAD_CREDENTIALS);
    }
    const stranger = await login("victim@demo.test", "password123", "203.0.113.66");
    expect(stranger.status).toBe(422);
    expect(message(stranger)).toMatch(/^Too many failed attempts\. Please try again in 1[45] minutes\.$/);
    // The owner, from their own address, signs in.
    expect((await login("victim@demo.test", "password123", "198.51.100.7")).status).toBe(200);
    // A forged left-hand entry does not move the stranger to a fresh bucket.
    expect((await login("victim@demo.test", "password123", "198.51.100.7, 203.0.113.66")).status).toBe(422);
  });

  it("one address cannot spray wrong passwords over many accounts", async () => {
    process.env.TRUSTED_PROXY_HOPS = "1";
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_IP; i++) {
      const r = await login(`nobody-${i}@demo.test`, "wrong-password", "192.0.2.44");
      expect(message(r)).toBe(BAD_CREDENTIALS);
    }
    const next = await login("owner@demo.test", "password123", "192.0.2.44");
    expect(message(next)).toMatch(/^Too many failed attempts/);
    expect((await login("owner@demo.test", "password123", "192.0.2.45")).status).toBe(200);
  });

  it("does not count an attempt that was refused, and a correct password after the window works", async () => {
    await makeUser("window@demo.test");
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await login("window@demo.test", `wrong-${i}`);
    for (let i = 0; i < 5; i++) expect((await login("window@demo.test", "password123")).status).toBe(422);
    const rows = await db().select().from(loginAttempts).where(like(loginAttempts.email, "%window@demo.test"));
    expect(rows.filter((r) => !r.succeeded)).toHaveLength(LOGIN_MAX_FAILURES);
    await db()
      .update(loginAttempts)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(like(loginAttempts.email, "%window@demo.test"));
    expect((await login("window@demo.test", "password123")).status).toBe(200);
  });

  it("when checks running in other processes hold every slot, the answer is to retry, and nothing counts", async () => {
    await makeUser("elsewhere@demo.test");
    await db()
      .insert(loginAttempts)
      .values(Array.from({ length: LOGIN_MAX_FAILURES }, () => ({ email: "pending:elsewhere@demo.test", succeeded: false })));
    const res = await login("elsewhere@demo.test", "password123");
    expect(res.status).toBe(422);
    expect(message(res)).toBe(TOO_MANY_AT_ONCE);
    const failed = await db().select().from(loginAttempts).where(and(eq(loginAttempts.email, "elsewhere@demo.test"), eq(loginAttempts.succeeded, false)));
    expect(failed).toHaveLength(0);
  });

  it("an attempt whose request died mid-check stops holding a slot", async () => {
    await makeUser("dead@demo.test");
    // What a killed request leaves behind: reservations that were never resolved, from long ago.
    await db()
      .insert(loginAttempts)
      .values(Array.from({ length: 20 }, () => ({ email: "pending:dead@demo.test", succeeded: false, createdAt: new Date(Date.now() - 5 * 60_000) })));
    expect((await login("dead@demo.test", "password123")).status).toBe(200);
  });
});
