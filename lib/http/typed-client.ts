import type { z } from "zod";
import { apiFetch } from "./client";
import type { Method, RouteDecl } from "./route";

/**
 * The browser's typed view of the API, derived from the route declarations themselves:
 * paths, query, params, body and answer types all come from the module's schemas, so a
 * component never hand-types a response. Types only: no zod or server code reaches the bundle.
 */

/** What JSON.parse gives back for a value the server serialised (Dates arrive as strings). */
export type Jsonify<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Jsonify<U>[]
    : T extends object
      ? { [K in keyof T]: Jsonify<T[K]> }
      : T;

/**
 * What a screen receives for a route: JSON from the API (dates as strings) or, for the first
 * page a server page loaded through the service, the same rows with Date objects.
 */
export type Rendered<T> = T extends Date
  ? string | Date
  : T extends (infer U)[]
    ? Rendered<U>[]
    : T extends object
      ? { [K in keyof T]: Rendered<T[K]> }
      : T;

type Spec<D> = D extends RouteDecl<Method, string, infer S> ? S : never;
type In<T> = T extends z.ZodType ? z.input<T> : never;

export type ResponseOf<D> = Spec<D>["response"] extends z.ZodType ? Jsonify<z.output<Spec<D>["response"]>> : void;
type Input<D> = ([In<Spec<D>["query"]>] extends [never] ? { query?: undefined } : { query?: In<Spec<D>["query"]> }) &
  ([In<Spec<D>["params"]>] extends [never] ? { params?: undefined } : { params: In<Spec<D>["params"]> }) &
  ([In<Spec<D>["body"]>] extends [never] ? { body?: undefined } : { body: In<Spec<D>["body"]> }) & { signal?: AbortSignal };

/** The input argument is required when the route has path params or a body. */
type Args<D> = [In<Spec<D>["params"]>] extends [never] ? ([In<Spec<D>["body"]>] extends [never] ? [input?: Input<D>] : [input: Input<D>]) : [input: Input<D>];

/** The answer type of a route, as a screen receives it (see Rendered). */
export type RenderedResponseOf<D> = Spec<D>["response"] extends z.ZodType ? Rendered<z.output<Spec<D>["response"]>> : void;

export type Pick<R, M extends Method, P> = Extract<R, { method: M; path: P }>;
export type PathsOf<R, M extends Method> = R extends { method: M; path: infer P } ? P : never;

function fill(path: string, params?: Record<string, unknown>) {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? "")));
}

/** A client over one host's declared routes: `client.get("/contact/list", { query })`. */
export function createClient<R extends RouteDecl>(base: "/api/v3" | "/api/billing" | "/api/checkout") {
  const call = <M extends Method>(method: M) =>
    <P extends PathsOf<R, M>>(path: P, ...[input]: Args<Pick<R, M, P>>): Promise<ResponseOf<Pick<R, M, P>>> => {
      const { query, params, body, signal } = (input ?? {}) as { query?: Record<string, unknown>; params?: Record<string, unknown>; body?: unknown; signal?: AbortSignal };
      return apiFetch(fill(path as string, params), {
        method: method.toUpperCase() as "GET",
        query: query as Record<string, string | number | boolean | null | undefined>,
        body,
        signal,
        base,
      });
    };
  return { get: call("get"), post: call("post"), put: call("put"), patch: call("patch"), delete: call("delete") };
}
