import { createRoute, z } from "@hono/zod-openapi";
import { authenticate } from "@/lib/http/auth-middleware";
import { createRouter } from "@/lib/http/router";
import { markLatestVersion } from "./service";

export const usersRoutes = createRouter().openapi(
  createRoute({
    method: "patch", path: "/app/latest-version", tags: ["user"], middleware: [authenticate()],
    responses: { 200: { content: { "application/json": { schema: z.object({ status: z.number() }) } }, description: "Marked" } },
  }),
  async (c) => c.json(await markLatestVersion(c.get("db"), c.get("ctx")), 200),
);
