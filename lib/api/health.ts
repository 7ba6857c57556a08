import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "@/lib/http/router";

/** A trivial route: the framework's ceiling in benchmarks, and a liveness probe. */
export const healthRoutes = createRouter().openapi(
  createRoute({
    method: "get",
    path: "/health",
    tags: ["health"],
    responses: { 200: { content: { "application/json": { schema: z.object({ status: z.string() }) } }, description: "OK" } },
  }),
  (c) => c.json({ status: "ok" }, 200),
);
