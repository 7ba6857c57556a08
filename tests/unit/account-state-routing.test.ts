import { describe, expect, it } from "vitest";
import { sameRoutingState, type Claims } from "../../lib/auth/claims";
import { decide, PATHS, type AuthState } from "../../lib/routing/decide";
import { ROUTES } from "../../lib/routing/routes";
import { syncPath } from "../../lib/routing/session-sync";

const base: AuthState = {
  loggedIn: true, twofaEnabled: false, twofaVerified: false, active: true, hibernated: false,
  suspended: false, module: null, checkoutEnabled: true, isOrganizationOwner: true,
  isCompanyLocation: false, viewableAreas: null,
};

/** Every account and 2FA state doc 1 s4 knows. */
const STATES: [string, AuthState][] = [];
for (const [label, acct] of [
  ["active", { active: true, suspended: false, hibernated: false }],
  ["inactive", { active: false, suspended: false, hibernated: false }],
  ["suspended", { active: false, suspended: true, hibernated: false }],
  ["hibernated", { active: true, suspended: false, hibernated: true }],
] as const) {
  for (const [tf, twofa] of [
    ["no 2FA", { twofaEnabled: false, twofaVerified: false }],
    ["2FA pending", { twofaEnabled: true, twofaVerified: false }],
    ["2FA verified", { twofaEnabled: true, twofaVerified: true }],
  ] as const) STATES.push([`${label}, ${tf}`, { ...base, ...acct, ...twofa }]);
}

const concrete = (p: string) => p.replace(/\{[^}]+\}/g, "1");

describe("decide() on one consistent state never loops", () => {
  it.each(STATES)("%s: every route settles within two redirects", (_label, state) => {
    for (const route of ROUTES) {
      let at = concrete(route.path);
      const seen = [at];
      for (let hop = 0; ; hop++) {
        const d = decide(at, state);
        if (d.kind !== "redirect") break;
        expect(hop, seen.join(" -> ")).toBeLessThan(2);
        at = d.to;
        seen.push(at);
      }
    }
  });

  it.each(STATES)("%s: the screen a state is sent to accepts it", (_label, state) => {
    const d = decide(PATHS.contacts, state);
    const target = d.kind === "redirect" ? d.to : PATHS.contacts;
    expect(decide(target, state).kind).toBe("next");
  });
});

describe("stale session claims", () => {
  const claims: Claims = {
    uid: 7, name: "A", email: "a@x.test", locationId: 1, companyAdminId: null,
    twofaEnabled: false, twofaVerified: false, active: true, hibernated: false, suspended: false,
    module: "contacts", checkoutEnabled: true, isOrganizationOwner: true, viewableAreas: ["contacts-center"],
  };

  it("are the same when the routing fields agree (name or location may differ)", () => {
    expect(sameRoutingState(claims, { ...claims, name: "B", locationId: 2 })).toBe(true);
  });

  it.each([
    ["suspended", { active: false, suspended: true }],
    ["reactivated", { active: false }],
    ["hibernated", { hibernated: true }],
    ["2FA verified", { twofaEnabled: true, twofaVerified: true }],
    ["permissions", { viewableAreas: [] }],
    ["another user", { uid: 8 }],
  ] as const)("differ when the account is %s", (_label, change) => {
    expect(sameRoutingState(claims, { ...claims, ...change } as Claims)).toBe(false);
  });

  it("a cookie without claims is stale", () => {
    expect(sameRoutingState(null, claims)).toBe(false);
  });

  it("the sync detour keeps only a safe destination", () => {
    expect(syncPath("/contacts?status=clients")).toBe("/api/auth/sync?to=%2Fcontacts%3Fstatus%3Dclients");
    expect(syncPath("//evil.example")).toBe("/api/auth/sync");
    expect(syncPath(null)).toBe("/api/auth/sync");
  });
});
