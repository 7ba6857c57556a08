import "server-only";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import {
  accountSignups,
  companies,
  contactStatuses,
  locations,
  memberships,
  subscriptionPlans,
  subscriptions,
  tags,
  users,
} from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { tokenFieldsFor } from "@/lib/auth/login";
import { hashToken, newToken } from "@/lib/auth/tokens";
import { DEFAULT_STATUSES } from "@/lib/contacts/default-statuses";
import { AppError, notFound, validationError } from "@/lib/http/errors";
import { issueCode, resendIn, spendCode } from "./codes";
import {
  DEFAULT_TAGS,
  MSG_ACCOUNT_CREATED,
  MSG_ACTIVATED,
  MSG_BUSINESS_FIRST,
  MSG_BUSINESS_VERIFIED,
  MSG_EMAIL_CHANGED,
  MSG_EMAIL_CODE_SENT,
  MSG_EMAIL_EXISTS,
  MSG_EMAIL_FIRST,
  MSG_EMAIL_VERIFIED,
  GOOGLE_PROVIDER,
  MSG_PHONE_CHANGED,
  MSG_PHONE_CODE_SENT,
  MSG_NO_PHONE,
  MSG_PHONE_FIRST,
  MSG_PHONE_VERIFIED,
  RESEND_COOLDOWN_S,
  SIGNUP_TTL_MS,
  type Channel,
} from "./constants";
import { sendSignupCode } from "./messages";
import { mobileE164 } from "./places";
import type { SignupDetails } from "./schemas";

type Signup = typeof accountSignups.$inferSelect;

/** Doc 1 s8: an email that already has an account answers 403 with email_exists. */
const emailExists = () => new AppError(403, MSG_EMAIL_EXISTS, { email_exists: true });

async function assertEmailFree(db: Db, email: string) {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1);
  if (taken) throw emailExists();
}

/** The sign-up a token names, while it is live (not spent, not expired); else 404. */
async function liveSignup(db: Db, token: string): Promise<Signup> {
  const [row] = await db
    .select()
    .from(accountSignups)
    .where(and(eq(accountSignups.tokenHash, hashToken(token)), isNull(accountSignups.activatedAt), gt(accountSignups.expiresAt, sql`now()`)));
  if (!row) throw notFound("Sign-up");
  return row;
}

const addressOf = (s: Pick<Signup, "email" | "phone">, channel: Channel) => (channel === "email" ? s.email.toLowerCase() : s.phone);

/** Issues a code for the channel and sends it (the send is recorded, then queued). */
async function sendCode(db: Db, s: Signup, channel: Channel, force = false) {
  const to = addressOf(s, channel);
  const code = await issueCode(db, s.id, channel, to, { force });
  await sendSignupCode(db, channel, { to, name: s.fullName, code });
}

/** A sign-up started with Google has no phone step (lib/account-signup/google.ts). */
const phoneDone = (s: Signup) => s.phoneVerifiedAt != null || (s.provider === GOOGLE_PROVIDER && s.phone === "");

function nextStep(s: Signup): SignupDetails["next_step"] {
  if (!s.emailVerifiedAt) return "verify-email";
  if (!phoneDone(s)) return "verify-phone";
  if (!s.businessVerifiedAt) return "verify-business";
  return "plans";
}

/** POST /account/create: starts a sign-up and emails the first code. */
export async function createSignup(db: Db, input: { full_name: string; email: string; phone: string; password: string }) {
  await assertEmailFree(db, input.email);
  const token = newToken();
  const [row] = await db
    .insert(accountSignups)
    .values({
      tokenHash: hashToken(token),
      fullName: input.full_name,
      email: input.email.trim(),
      phone: mobileE164(input.phone)!,
      passwordHash: await hashPassword(input.password),
      expiresAt: new Date(Date.now() + SIGNUP_TTL_MS),
    })
    .returning();
  await sendCode(db, row, "email", true);
  return { status: 1, message: MSG_ACCOUNT_CREATED, token };
}

/** GET /account/{token}/details: where the person is in the flow. */
export async function signupDetails(db: Db, token: string): Promise<SignupDetails> {
  const s = await liveSignup(db, token);
  const [emailIn, phoneIn] = await Promise.all([resendIn(db, s.id, "email"), resendIn(db, s.id, "phone")]);
  return {
    full_name: s.fullName,
    email: s.email,
    phone: s.phone,
    email_verified: s.emailVerifiedAt != null,
    phone_verified: s.phoneVerifiedAt != null,
    business_verified: s.businessVerifiedAt != null,
    business_name: s.businessName,
    business_type: s.businessType,
    address: s.address,
    timezone: s.timezone,
    country: s.country,
    email_resend_in: emailIn,
    phone_resend_in: phoneIn,
    next_step: nextStep(s),
  };
}

/** resend-verification-code / resend-phone-verification-code. */
export async function resendCode(db: Db, token: string, channel: Channel) {
  const s = await liveSignup(db, token);
  if (channel === "phone" && !s.emailVerifiedAt) throw validationError({ code: [MSG_EMAIL_FIRST] });
  if (channel === "phone" && !s.phone) throw validationError({ code: [MSG_NO_PHONE] });
  await sendCode(db, s, channel);
  return { status: 1, message: channel === "email" ? MSG_EMAIL_CODE_SENT : MSG_PHONE_CODE_SENT, resend_in: RESEND_COOLDOWN_S };
}

/** verify-email / verify-phone: spends the code and marks the channel verified. */
export async function verifyCode(db: Db, token: string, channel: Channel, code: string, ip: string | null) {
  const s = await liveSignup(db, token);
  if (channel === "phone" && !s.emailVerifiedAt) throw validationError({ code: [MSG_EMAIL_FIRST] });
  if (channel === "phone" && !s.phone) throw validationError({ code: [MSG_NO_PHONE] });
  await spendCode(db, s.id, channel, addressOf(s, channel), code, ip);
  const now = new Date();
  await db
    .update(accountSignups)
    .set(channel === "email" ? { emailVerifiedAt: now, updatedAt: now } : { phoneVerifiedAt: now, updatedAt: now })
    .where(eq(accountSignups.id, s.id));
  // The phone step starts with its code already on the way.
  if (channel === "email" && !s.phoneVerifiedAt) await sendCode(db, { ...s, emailVerifiedAt: now }, "phone", true);
  return { status: 1, message: channel === "email" ? MSG_EMAIL_VERIFIED : MSG_PHONE_VERIFIED };
}

/** change-email: a new address must be verified again; a fresh code goes to it at once. */
export async function changeEmail(db: Db, token: string, email: string) {
  const s = await liveSignup(db, token);
  await assertEmailFree(db, email);
  const [row] = await db
    .update(accountSignups)
    .set({ email: email.trim(), emailVerifiedAt: null, updatedAt: new Date() })
    .where(and(eq(accountSignups.id, s.id), isNull(accountSignups.activatedAt)))
    .returning();
  if (!row) throw notFound("Sign-up");
  await sendCode(db, row, "email", true);
  return { status: 1, message: MSG_EMAIL_CHANGED };
}

/** change-phone: the new number must be verified again; a fresh code goes to it at once. */
export async function changePhone(db: Db, token: string, phone: string) {
  const s = await liveSignup(db, token);
  const [row] = await db
    .update(accountSignups)
    .set({ phone: mobileE164(phone)!, phoneVerifiedAt: null, updatedAt: new Date() })
    .where(and(eq(accountSignups.id, s.id), isNull(accountSignups.activatedAt)))
    .returning();
  if (!row) throw notFound("Sign-up");
  // Until the email is verified, the phone code waits for that step.
  if (row.emailVerifiedAt) await sendCode(db, row, "phone", true);
  return { status: 1, message: MSG_PHONE_CHANGED };
}

type Business = { business_name: string; business_type: string; address: string; timezone: string; country: string };

export async function verifyBusiness(db: Db, token: string, b: Business) {
  const s = await liveSignup(db, token);
  if (!s.emailVerifiedAt) throw validationError({ business_name: [MSG_EMAIL_FIRST] }, MSG_EMAIL_FIRST);
  if (!phoneDone(s)) throw validationError({ business_name: [MSG_PHONE_FIRST] }, MSG_PHONE_FIRST);
  const now = new Date();
  await db
    .update(accountSignups)
    .set({ businessName: b.business_name, businessType: b.business_type, address: b.address, timezone: b.timezone, country: b.country, businessVerifiedAt: now, updatedAt: now })
    .where(eq(accountSignups.id, s.id));
  return { status: 1, message: MSG_BUSINESS_VERIFIED };
}

/** GET /account/subscription-plans: the plans on offer, in their order. */
export async function listPlans(db: Db) {
  const rows = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.isActive, true)).orderBy(asc(subscriptionPlans.sort), asc(subscriptionPlans.id));
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    price: p.price,
    currency: p.currency,
    interval: p.interval,
    trial_days: p.trialDays,
    contacts_limit: p.contactsLimit,
    locations_limit: p.locationsLimit,
    users_limit: p.usersLimit,
    has_funnels: p.hasFunnels,
  }));
}

/**
 * POST /account/{token}/activate: creates the account in one transaction — company, primary
 * location with the default status tabs and tags, the owner and their membership, a trial
 * on the chosen plan — spends the sign-up, then signs the owner in.
 */
export async function activateSignup(db: Db, token: string, planId: number) {
  const s = await liveSignup(db, token);
  if (!s.emailVerifiedAt) throw validationError({ plan_id: [MSG_EMAIL_FIRST] }, MSG_EMAIL_FIRST);
  if (!phoneDone(s)) throw validationError({ plan_id: [MSG_PHONE_FIRST] }, MSG_PHONE_FIRST);
  if (!s.businessVerifiedAt) throw validationError({ plan_id: [MSG_BUSINESS_FIRST] }, MSG_BUSINESS_FIRST);
  const [plan] = await db.select().from(subscriptionPlans).where(and(eq(subscriptionPlans.id, planId), eq(subscriptionPlans.isActive, true)));
  if (!plan) throw validationError({ plan_id: ["Please choose a plan."] });

  const made = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Claim the sign-up first: a second activation (double click, replay) finds nothing.
    const [claimed] = await t
      .update(accountSignups)
      .set({ activatedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(accountSignups.id, s.id), isNull(accountSignups.activatedAt)))
      .returning({ id: accountSignups.id });
    if (!claimed) throw notFound("Sign-up");
    await assertEmailFree(t, s.email);
    const [company] = await t.insert(companies).values({ name: s.businessName! }).returning({ id: companies.id });
    const [loc] = await t.insert(locations).values({ companyId: company.id, businessname: s.businessName!, isPrimary: true, timezone: s.timezone ?? "UTC" }).returning({ id: locations.id });
    const [user] = await t
      .insert(users)
      .values({ email: s.email, passwordHash: s.passwordHash, fullName: s.fullName, companyId: company.id, isOrganizationOwner: true, module: "contacts" })
      .returning({ id: users.id });
    await t.update(companies).set({ ownerUserId: user.id }).where(eq(companies.id, company.id));
    await t.insert(memberships).values({ userId: user.id, locationId: loc.id, userType: "Primary Account" });
    await t.insert(contactStatuses).values(DEFAULT_STATUSES.map((st, i) => ({ ...st, locationId: loc.id, sort: i })));
    await t.insert(tags).values(DEFAULT_TAGS.map((tag) => ({ ...tag, locationId: loc.id })));
    await t.insert(subscriptions).values({
      userId: user.id,
      planId: plan.id,
      status: "trialing",
      interval: plan.interval,
      amount: plan.price,
      currency: plan.currency,
      hasFunnels: plan.hasFunnels,
      // The subscription keeps the plan's terms as bought, limits included (GET /membership/plan-limit reads them here).
      contactLimit: plan.contactsLimit,
      trialEndsAt: new Date(Date.now() + plan.trialDays * 86_400_000),
    });
    await t.update(accountSignups).set({ userId: user.id }).where(eq(accountSignups.id, s.id));
    return { userId: user.id, locationId: loc.id };
  });
  const fields = await tokenFieldsFor(db, made.userId, made.locationId);
  return { ...fields, status: 1, message: MSG_ACTIVATED };
}
