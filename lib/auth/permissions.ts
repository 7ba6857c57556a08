import type { Ctx } from "./access";

/**
 * Doc 1 s6: a company user governed by a permission map gets exactly what the map says.
 * Organization owners (and anyone without a map) are not restricted. The spec's further
 * cases for super users and company-location logins (contacts-center assign/create) need
 * those account kinds, which arrive with organization management.
 */
export function can(ctx: Pick<Ctx, "permissions" | "isOrganizationOwner">, area: string, action: string): boolean {
  if (ctx.permissions && !ctx.isOrganizationOwner) {
    return ctx.permissions[area]?.[action] === true;
  }
  return true;
}

/** Areas the user may view, or null when no map restricts them (used by the proxy). */
export function viewableAreas(ctx: Pick<Ctx, "permissions" | "isOrganizationOwner">): string[] | null {
  if (!ctx.permissions || ctx.isOrganizationOwner) return null;
  return Object.entries(ctx.permissions)
    .filter(([, actions]) => actions.view === true)
    .map(([area]) => area);
}
