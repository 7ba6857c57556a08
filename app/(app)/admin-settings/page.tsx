import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AdminSettings, type OrganizationData } from "@/components/organization/admin-settings";
import { getDb } from "@/db";
import { sessionPayload } from "@/lib/auth/account";
import { can, userKind } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { parseListParams } from "@/lib/list/params";
import { listAudit } from "@/lib/organization/audit";
import { moduleOf, settingsList, tabOf, toAuditQuery, toUserQuery } from "@/lib/organization/columns";
import { listCompanyLocations } from "@/lib/organization/locations";
import { listOrgUsers } from "@/lib/organization/users";
import { killStatus } from "@/lib/users/service";
import { listWebhooks } from "@/lib/integrations/webhooks";
import { zapierStatus } from "@/lib/integrations/zapier";
import { listApiKeys } from "@/lib/integrations/api-keys";
import { mindbodyStatus } from "@/lib/integrations/mindbody/service";
import { getWhiteLabel } from "@/lib/white-label/service";
import { listDomains } from "@/lib/email-domains/service";
import { getRecoveryPage } from "@/lib/email-logs/recovery";
import type { EmailSettingsData } from "@/components/email-domains/email-domains-panel";
import { getMemberIdSetting } from "@/lib/member-id/settings";
import { codeSvg } from "@/lib/member-id/code-svg";
import { getRewardSetting } from "@/lib/rewards/service";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Admin Settings" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * AdminSettings: "account" is every user's own; "organization" needs admin-settings view at
 * company level (owner, super user, or a company user whose map allows it). The first view of
 * the tab in the URL comes straight from the services.
 */
export default async function AdminSettingsPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, ctx] = await Promise.all([searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  const state = parseListParams(settingsList, params);
  const kind = userKind(ctx);
  const mayOrganize = can(ctx, "admin-settings", "view") && kind !== "location-user" && kind !== "company-location";
  if (moduleOf(state) === "organization" && !mayOrganize) redirect("/access-denied");
  // Sending domains are the accessed location's: anyone with admin-settings view reads them.
  const mayEmail = can(ctx, "admin-settings", "view");
  if (moduleOf(state) === "email" && !mayEmail) redirect("/access-denied");
  // The member ID card and reward points are the accessed location's settings, like its email.
  if (moduleOf(state) === "members" && !mayEmail) redirect("/access-denied");

  const db = await getDb();
  const wantsOrg = moduleOf(state) === "organization";
  const wantsEmail = moduleOf(state) === "email" && mayEmail;
  const canReadAudit = kind === "owner" || kind === "super-user";
  // The small settings (white label, switches) load with the organization whatever the tab, so
  // switching tabs in the browser (the URL changes in place) finds them.
  const [session, locations, users, audit, whiteLabel, sending, zapier, webhooks, mindbody, apiKeys] = await Promise.all([
    sessionPayload(db, ctx),
    wantsOrg || (wantsEmail && mayOrganize) ? listCompanyLocations(db, ctx) : null,
    wantsOrg && tabOf(state) === "users" ? listOrgUsers(db, ctx, toUserQuery(state)) : null,
    wantsOrg && tabOf(state) === "audit-log" && canReadAudit ? listAudit(db, ctx, toAuditQuery(state)) : null,
    wantsOrg ? getWhiteLabel(db, ctx.companyId) : undefined,
    wantsOrg ? killStatus(db, ctx) : undefined,
    wantsOrg ? zapierStatus(db, ctx.locationId) : undefined,
    wantsOrg ? listWebhooks(db, ctx) : undefined,
    wantsOrg ? mindbodyStatus(db, ctx.locationId) : undefined,
    wantsOrg ? listApiKeys(db, ctx) : undefined,
  ]);
  const [domains, recoveryPage] = wantsEmail ? await Promise.all([listDomains(db, ctx), getRecoveryPage(db, ctx)]) : [null, null];
  const members =
    moduleOf(state) === "members" && mayEmail
      ? await (async () => {
          const [card, rewards, qr, code128] = await Promise.all([getMemberIdSetting(db, ctx.locationId), getRewardSetting(db, ctx), codeSvg("qr", "M-1042"), codeSvg("code128", "M-1042")]);
          const canUpdate = can(ctx, "admin-settings", "update");
          return { card: { initial: card, businessName: session.user.businessname, samples: { qr, code128 }, canUpdate, userId: ctx.userId }, rewards: { initial: rewards, canUpdate } };
        })()
      : null;
  const u = session.user;
  const user = {
    full_name: u.full_name,
    email: u.email,
    businessname: u.businessname,
    profile_pic: u.profile_pic ?? null,
    user_type: u.user_type,
    is_company_location: u.is_company_location,
    has_latest_version: u.has_latest_version,
    email_status: u.email_status,
    email_dns_missing: u.email_dns_missing,
    checkout_enabled: u.checkout_enabled,
    twofa_enabled: u.twofa_enabled,
  };
  const organization: OrganizationData | null = mayOrganize
    ? {
        locations: locations ?? [],
        whiteLabel,
        sending: sending && { ...sending, locationName: session.user.businessname },
        integrations: zapier && webhooks && mindbody && apiKeys && { zapier, apiKeys: apiKeys.data, webhooks, mindbody, locationName: session.user.businessname },
        users: users ? { state, page: users } : undefined,
        audit: audit ? { state, page: audit } : undefined,
        access: {
          canCreate: can(ctx, "admin-settings", "create"),
          canUpdate: can(ctx, "admin-settings", "update"),
          canDelete: can(ctx, "admin-settings", "delete"),
          canReadAudit,
          accessedLocationId: ctx.locationId,
          userId: ctx.userId,
        },
      }
    : null;
  const email: EmailSettingsData | null = domains
    ? {
        initial: domains,
        access: { canCreate: can(ctx, "admin-settings", "create"), canUpdate: can(ctx, "admin-settings", "update"), canDelete: can(ctx, "admin-settings", "delete") },
        // Company admins may make a domain the active one of other locations of the company.
        locations: mayOrganize && locations ? locations.map((l) => ({ id: l.id, businessname: l.businessname })) : null,
        locationName: session.user.businessname,
      }
    : null;
  // The recovery page: any member reads it; saving it is templates update (its route's gate).
  const recovery = recoveryPage ? { initial: recoveryPage, canUpdate: can(ctx, "templates", "update"), userId: ctx.userId } : null;
  return <AdminSettings user={user} organization={organization} email={email} recovery={recovery} mayEmail={mayEmail} members={members} />;
}
