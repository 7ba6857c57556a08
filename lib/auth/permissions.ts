import type { Ctx } from "./access";

/**
 * Doc 1 s6: the permission areas and the actions each one has, in one table. Routes, screens
 * and the seed name areas and actions from here, so a typo is a type error, not a silent 403.
 * Every area has view/create/update/delete; contacts-center also has assign (s6).
 */
const CRUD = ["view", "create", "update", "delete"] as const;
export const PERMISSIONS = {
  "admin-settings": CRUD,
  broadcasts: CRUD,
  checkouts: CRUD,
  "client-portal": CRUD,
  "contacts-center": [...CRUD, "assign"] as const,
  "sms-center": CRUD,
  files: CRUD,
  forms: CRUD,
  groups: CRUD,
  "habit-tracking": CRUD,
  journeys: CRUD,
  "opt-ins": CRUD,
  pages: CRUD,
  playbooks: CRUD,
  "progress-tracking": CRUD,
  sequences: CRUD,
  tags: CRUD,
  templates: CRUD,
  workouts: CRUD,
} as const;

export type Area = keyof typeof PERMISSIONS;
export type Action<A extends Area = Area> = (typeof PERMISSIONS)[A][number];
/** A route's or screen's permission: an area and one of its actions. */
export type Permission = { [A in Area]: readonly [A, Action<A>] }[Area];

export const AREAS = Object.keys(PERMISSIONS) as Area[];

/**
 * A company user governed by a permission map gets exactly what the map says.
 * Organization owners (and anyone without a map) are not restricted. The spec's further
 * cases for super users and company-location logins (contacts-center assign/create) need
 * those account kinds, which arrive with organization management.
 */
export function can<A extends Area>(ctx: Pick<Ctx, "permissions" | "isOrganizationOwner">, area: A, action: Action<A>): boolean {
  if (ctx.permissions && !ctx.isOrganizationOwner) {
    return ctx.permissions[area]?.[action] === true;
  }
  return true;
}

/** Areas the user may view, or null when no map restricts them (used by the proxy). */
export function viewableAreas(ctx: Pick<Ctx, "permissions" | "isOrganizationOwner">): Area[] | null {
  if (!ctx.permissions || ctx.isOrganizationOwner) return null;
  return AREAS.filter((area) => ctx.permissions![area]?.view === true);
}
