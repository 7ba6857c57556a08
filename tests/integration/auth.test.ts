import { and, desc, eq, isNull } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import {
  accessTokens,
  contacts,
  emailMessages,
  loginAttempts,
  loginTokens,
  memberships,
  passwordResets,
  subscriptions,
  users,
} from "../../db/schema";
import { createLoginToken } from "../../lib/auth/login-tokens";
import { hashPassword } from "../../lib/auth/password";
import { hashToken } from "../../lib/auth/tokens";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { call, loginAs } from "../helpers/api";

const { db } = setupTestDb();

const TOKEN_FIELDS = [
  "access_token",
  "accessed_location_id",
  "company_admin_id",
  "hibernated",
  "is_2fa_enabled",
  "is_account_active",
  "module",
].sort();
const BAD_CREDENTIALS = "These credentials do not match our records.";
const FORGOT_SENT = "If an account exists for that email, we have sent a password reset link.";
const TOTP_SECRET = "JBSWY3DPEHPK3PXP";

const totp = () => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(TOTP_SECRET), digits: 6, period: 30 });

type Ids = {
  owner: number;
  staff: number;
  other: number;
  demoCompany: number;
  otherCompany: number;
  downtown: number;
  uptown: number;
  otherLoc: number;
};
const ids = {} as Ids;

async function userId(email: string) {
  const [u] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  return u.id;
}

/** A throwaway account at Downtown, for tests that change state (lockouts, password resets). */
async function makeUser(email: string, password = "password123") {
  const [u] = await db()
    .insert(users)
    .values({ email, passwordHash: await hashPassword(password), fullName: "Temp User", companyId: ids.demoCompany, module: "contacts" })
    .returning({ id: users.id });
  await db().insert(memberships).values({ userId: u.id, locationId: ids.downtown, userType: "Sub-Account User" });
  await db().insert(subscriptions).values({ userId: u.id, status: "trialing", amount: 9900 });
  return u.id;
}

beforeAll(async () => {
  Object.assign(ids, await demoIds(db()));
});

describe("POST /auth/login", () => {
  it("answers exactly the auth token fields", async () => {
    const res = await call("POST", "/auth/login", { body: { email: "owner@demo.test", password: "password123" } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(TOKEN_FIELDS);
    expect(res.json).toMatchObject({
      accessed_location_id: ids.downtown,
      company_admin_id: ids.owner,
      is_2fa_enabled: false,
      is_account_active: true,
      hibernated: false,
      module: "contacts",
    });
    expect(res.json.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // Only the hash is stored.
    const [row] = await db().select().from(accessTokens).where(eq(accessTokens.tokenHash, hashToken(res.json.access_token)));
    expect(row).toMatchObject({ userId: ids.owner, accessedLocationId: ids.downtown, twofaVerified: true, revokedAt: null });
    const stored = await db().select().from(accessTokens).where(eq(accessTokens.tokenHash, res.json.access_token));
    expect(stored).toHaveLength(0);
    expect((await call("GET", "/contact/list?per_page=1", { token: res.json.access_token })).json.total).toBe(60);
  });

  it("matches the email case-insensitively and ignores surrounding spaces", async () => {
    const res = await call("POST", "/auth/login", { body: { email: "  OWNER@Demo.TEST ", password: "password123" } });
    expect(res.status).toBe(200);
    expect(res.json.company_admin_id).toBe(ids.owner);
  });

  it("refuses a wrong password exactly as it refuses an unknown email", async () => {
    const wrong = await call("POST", "/auth/login", { body: { email: "owner@demo.test", password: "password124" } });
    const unknown = await call("POST", "/auth/login", { body: { email: "nobody@demo.test", password: "password123" } });
    expect(wrong.status).toBe(422);
    expect(wrong.json).toEqual({ message: BAD_CREDENTIALS, errors: { email: [BAD_CREDENTIALS] } });
    expect(unknown.status).toBe(422);
    expect(unknown.json).toEqual(wrong.json);
    // A password in the wrong case is a wrong password.
    const upper = await call("POST", "/auth/login", { body: { email: "owner@demo.test", password: "PASSWORD123" } });
    expect(upper.status).toBe(422);
  });

  it("answers 422 with field errors for missing or invalid fields", async () => {
    const empty = await call("POST", "/auth/login", { body: {} });
    expect(empty.status).toBe(422);
    expect(empty.json.errors).toEqual({
      email: ["The email field is required."],
      password: ["The password field is required."],
    });
    expect(empty.json.message).toBe("The email field is required.");

    const blank = await call("POST", "/auth/login", { body: { email: "", password: "" } });
    expect(blank.status).toBe(422);
    expect(Object.keys(blank.json.errors).sort()).toEqual(["email", "password"]);

    const bad = await call("POST", "/auth/login", { body: { email: "not-an-email", password: "x" } });
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual({ email: ["The email must be a valid email address."] });

    const wrongType = await call("POST", "/auth/login", { body: { email: 5, password: ["password123"] } });
    expect(wrongType.status).toBe(422);
    expect(Object.keys(wrongType.json.errors).sort()).toEqual(["email", "password"]);
  });

  it("answers 422, never 500, for a malformed JSON body", async () => {
    const res = await call("POST", "/auth/login", { raw: '{"email":' });
    expect(res.status).toBe(422);
    expect(typeof res.json.message).toBe("string");
    expect(res.json.errors).toBeTypeOf("object");
    const notObject = await call("POST", "/auth/login", { raw: "[1,2]" });
    expect(notObject.status).toBe(422);
  });

  it("locks an account after 10 failures in 15 minutes, even for the right password, and only that account", async () => {
    await makeUser("lockme@demo.test");
    for (let i = 0; i < 10; i++) {
      const r = await call("POST", "/auth/login", { body: { email: "lockme@demo.test", password: `wrong-${i}` } });
      expect(r.status).toBe(422);
      expect(r.json.errors.email).toEqual([BAD_CREDENTIALS]);
    }
    const locked = await call("POST", "/auth/login", { body: { email: "LockMe@demo.test", password: "password123" } });
    expect(locked.status).toBe(422);
    expect(locked.json.errors.email[0]).toContain("Too many");
    expect(locked.json.message).toContain("Too many");
    expect(locked.json.access_token).toBeUndefined();
    // A refused attempt issues no token.
    const tokens = await db().select().from(accessTokens).where(eq(accessTokens.userId, await userId("lockme@demo.test")));
    expect(tokens).toHaveLength(0);

    // Another account is unaffected.
    const owner = await call("POST", "/auth/login", { body: { email: "owner@demo.test", password: "password123" } });
    expect(owner.status).toBe(200);

    // Failures older than the window no longer count.
    await db()
      .update(loginAttempts)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(loginAttempts.email, "lockme@demo.test"));
    const after = await call("POST", "/auth/login", { body: { email: "lockme@demo.test", password: "password123" } });
    expect(after.status).toBe(200);
  });
});

describe("account state flags", () => {
  it("reports an inactive account", async () => {
    const res = await call("POST", "/auth/login", { body: { email: "inactive@demo.test", password: "password123" } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ is_account_active: false, hibernated: false, is_2fa_enabled: false });
    // Guarded routes refuse it; refresh (allowed while inactive) works.
    const list = await call("GET", "/contact/list", { token: res.json.access_token });
    expect(list.status).toBe(403);
    expect(list.json.account_inactive).toBe(true);
    const refresh = await call("POST", "/auth/refresh", { token: res.json.access_token });
    expect(refresh.status).toBe(200);
    expect(refresh.json.user).toMatchObject({ is_account_active: false, is_suspended: false });
  });

  it("reports a suspended account", async () => {
    const res = await loginAs("suspended@demo.test");
    const refresh = await call("POST", "/auth/refresh", { token: res.access_token });
    expect(refresh.json.user).toMatchObject({ is_account_active: false, is_suspended: true });
  });

  it("reports a hibernated account", async () => {
    const res = await call("POST", "/auth/login", { body: { email: "hibernated@demo.test", password: "password123" } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ hibernated: true, is_account_active: true, is_2fa_enabled: false });
    expect((await call("GET", "/contact/list", { token: res.json.access_token })).status).toBe(403);
  });

  it("holds a 2FA account's token until a valid code is verified, and accepts each code once", async () => {
    const res = await call("POST", "/auth/login", { body: { email: "twofa@demo.test", password: "password123" } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ is_2fa_enabled: true, is_account_active: true, hibernated: false });
    const token = res.json.access_token;

    const before = await call("GET", "/contact/list", { token });
    expect(before.status).toBe(403);
    expect(before.json.two_factor_required).toBe(true);

    // A code outside the accepted window (one from an hour ago) is wrong.
    const t = totp();
    const current = new Set([-1, 0, 1].map((d) => t.generate({ timestamp: Date.now() + d * 30_000 })));
    let wrongCode = t.generate({ timestamp: Date.now() - 3_600_000 });
    if (current.has(wrongCode)) wrongCode = String((Number(wrongCode) + 1) % 1_000_000).padStart(6, "0");
    const wrong = await call("POST", "/auth/verify-twofa", { token, body: { code: wrongCode } });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors.code).toEqual(["The two-factor code is invalid. Please try again."]);

    const missing = await call("POST", "/auth/verify-twofa", { token, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.json.errors.code).toBeDefined();

    expect((await call("GET", "/contact/list", { token })).status).toBe(403);

    const code = t.generate();
    const ok = await call("POST", "/auth/verify-twofa", { token, body: { code } });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ status: 1, hibernated: false });

    const after = await call("GET", "/contact/list?per_page=1", { token });
    expect(after.status).toBe(200);
    expect(after.json.total).toBe(60);

    // The same code cannot be replayed, even from a fresh session.
    const second = await loginAs("twofa@demo.test");
    const replay = await call("POST", "/auth/verify-twofa", { token: second.access_token, body: { code } });
    expect(replay.status).toBe(422);
    expect(replay.json.errors.code).toEqual(["The two-factor code is invalid. Please try again."]);
    expect((await call("GET", "/contact/list", { token: second.access_token })).status).toBe(403);
  });

  it("does not let an unverified 2FA session skip the second factor", async () => {
    const twofaId = await userId("twofa@demo.test");
    const { access_token } = await loginAs("twofa@demo.test");
    // Switching location or account would issue a verified token: refused before verification.
    const loc = await call("POST", `/location/${ids.downtown}/access`, { token: access_token });
    expect(loc.status).toBe(403);
    expect(loc.json.two_factor_required).toBe(true);
    expect((await call("POST", `/account/${ids.demoCompany}/access`, { token: access_token })).status).toBe(403);
    expect((await call("GET", "/auth/locations", { token: access_token })).status).toBe(403);
    // Refresh reads account data: it waits for the second factor too (twofa-scope.test.ts).
    expect((await call("POST", "/auth/refresh", { token: access_token })).status).toBe(403);
    // A one-time login link does not skip it either.
    const link = await createLoginToken(db(), twofaId, "auto-login");
    const auto = await call("POST", "/auth/auto-login", { body: { token: link } });
    expect(auto.status).toBe(200);
    expect(auto.json.is_2fa_enabled).toBe(true);
    expect((await call("GET", "/contact/list", { token: auto.json.access_token })).status).toBe(403);
    expect((await call("POST", "/auth/logout", { token: access_token })).json).toEqual({ status: 1 });
  });

  it("answers 401 on verify-twofa without a token", async () => {
    expect((await call("POST", "/auth/verify-twofa", { body: { code: "123456" } })).status).toBe(401);
  });
});

describe("POST /auth/logout", () => {
  it("ends only the calling token", async () => {
    const a = await loginAs("staff@demo.test");
    const b = await loginAs("staff@demo.test");
    const res = await call("POST", "/auth/logout", { token: a.access_token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 1 });
    const gone = await call("GET", "/contact/list", { token: a.access_token });
    expect(gone.status).toBe(401);
    expect(gone.json).toEqual({ message: "Unauthenticated." });
    expect((await call("POST", "/auth/logout", { token: a.access_token })).status).toBe(401);
    expect((await call("GET", "/contact/list?per_page=1", { token: b.access_token })).status).toBe(200);
  });

  it("answers 401 without a token", async () => {
    expect((await call("POST", "/auth/logout")).status).toBe(401);
  });
});

describe("password reset", () => {
  const email = "reset-me@demo.test";
  let resetUser: number;
  const outbox = async (to: string) =>
    db().select().from(emailMessages).where(eq(emailMessages.toAddress, to)).orderBy(desc(emailMessages.id));

  beforeAll(async () => {
    resetUser = await makeUser(email);
  });

  it("answers the same for known and unknown emails, and mails a link only for known ones", async () => {
    const before = (await db().select().from(emailMessages)).length;
    const unknown = await call("POST", "/auth/forgot-password", { body: { email: "ghost@demo.test" } });
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual({ status: 1, message: FORGOT_SENT });
    expect((await db().select().from(emailMessages)).length).toBe(before);

    const known = await call("POST", "/auth/forgot-password", { body: { email: "Reset-Me@demo.test" } });
    expect(known.status).toBe(200);
    expect(known.json).toEqual(unknown.json);
    const mails = await outbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ status: "queued", kind: "system", userId: resetUser, subject: "Reset your password" });
    expect(mails[0].text).toMatch(/\/password\/[A-Za-z0-9_-]+\/reset/);
    expect(mails[0].html).toMatch(/href="[^"]*\/password\/[A-Za-z0-9_-]+\/reset"/);
  });

  it("validates the forgot-password body", async () => {
    const res = await call("POST", "/auth/forgot-password", { body: { email: "nope" } });
    expect(res.status).toBe(422);
    expect(res.json.errors.email).toEqual(["The email must be a valid email address."]);
    const empty = await call("POST", "/auth/forgot-password", { body: {} });
    expect(empty.status).toBe(422);
    expect(empty.json.errors.email).toEqual(["The email field is required."]);
    expect((await call("POST", "/auth/forgot-password", { raw: "{" })).status).toBe(422);
  });

  it("resets the password with the mailed token, once, and ends every session", async () => {
    const session1 = await loginAs(email);
    const session2 = await loginAs(email);
    const [mail] = await outbox(email);
    const token = mail.text.match(/\/password\/([A-Za-z0-9_-]+)\/reset/)![1];
    const [stored] = await db().select().from(passwordResets).where(eq(passwordResets.tokenHash, hashToken(token)));
    expect(stored).toMatchObject({ userId: resetUser, usedAt: null });

    const mismatch = await call("POST", "/auth/reset-password", {
      body: { token, email, password: "brand-new-pass", password_confirmation: "brand-new-pasS" },
    });
    expect(mismatch.status).toBe(422);
    // Laravel puts it on password; either field of the pair is acceptable, with the message.
    const mismatchFields = Object.keys(mismatch.json.errors);
    expect(mismatchFields.length).toBe(1);
    expect(["password", "password_confirmation"]).toContain(mismatchFields[0]);
    expect(mismatch.json.errors[mismatchFields[0]]).toEqual(["The password confirmation does not match."]);

    const short = await call("POST", "/auth/reset-password", {
      body: { token, email, password: "short7c", password_confirmation: "short7c" },
    });
    expect(short.status).toBe(422);
    expect(short.json.errors.password).toEqual(["The password must be at least 8 characters."]);

    const missing = await call("POST", "/auth/reset-password", { body: {} });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.json.errors)).toEqual(expect.arrayContaining(["token", "password", "password_confirmation"]));

    const badToken = await call("POST", "/auth/reset-password", {
      body: { token: "not-a-real-token", email, password: "brand-new-pass", password_confirmation: "brand-new-pass" },
    });
    expect(badToken.status).toBe(422);
    expect(badToken.json.errors.token).toEqual(["This password reset link is invalid or has expired."]);

    // Validation failures did not spend the token and did not change the password.
    expect((await call("GET", "/contact/list?per_page=1", { token: session1.access_token })).status).toBe(200);

    const ok = await call("POST", "/auth/reset-password", {
      body: { token, email, password: "brand-new-pass", password_confirmation: "brand-new-pass" },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.status).toBe(1);

    const oldPw = await call("POST", "/auth/login", { body: { email, password: "password123" } });
    expect(oldPw.status).toBe(422);
    expect(oldPw.json.errors.email).toEqual([BAD_CREDENTIALS]);
    const newPw = await call("POST", "/auth/login", { body: { email, password: "brand-new-pass" } });
    expect(newPw.status).toBe(200);

    expect((await call("GET", "/contact/list", { token: session1.access_token })).status).toBe(401);
    expect((await call("GET", "/contact/list", { token: session2.access_token })).status).toBe(401);
    expect((await call("GET", "/contact/list?per_page=1", { token: newPw.json.access_token })).status).toBe(200);

    const reuse = await call("POST", "/auth/reset-password", {
      body: { token, email, password: "another-pass-1", password_confirmation: "another-pass-1" },
    });
    expect(reuse.status).toBe(422);
    expect(reuse.json.errors.token).toEqual(["This password reset link is invalid or has expired."]);
    expect((await call("POST", "/auth/login", { body: { email, password: "brand-new-pass" } })).status).toBe(200);
  });

  it("refuses an expired reset token", async () => {
    await call("POST", "/auth/forgot-password", { body: { email } });
    const [mail] = await outbox(email);
    const token = mail.text.match(/\/password\/([A-Za-z0-9_-]+)\/reset/)![1];
    await db()
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    const res = await call("POST", "/auth/reset-password", {
      body: { token, password: "expired-pass-1", password_confirmation: "expired-pass-1" },
    });
    expect(res.status).toBe(422);
    expect(res.json.errors.token).toEqual(["This password reset link is invalid or has expired."]);
  });
});

describe("POST /auth/refresh", () => {
  it("answers the refresh payload of doc 1 s3", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    const res = await call("POST", "/auth/refresh", { token: access_token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json)).toEqual(
      expect.arrayContaining([
        "user", "membership", "permissions", "locations", "accessed", "file_storage",
        "integrations", "contact_profile_setting", "currencies", "reserved_words",
      ]),
    );
    expect(res.json.user).toMatchObject({
      id: ids.owner,
      email: "owner@demo.test",
      company_id: ids.demoCompany,
      location_id: ids.downtown,
      is_company_location: false,
      is_account_active: true,
      is_suspended: false,
      hibernated: false,
      white_label: false,
    });
    expect(res.json.user.contact_preferences).toBeTypeOf("object");
    expect(res.json.user.contact_preferences).not.toBeNull();
    expect(res.json.membership).toMatchObject({ subsctiption_status: "trialing", interval: "month", amount: 9900 });
    expect(res.json.membership.subscription_status).toBeUndefined();
    expect(res.json.permissions).toBeNull(); // the owner is not restricted by a map
    expect(res.json.locations.map((l: { id: number }) => l.id)).toEqual([ids.downtown, ids.uptown]);
    expect(res.json.accessed).toMatchObject({ id: ids.downtown, businessname: "Downtown" });
    expect(res.json.file_storage).toBeTypeOf("object");
    expect(res.json.integrations).toMatchObject({ fit_funnels: false });
    expect(res.json.contact_profile_setting).toBeTypeOf("object");
    expect(Array.isArray(res.json.reserved_words)).toBe(true);

    expect(res.json.currencies.length).toBeGreaterThan(100);
    for (const c of res.json.currencies) {
      expect(typeof c.code).toBe("string");
      expect(typeof c.symbol).toBe("string");
      expect([0, 2, 3, 4]).toContain(c.decimalDigits);
    }
    const byCode = Object.fromEntries(res.json.currencies.map((c: { code: string }) => [c.code, c]));
    expect(byCode.USD).toMatchObject({ code: "USD", symbol: "$", decimalDigits: 2 });
    expect(byCode.JPY).toMatchObject({ decimalDigits: 0 });
    expect(byCode.KWD).toMatchObject({ decimalDigits: 3 });
    expect(byCode.CHF).toMatchObject({ rounding: 0.05 });
  });

  it("carries the staff member's permission map", async () => {
    const { access_token } = await loginAs("staff@demo.test");
    const res = await call("POST", "/auth/refresh", { token: access_token });
    expect(res.json.permissions["contacts-center"].view).toBe(true);
    expect(res.json.permissions.broadcasts.view).toBe(false);
    expect(res.json.locations.map((l: { id: number }) => l.id)).toEqual([ids.downtown]);
  });

  it("answers 401 without a token", async () => {
    expect((await call("POST", "/auth/refresh")).status).toBe(401);
  });
});

describe("one-time login links", () => {
  it("auto-login spends the token once", async () => {
    const token = await createLoginToken(db(), ids.owner, "auto-login");
    const res = await call("POST", "/auth/auto-login", { body: { token } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(TOKEN_FIELDS);
    expect(res.json).toMatchObject({ accessed_location_id: ids.downtown, company_admin_id: ids.owner });
    expect((await call("GET", "/contact/list?per_page=1", { token: res.json.access_token })).status).toBe(200);

    const again = await call("POST", "/auth/auto-login", { body: { token } });
    expect(again.status).toBe(404);
    expect((await call("POST", "/auth/auto-login", { body: { token: "garbage" } })).status).toBe(404);
    const empty = await call("POST", "/auth/auto-login", { body: {} });
    expect(empty.status).toBe(422);
    expect(empty.json.errors.token).toBeDefined();
  });

  it("auto-login refuses expired tokens and tokens made for developer login", async () => {
    const dev = await createLoginToken(db(), ids.owner, "developer");
    expect((await call("POST", "/auth/auto-login", { body: { token: dev } })).status).toBe(404);
    const expired = await createLoginToken(db(), ids.owner, "auto-login");
    await db().update(loginTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(loginTokens.tokenHash, hashToken(expired)));
    expect((await call("POST", "/auth/auto-login", { body: { token: expired } })).status).toBe(404);
  });

  it("developer login works once, only for the token's own user", async () => {
    const otherToken = await createLoginToken(db(), ids.other, "developer");
    // Someone else's token under the owner's id: 404, and the token is not spent.
    expect((await call("POST", `/developer/${ids.owner}/${otherToken}/login`)).status).toBe(404);
    const asOther = await call("POST", `/developer/${ids.other}/${otherToken}/login`);
    expect(asOther.status).toBe(200);
    expect(asOther.json).toMatchObject({ accessed_location_id: ids.otherLoc, company_admin_id: ids.other });

    const token = await createLoginToken(db(), ids.owner, "developer");
    const res = await call("POST", `/developer/${ids.owner}/${token}/login`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(TOKEN_FIELDS);
    expect(res.json.company_admin_id).toBe(ids.owner);
    expect((await call("POST", `/developer/${ids.owner}/${token}/login`)).status).toBe(404);
    expect((await call("POST", `/developer/${ids.owner}/garbage/login`)).status).toBe(404);
    const autoToken = await createLoginToken(db(), ids.owner, "auto-login");
    expect((await call("POST", `/developer/${ids.owner}/${autoToken}/login`)).status).toBe(404);
    expect((await call("POST", `/developer/abc/${token}/login`)).status).toBe(422);
  });
});

describe("locations and accounts", () => {
  it("lists the owner's locations with the accessed flag", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    const res = await call("GET", "/auth/locations", { token: access_token });
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(2);
    expect(res.json.data[0]).toMatchObject({ id: ids.downtown, businessname: "Downtown", is_primary: true, accessed: true, company_id: ids.demoCompany });
    expect(res.json.data[1]).toMatchObject({ id: ids.uptown, businessname: "Uptown", is_primary: false, accessed: false, company_id: ids.demoCompany });
  });

  it("switches location with a new token and revokes the old one", async () => {
    const { access_token: old } = await loginAs("owner@demo.test");
    const res = await call("POST", `/location/${ids.uptown}/access`, { token: old });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(TOKEN_FIELDS);
    expect(res.json.accessed_location_id).toBe(ids.uptown);
    expect(res.json.access_token).not.toBe(old);
    const token = res.json.access_token;

    const list = await call("GET", "/contact/list?per_page=100", { token });
    expect(list.status).toBe(200);
    expect(list.json.total).toBe(10);
    const uptownIds = (await db().select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, ids.uptown))).map((r) => r.id);
    expect(list.json.data.map((c: { id: number }) => c.id).sort()).toEqual(uptownIds.sort());

    const locs = await call("GET", "/auth/locations", { token });
    expect(locs.json.data.find((l: { id: number }) => l.id === ids.uptown).accessed).toBe(true);
    expect(locs.json.data.find((l: { id: number }) => l.id === ids.downtown).accessed).toBe(false);

    expect((await call("GET", "/contact/list", { token: old })).status).toBe(401);

    // Back to Downtown.
    const back = await call("POST", `/location/${ids.downtown}/access`, { token });
    expect(back.status).toBe(200);
    expect((await call("GET", "/contact/list?per_page=1", { token: back.json.access_token })).json.total).toBe(60);
  });

  it("answers 404 for another tenant's location and keeps the token", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    const res = await call("POST", `/location/${ids.otherLoc}/access`, { token: access_token });
    expect(res.status).toBe(404);
    expect((await call("POST", `/location/999999/access`, { token: access_token })).status).toBe(404);
    expect((await call("POST", `/location/abc/access`, { token: access_token })).status).toBe(422);
    // Staff is not a member of Uptown.
    const staff = await loginAs("staff@demo.test");
    expect((await call("POST", `/location/${ids.uptown}/access`, { token: staff.access_token })).status).toBe(404);
    expect((await call("GET", "/contact/list?per_page=1", { token: access_token })).status).toBe(200);
    expect((await call("GET", "/contact/list?per_page=1", { token: staff.access_token })).status).toBe(200);
  });

  it("switches account for the user's own company only", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    const foreign = await call("POST", `/account/${ids.otherCompany}/access`, { token: access_token });
    expect(foreign.status).toBe(404);
    expect((await call("GET", "/contact/list?per_page=1", { token: access_token })).status).toBe(200);

    const own = await call("POST", `/account/${ids.demoCompany}/access`, { token: access_token });
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({ accessed_location_id: ids.downtown, company_admin_id: ids.owner });
    expect((await call("GET", "/contact/list", { token: access_token })).status).toBe(401);
    expect((await call("GET", "/contact/list?per_page=1", { token: own.json.access_token })).json.total).toBe(60);
  });

  it("needs authentication", async () => {
    expect((await call("GET", "/auth/locations")).status).toBe(401);
    expect((await call("POST", `/location/${ids.uptown}/access`)).status).toBe(401);
    expect((await call("POST", `/account/${ids.demoCompany}/access`)).status).toBe(401);
  });
});

describe("token validity", () => {
  it("answers 401 for missing, unknown, malformed and expired tokens", async () => {
    expect((await call("GET", "/contact/list")).status).toBe(401);
    expect((await call("GET", "/contact/list", { token: "not-a-token" })).status).toBe(401);
    expect((await call("GET", "/contact/list", { headers: { authorization: "Basic abc" } })).status).toBe(401);

    const { access_token } = await loginAs("owner@demo.test");
    expect((await call("GET", "/contact/list?per_page=1", { token: access_token })).status).toBe(200);
    await db()
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.tokenHash, hashToken(access_token)));
    const expired = await call("GET", "/contact/list", { token: access_token });
    expect(expired.status).toBe(401);
    expect(expired.json).toEqual({ message: "Unauthenticated." });
    expect((await call("POST", "/auth/refresh", { token: access_token })).status).toBe(401);
  });

  it("keeps other users' tokens alive when one user's are revoked", async () => {
    const staff = await loginAs("staff@demo.test");
    const owner = await loginAs("owner@demo.test");
    await db()
      .update(accessTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(accessTokens.userId, ids.staff), isNull(accessTokens.revokedAt)));
    expect((await call("GET", "/contact/list", { token: staff.access_token })).status).toBe(401);
    expect((await call("GET", "/contact/list?per_page=1", { token: owner.access_token })).status).toBe(200);
  });
});
