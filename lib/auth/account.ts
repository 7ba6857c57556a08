import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { companies, locations, memberships, subscriptions, users, whiteLabels } from "@/db/schema";
import { storageUse } from "@/lib/platform/files";
import { twilioConnected } from "@/lib/platform/sms/credentials";
import { notFound } from "@/lib/http/errors";
import { revokeToken, type Ctx } from "./access";
import { tokenFieldsFor } from "./login";
import { currencies } from "@/lib/reference-data/currencies";
import { USER_TYPES } from "@/lib/users/constants";
import { listReservedWords } from "@/lib/organization/reserved-words";
import { contactProfileSetting } from "@/lib/users/profile";
import { webhookCount } from "@/lib/integrations/webhooks";
import { zapierStatus } from "@/lib/integrations/zapier";

export async function listLocations(db: Db, ctx: Ctx) {
  const rows = await db
    .select({
      id: locations.id,
      businessname: locations.businessname,
      is_primary: locations.isPrimary,
      company_id: companies.id,
      company_name: companies.name,
      user_type: memberships.userType,
    })
    .from(memberships)
    .innerJoin(locations, eq(locations.id, memberships.locationId))
    .innerJoin(companies, eq(companies.id, locations.companyId))
    .where(eq(memberships.userId, ctx.userId))
    .orderBy(asc(companies.id), desc(locations.isPrimary), asc(locations.id));
  return rows.map((r) => ({ ...r, accessed: r.id === ctx.locationId }));
}

/** POST /location/{id}/access: a new token for another of the user's locations. */
export async function accessLocation(db: Db, ctx: Ctx, locationId: number) {
  const [m] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, ctx.userId), eq(memberships.locationId, locationId)));
  if (!m) throw notFound("Location");
  const fields = await tokenFieldsFor(db, ctx.userId, locationId, { twofaVerified: true });
  await revokeToken(db, ctx.tokenId);
  return fields;
}

/** POST /account/{id}/access: switch to another company account the user belongs to. */
export async function accessAccount(db: Db, ctx: Ctx, companyId: number) {
  const [m] = await db
    .select({ locationId: memberships.locationId })
    .from(memberships)
    .innerJoin(locations, eq(locations.id, memberships.locationId))
    .where(and(eq(memberships.userId, ctx.userId), eq(locations.companyId, companyId)))
    .orderBy(desc(locations.isPrimary), asc(locations.id))
    .limit(1);
  if (!m) throw notFound("Account");
  const fields = await tokenFieldsFor(db, ctx.userId, m.locationId, { twofaVerified: true });
  await revokeToken(db, ctx.tokenId);
  return fields;
}

/** What the shell renders on every page: the account, its subscription and locations. */
export async function sessionPayload(db: Db, ctx: Ctx) {
  const [[u], [loc], [sub], locs, profileSetting] = await Promise.all([
    db.select().from(users).where(eq(users.id, ctx.userId)),
    db
      .select({ id: locations.id, businessname: locations.businessname, isPrimary: locations.isPrimary, emailStatus: locations.emailStatus, emailDnsMissing: locations.emailDnsMissing, whiteLabel: companies.whiteLabel, companyName: companies.name, fitFunnels: companies.fitFunnels, brandName: whiteLabels.name, brandLogo: whiteLabels.logoUrl, brandColor: whiteLabels.primaryColor })
      .from(locations)
      .innerJoin(companies, eq(companies.id, locations.companyId))
      .leftJoin(whiteLabels, eq(whiteLabels.companyId, companies.id))
      .where(eq(locations.id, ctx.locationId)),
    db.select().from(subscriptions).where(eq(subscriptions.userId, ctx.userId)),
    listLocations(db, ctx),
    contactProfileSetting(db, ctx.userId),
  ]);
  return {
    user: {
      id: u.id,
      email: u.email,
      full_name: u.fullName,
      businessname: loc.businessname,
      profile_pic: u.profilePic,
      company_id: ctx.companyId,
      company_name: loc.companyName,
      location_id: ctx.locationId,
      // Doc 1 s6: a company location signs in as the location itself (its membership kind).
      is_company_location: ctx.userType === USER_TYPES.companyLocation,
      is_organization_owner: u.isOrganizationOwner,
      user_type: ctx.userType,
      // From the session: a suspended location suspends its users there (lib/auth/access.ts).
      is_account_active: ctx.active,
      is_suspended: ctx.suspended,
      is_account_suspended: ctx.suspended,
      hibernated: u.hibernated,
      white_label: loc.whiteLabel,
      has_latest_version: u.hasLatestVersion,
      has_tooltip: u.hasTooltip,
      // 0 when the account or the accessed location's kill switch stops email (the shell's bar).
      email_status: Math.min(u.emailStatus, loc.emailStatus),
      // The accessed location's sending domain failed its DNS check (the shell's email DNS alert).
      email_dns_missing: u.emailDnsMissing || loc.emailDnsMissing,
      checkout_enabled: u.checkoutEnabled,
      landing_account_id: u.landingAccountId,
      twofa_enabled: ctx.twofaEnabled,
      contact_preferences: { has_tooltip: u.hasTooltip },
    },
    membership: sub
      ? {
          id: sub.id,
          interval: sub.interval,
          subsctiption_status: sub.status, // spelled so on the wire (doc 1 s3)
          amount: sub.amount,
          currency: sub.currency,
          has_funnels: sub.hasFunnels,
          trial_ends_at: sub.trialEndsAt,
        }
      : null,
    permissions: ctx.permissions,
    locations: locs,
    accessed: { id: loc.id, businessname: loc.businessname, is_primary: loc.isPrimary },
    contact_profile_setting: profileSetting,
    currencies: currencies(),
    fit_funnels: loc.fitFunnels,
    // The white label's look while it is on (lib/white-label): the shell paints with it.
    branding: loc.whiteLabel ? { name: loc.brandName, logo_url: loc.brandLogo, primary_color: loc.brandColor } : null,
  };
}

/**
 * The refresh response of doc 1 s3: the session payload plus the accessed location's storage
 * use and integrations (read here only, not on every page the shell renders).
 */
export async function refreshPayload(db: Db, ctx: Ctx) {
  const [session, storage, twilio, reservedWords, zapier, webhooks] = await Promise.all([
    sessionPayload(db, ctx),
    storageUse(db, ctx.locationId),
    twilioConnected(db, ctx.locationId),
    listReservedWords(db),
    zapierStatus(db, ctx.locationId),
    webhookCount(db, ctx.locationId),
  ]);
  const { fit_funnels, ...rest } = session;
  // Reserved words come from the database (seeded, growable), checked again by the API on save.
  return { ...rest, reserved_words: reservedWords, file_storage: storage, integrations: { fit_funnels, twilio, zapier: zapier.active, fit_funnel_webhooks: webhooks } };
}

/** Wakes a hibernated account (ActivateAccount screen). */
export async function activateHibernated(db: Db, ctx: Ctx) {
  await db.update(users).set({ hibernated: false, updatedAt: new Date() }).where(eq(users.id, ctx.userId));
  return { status: 1, message: "Account activated successfully" };
}
