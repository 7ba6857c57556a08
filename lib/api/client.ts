import { createClient, type PathsOf, type Pick, type RenderedResponseOf } from "@/lib/http/typed-client";
import type { Method } from "@/lib/http/route";
import type { HOSTS } from "./app";

type RoutesOf<H extends keyof typeof HOSTS> = (typeof HOSTS)[H][number]["routes"][number];
type V3 = RoutesOf<"/api/v3">;

/** The typed API clients of the browser (types from the route declarations; see docs/modules.md). */
export const api = createClient<V3>("/api/v3");
export const billing = createClient<RoutesOf<"/api/billing">>("/api/billing");
type Checkout = RoutesOf<"/api/checkout">;
export const checkout = createClient<Checkout>("/api/checkout");

/** A route's answer as a screen receives it: `ApiAnswer<"get", "/mailbox/messages">`. */
export type ApiAnswer<M extends Method, P extends PathsOf<V3, M>> = RenderedResponseOf<Pick<V3, M, P>>;

/** A checkout host route's answer as a screen receives it. */
export type CheckoutAnswer<M extends Method, P extends PathsOf<Checkout, M>> = RenderedResponseOf<Pick<Checkout, M, P>>;
