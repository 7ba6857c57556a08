import { createRoute, type z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import type { Db } from "@/db";
import type { Ctx } from "@/lib/auth/access";
import type { PortalCtx } from "@/lib/auth/portal-session";
import type { Permission } from "@/lib/auth/permissions";
import type { ApiEnv } from "./env";
import { clientIp } from "./client-ip";
import { validationError } from "./errors";
import { errorRef, middlewareAnswers, type ErrorStatus } from "./error-responses";
import { zodToFieldErrors } from "./validation";

/**
 * The route kit: a module declares each call once — method, path, schemas, the permission it
 * needs and how it is scoped — and gets validation (422), the OpenAPI entry, auth, the
 * permission check and a row in the tenancy sweep from that one declaration.
 */

export type Method = "get" | "post" | "put" | "patch" | "delete";

/**
 * How a route is scoped, read by the tenancy sweep:
 * - location: reads or writes the accessed location's records (the usual case);
 * - company: the company's records across its locations (owner views);
 * - user: the caller's own session or account, whatever the location;
 * - public: no session (webhooks, sign-in, public pages). Public routes opt out of auth.
 * - portal: a client-portal contact's own records, through a portal session only (never a
 *   coach's); scoped to the session's contact and location.
 */
export type Tenancy = "location" | "company" | "user" | "public" | "portal";

/** Who may call a non-public route beyond a valid session (lib/auth/middleware.ts). */
export type AuthOptions = {
  /** Reachable before the second factor is entered: only verify-twofa and logout (nothing that reads account data). */
  allowUnverified2fa?: boolean;
  /** Reachable by inactive, suspended or hibernated accounts. */
  allowInactive?: boolean;
};

type Obj = z.ZodObject<z.ZodRawShape>;

export type RouteSpec<Q extends Obj | undefined = Obj | undefined, P extends Obj | undefined = Obj | undefined, B extends z.ZodType | undefined = z.ZodType | undefined> = {
  tenancy: Tenancy;
  /** The permission the caller needs (doc 1 s6). Omitted: any signed-in member may call it. */
  permit?: Permission;
  /** Session requirements; ignored for public routes. */
  auth?: AuthOptions;
  summary?: string;
  description?: string;
  query?: Q;
  params?: P;
  /** The request body's schema, validated as JSON (or as the types in `bodyTypes`). */
  body?: B;
  /** Content types the body may come as; the default is JSON. */
  bodyTypes?: readonly ("json" | "form")[];
  /**
   * A multipart body, documented only (an OpenAPI schema object): the handler streams it from
   * `req` itself under its own limits, so the router must not parse it first.
   */
  multipart?: Record<string, unknown>;
  /** A body may be left out entirely (then `body` is undefined). */
  bodyOptional?: boolean;
  /** The success answer's schema (JSON). Omit with status 204. */
  response?: z.ZodType;
  /** Success status: 200 by default, 201 for creations, 204 for no content. */
  status?: 200 | 201 | 204;
  /** Extra middleware after auth and permission (e.g. a body size cap). */
  middleware?: MiddlewareHandler<ApiEnv>[];
  /**
   * Statuses the route answers beyond those its declaration implies (`errorStatuses`), a 304 included:
   * e.g. a 404 for a record named other than by an id, a 409 for a state conflict.
   */
  answers?: readonly ErrorStatus[];
};

/** What a handler receives: the database, the caller and the validated input. */
export type RouteInput<S extends RouteSpec> = {
  db: Db;
  ctx: S["tenancy"] extends "public" | "portal" ? undefined : Ctx;
  /** The signed-in portal contact (portal routes only). */
  portal: S["tenancy"] extends "portal" ? PortalCtx : undefined;
  query: S["query"] extends z.ZodType ? z.output<S["query"]> : undefined;
  params: S["params"] extends z.ZodType ? z.output<S["params"]> : undefined;
  body: S["body"] extends z.ZodType ? z.output<S["body"]> | (S["bodyOptional"] extends true ? undefined : never) : undefined;
  /** The raw request, for streams (uploads) and signatures (webhooks). */
  req: Request;
  /** The caller's address when a trusted proxy says so, else null (lib/http/client-ip.ts). */
  ip: string | null;
  /** The Hono context, for the rare route that sets headers or cookies. */
  c: Context<ApiEnv>;
};

type Answer<S extends RouteSpec> = S["status"] extends 204
  ? void | Response
  : S["response"] extends z.ZodType
    ? z.input<S["response"]> | Response
    : Response;

export type RouteDecl<M extends Method = Method, Path extends string = string, S extends RouteSpec = RouteSpec> = {
  method: M;
  path: Path;
  spec: S;
  handler: (input: RouteInput<S>) => Promise<Answer<S>> | Answer<S>;
};

function declare<M extends Method>(method: M) {
  return <const Path extends string, Q extends Obj | undefined = undefined, P extends Obj | undefined = undefined, B extends z.ZodType | undefined = undefined, const S extends RouteSpec<Q, P, B> = RouteSpec<Q, P, B>>(
    path: Path,
    spec: S & RouteSpec<Q, P, B>,
    handler: (input: RouteInput<S>) => Promise<Answer<S>> | Answer<S>,
  ): RouteDecl<M, Path, S> => ({ method, path, spec, handler });
}

/** One line per call: `get("/contact/list", { tenancy, permit, query, response }, handler)`. */
export const get = declare("get");
export const post = declare("post");
export const put = declare("put");
export const patch = declare("patch");
export const del = declare("delete");

/** What the sweep and the typed client read about a mounted route. */
export type RouteMeta = { module: string; method: Method; path: string; tenancy: Tenancy; permit?: Permission };

const MEDIA = { json: "application/json", form: "application/x-www-form-urlencoded" } as const;

/** A field that names a record by id: `id`, `ids`, `contact_id`, `tag_ids`... */
const ID_FIELD = /(^|_)ids?$/;

/** Whether an input schema has a field naming a record by id, at any depth (then a wrong id answers 404). */
function namesAnId(schema: unknown, seen = new Set<unknown>()): boolean {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  // A recursive schema (a getter in its shape) is read once.
  if (!def || seen.has(def)) return false;
  seen.add(def);
  const inner = (s: unknown) => namesAnId(s, seen);
  switch (def.type) {
    case "object":
      // Nested too: `assets: [{ type, ids }]` names records as surely as a top-level `ids`.
      return Object.entries(def.shape as Record<string, unknown>).some(([k, v]) => ID_FIELD.test(k) || inner(v));
    case "array":
      return inner(def.element);
    case "pipe":
      return inner(def.in);
    case "union":
      return (def.options as unknown[]).some(inner);
    case "intersection":
      return inner(def.left) || inner(def.right);
    case "optional": case "nullable": case "default": case "prefault": case "readonly": case "catch":
      return inner(def.innerType);
    default:
      return false;
  }
}

/** Whether a multipart body's documented fields (an OpenAPI schema object) name a record by id. */
function multipartNamesAnId(doc: Record<string, unknown> | undefined): boolean {
  const properties = doc?.properties as Record<string, unknown> | undefined;
  return Object.keys(properties ?? {}).some((k) => ID_FIELD.test(k));
}

/**
 * The error answers a declaration implies (docs/api.md): a session (401; 403 for the location,
 * the account state or the permission; 429 for its rate limit), a path parameter or an id field
 * (404: another tenant's id), any input (422), what its middleware answers (`answering`); plus
 * the route's own `answers`.
 */
export function errorStatuses(spec: RouteSpec): ErrorStatus[] {
  const found = new Set<ErrorStatus>(spec.answers ?? []);
  if (spec.tenancy !== "public") found.add(401).add(403);
  // A coach's session or key spends its token bucket on every call (lib/http/rate-limit.ts).
  if (spec.tenancy !== "public" && spec.tenancy !== "portal") found.add(429);
  if (spec.params || namesAnId(spec.query) || namesAnId(spec.body) || multipartNamesAnId(spec.multipart)) found.add(404);
  if (spec.query || spec.params || spec.body || spec.multipart) found.add(422);
  for (const mw of spec.middleware ?? []) for (const status of middlewareAnswers(mw)) found.add(status);
  return [...found].sort((a, b) => a - b);
}

/** The OpenAPI route config @hono/zod-openapi needs, built from a declaration. */
export function toOpenApiRoute(module: string, decl: RouteDecl, middleware: MiddlewareHandler<ApiEnv>[]) {
  const { spec } = decl;
  const request: Record<string, unknown> = {};
  if (spec.query) request.query = spec.query;
  if (spec.params) request.params = spec.params;
  if (spec.body) {
    const types = spec.bodyTypes ?? ["json"];
    request.body = {
      content: Object.fromEntries(types.map((t) => [MEDIA[t], { schema: spec.body }])),
      // With several media types, a required body would run every type's validator on every
      // request; optional ones run only for their own Content-Type (the handler checks presence).
      required: !spec.bodyOptional && types.length === 1,
    };
  } else if (spec.multipart) {
    request.body = { content: { "multipart/form-data": { schema: spec.multipart } }, required: true };
  }
  const status = spec.status ?? 200;
  const responses = {
    ...(status === 204 || !spec.response
      ? { [status]: { description: "Done" } }
      : { [status]: { content: { "application/json": { schema: spec.response } }, description: spec.summary ?? "OK" } }),
    ...Object.fromEntries(errorStatuses(spec).map((s) => [s, errorRef(s)])),
  };
  const permission = spec.permit ? `Needs ${spec.permit[0]}: ${spec.permit[1]}. ` : "";
  return createRoute({
    method: decl.method,
    path: decl.path,
    tags: [module],
    summary: spec.summary,
    description: `${permission}Scope: ${spec.tenancy}.${spec.description ? ` ${spec.description}` : ""}`,
    middleware,
    ...(spec.tenancy === "public" ? { security: [] } : spec.tenancy === "portal" ? { security: [{ portalSession: [] }] } : { security: [{ bearer: [] }] }),
    request,
    responses,
  });
}

/** Runs a declaration's handler with its validated input and turns its answer into JSON. */
export function toHonoHandler(decl: RouteDecl) {
  const { spec } = decl;
  const status = spec.status ?? 200;
  const types = spec.bodyTypes ?? ["json"];
  return async (c: Context<ApiEnv>) => {
    // Hono's validators keep their output per target; the typed view is RouteInput.
    const valid = (c.req.valid as (target: string) => unknown).bind(c.req);
    let body: unknown = undefined;
    if (spec.body) {
      const type = c.req.header("content-type") ?? "";
      const target = types.includes("form") && (!types.includes("json") || type.startsWith(MEDIA.form)) ? "form" : "json";
      body = valid(target);
      if (!spec.bodyOptional && types.length > 1 && !type) {
        const parsed = spec.body.safeParse({});
        if (!parsed.success) throw validationError(zodToFieldErrors(parsed.error, { input: {} }));
      }
      // An optional body that was left out validates to nothing: hand the handler undefined.
      if (spec.bodyOptional && body && typeof body === "object" && Object.keys(body).length === 0 && !c.req.header("content-length")) body = undefined;
    }
    const input = {
      db: c.get("db"),
      ctx: spec.tenancy === "public" || spec.tenancy === "portal" ? undefined : c.get("ctx"),
      portal: spec.tenancy === "portal" ? c.get("portal") : undefined,
      query: spec.query ? valid("query") : undefined,
      params: spec.params ? valid("param") : undefined,
      body,
      req: c.req.raw,
      ip: clientIp(c),
      c,
    } as RouteInput<RouteSpec>;
    const answer = await (decl.handler as (i: RouteInput<RouteSpec>) => unknown)(input);
    if (answer instanceof Response) return answer;
    if (status === 204) return c.body(null, 204);
    return c.json(answer as object, status);
  };
}
