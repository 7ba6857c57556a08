import type { AuthState } from "@/lib/routing/decide";
import type { Area } from "@/lib/routing/routes";
import type { Ctx } from "./access";
import { userKind, viewableAreas } from "./permissions";

/** What the session JWT carries: the spec's auth state flags plus what the shell shows. */
export type Claims = Pick<
  AuthState,
  "twofaEnabled" | "twofaVerified" | "active" | "hibernated" | "suspended" | "module" | "checkoutEnabled" | "isOrganizationOwner"
> & {
  uid: number;
  name: string;
  email: string;
  locationId: number;
  companyAdminId: number | null;
  viewableAreas: string[] | null;
  /** Optional: sessions issued before it existed read as false. */
  isCompanyLocation?: boolean;
};

export function claimsFrom(ctx: Ctx): Claims {
  return {
    uid: ctx.userId,
    name: ctx.fullName,
    email: ctx.email,
    locationId: ctx.locationId,
    companyAdminId: ctx.companyAdminId,
    twofaEnabled: ctx.twofaEnabled,
    twofaVerified: ctx.twofaVerified,
    active: ctx.active,
    hibernated: ctx.hibernated,
    suspended: ctx.suspended,
    module: ctx.module,
    checkoutEnabled: ctx.checkoutEnabled,
    isOrganizationOwner: ctx.isOrganizationOwner,
    viewableAreas: viewableAreas(ctx),
    isCompanyLocation: userKind(ctx) === "company-location",
  };
}

export function authStateFrom(c: Partial<Claims> | null | undefined): AuthState {
  return {
    loggedIn: Boolean(c?.uid),
    twofaEnabled: Boolean(c?.twofaEnabled),
    twofaVerified: Boolean(c?.twofaVerified),
    active: Boolean(c?.active),
    hibernated: Boolean(c?.hibernated),
    suspended: Boolean(c?.suspended),
    module: c?.module ?? null,
    checkoutEnabled: Boolean(c?.checkoutEnabled),
    isOrganizationOwner: Boolean(c?.isOrganizationOwner),
    isCompanyLocation: Boolean(c?.isCompanyLocation),
    viewableAreas: (c?.viewableAreas as Area[] | null | undefined) ?? null,
  };
}

/** The claims the routing rules read: when these differ from the database, the cookie is stale. */
const ROUTING_FIELDS = ["uid", "twofaEnabled", "twofaVerified", "active", "hibernated", "suspended", "module", "checkoutEnabled", "isOrganizationOwner", "isCompanyLocation"] as const;

export function sameRoutingState(stored: Partial<Claims> | null | undefined, fresh: Claims): boolean {
  if (!stored) return false;
  if (ROUTING_FIELDS.some((k) => stored[k] !== fresh[k])) return false;
  return JSON.stringify(stored.viewableAreas ?? null) === JSON.stringify(fresh.viewableAreas ?? null);
}
