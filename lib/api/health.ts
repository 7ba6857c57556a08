import { z } from "@hono/zod-openapi";
import { get } from "@/lib/http/route";
import { defineModule } from "@/lib/http/module";

/** A trivial route: the framework's ceiling in benchmarks, and a liveness probe. */
export const healthModule = defineModule("health", [
  get("/health", { tenancy: "public", response: z.object({ status: z.string() }) }, () => ({ status: "ok" })),
]);
