/**
 * Sign in / sign up with Google (issue 9): the callback logic with made-up Google profiles,
 * the provider switched on only by its keys, and doc 1 s8's social sign-up copy on Login.
 * The whole OAuth round trip through next-auth against a local issuer is in google-oauth.test.ts.
 */
import { eq } from "drizzle-orm";
import type { User } from "next-auth";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { isValidElement, type ReactNode } from "react";
import LoginPage from "../../app/(auth)/login/page";
import RegisterPage from "../../app/(auth)/create-account/page";
import type { Db } from "../../db";
import { accountSignups } from "../../db/schema";
import { GOOGLE_PROVIDER, MSG_GOOGLE_EMAIL_UNVERIFIED, MSG_SOCIAL_FAILED } from "../../lib/account-signup/constants";
import { resolveAccess } from "../../lib/auth/access";
import { googleSignInCallback } from "../../lib/auth/google";
import { authOptions } from "../../lib/auth/next-auth";
import { socialErrorMessage } from "../../lib/auth/social-errors";
import { hashToken } from "../../lib/auth/tokens";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { call } from "../helpers/api";

const { db } = setupTestDb();
let ids: Awaited<ReturnType<typeof demoIds>>;
const APP = "http://127.0.0.1:3999";

beforeAll(async () => {
  ids = await demoIds(db());
  process.env.APP_URL = APP;
});

afterEach(() => {
  delete process.env.GOOGLE_CLIENT_ID;
  delete process.env.GOOGLE_CLIENT_SECRET;
  delete process.env.GOOGLE_ISSUER_URL;
});

const profile = (email: string, extra: Record<string, unknown> = {}) => ({ sub: "1234567890", email, email_verified: true, name: "Gina Google", ...extra });
const asUser = (): User & { at?: string } => ({ id: "1234567890" });

describe("the Google sign-in callback", () => {
  it("signs an existing user in (email in any case): a live token at their default location", async () => {
    const user = asUser();
    expect(await googleSignInCallback(db(), user, profile("Owner@Demo.test"))).toBe(true);
    const r = await resolveAccess(db(), user.at!);
    expect(r.ctx).toMatchObject({ userId: ids.owner, locationId: ids.downtown, twofaVerified: true });
  });

  it("leaves a two-factor user's token waiting for the second factor", async () => {
    const user = asUser();
    expect(await googleSignInCallback(db(), user, profile("twofa@demo.test"))).toBe(true);
    const r = await resolveAccess(db(), user.at!);
    expect(r.ctx).toMatchObject({ twofaEnabled: true, twofaVerified: false });
  });

  it("starts a sign-up for a new email at the business step, email verified, no phone step", async () => {
    const user = asUser();
    const to = await googleSignInCallback(db(), user, profile("gina@example.test"));
    expect(user.at).toBeUndefined();
    const m = new RegExp(`^${APP}/account/([\\w-]+)/verify-business$`).exec(String(to));
    expect(m).not.toBeNull();
    const token = m![1];
    const [row] = await db().select().from(accountSignups).where(eq(accountSignups.tokenHash, hashToken(token)));
    expect(row).toMatchObject({ email: "gina@example.test", fullName: "Gina Google", provider: GOOGLE_PROVIDER, phone: "", phoneVerifiedAt: null });
    expect(row.emailVerifiedAt).not.toBeNull();

    const details = await call("GET", `/account/${token}/details`);
    expect(details.json.data).toMatchObject({ email_verified: true, next_step: "verify-business" });
    // No phone to send a code to: 422, never 500.
    const resend = await call("POST", `/account/${token}/resend-phone-verification-code`);
    expect(resend.status).toBe(422);
    const verify = await call("POST", `/account/${token}/verify-phone`, { body: { code: "123456" } });
    expect(verify.status).toBe(422);

    const business = await call("POST", `/account/${token}/verify-business`, {
      body: { business_name: "Gina Fit", business_type: "Personal training", address: "1 Main St", timezone: "UTC", country: "US" },
    });
    expect(business.status).toBe(200);
    expect((await call("GET", `/account/${token}/details`)).json.data.next_step).toBe("plans");
    const plans = await call("GET", "/account/subscription-plans");
    const activated = await call("POST", `/account/${token}/activate`, { body: { plan_id: plans.json.data[0].id } });
    expect(activated.status).toBe(200);
    expect(activated.json.access_token).toBeTruthy();

    // From now on the same Google account signs in.
    const again = asUser();
    expect(await googleSignInCallback(db(), again, profile("gina@example.test"))).toBe(true);
    expect((await resolveAccess(db(), again.at!)).ctx).toMatchObject({ email: "gina@example.test", isOrganizationOwner: true });
  });

  it("refuses an unverified or missing email with the 422's message on Login", async () => {
    for (const p of [profile("new@example.test", { email_verified: false }), profile("owner@demo.test", { email_verified: undefined }), { sub: "1" }]) {
      const user = asUser();
      const to = await googleSignInCallback(db(), user, p);
      expect(to).toBe(`${APP}/login?social_error=email-unverified`);
      expect(user.at).toBeUndefined();
    }
    expect(socialErrorMessage("email-unverified", null)).toBe(MSG_GOOGLE_EMAIL_UNVERIFIED);
    const [pending] = await db().select().from(accountSignups).where(eq(accountSignups.email, "new@example.test"));
    expect(pending).toBeUndefined();
  });

  it("sends any other failure to Login with doc 1 s8's message", async () => {
    const broken = { select: () => { throw new Error("database down"); } } as unknown as Db;
    const to = await googleSignInCallback(broken, asUser(), profile("owner@demo.test"));
    expect(to).toBe(`${APP}/login?social_error=failed`);
    expect(socialErrorMessage("failed", null)).toBe(MSG_SOCIAL_FAILED);
  });
});

describe("Login's social error copy (doc 1 s8)", () => {
  it("joins a 422's messages, says the generic message otherwise, and never echoes the URL", () => {
    expect(socialErrorMessage(null, null)).toBeNull();
    expect(socialErrorMessage(null, "OAuthCallback")).toBe(MSG_SOCIAL_FAILED);
    expect(socialErrorMessage("<b>Call 555-0100 now</b>", null)).toBe(MSG_SOCIAL_FAILED);
    expect(socialErrorMessage("email-unverified", "OAuthCallback")).toBe(MSG_GOOGLE_EMAIL_UNVERIFIED);
  });
});

describe("the Google provider", () => {
  const providerIds = () => authOptions().providers.map((p) => p.id);

  it("is off without both keys", () => {
    expect(providerIds()).toEqual(["credentials"]);
    process.env.GOOGLE_CLIENT_ID = "id-only";
    expect(providerIds()).toEqual(["credentials"]);
  });

  it("is on with both keys, pointed at GOOGLE_ISSUER_URL when set", () => {
    process.env.GOOGLE_CLIENT_ID = "client";
    process.env.GOOGLE_CLIENT_SECRET = "secret";
    const google = () => authOptions().providers.find((p) => p.id === "google") as unknown as { options: { wellKnown?: string; clientId: string } };
    expect(providerIds()).toEqual(["credentials", "google"]);
    expect(google().options.clientId).toBe("client");
    expect(google().options.wellKnown).toBeUndefined();
    process.env.GOOGLE_ISSUER_URL = "http://127.0.0.1:4010/";
    expect(google().options.wellKnown).toBe("http://127.0.0.1:4010/.well-known/openid-configuration");
  });
});

describe("the Google buttons", () => {
  const login = async (sp: Record<string, string> = {}) => renderToString(await LoginPage({ searchParams: Promise.resolve(sp) }));
  /** Register's labels in its element tree (its form needs the app router to render). */
  const register = () => labels(RegisterPage()).join("|");

  it("are hidden without the keys", async () => {
    expect(await login()).not.toContain("Sign in with Google");
    expect(register()).not.toContain("Sign up with Google");
    process.env.GOOGLE_CLIENT_SECRET = "secret-only";
    expect(await login()).not.toContain("Sign in with Google");
  });

  it("show on Login and Register with the keys", async () => {
    process.env.GOOGLE_CLIENT_ID = "client";
    process.env.GOOGLE_CLIENT_SECRET = "secret";
    expect(await login()).toContain("Sign in with Google");
    expect(register()).toContain("Sign up with Google");
  });

  it("Login shows a failed Google sign-in's message", async () => {
    expect(await login({ social_error: "email-unverified" })).toContain(MSG_GOOGLE_EMAIL_UNVERIFIED.replace("'", "&#x27;"));
    expect(await login({ error: "OAuthCallback" })).toContain(MSG_SOCIAL_FAILED);
    expect(await login()).not.toContain(MSG_SOCIAL_FAILED);
  });
});

function labels(node: ReactNode): string[] {
  if (Array.isArray(node)) return node.flatMap(labels);
  if (!isValidElement(node)) return [];
  const props = node.props as { label?: unknown; children?: ReactNode };
  return [...(typeof props.label === "string" ? [props.label] : []), ...labels(props.children)];
}
