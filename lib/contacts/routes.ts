import { createRoute, z } from "@hono/zod-openapi";
import { authenticate, permit } from "@/lib/auth/middleware";
import { createRouter } from "@/lib/http/router";
import { contactListQuery, contactPage, statusTab } from "./schemas";
import { listContacts, listTabs } from "./service";

const view = [authenticate(), permit("contacts-center", "view")];

export const contactsRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get", path: "/contact/tabs/list", tags: ["contacts"], middleware: view,
      responses: { 200: { content: { "application/json": { schema: z.object({ data: z.array(statusTab) }) } }, description: "Status tabs with counts" } },
    }),
    async (c) => c.json({ data: await listTabs(c.get("db"), c.get("ctx")) }, 200),
  )
  .openapi(
    createRoute({
      method: "get", path: "/contact/list", tags: ["contacts"], middleware: view,
      request: { query: contactListQuery },
      responses: { 200: { content: { "application/json": { schema: contactPage } }, description: "A page of contacts" } },
    }),
    async (c) => c.json(await listContacts(c.get("db"), c.get("ctx"), c.req.valid("query")), 200),
  );
