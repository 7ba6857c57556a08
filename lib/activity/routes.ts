import { createRoute, z } from "@hono/zod-openapi";
import { authenticate } from "@/lib/auth/middleware";
import { pageQuery, pageSchema } from "@/lib/http/pagination";
import { createRouter } from "@/lib/http/router";
import { activityModules, activityNotifications } from "./service";

const item = z.object({
  id: z.number(),
  module: z.string(),
  action: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  contact_id: z.number().nullable(),
  user_id: z.number().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.date(),
});

export const activityRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get", path: "/activity-feed/get-activity-module", tags: ["activity-feed"], middleware: [authenticate()],
      responses: {
        200: {
          content: { "application/json": { schema: z.object({ data: z.array(z.object({ module: z.string(), label: z.string(), count: z.number(), latest_at: z.date().nullable() })) }) } },
          description: "Modules that have activity in the accessed location",
        },
      },
    }),
    async (c) => c.json({ data: await activityModules(c.get("db"), c.get("ctx")) }, 200),
  )
  .openapi(
    createRoute({
      method: "get", path: "/activity-feed/get-notification", tags: ["activity-feed"], middleware: [authenticate()],
      request: { query: pageQuery.extend({ module: z.string().trim().min(1).max(40).optional() }) },
      responses: {
        200: {
          content: { "application/json": { schema: pageSchema(item) } },
          description: "The accessed location's activity, newest first",
        },
      },
    }),
    async (c) => c.json(await activityNotifications(c.get("db"), c.get("ctx"), c.req.valid("query")), 200),
  );
