import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { authenticate } from "@/lib/auth/middleware";
import { authenticatePortal } from "@/lib/auth/portal-session";
import { permit } from "@/lib/auth/permit";
import type { ApiEnv } from "./env";
import { toHonoHandler, toOpenApiRoute, type RouteDecl, type RouteMeta } from "./route";
import { validationHook } from "./router";

/** A module's routes, mounted by lib/api/app.ts; `routes` keeps the declarations' types. */
export type ApiModule<R extends readonly RouteDecl[] = readonly RouteDecl[]> = {
  name: string;
  app: OpenAPIHono<ApiEnv>;
  meta: RouteMeta[];
  routes: R;
};

/**
 * Mounts a module's declarations. Every non-public route authenticates first (401/403), then
 * checks its permission, then runs the route's own middleware; public routes opt out by
 * declaring `tenancy: "public"`. Portal routes take a portal session instead (lib/auth/portal-session.ts).
 */
export function defineModule<const R extends readonly RouteDecl[]>(name: string, routes: R): ApiModule<R> {
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  const meta: RouteMeta[] = [];
  for (const decl of routes) {
    const { spec } = decl;
    const chain: MiddlewareHandler<ApiEnv>[] = [];
    if (spec.tenancy === "portal") chain.push(authenticatePortal());
    else if (spec.tenancy !== "public") chain.push(authenticate(spec.auth, { tenancy: spec.tenancy, permit: spec.permit }));
    if (spec.permit) chain.push(permit(spec.permit));
    chain.push(...(spec.middleware ?? []));
    app.openapi(toOpenApiRoute(name, decl, chain), toHonoHandler(decl) as never);
    meta.push({ module: name, method: decl.method, path: decl.path, tenancy: spec.tenancy, permit: spec.permit });
  }
  return { name, app, meta, routes };
}
