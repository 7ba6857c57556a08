import { screenExists } from "@/lib/shell/features";
import { AREA_INDEX } from "./area-index";
import { pathFor, routeByName } from "./match";
import type { Area } from "./routes";

// doc 1 "Landing route after login": user's module -> route name. The modules are the
// permission areas, except that the contact centre's module is called "contacts".
const LANDING_ROUTE: Record<string, string> = Object.fromEntries(
  Object.entries(AREA_INDEX).map(([area, route]) => [area === "contacts-center" ? "contacts" : area, route]),
);

export const LANDING_MODULES = Object.keys(LANDING_ROUTE);

/** The spec's landing path for a module (Apps for an unknown one), whether or not it exists yet. */
export function modulePath(module: string | null | undefined): string {
  return pathFor(module && Object.hasOwn(LANDING_ROUTE, module) ? LANDING_ROUTE[module] : "AppsIndex");
}

/**
 * The fallback's order: the contact centre first (where a coach's day starts, and the screen
 * most users may open), then the other modules in the table's (alphabetical) order.
 */
const FALLBACK_ORDER = Object.entries(LANDING_ROUTE).sort(([a], [b]) => Number(b === "contacts") - Number(a === "contacts"));

/** Where nobody's module has a screen the user may open: Home needs no permission. */
const LAST_RESORT = "HomeIndex";

/**
 * The user's landing screen: their module's screen when it exists, else the first module
 * (in the table's order) whose screen exists and that the user may view, else Home. Modules
 * without a screen yet would answer 404 (the spec's fallback, Apps, has none either).
 * `viewable`: the areas the user may view (null: no restriction); `checkoutEnabled`: the user's checkout_enabled.
 */
export function landingPath(module: string | null | undefined, viewable: readonly Area[] | null = null, checkoutEnabled = false): string {
  const mayOpen = (name: string) => {
    if (!screenExists(name)) return false;
    const route = routeByName(name);
    // Checkout screens are a 404 without the user's checkout_enabled.
    if (route?.checkout && !checkoutEnabled) return false;
    return !route?.area || viewable === null || viewable.includes(route.area);
  };
  const own = module && Object.hasOwn(LANDING_ROUTE, module) ? LANDING_ROUTE[module] : null;
  if (own && mayOpen(own)) return pathFor(own);
  // Settings are somewhere a user goes, not where a day starts: never a fallback landing.
  // Nor is checkout (a per-user add-on): it is a landing only for users whose module it is.
  const first = FALLBACK_ORDER.find(([m, name]) => m !== "admin-settings" && m !== "checkouts" && mayOpen(name))?.[1];
  return pathFor(first ?? LAST_RESORT);
}
