import { z } from "@hono/zod-openapi";
import { generateLandingToken } from "@/lib/auth/landing-token";
import { landingTokenResponse, statusResponse } from "@/lib/auth/schemas";
import { defineModule } from "@/lib/http/module";
import { get, patch, post } from "@/lib/http/route";
import { dataOf } from "@/lib/http/schemas";
import {
  changePassword,
  getContactPreferences,
  updateContactPreferences,
  updateContactProfileSetting,
  updateProfile,
  updateUser,
} from "./profile";
import {
  changePasswordBody,
  contactPreferences,
  contactPreferencesBody,
  contactProfileSettingBody,
  disableTwofaBody,
  enableTwofaBody,
  profileResponse,
  twofaSetupResponse,
  updateProfileBody,
  updateUserBody,
} from "./schemas";
import { markLatestVersion, updateKillStatus } from "./service";
import { disableTwofa, enableTwofa, generateTwofaCodes } from "./twofa";

const killStatusBody = z.object({
  type: z.enum(["email", "sms"], { error: "The type must be email or sms." }),
  status: z.union([z.literal(0), z.literal(1), z.boolean()], { error: "The status must be 0 or 1." }),
});

// The caller's own account, whatever location they access: every signed-in user may manage
// their own profile, password, preferences and second factor, so these routes have no permit.
const own = { tenancy: "user" } as const;

export const usersModule = defineModule("user", [
  patch("/app/latest-version", { tenancy: "user", summary: "Marked", response: z.object({ status: z.number() }) },
    ({ db, ctx }) => markLatestVersion(db, ctx)),
  post("/user/update-kill-status", {
    tenancy: "location",
    permit: ["admin-settings", "update"],
    description: "Organization admins only: switches all email or SMS sending of the accessed location off (0) or on (1).",
    body: killStatusBody,
    response: z.object({ message: z.string(), data: z.object({ email_status: z.number(), sms_status: z.number() }) }),
  }, ({ db, ctx, body }) => updateKillStatus(db, ctx, body.type, body.status === true || body.status === 1 ? 1 : 0)),

  // Profile and password (doc 1 s2 Edit Profile, s5 rules)
  patch("/user/update-profile", { ...own, summary: "Profile updated", description: "Changing the email or the password needs current_password. A new password ends the user's other sessions.", body: updateProfileBody, response: profileResponse },
    ({ db, ctx, body, ip }) => updateProfile(db, ctx, body, ip)),
  post("/user/change-password", { ...own, summary: "Password changed; the user's other sessions end", body: changePasswordBody, response: statusResponse },
    ({ db, ctx, body, ip }) => changePassword(db, ctx, body, ip)),
  patch("/user/update", { ...own, summary: "Name updated", body: updateUserBody, response: profileResponse },
    ({ db, ctx, body }) => updateUser(db, ctx, body)),
  get("/user/contact-preferences", { ...own, response: dataOf(contactPreferences) },
    ({ db, ctx }) => getContactPreferences(db, ctx)),
  post("/user/update-contact-preferences", { ...own, body: contactPreferencesBody, response: z.object({ message: z.string(), data: contactPreferences }) },
    ({ db, ctx, body }) => updateContactPreferences(db, ctx, body)),
  patch("/user/update-contact-profile-setting", { ...own, summary: "Stored; /auth/refresh answers it", body: contactProfileSettingBody, response: z.object({ message: z.string(), data: z.record(z.string(), z.unknown()) }) },
    ({ db, ctx, body }) => updateContactProfileSetting(db, ctx, body)),

  // The funnel tool opens /user/{token}/landing in a new tab with it (doc 1 s7). Scope "user": an
  // integration key (Zapier) must never mint a sign-in; the token is bound to the accessed location.
  post("/user/generate-landing-token", { ...own, summary: "A one-time sign-in token for a new tab (60 s)", response: landingTokenResponse },
    ({ db, ctx }) => generateLandingToken(db, ctx)),

  // Two-factor authentication (doc 3 "Billing (main API)")
  get("/billing/generate-twofa-codes", { ...own, summary: "A new 2FA setup: secret, QR code and recovery codes (shown once)", description: "422 when 2FA is already on.", answers: [422], response: twofaSetupResponse },
    ({ db, ctx }) => generateTwofaCodes(db, ctx)),
  post("/billing/enable-twofa", { ...own, summary: "2FA on", body: enableTwofaBody, response: statusResponse },
    ({ db, ctx, body, ip }) => enableTwofa(db, ctx, body, ip)),
  post("/billing/disable-twofa", { ...own, summary: "2FA off", body: disableTwofaBody, response: statusResponse },
    ({ db, ctx, body, ip }) => disableTwofa(db, ctx, body, ip)),
]);
