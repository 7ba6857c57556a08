import "server-only";
import { getDb } from "@/db";
import type { Ctx } from "@/lib/auth/access";
import { sessionPayload } from "@/lib/auth/account";
import { can, PERMISSIONS, userKind, type Area } from "@/lib/auth/permissions";
import { billingNotifications } from "@/lib/billing/service";
import { realtimeClientConfig } from "@/lib/platform/realtime";
import { APP_VERSION } from "@/lib/app-version/version";
import { TRIALING_STATUS } from "./constants";
import { parseTips } from "./rules";
import type { ShellData } from "./shell-data";
import { unreadMessageCount } from "./unread";

/** What the shell shows for this session (the (app) layout and the signed-in 404 render it). */
export async function loadShellData(ctx: Ctx, tipsCookie: string | undefined): Promise<ShellData> {
  const db = await getDb();
  const [payload, billing, unreadCount] = await Promise.all([
    sessionPayload(db, ctx),
    billingNotifications(db, ctx).catch((err: unknown) => {
      console.error("shell: billing notifications failed", err); // the bars are optional
      return null;
    }),
    unreadMessageCount(db, ctx),
  ]);
  const { user, membership, locations, branding } = payload;

  const data: ShellData = {
    userId: ctx.userId,
    locationId: ctx.locationId,
    user: {
      full_name: user.full_name,
      email: user.email,
      businessname: user.businessname,
      profile_pic: user.profile_pic ?? null,
      user_type: user.user_type,
      is_company_location: user.is_company_location,
      has_latest_version: user.has_latest_version,
      email_status: user.email_status,
      email_dns_missing: user.email_dns_missing,
      checkout_enabled: user.checkout_enabled,
      twofa_enabled: user.twofa_enabled,
    },
    trialing: membership?.subsctiption_status === TRIALING_STATUS,
    profiles: locations.map((l) => ({
      id: l.id,
      businessname: l.businessname,
      isPrimary: l.is_primary,
      companyId: l.company_id,
      companyName: l.company_name,
      accessed: l.accessed,
    })),
    billing,
    canAdminSettings: can(ctx, "admin-settings", "view"),
    canOrganization: can(ctx, "admin-settings", "view") && !["location-user", "company-location"].includes(userKind(ctx)),
    isOwner: ctx.isOrganizationOwner,
    canContacts: can(ctx, "contacts-center", "view"),
    canCheckouts: can(ctx, "checkouts", "view"),
    viewableAreas: (Object.keys(PERMISSIONS) as Area[]).filter((area) => can(ctx, area, "view")),
    unreadCount,
    realtime: realtimeClientConfig(),
    initialTips: parseTips(tipsCookie),
    branding: branding ? { name: branding.name, logoUrl: branding.logo_url, primaryColor: branding.primary_color } : null,
    serverVersion: APP_VERSION,
  };

  return data;
}
