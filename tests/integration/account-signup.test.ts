import { and, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  accountSignups,
  companies,
  contactStatuses,
  emailMessages,
  locations,
  memberships,
  signupCodes,
  smsMessages,
  subscriptionPlans,
  subscriptions,
  tags,
  users,
} from "../../db/schema";
import { setupTestDb } from "../helpers/db";
import { call } from "../helpers/api";

const { db } = setupTestDb();

let n = 0;
/** A unique sign-up per test: nothing one test does is seen by another. */
function person() {
  n += 1;
  return {
    full_name: `New Coach ${n}`,
    email: `coach${n}@signup.test`,
    phone: `+1415555${String(1000 + n).padStart(4, "0")}`,
    password: "password123",
    password_confirmation: "password123",
  };
}

async function latestEmailCode(to: string) {
  const [m] = await db().select({ text: emailMessages.text }).from(emailMessages).where(eq(emailMessages.toAddress, to)).orderBy(desc(emailMessages.id)).limit(1);
  return /\b(\d{6})\b/.exec(m?.text ?? "")?.[1] ?? null;
}

async function latestSmsCode(to: string) {
  const [m] = await db().select({ body: smsMessages.body, locationId: smsMessages.locationId }).from(smsMessages).where(eq(smsMessages.toNumber, to)).orderBy(desc(smsMessages.id)).limit(1);
  expect(m?.locationId ?? null).toBeNull();
  return /\b(\d{6})\b/.exec(m?.body ?? "")?.[1] ?? null;
}

/** Lets the cooldown pass without waiting: moves the channel's codes back in time. */
async function ageCodes(token: string, seconds: number) {
  const [s] = await db().select({ id: accountSignups.id }).from(accountSignups).where(sql`${accountSignups.tokenHash} = encode(sha256(${token}::bytea), 'hex')`);
  await db().update(signupCodes).set({ createdAt: sql`${signupCodes.createdAt} - make_interval(secs => ${seconds})` }).where(eq(signupCodes.signupId, s.id));
  return s.id;
}

async function start(p = person()) {
  const res = await call("POST", "/account/create", { body: p });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return { p, token: res.json.token as string };
}

const BUSINESS = { business_name: "Peak Performance", business_type: "Personal training", address: "1 Main St, Springfield", timezone: "America/New_York", country: "US" };

async function verified(p = person()) {
  const { token } = await start(p);
  expect((await call("POST", `/account/${token}/verify-email`, { body: { code: await latestEmailCode(p.email) } })).status).toBe(200);
  expect((await call("POST", `/account/${token}/verify-phone`, { body: { code: await latestSmsCode(p.phone) } })).status).toBe(200);
  return { p, token };
}

describe("POST /account/create", () => {
  it("starts a sign-up, emails a 6-digit code and stores only hashes", async () => {
    const p = person();
    const res = await call("POST", "/account/create", { body: p });
    expect(res.status).toBe(201);
    expect(res.json.status).toBe(1);
    expect(res.json.token).toMatch(/^[\w-]{20,}$/);
    const code = await latestEmailCode(p.email);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await db().select().from(accountSignups).where(eq(accountSignups.email, p.email));
    expect(row.tokenHash).not.toContain(res.json.token);
    expect(row.passwordHash).not.toContain("password123");
    const codes = await db().select().from(signupCodes).where(eq(signupCodes.signupId, row.id));
    expect(codes).toHaveLength(1);
    expect(codes[0].codeHash).not.toContain(code!);
    const details = await call("GET", `/account/${res.json.token}/details`);
    expect(details.status).toBe(200);
    expect(details.json.data).toMatchObject({ email: p.email, phone: p.phone, email_verified: false, next_step: "verify-email" });
    expect(details.json.data.email_resend_in).toBeGreaterThan(0);
  });

  it("refuses bad input with 422 field messages", async () => {
    const res = await call("POST", "/account/create", { body: { full_name: " ", email: "nope", phone: "12", password: "short", password_confirmation: "other" } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors).sort()).toEqual(["email", "full_name", "password", "password_confirmation", "phone"]);
    const mismatch = await call("POST", "/account/create", { body: { ...person(), password_confirmation: "password124" } });
    expect(mismatch.status).toBe(422);
    expect(mismatch.json.errors.password_confirmation).toEqual(["The password confirmation does not match."]);
    expect((await call("POST", "/account/create", { raw: "{" })).status).toBe(422);
  });

  it("answers 403 email_exists for a registered email, whatever its case", async () => {
    const res = await call("POST", "/account/create", { body: { ...person(), email: "OWNER@demo.test" } });
    expect(res.status).toBe(403);
    expect(res.json.email_exists).toBe(true);
    expect(res.json.message).toMatch(/already registered/);
  });
});

describe("unknown tokens", () => {
  it("answers 404 on every token call", async () => {
    const t = "no-such-token";
    for (const [m, path, body] of [
      ["GET", "details", undefined],
      ["POST", "resend-verification-code", undefined],
      ["POST", "verify-email", { code: "123456" }],
      ["POST", "resend-phone-verification-code", undefined],
      ["POST", "verify-phone", { code: "123456" }],
      ["POST", "change-email", { email: "x@signup.test" }],
      ["POST", "change-phone", { phone: "+14155550100" }],
      ["POST", "verify-business", BUSINESS],
      ["POST", "activate", { plan_id: 1 }],
    ] as const) {
      expect((await call(m, `/account/${t}/${path}`, { body })).status, path).toBe(404);
    }
  });
});

describe("email verification", () => {
  it("accepts the right code once, with the spec's copy, then sends the phone code", async () => {
    const { p, token } = await start();
    const code = (await latestEmailCode(p.email))!;
    const ok = await call("POST", `/account/${token}/verify-email`, { body: { code } });
    expect(ok.status).toBe(200);
    expect(ok.json.message).toBe("Email verified successfully");
    expect(await latestSmsCode(p.phone)).toMatch(/^\d{6}$/);
    // Single use: the same code again is refused.
    const again = await call("POST", `/account/${token}/verify-email`, { body: { code } });
    expect(again.status).toBe(422);
    expect(again.json.errors.code).toEqual(["The verification code is incorrect."]);
  });

  it("says a wrong code is wrong and an expired one expired", async () => {
    const { p, token } = await start();
    const code = (await latestEmailCode(p.email))!;
    const wrong = code === "000000" ? "111111" : "000000";
    const bad = await call("POST", `/account/${token}/verify-email`, { body: { code: wrong } });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.code).toEqual(["The verification code is incorrect."]);
    expect((await call("POST", `/account/${token}/verify-email`, { body: { code: "12ab56" } })).status).toBe(422);
    await db().update(signupCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(sql`${signupCodes.sentTo} = ${p.email}`);
    const expired = await call("POST", `/account/${token}/verify-email`, { body: { code } });
    expect(expired.status).toBe(422);
    expect(expired.json.errors.code).toEqual(["The verification code has expired. Please request a new one."]);
  });

  it("expires a code after 10 minutes", async () => {
    const { p, token } = await start();
    const [c] = await db().select({ created: signupCodes.createdAt, expires: signupCodes.expiresAt }).from(signupCodes).where(eq(signupCodes.sentTo, p.email));
    expect(c.expires.getTime() - c.created.getTime()).toBeGreaterThan(9.9 * 60_000);
    expect(c.expires.getTime() - c.created.getTime()).toBeLessThanOrEqual(10 * 60_000 + 1000);
    expect(token).toBeTruthy();
  });

  it("resends after the cooldown with the spec's copy; the old code stops working", async () => {
    const { p, token } = await start();
    const first = (await latestEmailCode(p.email))!;
    const early = await call("POST", `/account/${token}/resend-verification-code`);
    expect(early.status).toBe(422);
    expect(early.json.resend_in).toBeGreaterThan(0);
    await ageCodes(token, 61);
    const res = await call("POST", `/account/${token}/resend-verification-code`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 1, message: "Email verification code sent successfully", resend_in: 60 });
    const second = (await latestEmailCode(p.email))!;
    if (second !== first) {
      expect((await call("POST", `/account/${token}/verify-email`, { body: { code: first } })).status).toBe(422);
    }
    expect((await call("POST", `/account/${token}/verify-email`, { body: { code: second } })).status).toBe(200);
  });

  it("caps codes per hour and wrong guesses per window", async () => {
    const { token } = await start();
    for (let i = 0; i < 4; i++) {
      await ageCodes(token, 61);
      expect((await call("POST", `/account/${token}/resend-verification-code`)).status).toBe(200);
    }
    await ageCodes(token, 61);
    const capped = await call("POST", `/account/${token}/resend-verification-code`);
    expect(capped.status).toBe(422);
    expect(capped.json.message).toMatch(/Too many codes/);

    const other = await start();
    let last = 0;
    for (let i = 0; i < 12; i++) last = (await call("POST", `/account/${other.token}/verify-email`, { body: { code: "999999" } })).status;
    expect(last).toBe(422);
    const right = (await latestEmailCode(other.p.email))!;
    const blocked = await call("POST", `/account/${other.token}/verify-email`, { body: { code: right } });
    expect(blocked.status).toBe(422);
    expect(blocked.json.errors.code[0]).toMatch(/Too many/);
  });
});

describe("phone verification", () => {
  it("needs the email first, then verifies by SMS with the spec's copy", async () => {
    const { p, token } = await start();
    const early = await call("POST", `/account/${token}/resend-phone-verification-code`);
    expect(early.status).toBe(422);
    expect((await call("POST", `/account/${token}/verify-email`, { body: { code: await latestEmailCode(p.email) } })).status).toBe(200);
    const res = await call("POST", `/account/${token}/verify-phone`, { body: { code: await latestSmsCode(p.phone) } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Mobile phone verified successfully");
    const details = await call("GET", `/account/${token}/details`);
    expect(details.json.data).toMatchObject({ email_verified: true, phone_verified: true, next_step: "verify-business" });
  });

  it("resends the SMS code after the cooldown", async () => {
    const { p, token } = await start();
    await call("POST", `/account/${token}/verify-email`, { body: { code: await latestEmailCode(p.email) } });
    expect((await call("POST", `/account/${token}/resend-phone-verification-code`)).status).toBe(422);
    await ageCodes(token, 61);
    const res = await call("POST", `/account/${token}/resend-phone-verification-code`);
    expect(res.status).toBe(200);
    expect(res.json.resend_in).toBe(60);
  });
});

describe("change email and phone", () => {
  it("moves the email, un-verifies it and sends the code to the new address only", async () => {
    const { p, token } = await start();
    const oldCode = (await latestEmailCode(p.email))!;
    const fresh = `moved${n}@signup.test`;
    const res = await call("POST", `/account/${token}/change-email`, { body: { email: fresh } });
    expect(res.status).toBe(200);
    expect((await call("GET", `/account/${token}/details`)).json.data.email).toBe(fresh);
    // The code sent to the old address is no good for the new one.
    expect((await call("POST", `/account/${token}/verify-email`, { body: { code: oldCode } })).status).toBe(422);
    expect((await call("POST", `/account/${token}/verify-email`, { body: { code: await latestEmailCode(fresh) } })).status).toBe(200);
  });

  it("refuses a registered email with 403 email_exists and a bad one with 422", async () => {
    const { token } = await start();
    const taken = await call("POST", `/account/${token}/change-email`, { body: { email: "staff@demo.test" } });
    expect(taken.status).toBe(403);
    expect(taken.json.email_exists).toBe(true);
    expect((await call("POST", `/account/${token}/change-email`, { body: { email: "bad" } })).status).toBe(422);
  });

  it("moves the phone, un-verifies it and texts the new number", async () => {
    const { p, token } = await verified();
    const res = await call("POST", `/account/${token}/change-phone`, { body: { phone: "+1 (415) 555-7788" } });
    expect(res.status).toBe(200);
    const d = (await call("GET", `/account/${token}/details`)).json.data;
    expect(d).toMatchObject({ phone: "+14155557788", phone_verified: false, next_step: "verify-phone" });
    expect((await call("POST", `/account/${token}/verify-phone`, { body: { code: await latestSmsCode("+14155557788") } })).status).toBe(200);
    expect((await call("POST", `/account/${token}/change-phone`, { body: { phone: "555" } })).status).toBe(422);
    expect(p).toBeTruthy();
  });
});

describe("business, plans and activation", () => {
  it("verifies the business only after both channels, and checks its fields", async () => {
    const { token } = await start();
    expect((await call("POST", `/account/${token}/verify-business`, { body: BUSINESS })).status).toBe(422);
    const v = await verified();
    const bad = await call("POST", `/account/${v.token}/verify-business`, { body: { ...BUSINESS, business_name: "", timezone: "Mars/Base", country: "XX", business_type: "Pirate" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["business_name", "business_type", "country", "timezone"]);
    const ok = await call("POST", `/account/${v.token}/verify-business`, { body: BUSINESS });
    expect(ok.status).toBe(200);
    expect(ok.json.message).toBe("Business verified successfully");
    expect((await call("GET", `/account/${v.token}/details`)).json.data.next_step).toBe("plans");
  });

  it("lists the seeded plans with their limits", async () => {
    const res = await call("GET", "/account/subscription-plans");
    expect(res.status).toBe(200);
    const names = res.json.data.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(["Starter", "Pro", "Unlimited"]));
    const pro = res.json.data.find((p: { name: string }) => p.name === "Pro");
    expect(pro).toMatchObject({ price: 9900, interval: "month", has_funnels: true, contacts_limit: 5000, locations_limit: 3 });
  });

  it("activates: one account with its location, tabs, tags and trial; signs in; spends the token", async () => {
    const { p, token } = await verified();
    await call("POST", `/account/${token}/verify-business`, { body: BUSINESS });
    const [plan] = await db().select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "Pro"));
    expect((await call("POST", `/account/${token}/activate`, { body: { plan_id: 999999 } })).status).toBe(422);
    expect((await call("POST", `/account/${token}/activate`, { body: { plan_id: "x" } })).status).toBe(422);

    const res = await call("POST", `/account/${token}/activate`, { body: { plan_id: plan.id } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Account activated successfully");
    const { access_token, accessed_location_id, company_admin_id } = res.json;
    const [u] = await db().select().from(users).where(eq(users.email, p.email));
    expect(company_admin_id).toBe(u.id);
    expect(u.isOrganizationOwner).toBe(true);
    const [loc] = await db().select().from(locations).where(eq(locations.id, accessed_location_id));
    // The business step's time zone is the location's (the message centre shows times in it).
    expect(loc).toMatchObject({ businessname: "Peak Performance", isPrimary: true, companyId: u.companyId, timezone: "America/New_York" });
    const [co] = await db().select().from(companies).where(eq(companies.id, u.companyId!));
    expect(co.ownerUserId).toBe(u.id);
    expect(await db().select().from(memberships).where(eq(memberships.userId, u.id))).toHaveLength(1);
    expect((await db().select().from(contactStatuses).where(eq(contactStatuses.locationId, loc.id))).length).toBe(8);
    expect((await db().select().from(tags).where(eq(tags.locationId, loc.id))).length).toBeGreaterThan(0);
    const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.userId, u.id));
    expect(sub).toMatchObject({ planId: plan.id, status: "trialing", amount: 9900, hasFunnels: true, contactLimit: 5000 });
    expect(sub.trialEndsAt!.getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);

    // The token works: the new owner sees their own empty contact centre with its tabs.
    const list = await call("GET", "/contact/list", { token: access_token });
    expect(list.status).toBe(200);
    expect(list.json.total).toBe(0);
    const tabs = await call("GET", "/contact/tabs/list", { token: access_token });
    expect(tabs.status).toBe(200);
    // The plan's contact limit applies to the new account.
    const limit = await call("GET", "/membership/plan-limit", { token: access_token });
    expect(limit.json.membership).toMatchObject({ contact_limit: 5000, contacts: 0, remaining: 5000 });
    // And the password chosen at sign-up signs in.
    expect((await call("POST", "/auth/login", { body: { email: p.email, password: p.password } })).status).toBe(200);

    // Spent: the sign-up token now answers 404 everywhere.
    expect((await call("GET", `/account/${token}/details`)).status).toBe(404);
    expect((await call("POST", `/account/${token}/activate`, { body: { plan_id: plan.id } })).status).toBe(404);
  });

  it("activates once when two requests race", async () => {
    const { p, token } = await verified();
    await call("POST", `/account/${token}/verify-business`, { body: BUSINESS });
    const [plan] = await db().select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "Starter"));
    const both = await Promise.all([1, 2].map(() => call("POST", `/account/${token}/activate`, { body: { plan_id: plan.id } })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(await db().select().from(users).where(eq(users.email, p.email))).toHaveLength(1);
  });

  it("refuses activation before the business is verified", async () => {
    const { token } = await verified();
    const res = await call("POST", `/account/${token}/activate`, { body: { plan_id: 1 } });
    expect(res.status).toBe(422);
    expect(res.json.message).toBe("Please verify your business first.");
  });

  it("answers 403 email_exists when the email was registered meanwhile", async () => {
    const first = await verified();
    await call("POST", `/account/${first.token}/verify-business`, { body: BUSINESS });
    const twin = await verified({ ...person(), email: first.p.email });
    await call("POST", `/account/${twin.token}/verify-business`, { body: BUSINESS });
    const [plan] = await db().select().from(subscriptionPlans).limit(1);
    expect((await call("POST", `/account/${first.token}/activate`, { body: { plan_id: plan.id } })).status).toBe(200);
    const res = await call("POST", `/account/${twin.token}/activate`, { body: { plan_id: plan.id } });
    expect(res.status).toBe(403);
    expect(res.json.email_exists).toBe(true);
    // Refused in one transaction: the twin's sign-up is not spent.
    expect((await call("GET", `/account/${twin.token}/details`)).status).toBe(200);
    expect(await db().select().from(users).where(and(eq(users.email, first.p.email)))).toHaveLength(1);
  });
});
