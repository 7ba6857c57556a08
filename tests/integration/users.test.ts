import { and, eq, isNull } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { accessTokens, memberships, twofaRecoveryCodes, twofaSecrets, users } from "../../db/schema";
import { hashPassword } from "../../lib/auth/password";
import { putFile } from "../../lib/platform/files";
import { RESERVED_WORDS } from "../../lib/users/constants";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { call, loginAs } from "../helpers/api";

const { db } = setupTestDb();
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  ids = await demoIds(db());
});

let n = 0;
/** A fresh user of Downtown per test, so no test sees another's password or 2FA state. */
async function freshUser(userType = "Sub-Account User") {
  const email = `fresh${++n}@users.test`;
  const [u] = await db()
    .insert(users)
    .values({ email, passwordHash: await hashPassword("password123"), fullName: `Fresh ${n}`, companyId: ids.demoCompany })
    .returning();
  await db().insert(memberships).values({ userId: u.id, locationId: ids.downtown, userType });
  const { access_token } = await loginAs(email);
  return { id: u.id, email, token: access_token };
}

const totpOf = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
const PNG_1x1 = Uint8Array.from(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64"));

describe("PATCH /user/update-profile", () => {
  it("updates the name and picture without a password, with the spec's copy", async () => {
    const me = await freshUser();
    const file = await putFile(db(), { locationId: ids.downtown, userId: me.id }, { name: "me.png", bytes: PNG_1x1 });
    const res = await call("PATCH", "/user/update-profile", { token: me.token, body: { email: me.email, full_name: "Fresh Face", profile_pic: file.id } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Profile has been updated successfully!");
    expect(res.json.data).toMatchObject({ id: me.id, email: me.email, full_name: "Fresh Face" });
    expect(res.json.data.profile_pic).toMatch(/^\/api\/files\/|^https?:/);
    const refresh = await call("POST", "/auth/refresh", { token: me.token });
    expect(refresh.json.user.profile_pic).toBe(res.json.data.profile_pic);
    // null removes the picture.
    const cleared = await call("PATCH", "/user/update-profile", { token: me.token, body: { email: me.email, profile_pic: null } });
    expect(cleared.json.data.profile_pic).toBeNull();
  });

  it("refuses a picture of another location (or no such file) on its field", async () => {
    const me = await freshUser();
    const theirs = await putFile(db(), { locationId: ids.otherLoc, userId: ids.other }, { name: "x.png", bytes: PNG_1x1 });
    for (const profile_pic of [theirs.id, 2_000_000_000]) {
      const res = await call("PATCH", "/user/update-profile", { token: me.token, body: { email: me.email, profile_pic } });
      expect(res.status).toBe(422);
      expect(res.json.errors.profile_pic).toEqual(["The profile picture must be an image uploaded to this account."]);
    }
  });

  it("validates email and password by doc 1 s5", async () => {
    const me = await freshUser();
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, "email", "The email field is required."],
      [{ email: "not-an-email" }, "email", "The email must be a valid email address."],
      [{ email: me.email, password: "short", password_confirmation: "short", current_password: "password123" }, "password", "The password must be at least 8 characters."],
      [{ email: me.email, password: "longenough1", password_confirmation: "longenough2", current_password: "password123" }, "password_confirmation", "The password confirmation does not match."],
      [{ email: me.email, password: "longenough1", password_confirmation: "short", current_password: "password123" }, "password_confirmation", "The password confirmation must be at least 8 characters."],
    ];
    for (const [body, field, message] of cases) {
      const res = await call("PATCH", "/user/update-profile", { token: me.token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.errors[field]).toContain(message);
    }
  });

  it("asks for the current password before changing the email, and refuses a wrong one", async () => {
    const me = await freshUser();
    const newEmail = `moved${n}@users.test`;
    const none = await call("PATCH", "/user/update-profile", { token: me.token, body: { email: newEmail } });
    expect(none.status).toBe(422);
    expect(none.json.errors.current_password).toEqual(["Enter your current password to confirm this change."]);
    const wrong = await call("PATCH", "/user/update-profile", { token: me.token, body: { email: newEmail, current_password: "password124" } });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors.current_password).toEqual(["The current password is incorrect."]);
    const taken = await call("PATCH", "/user/update-profile", { token: me.token, body: { email: "OWNER@demo.test", current_password: "password123" } });
    expect(taken.status).toBe(422);
    expect(taken.json.errors.email).toEqual(["The email has already been taken."]);
    const ok = await call("PATCH", "/user/update-profile", { token: me.token, body: { email: newEmail, current_password: "password123" } });
    expect(ok.status).toBe(200);
    expect((await loginAs(newEmail)).access_token).toBeTruthy();
    // The same email in another case is not a change: no password needed.
    const same = await call("PATCH", "/user/update-profile", { token: me.token, body: { email: newEmail.toUpperCase() } });
    expect(same.status).toBe(200);
  });

  it("sets a new password, ending the other sessions at once", async () => {
    const me = await freshUser();
    const other = await loginAs(me.email);
    expect((await call("POST", "/auth/refresh", { token: other.access_token })).status).toBe(200);
    const res = await call("PATCH", "/user/update-profile", {
      token: me.token,
      body: { email: me.email, password: "brand-new-pass", password_confirmation: "brand-new-pass", current_password: "password123" },
    });
    expect(res.status).toBe(200);
    expect((await call("POST", "/auth/refresh", { token: other.access_token })).status).toBe(401);
    expect((await call("POST", "/auth/refresh", { token: me.token })).status).toBe(200);
    expect((await loginAs(me.email, "brand-new-pass")).access_token).toBeTruthy();
  });

  it("refuses a reserved name", async () => {
    const me = await freshUser();
    const res = await call("PATCH", "/user/update-profile", { token: me.token, body: { email: me.email, full_name: " Support " } });
    expect(res.status).toBe(422);
    expect(res.json.errors.full_name).toEqual(["This name is reserved. Please choose another."]);
  });
});

describe("POST /user/change-password", () => {
  it("changes the password, keeps this session and revokes every other one at once", async () => {
    const me = await freshUser();
    const others = [await loginAs(me.email), await loginAs(me.email)];
    for (const o of others) expect((await call("GET", "/contact/list?per_page=1", { token: o.access_token })).status).toBe(200);
    const res = await call("POST", "/user/change-password", {
      token: me.token,
      body: { current_password: "password123", password: "a-better-secret", password_confirmation: "a-better-secret" },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 1, message: "Password has been changed successfully!" });
    // The very next request with a revoked token is refused (the token cache drops its answers).
    for (const o of others) expect((await call("GET", "/contact/list?per_page=1", { token: o.access_token })).status).toBe(401);
    expect((await call("GET", "/contact/list?per_page=1", { token: me.token })).status).toBe(200);
    const live = await db().select().from(accessTokens).where(and(eq(accessTokens.userId, me.id), isNull(accessTokens.revokedAt)));
    expect(live.map((t) => t.id)).toHaveLength(1);
    expect((await call("POST", "/auth/login", { body: { email: me.email, password: "password123" } })).status).toBe(422);
    expect((await loginAs(me.email, "a-better-secret")).access_token).toBeTruthy();
  });

  it("refuses a wrong current password, a weak or unchanged password and a mismatched retype", async () => {
    const me = await freshUser();
    const other = await loginAs(me.email);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ current_password: "password124", password: "a-better-secret", password_confirmation: "a-better-secret" }, "current_password", "The current password is incorrect."],
      [{ current_password: "password123", password: "short", password_confirmation: "short" }, "password", "The password must be at least 8 characters."],
      [{ current_password: "password123", password: "a-better-secret", password_confirmation: "a-better-secrex" }, "password_confirmation", "The password confirmation does not match."],
      [{ current_password: "password123", password: "password123", password_confirmation: "password123" }, "password", "The new password must be different from the current password."],
      [{ password: "a-better-secret", password_confirmation: "a-better-secret" }, "current_password", "The current password field is required."],
    ];
    for (const [body, field, message] of cases) {
      const res = await call("POST", "/user/change-password", { token: me.token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.errors[field]).toContain(message);
    }
    // Nothing changed: the old password works and the other session lives.
    expect((await call("POST", "/auth/refresh", { token: other.access_token })).status).toBe(200);
    expect((await loginAs(me.email)).access_token).toBeTruthy();
  });

  it("stops guessing the current password after too many failures", async () => {
    const me = await freshUser();
    let last = 0;
    let lastBody: { errors: Record<string, string[]> } = { errors: {} };
    for (let i = 0; i < 12; i++) {
      const res = await call("POST", "/user/change-password", { token: me.token, body: { current_password: `guess-${i}-xx`, password: "a-better-secret", password_confirmation: "a-better-secret" } });
      last = res.status;
      lastBody = res.json;
    }
    expect(last).toBe(422);
    expect(lastBody.errors.current_password[0]).toMatch(/Too many/i);
    // Even the right password is refused while locked.
    const right = await call("POST", "/user/change-password", { token: me.token, body: { current_password: "password123", password: "a-better-secret", password_confirmation: "a-better-secret" } });
    expect(right.status).toBe(422);
  });
});

describe("PATCH /user/update and contact preferences", () => {
  it("updates the name, refusing empty and reserved ones", async () => {
    const me = await freshUser();
    const ok = await call("PATCH", "/user/update", { token: me.token, body: { full_name: "  New Name " } });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ message: "Profile has been updated successfully!", data: { full_name: "New Name" } });
    expect((await call("PATCH", "/user/update", { token: me.token, body: { full_name: "  " } })).status).toBe(422);
    expect((await call("PATCH", "/user/update", { token: me.token, body: { full_name: "ADMIN" } })).status).toBe(422);
  });

  it("reads and writes has_tooltip for the caller only", async () => {
    const me = await freshUser();
    expect((await call("GET", "/user/contact-preferences", { token: me.token })).json).toEqual({ data: { id: me.id, has_tooltip: true } });
    const off = await call("POST", "/user/update-contact-preferences", { token: me.token, body: { id: me.id, has_tooltip: 0 } });
    expect(off.status).toBe(200);
    expect(off.json.data).toEqual({ id: me.id, has_tooltip: false });
    const refresh = await call("POST", "/auth/refresh", { token: me.token });
    expect(refresh.json.user.contact_preferences).toEqual({ has_tooltip: false });
    // Someone else's id is not the caller's to change.
    const theirs = await call("POST", "/user/update-contact-preferences", { token: me.token, body: { id: ids.owner, has_tooltip: false } });
    expect(theirs.status).toBe(404);
    const [owner] = await db().select({ t: users.hasTooltip }).from(users).where(eq(users.id, ids.owner));
    expect(owner.t).toBe(true);
    expect((await call("POST", "/user/update-contact-preferences", { token: me.token, body: { has_tooltip: "maybe" } })).status).toBe(422);
  });
});

describe("/auth/refresh answers from the database", () => {
  it("stores the contact profile setting per user and answers it", async () => {
    const me = await freshUser();
    expect((await call("POST", "/auth/refresh", { token: me.token })).json.contact_profile_setting).toEqual({});
    const setting = { show_notes: true, sections: ["tasks", "forms"], default_tab: "activity" };
    const res = await call("PATCH", "/user/update-contact-profile-setting", { token: me.token, body: setting });
    expect(res.status).toBe(200);
    expect((await call("POST", "/auth/refresh", { token: me.token })).json.contact_profile_setting).toEqual(setting);
    // Another user's refresh is untouched.
    const owner = await loginAs("owner@demo.test");
    expect((await call("POST", "/auth/refresh", { token: owner.access_token })).json.contact_profile_setting).toEqual({});
    for (const bad of [[1, 2], "x", { nested: { deep: true } }]) {
      expect((await call("PATCH", "/user/update-contact-profile-setting", { token: me.token, body: bad })).status).toBe(422);
    }
  });

  it("answers the reserved words and is_company_location from the membership kind", async () => {
    const me = await freshUser();
    const loc = await freshUser("Company Location");
    const mine = (await call("POST", "/auth/refresh", { token: me.token })).json;
    // Seeded into the database (lib/organization/reserved-words.ts), answered sorted.
    expect(mine.reserved_words).toEqual([...RESERVED_WORDS].sort());
    expect(mine.user.is_company_location).toBe(false);
    expect((await call("POST", "/auth/refresh", { token: loc.token })).json.user.is_company_location).toBe(true);
  });
});

describe("2FA management (doc 3 Billing: generate-twofa-codes, enable-twofa, disable-twofa)", () => {
  async function setup(token: string) {
    const res = await call("GET", "/billing/generate-twofa-codes", { token });
    expect(res.status).toBe(200);
    return res.json as { secret: string; otpauth_url: string; qr_code: string; recovery_codes: string[] };
  }

  it("shows a QR code and recovery codes; nothing changes until a code confirms it", async () => {
    const me = await freshUser();
    const s = await setup(me.token);
    expect(s.otpauth_url).toMatch(/^otpauth:\/\/totp\/CoachOS:.*secret=/);
    expect(s.otpauth_url).toContain(encodeURIComponent(me.email));
    expect(s.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(s.qr_code.split(",")[1], "base64").toString()).toContain("<svg");
    expect(s.recovery_codes).toHaveLength(8);
    expect(new Set(s.recovery_codes).size).toBe(8);
    expect(await db().select().from(twofaSecrets).where(eq(twofaSecrets.userId, me.id))).toHaveLength(0);
    const login = await call("POST", "/auth/login", { body: { email: me.email, password: "password123" } });
    expect(login.json.is_2fa_enabled).toBe(false);
  });

  it("enables with the password and a current code; the code cannot be replayed; TOTP then signs in", async () => {
    const me = await freshUser();
    const s = await setup(me.token);
    const t = totpOf(s.secret);
    const code = t.generate();
    const wrongPw = await call("POST", "/billing/enable-twofa", { token: me.token, body: { password: "password124", code } });
    expect(wrongPw.status).toBe(422);
    expect(wrongPw.json.errors.password).toEqual(["The current password is incorrect."]);
    let wrongCode = t.generate({ timestamp: Date.now() - 3_600_000 });
    const window = new Set([-1, 0, 1].map((d) => t.generate({ timestamp: Date.now() + d * 30_000 })));
    if (window.has(wrongCode)) wrongCode = String((Number(wrongCode) + 1) % 1_000_000).padStart(6, "0");
    const wrong = await call("POST", "/billing/enable-twofa", { token: me.token, body: { password: "password123", code: wrongCode } });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors.code).toEqual(["The two-factor code is invalid. Please try again."]);
    expect((await call("POST", "/billing/enable-twofa", { token: me.token, body: { password: "password123", code: "12ab" } })).status).toBe(422);

    const ok = await call("POST", "/billing/enable-twofa", { token: me.token, body: { password: "password123", code } });
    expect(ok.status).toBe(200);
    expect(ok.json.status).toBe(1);
    // The recovery codes are stored hashed.
    const stored = await db().select().from(twofaRecoveryCodes).where(eq(twofaRecoveryCodes.userId, me.id));
    expect(stored).toHaveLength(8);
    for (const c of s.recovery_codes) expect(stored.map((r) => r.codeHash)).not.toContain(c);
    // A second setup or enable is refused while on.
    expect((await call("GET", "/billing/generate-twofa-codes", { token: me.token })).status).toBe(422);

    // Signing in now needs the second factor; the confirming code is spent.
    const login = await call("POST", "/auth/login", { body: { email: me.email, password: "password123" } });
    expect(login.json.is_2fa_enabled).toBe(true);
    const token = login.json.access_token;
    const replay = await call("POST", "/auth/verify-twofa", { token, body: { code } });
    expect(replay.status).toBe(422);
    // The next time step's code (within the accepted drift) works, once.
    const next = t.generate({ timestamp: Date.now() + 30_000 });
    expect((await call("POST", "/auth/verify-twofa", { token, body: { code: next } })).status).toBe(200);
    expect((await call("GET", "/contact/list?per_page=1", { token })).status).toBe(200);
    const again = await loginAs(me.email);
    expect((await call("POST", "/auth/verify-twofa", { token: again.access_token, body: { code: next } })).status).toBe(422);
  });

  it("accepts each recovery code once", async () => {
    const me = await freshUser();
    const s = await setup(me.token);
    expect((await call("POST", "/billing/enable-twofa", { token: me.token, body: { password: "password123", code: totpOf(s.secret).generate() } })).status).toBe(200);
    const [rc] = s.recovery_codes;
    const first = await loginAs(me.email);
    expect((await call("POST", "/auth/verify-twofa", { token: first.access_token, body: { code: rc.toUpperCase() } })).status).toBe(200);
    const second = await loginAs(me.email);
    expect((await call("POST", "/auth/verify-twofa", { token: second.access_token, body: { code: rc } })).status).toBe(422);
    expect((await call("POST", "/auth/verify-twofa", { token: second.access_token, body: { code: s.recovery_codes[1] } })).status).toBe(200);
  });

  it("refuses enable without a setup, and a setup replaced by a newer one", async () => {
    const me = await freshUser();
    const none = await call("POST", "/billing/enable-twofa", { token: me.token, body: { password: "password123", code: "123456" } });
    expect(none.status).toBe(422);
    expect(none.json.errors.code).toEqual(["Start the setup again: scan a new QR code."]);
    const old = await setup(me.token);
    const fresh = await setup(me.token);
    expect(fresh.secret).not.toBe(old.secret);
    // Codes of the replaced secret no longer confirm (unless they collide with the new one's).
    const oldCode = totpOf(old.secret).generate();
    const newWindow = new Set([-1, 0, 1].map((d) => totpOf(fresh.secret).generate({ timestamp: Date.now() + d * 30_000 })));
    if (!newWindow.has(oldCode)) {
      expect((await call("POST", "/billing/enable-twofa", { token: me.token, body: { password: "password123", code: oldCode } })).status).toBe(422);
    }
  });

  it("disables with the password only; a wrong password leaves it on", async () => {
    const me = await freshUser();
    const s = await setup(me.token);
    expect((await call("POST", "/billing/enable-twofa", { token: me.token, body: { password: "password123", code: totpOf(s.secret).generate() } })).status).toBe(200);
    const wrong = await call("POST", "/billing/disable-twofa", { token: me.token, body: { password: "password124" } });
    expect(wrong.status).toBe(422);
    expect((await db().select().from(twofaSecrets).where(eq(twofaSecrets.userId, me.id)))).toHaveLength(1);
    const ok = await call("POST", "/billing/disable-twofa", { token: me.token, body: { password: "password123" } });
    expect(ok.status).toBe(200);
    expect(await db().select().from(twofaRecoveryCodes).where(eq(twofaRecoveryCodes.userId, me.id))).toHaveLength(0);
    expect((await call("POST", "/auth/login", { body: { email: me.email, password: "password123" } })).json.is_2fa_enabled).toBe(false);
    const again = await call("POST", "/billing/disable-twofa", { token: me.token, body: { password: "password123" } });
    expect(again.status).toBe(422);
    expect(again.json.errors.twofa).toEqual(["Two-factor authentication is not enabled."]);
  });

  it("is not reachable before the second factor is verified", async () => {
    const login = await call("POST", "/auth/login", { body: { email: "twofa@demo.test", password: "password123" } });
    const token = login.json.access_token;
    expect((await call("POST", "/billing/disable-twofa", { token, body: { password: "password123" } })).status).toBe(403);
    expect((await call("POST", "/user/change-password", { token, body: { current_password: "password123", password: "x-new-password", password_confirmation: "x-new-password" } })).status).toBe(403);
  });
});

describe("every call needs a session", () => {
  it("answers 401 without a token", async () => {
    const calls: [string, string][] = [
      ["PATCH", "/user/update-profile"], ["POST", "/user/change-password"], ["PATCH", "/user/update"],
      ["GET", "/user/contact-preferences"], ["POST", "/user/update-contact-preferences"], ["PATCH", "/user/update-contact-profile-setting"],
      ["GET", "/billing/generate-twofa-codes"], ["POST", "/billing/enable-twofa"], ["POST", "/billing/disable-twofa"],
    ];
    for (const [m, p] of calls) expect((await call(m, p, m === "GET" ? {} : { body: {} })).status, `${m} ${p}`).toBe(401);
  });
});
