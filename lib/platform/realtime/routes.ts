import { z } from "@hono/zod-openapi";
import { forbidden } from "@/lib/http/errors";
import { defineModule } from "@/lib/http/module";
import { post } from "@/lib/http/route";
import { mayAuthorize } from "./channels";
import { authorizeChannel } from "./index";

const authBody = z.object({
  socket_id: z.string({ error: "The socket id field is required." }).regex(/^\d+\.\d+$/, "The socket id is invalid."),
  channel_name: z.string({ error: "The channel name field is required." }).min(1).max(200),
});

export const realtimeModule = defineModule("realtime", [
  // pusher-js posts a form; JSON is accepted too.
  post("/broadcasting/auth", {
    tenancy: "user",
    description: "Signs a private channel subscription for pusher-js: only the caller's own channels.",
    body: authBody,
    bodyTypes: ["form", "json"],
    response: z.object({ auth: z.string() }),
  }, ({ ctx, body }) => {
    if (!mayAuthorize(ctx.userId, body.channel_name)) throw forbidden("You may not subscribe to this channel.");
    return authorizeChannel(body.socket_id, body.channel_name);
  }),
]);
