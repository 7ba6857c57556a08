import { describe, it, expect } from "vitest";
import { BREADCRUMB_MAX_DEPTH } from "../../lib/routing/constants";
import { afterLogin, afterTwoFactor, decide, type AuthState } from "../../lib/routing/decide";
import { LANDING_MODULES, modulePath } from "../../lib/routing/landing";
import {
  breadcrumbFor, breadcrumbFrom, matchRoute, pathFor, routeByName, titleFor,
} from "../../lib/routing/match";
import { AREAS, ROUTES, type RouteDef } from "../../lib/routing/routes";

const guest: AuthState = {
  loggedIn: false, twofaEnabled: false, twofaVerified: false,
  active: false, hibernated: false, suspended: false, module: null,
  checkoutEnabled: false, isOrganizationOwner: false, isCompanyLocation: false,
  viewableAreas: null,
};
const user = (over: Partial<AuthState> = {}): AuthState => ({
  ...guest, loggedIn: true, active: true, checkoutEnabled: true, ...over,
});
const to = (path: string) => ({ kind: "redirect", to: path });
const NEXT = { kind: "next" };

describe("route table", () => {
  it("has unique names and unique patterns", () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it("points every parent at an existing route and every area at a known area", () => {
    for (const r of ROUTES) {
      if (r.parent) expect(routeByName(r.parent), r.name).toBeDefined();
      if (r.area) expect(AREAS).toContain(r.area);
    }
  });

  it("matches each route's own path (with sample params) back to itself", () => {
    for (const r of ROUTES) {
      const concrete = r.path.replace(/\{[^}]+\}/g, "x1");
      expect(matchRoute(concrete)?.route.name, r.path).toBe(r.name);
    }
  });
});

describe("matchRoute / pathFor", () => {
  it("maps / and /login to Login", () => {
    expect(matchRoute("/")?.route.name).toBe("Login");
    expect(matchRoute("/login")?.route.name).toBe("Login");
  });

  it("extracts params and ignores a trailing slash", () => {
    expect(matchRoute("/contact/5/profile/")).toEqual({
      route: routeByName("ContactProfile"), params: { id: "5" },
    });
    expect(matchRoute("/form/7/response/8/9")?.params).toEqual({ form: "7", contact: "8", respondent: "9" });
    expect(matchRoute("/member-id/12/abc")?.params).toEqual({ id: "12", access_code: "abc" });
  });

  it("requires exact, non-empty segments", () => {
    expect(matchRoute("/contact//profile")).toBeNull();
    expect(matchRoute("/contacts/extra")).toBeNull();
    expect(matchRoute("/contact/5")).toBeNull();
    expect(matchRoute("//contacts")).toBeNull();
  });

  it("tells the public form response apart from the in-app one", () => {
    expect(matchRoute("/form/1/view-response/2/3")?.route.name).toBe("FormPublicResponse");
    expect(matchRoute("/form/1/response/2/3")?.route.name).toBe("FormResponse");
  });

  it("builds paths, encoding params, and rejects missing ones", () => {
    expect(pathFor("ContactProfile", { id: "5" })).toBe("/contact/5/profile");
    expect(pathFor("ResetPassword", { token: "a/b" })).toBe("/password/a%2Fb/reset");
    expect(pathFor("Login")).toBe("/login");
    expect(() => pathFor("ContactProfile")).toThrow();
    expect(() => pathFor("Nope")).toThrow();
  });
});

describe("breadcrumbs and titles", () => {
  it("builds Home > Contacts > Contact Profile", () => {
    expect(breadcrumbFor("/contact/5/profile")).toEqual([
      { label: "Home", href: "/home" },
      { label: "Contacts", href: "/contacts" },
      { label: "Contact Profile", href: "/contact/5/profile" },
    ]);
  });

  it("reuses current params for ancestors that share them", () => {
    expect(breadcrumbFor("/form/7/response/8/9").map((c) => c.href)).toEqual([
      "/home", "/forms", "/form/7/edit", "/form/7/response/8/9",
    ]);
  });

  it("omits the href of an ancestor whose params are unknown", () => {
    const routes: RouteDef[] = [
      { name: "HomeIndex", path: "/home", title: "Home", access: "auth" },
      { name: "Thing", path: "/thing/{thing}", title: "Thing", parent: "HomeIndex", access: "auth" },
      { name: "Leaf", path: "/leaf/{leaf}", title: "Leaf", parent: "Thing", access: "auth" },
    ];
    expect(breadcrumbFrom(routes, "Leaf", { leaf: "1" })).toEqual([
      { label: "Home", href: "/home" },
      { label: "Thing" },
      { label: "Leaf", href: "/leaf/1" },
    ]);
  });

  it("is just Home on the home page", () => {
    expect(breadcrumbFor("/home")).toEqual([{ label: "Home", href: "/home" }]);
  });

  it(`follows at most ${BREADCRUMB_MAX_DEPTH} ancestors of a deep chain`, () => {
    const deep: RouteDef[] = [{ name: "HomeIndex", path: "/home", title: "Home", access: "auth" }];
    for (let i = 1; i <= 15; i++) {
      deep.push({ name: `R${i}`, path: `/r${i}`, title: `R${i}`, parent: i === 1 ? "HomeIndex" : `R${i - 1}`, access: "auth" });
    }
    const crumbs = breadcrumbFrom(deep, "R15");
    // Home (re-added as root) + 10 ancestors (R5..R14) + current.
    expect(crumbs.map((c) => c.label)).toEqual([
      "Home", ...Array.from({ length: 10 }, (_, i) => `R${i + 5}`), "R15",
    ]);
  });

  it("terminates on a parent cycle", () => {
    const cyclic: RouteDef[] = [
      { name: "HomeIndex", path: "/home", title: "Home", access: "auth" },
      { name: "A", path: "/a", title: "A", parent: "B", access: "auth" },
      { name: "B", path: "/b", title: "B", parent: "A", access: "auth" },
    ];
    const crumbs = breadcrumbFrom(cyclic, "A");
    expect(crumbs).toHaveLength(1 + BREADCRUMB_MAX_DEPTH + 1);
    expect(crumbs[0].label).toBe("Home");
    expect(crumbs.at(-1)?.label).toBe("A");
  });

  it("gives the matched route title, or the 404 title", () => {
    expect(titleFor("/contacts")).toBe("Contacts");
    expect(titleFor("/contact/5/profile")).toBe("Contact Profile");
    expect(titleFor("/message-center")).toBe("Message Center");
    expect(titleFor("/no/such/page")).toBe("Page Not Found");
  });
});

describe("modulePath (the spec's table; landingPath in landing.test.ts)", () => {
  const expected: Record<string, string> = {
    "admin-settings": "/admin-settings", broadcasts: "/broadcasts", checkouts: "/checkout",
    "client-portal": "/client-portal", contacts: "/contacts", "sms-center": "/sms-center",
    files: "/files", forms: "/forms", groups: "/groups", "habit-tracking": "/habit-tracking",
    journeys: "/journeys", "opt-ins": "/opt-ins", pages: "/pages", playbooks: "/playbooks",
    "progress-tracking": "/progress-tracking", sequences: "/sequences", tags: "/tags",
    templates: "/template", workouts: "/workouts",
  };

  it("covers exactly the documented modules", () => {
    expect([...LANDING_MODULES].sort()).toEqual(Object.keys(expected).sort());
  });

  for (const [module, path] of Object.entries(expected)) {
    it(`${module} -> ${path}`, () => expect(modulePath(module)).toBe(path));
  }

  it("sends unknown, empty or missing modules to /apps", () => {
    expect(modulePath("pipelines")).toBe("/apps");
    expect(modulePath("toString")).toBe("/apps");
    expect(modulePath("")).toBe("/apps");
    expect(modulePath(null)).toBe("/apps");
    expect(modulePath(undefined)).toBe("/apps");
  });
});

describe("afterLogin / afterTwoFactor", () => {
  it("2FA enabled -> two-factor screen", () => {
    expect(afterLogin(user({ twofaEnabled: true, hibernated: true }))).toBe("/two-factor-authentication");
  });
  it("hibernated -> activate account", () => {
    expect(afterLogin(user({ hibernated: true }))).toBe("/activate-account");
  });
  it("active -> module landing route", () => {
    // A module with a screen lands there (forms, issue 12); Apps has none yet: the first module that exists.
    expect(afterLogin(user({ module: "forms" }))).toBe("/forms");
    expect(afterLogin(user({ module: "apps" }))).toBe("/contacts");
    expect(afterLogin(user({ module: null }))).toBe("/contacts");
  });
  it("inactive -> payment action required", () => {
    expect(afterLogin(user({ active: false }))).toBe("/payment-action-required");
  });
  it("inactive and suspended -> suspended screen", () => {
    expect(afterLogin(user({ active: false, suspended: true }))).toBe("/account-suspended");
  });
  it("after 2FA: hibernated -> activate account, else contacts", () => {
    expect(afterTwoFactor(user({ hibernated: true }))).toBe("/activate-account");
    expect(afterTwoFactor(user())).toBe("/contacts");
  });
});

describe("decide", () => {
  it("rule 4: unknown path -> not-found", () => {
    expect(decide("/nope", guest)).toEqual({ kind: "not-found" });
    expect(decide("/nope", user())).toEqual({ kind: "not-found" });
  });

  it("public routes pass for anyone", () => {
    for (const p of ["/404", "/403", "/member-id/1/x", "/resubscribes/1", "/broadcast/1/public-view", "/form/1/view-response/2/3", "/stripe/payment/pi_1"]) {
      expect(decide(p, guest), p).toEqual(NEXT);
      expect(decide(p, user({ active: false, suspended: true })), p).toEqual(NEXT);
    }
  });

  it("redirect-style routes pass to their handlers", () => {
    for (const p of ["/referral/t", "/developer/1/t/login", "/user/t/auto-login"]) {
      expect(decide(p, guest), p).toEqual(NEXT);
      expect(decide(p, user()), p).toEqual(NEXT);
    }
  });

  describe("guest-only routes", () => {
    it("pass for visitors", () => {
      for (const p of ["/", "/login", "/forgot", "/password/t/reset", "/create-account", "/account/t/plans", "/get-started"]) {
        expect(decide(p, guest), p).toEqual(NEXT);
      }
    });
    it("rule 2: 2FA enabled but unverified -> two-factor", () => {
      expect(decide("/login", user({ twofaEnabled: true }))).toEqual(to("/two-factor-authentication"));
    });
    it("rule 1: active -> contacts (no 2FA, or 2FA verified)", () => {
      expect(decide("/login", user())).toEqual(to("/contacts"));
      expect(decide("/", user({ twofaEnabled: true, twofaVerified: true }))).toEqual(to("/contacts"));
    });
    it("rule 1: active and hibernated -> activate account", () => {
      expect(decide("/forgot", user({ hibernated: true }))).toEqual(to("/activate-account"));
    });
    it("rule 1: inactive -> payment action required", () => {
      expect(decide("/login", user({ active: false }))).toEqual(to("/payment-action-required"));
    });
    it("rule 1 refinement: inactive and suspended -> suspended", () => {
      expect(decide("/login", user({ active: false, suspended: true }))).toEqual(to("/account-suspended"));
    });
  });

  it("rule 3: visitor on an auth route -> login", () => {
    for (const p of ["/home", "/contacts", "/two-factor-authentication", "/activate-account", "/payment-action-required", "/account-suspended", "/access-denied", "/checkout"]) {
      expect(decide(p, guest), p).toEqual(to("/login"));
    }
  });

  describe("two-factor gate", () => {
    it("unverified 2FA on any auth route -> two-factor", () => {
      for (const p of ["/contacts", "/activate-account", "/payment-action-required", "/access-denied"]) {
        expect(decide(p, user({ twofaEnabled: true })), p).toEqual(to("/two-factor-authentication"));
      }
    });
    it("unverified 2FA may stay on the two-factor screen", () => {
      expect(decide("/two-factor-authentication", user({ twofaEnabled: true }))).toEqual(NEXT);
    });
    it("two-factor screen without pending 2FA -> state target", () => {
      expect(decide("/two-factor-authentication", user())).toEqual(to("/contacts"));
      expect(decide("/two-factor-authentication", user({ twofaEnabled: true, twofaVerified: true, hibernated: true }))).toEqual(to("/activate-account"));
      expect(decide("/two-factor-authentication", user({ active: false }))).toEqual(to("/payment-action-required"));
      expect(decide("/two-factor-authentication", user({ active: false, suspended: true }))).toEqual(to("/account-suspended"));
    });
  });

  describe("activate account", () => {
    it("hibernated stays", () => {
      expect(decide("/activate-account", user({ hibernated: true }))).toEqual(NEXT);
    });
    it("non-hibernated active -> contacts", () => {
      expect(decide("/activate-account", user())).toEqual(to("/contacts"));
    });
    it("non-hibernated inactive -> inactive screens", () => {
      expect(decide("/activate-account", user({ active: false }))).toEqual(to("/payment-action-required"));
      expect(decide("/activate-account", user({ active: false, suspended: true }))).toEqual(to("/account-suspended"));
    });
  });

  describe("payment action required (inactive only)", () => {
    it("active, non-hibernated -> contacts", () => {
      expect(decide("/payment-action-required", user())).toEqual(to("/contacts"));
    });
    it("hibernated -> activate account", () => {
      expect(decide("/payment-action-required", user({ active: false, hibernated: true }))).toEqual(to("/activate-account"));
    });
    it("suspended -> suspended", () => {
      expect(decide("/payment-action-required", user({ active: false, suspended: true }))).toEqual(to("/account-suspended"));
    });
    it("inactive stays", () => {
      expect(decide("/payment-action-required", user({ active: false }))).toEqual(NEXT);
    });
  });

  describe("account suspended", () => {
    it("suspended stays", () => {
      expect(decide("/account-suspended", user({ active: false, suspended: true }))).toEqual(NEXT);
    });
    it("not suspended -> routed by state", () => {
      expect(decide("/account-suspended", user())).toEqual(to("/contacts"));
      expect(decide("/account-suspended", user({ active: false }))).toEqual(to("/payment-action-required"));
      expect(decide("/account-suspended", user({ hibernated: true }))).toEqual(to("/activate-account"));
    });
  });

  describe("rule 5: routes needing an active account", () => {
    it("hibernated -> activate account", () => {
      expect(decide("/contacts", user({ hibernated: true }))).toEqual(to("/activate-account"));
    });
    it("inactive, not suspended -> payment action required", () => {
      expect(decide("/home", user({ active: false }))).toEqual(to("/payment-action-required"));
    });
    it("inactive and suspended -> suspended", () => {
      expect(decide("/contact/5/profile", user({ active: false, suspended: true }))).toEqual(to("/account-suspended"));
    });
    it("active proceeds", () => {
      expect(decide("/home", user())).toEqual(NEXT);
      expect(decide("/contact/5/profile", user())).toEqual(NEXT);
    });
  });

  it("checkout routes without checkout_enabled -> not-found", () => {
    for (const p of ["/checkout", "/checkout/clients", "/checkout/logs"]) {
      expect(decide(p, user({ checkoutEnabled: false })), p).toEqual({ kind: "not-found" });
      expect(decide(p, user()), p).toEqual(NEXT);
    }
  });

  describe("permissions", () => {
    it("area without view permission -> access-denied", () => {
      const a = user({ viewableAreas: ["forms"] });
      expect(decide("/contacts", a)).toEqual({ kind: "access-denied" });
      expect(decide("/sms-center", a)).toEqual({ kind: "access-denied" });
      expect(decide("/template", a)).toEqual({ kind: "access-denied" });
      expect(decide("/checkout/orders", a)).toEqual({ kind: "access-denied" });
    });
    it("permitted areas, area-less routes and unrestricted users proceed", () => {
      const a = user({ viewableAreas: ["forms"] });
      expect(decide("/form/1/edit", a)).toEqual(NEXT);
      expect(decide("/apps", a)).toEqual(NEXT);
      expect(decide("/home", user({ viewableAreas: [] }))).toEqual(NEXT);
      expect(decide("/contacts", user({ viewableAreas: null }))).toEqual(NEXT);
    });
    it("access denied sends organization owners and company locations to contacts", () => {
      expect(decide("/access-denied", user({ isOrganizationOwner: true }))).toEqual(to("/contacts"));
      expect(decide("/access-denied", user({ isCompanyLocation: true }))).toEqual(to("/contacts"));
      expect(decide("/access-denied", user())).toEqual(NEXT);
    });
  });
});
