import { createClient } from "@/lib/http/typed-client";
import type { HOSTS } from "./app";

type RoutesOf<H extends keyof typeof HOSTS> = (typeof HOSTS)[H][number]["routes"][number];

/** The typed API clients of the browser (types from the route declarations; see docs/modules.md). */
export const api = createClient<RoutesOf<"/api/v3">>("/api/v3");
export const billing = createClient<RoutesOf<"/api/billing">>("/api/billing");
