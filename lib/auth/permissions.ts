import type { Ctx } from "./access";

/** A user's grants per area and action, as stored on the membership: screens take the type from here, not the schema. */
export type { PermissionMap } from "@/db/schema";

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

/** Doc 1 s3/s6: the kinds of user, by what their membership of the accessed location says. */
export type UserKind = "owner" | "company-user" | "location-user" | "company-location" | "super-user";

/** The session fields the rules read (screens pass what the server gave them; userType may be left out). */
export type Subject = Pick<Ctx, "permissions" | "isOrganizationOwner"> & { userType?: string };

/**
 * Which kind a session is. Memberships name their kind (lib/users/constants USER_TYPES); a
 * Sub-Account User with a permission map is a company user governed by it, and one without a
 * map is a location-level user of that one location (the seed's older state users).
 */
export function userKind(s: Subject): UserKind {
  if (s.isOrganizationOwner) return "owner";
  if (s.userType === "Super User") return "super-user";
  if (s.userType === "Company Location") return "company-location";
  if (s.permissions) return "company-user";
  return "location-user";
}

/**
 * The spec's company_id / location_id / is_company_location of each kind (doc 1 s6). The owner
 * is the account itself and the super user stands above it: neither has a company or location id.
 */
const SPEC_IDS: Record<UserKind, { company: boolean; location: boolean; companyLocation: boolean }> = {
  owner: { company: false, location: false, companyLocation: false },
  "super-user": { company: false, location: false, companyLocation: false },
  "company-user": { company: true, location: true, companyLocation: false },
  "company-location": { company: true, location: true, companyLocation: true },
  "location-user": { company: false, location: true, companyLocation: false },
};

/**
 * Doc 1 s6, as written: a user with a company id who is not a company location gets exactly
 * what the map says (a missing area or action is no). Otherwise assign in contacts-center only
 * for users with neither company nor location, create in contacts-center for a user with a
 * location id or with no company id, and anything else is allowed.
 */
export function can<A extends Area>(ctx: Subject, area: A, action: Action<A>): boolean {
  const ids = SPEC_IDS[userKind(ctx)];
  if (ids.company && !ids.companyLocation) return ctx.permissions?.[area]?.[action] === true;
  if (area === "contacts-center" && action === "assign") return !ids.company && !ids.location;
  if (area === "contacts-center" && action === "create") return ids.location || !ids.company;
  return true;
}

/** Areas the user may view, or null when no map restricts them (used by the proxy). */
export function viewableAreas(ctx: Subject): Area[] | null {
  if (userKind(ctx) !== "company-user") return null;
  return AREAS.filter((area) => ctx.permissions![area]?.view === true);
}
