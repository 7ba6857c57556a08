import type { ReactNode } from "react";
import { cookies } from "next/headers";
import { getDb } from "@/db";
import { Providers } from "./providers";
import type { Ctx } from "@/lib/auth/access";
import { sessionPayload } from "@/lib/auth/account";
import { can } from "@/lib/auth/permissions";
import { billingNotifications } from "@/lib/billing/service";
import { realtimeClientConfig } from "@/lib/platform/realtime";
import { TIPS_COOKIE, TRIALING_STATUS } from "@/lib/shell/constants";
import { parseTips } from "@/lib/shell/rules";
import { unreadMessageCount } from "@/lib/shell/unread";
import { Shell } from "./shell";
import type { ShellData } from "./types";

/**
 * The signed-in frame around a screen: loads what the shell shows for this session, then
 * renders the providers and the client shell. The (app) layout uses it, and so does the
 * global 404 for a signed-in user (an unknown address keeps the shell).
 */
export async function AppFrame({ ctx, children }: { ctx: Ctx; children: ReactNode }) {
  const db = await getDb();
  const [payload, billing, unreadCount, jar] = await Promise.all([
    sessionPayload(db, ctx),
    billingNotifications(db, ctx).catch((err: unknown) => {
      console.error("shell: billing notifications failed", err); // the bars are optional
      return null;
    }),
    unreadMessageCount(db, ctx),
    cookies(),
  ]);
  const { user, membership, locations } = payload;

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
      checkout_enabled: user.checkout_enabled,
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
    isOwner: ctx.isOrganizationOwner,
    canContacts: can(ctx, "contacts-center", "view"),
    canCheckouts: can(ctx, "checkouts", "view"),
    unreadCount,
    realtime: realtimeClientConfig(),
    initialTips: parseTips(jar.get(TIPS_COOKIE)?.value),
  };

  return (
    <Providers scope={{ locationId: ctx.locationId, companyAdminId: ctx.companyAdminId }}>
      <Shell data={data}>{children}</Shell>
    </Providers>
  );
}
