import { createRoute, z } from "@hono/zod-openapi";
import { authenticate } from "@/lib/auth/middleware";
import { createRouter } from "@/lib/http/router";
import { markLatestVersion, updateKillStatus } from "./service";

export const usersRoutes = createRouter().openapi(
  createRoute({
    method: "patch", path: "/app/latest-version", tags: ["user"], middleware: [authenticate()],
    responses: { 200: { content: { "application/json": { schema: z.object({ status: z.number() }) } }, description: "Marked" } },
  }),
  async (c) => c.json(await markLatestVersion(c.get("db"), c.get("ctx")), 200),
).openapi(
  createRoute({
    method: "post", path: "/user/update-kill-status", tags: ["user"], middleware: [authenticate()],
    description: "Organization admins only: switches all email or SMS sending of the accessed location off (0) or on (1).",
    request: {
      body: {
        content: {
          "application/json": {
            schema: z.object({
              type: z.enum(["email", "sms"], { error: "The type must be email or sms." }),
              status: z.union([z.literal(0), z.literal(1), z.boolean()], { error: "The status must be 0 or 1." }),
            }),
          },
        },
      },
    },
    responses: {
      200: {
        content: { "application/json": { schema: z.object({ message: z.string(), data: z.object({ email_status: z.number(), sms_status: z.number() }) }) } },
        description: "Switched",
      },
    },
  }),
  async (c) => {
    const { type, status } = c.req.valid("json");
    return c.json(await updateKillStatus(c.get("db"), c.get("ctx"), type, status === true || status === 1 ? 1 : 0), 200);
  },
);
