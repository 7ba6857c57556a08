import { createRoute, z } from "@hono/zod-openapi";
import { authenticate } from "@/lib/auth/middleware";
import { createRouter } from "@/lib/http/router";
import { skipTrialBody } from "@/lib/auth/schemas";
import { billingNotifications, skipTrial } from "./service";


export const billingRoutes = createRouter()
  .openapi(
    createRoute({
      method: "post", path: "/stripe/skip-trial", tags: ["billing"], middleware: [authenticate()],
      request: { body: { content: { "application/json": { schema: skipTrialBody } }, required: true } },
      responses: { 200: { content: { "application/json": { schema: z.object({ status: z.number(), message: z.string() }) } }, description: "Trial ended" } },
    }),
    async (c) => c.json(await skipTrial(c.get("db"), c.get("ctx"), c.req.valid("json").password), 200),
  )
  .openapi(
    createRoute({
      method: "get", path: "/stripe/billing-notifications", tags: ["billing"], middleware: [authenticate({ allowInactive: true })],
      responses: { 200: { content: { "application/json": { schema: z.record(z.string(), z.unknown()) } }, description: "Notification flags" } },
    }),
    async (c) => c.json(await billingNotifications(c.get("db"), c.get("ctx")), 200),
  );
