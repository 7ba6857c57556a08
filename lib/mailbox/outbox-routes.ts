import { createRoute, z } from "@hono/zod-openapi";
import { desc, eq, sql } from "drizzle-orm";
import { emailMessages } from "@/db/schema";
import { notFound } from "@/lib/http/errors";
import { createRouter } from "@/lib/http/router";

/**
 * The embedded outbox, readable without a login — so only when DEV_OUTBOX=1 (the e2e
 * runner sets it). Captured mail holds reset links: never enable this where others reach it.
 * The owner's mailbox screen arrives with the platform services.
 */
export const outboxRoutes = createRouter().openapi(
  createRoute({
    method: "get",
    path: "/dev/outbox/latest",
    tags: ["dev"],
    request: { query: z.object({ to: z.string().email() }) },
    responses: { 200: { content: { "application/json": { schema: z.object({ subject: z.string(), text: z.string(), html: z.string() }) } }, description: "Latest captured email to that address" } },
  }),
  async (c) => {
    if (process.env.DEV_OUTBOX !== "1") throw notFound("Route");
    const [m] = await c
      .get("db")
      .select({ subject: emailMessages.subject, text: emailMessages.text, html: emailMessages.html })
      .from(emailMessages)
      .where(eq(sql`lower(${emailMessages.toAddress})`, c.req.valid("query").to.toLowerCase()))
      .orderBy(desc(emailMessages.id))
      .limit(1);
    if (!m) throw notFound("Email");
    return c.json(m, 200);
  },
);
