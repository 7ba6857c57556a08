import { createRoute, z } from "@hono/zod-openapi";
import { authenticate } from "@/lib/auth/middleware";
import { forbidden, validationError } from "@/lib/http/errors";
import { createRouter } from "@/lib/http/router";
import { unreadCounts } from "@/lib/shell/unread";
import { mayAuthorize } from "./channels";
import { authorizeChannel } from "./index";

const authBody = z.object({
  socket_id: z.string().regex(/^\d+\.\d+$/, "The socket id is invalid."),
  channel_name: z.string().min(1).max(200),
});

export const realtimeRoutes = createRouter()
  .openapi(
    createRoute({
      method: "post", path: "/broadcasting/auth", tags: ["realtime"], middleware: [authenticate()],
      description: "Signs a private channel subscription for pusher-js: only the caller's own channels.",
      // pusher-js posts a form; JSON is accepted too.
      request: {
        body: {
          content: { "application/x-www-form-urlencoded": { schema: authBody }, "application/json": { schema: authBody } },
        },
      },
      responses: {
        200: { content: { "application/json": { schema: z.object({ auth: z.string() }) } }, description: "Channel authorisation" },
        403: { content: { "application/json": { schema: z.object({ message: z.string() }) } }, description: "Not one of the user's channels" },
      },
    }),
    async (c) => {
      const json = c.req.valid("json");
      const input = "socket_id" in json ? json : c.req.valid("form");
      if (!("socket_id" in input)) throw validationError({ socket_id: ["The socket id field is required."] });
      if (!mayAuthorize(c.get("ctx").userId, input.channel_name)) throw forbidden("You may not subscribe to this channel.");
      return c.json(authorizeChannel(input.socket_id, input.channel_name), 200);
    },
  )
  .openapi(
    createRoute({
      // Every signed-in user sees the bell, so no permission area gates the count.
      method: "get", path: "/message-center/unread-count", tags: ["realtime"], middleware: [authenticate()],
      description: "The bell's unread count for the accessed location (SMS plus portal chat).",
      responses: {
        200: {
          content: { "application/json": { schema: z.object({ data: z.object({ count: z.number(), sms: z.number(), portal_chat: z.number() }) }) } },
          description: "Unread counts",
        },
      },
    }),
    async (c) => c.json({ data: await unreadCounts(c.get("db"), c.get("ctx")) }, 200),
  );
