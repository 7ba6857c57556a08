import { describe, expect, it } from "vitest";
import type { PermissionMap } from "../../db/schema";
import { AREAS, PERMISSIONS, can, userKind, viewableAreas, type Area, type Subject, type UserKind } from "../../lib/auth/permissions";
import { decide, PATHS } from "../../lib/routing/decide";

/** A company user's map: contacts-center view and create only. */
const MAP: PermissionMap = { "contacts-center": { view: true, create: true, update: false, delete: false, assign: false } };

const KINDS: Record<UserKind, Subject> = {
  owner: { isOrganizationOwner: true, permissions: null, userType: "Primary Account" },
  "company-user": { isOrganizationOwner: false, permissions: MAP, userType: "Sub-Account User" },
  "location-user": { isOrganizationOwner: false, permissions: null, userType: "Location User" },
  "company-location": { isOrganizationOwner: false, permissions: null, userType: "Company Location" },
  "super-user": { isOrganizationOwner: false, permissions: null, userType: "Super User" },
};

/**
 * Doc 1 s6 as a table: for each kind, contacts-center assign and create, another area's view,
 * and whether the map decides.
 */
const TABLE: [UserKind, { assign: boolean; create: boolean; tagsView: boolean; contactsUpdate: boolean }][] = [
  ["owner", { assign: true, create: true, tagsView: true, contactsUpdate: true }],
  ["super-user", { assign: true, create: true, tagsView: true, contactsUpdate: true }],
  // The map decides everything, assign and create included.
  ["company-user", { assign: false, create: true, tagsView: false, contactsUpdate: false }],
  // A location id but no company: create yes, assign no.
  ["location-user", { assign: false, create: true, tagsView: true, contactsUpdate: true }],
  // A company id but a company location: assign no (has company and location), create yes (has a location).
  ["company-location", { assign: false, create: true, tagsView: true, contactsUpdate: true }],
];

describe("permission rules of doc 1 s6, per user kind", () => {
  it.each(TABLE)("%s", (kind, expected) => {
    const s = KINDS[kind];
    expect(userKind(s)).toBe(kind);
    expect(can(s, "contacts-center", "assign")).toBe(expected.assign);
    expect(can(s, "contacts-center", "create")).toBe(expected.create);
    expect(can(s, "tags", "view")).toBe(expected.tagsView);
    expect(can(s, "contacts-center", "update")).toBe(expected.contactsUpdate);
  });

  it("gives a company user exactly their map, and a missing area or action is no", () => {
    const s = KINDS["company-user"];
    for (const area of AREAS as Area[]) {
      for (const action of PERMISSIONS[area]) {
        expect(can(s, area, action as never), `${area}.${action}`).toBe(MAP[area]?.[action] === true);
      }
    }
    expect(viewableAreas(s)).toEqual(["contacts-center"]);
  });

  it("restricts no area by map for the other kinds", () => {
    for (const kind of ["owner", "location-user", "company-location", "super-user"] as const) expect(viewableAreas(KINDS[kind])).toBeNull();
  });

  it("the owner wins over a stray map", () => {
    expect(can({ ...KINDS.owner, permissions: MAP }, "tags", "delete")).toBe(true);
  });
});

describe("AccessDenied (doc 1 s6)", () => {
  const base = { loggedIn: true, twofaEnabled: false, twofaVerified: false, active: true, hibernated: false, suspended: false, module: "contacts", checkoutEnabled: false, viewableAreas: null };
  it("sends organization owners and company locations to the contact index, others stay", () => {
    expect(decide(PATHS.accessDenied, { ...base, isOrganizationOwner: true, isCompanyLocation: false })).toEqual({ kind: "redirect", to: PATHS.contacts });
    expect(decide(PATHS.accessDenied, { ...base, isOrganizationOwner: false, isCompanyLocation: true })).toEqual({ kind: "redirect", to: PATHS.contacts });
    expect(decide(PATHS.accessDenied, { ...base, isOrganizationOwner: false, isCompanyLocation: false }).kind).toBe("next");
  });

  it("sends a company user without view permission to AccessDenied", () => {
    const d = decide("/tags", { ...base, isOrganizationOwner: false, isCompanyLocation: false, viewableAreas: ["contacts-center"] });
    expect(d).toEqual({ kind: "access-denied" });
  });
});
