import { BREADCRUMB_MAX_DEPTH } from "./constants";
import { ROUTES, type RouteDef } from "./routes";

export type Params = Record<string, string>;
export type RouteMatch = { route: RouteDef; params: Params };
export type Crumb = { label: string; href?: string };

const HOME = "HomeIndex";

function segments(path: string): string[] {
  return path.split("/").filter((s) => s !== "");
}

function matchPattern(pattern: string, parts: string[]): Params | null {
  const pat = segments(pattern);
  if (pat.length !== parts.length) return null;
  const params: Params = {};
  for (let i = 0; i < pat.length; i++) {
    const p = pat[i];
    if (p.startsWith("{") && p.endsWith("}")) {
      params[p.slice(1, -1)] = safeDecode(parts[i]);
    } else if (p !== parts[i]) {
      return null;
    }
  }
  return params;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Matches a pathname against the route table; query/hash and one trailing slash ignored. */
export function matchRoute(pathname: string, routes: RouteDef[] = ROUTES): RouteMatch | null {
  const raw = pathname.split(/[?#]/)[0];
  if (!raw.startsWith("/")) return null;
  const trimmed = raw === "/" ? raw : raw.replace(/\/$/, "");
  const parts = trimmed === "/" ? [] : trimmed.slice(1).split("/");
  // Empty segments ("//x", "/contact//profile") never match a pattern.
  if (parts.includes("")) return null;
  for (const route of routes) {
    for (const pattern of [route.path, ...(route.aliases ?? [])]) {
      const params = matchPattern(pattern, parts);
      if (params) return { route, params };
    }
  }
  return null;
}

export function routeByName(name: string, routes: RouteDef[] = ROUTES): RouteDef | undefined {
  return routes.find((r) => r.name === name);
}

/** Builds a concrete path; throws on an unknown route or missing param (programming errors). */
export function pathFor(name: string, params: Params = {}, routes: RouteDef[] = ROUTES): string {
  const route = routeByName(name, routes);
  if (!route) throw new Error(`Unknown route: ${name}`);
  return route.path.replace(/\{([^}]+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === "") throw new Error(`Missing param "${key}" for route ${name}`);
    return encodeURIComponent(value);
  });
}

/** Like pathFor, but undefined when a param is missing (ancestor crumbs). */
function tryPathFor(route: RouteDef, params: Params, routes: RouteDef[]): string | undefined {
  try {
    return pathFor(route.name, params, routes);
  } catch {
    return undefined;
  }
}

/**
 * Breadcrumb from Home down to `name`, following `parent` at most
 * BREADCRUMB_MAX_DEPTH levels (the limit also stops parent cycles).
 */
export function breadcrumbFrom(routes: RouteDef[], name: string, params: Params = {}): Crumb[] {
  const current = routeByName(name, routes);
  if (!current) return [];
  const chain: RouteDef[] = [current];
  let node = current;
  for (let depth = 0; depth < BREADCRUMB_MAX_DEPTH && node.parent; depth++) {
    const parent = routeByName(node.parent, routes);
    if (!parent) break;
    chain.push(parent);
    node = parent;
  }
  chain.reverse();
  const home = routeByName(HOME, routes);
  if (home && chain[0].name !== HOME) chain.unshift(home);
  return chain.map((r) => {
    const href = tryPathFor(r, params, routes);
    return href === undefined ? { label: r.title } : { label: r.title, href };
  });
}

export function breadcrumbFor(pathname: string): Crumb[] {
  const m = matchRoute(pathname);
  return m ? breadcrumbFrom(ROUTES, m.route.name, m.params) : [];
}

/** Page title of the matched route; unknown paths get the 404 title. */
export function titleFor(pathname: string): string {
  const m = matchRoute(pathname);
  return (m?.route ?? routeByName("Error-404"))?.title ?? "";
}
