import { z } from "@hono/zod-openapi";
import { defineModule } from "@/lib/http/module";
import { get } from "@/lib/http/route";
import { dataOf } from "@/lib/http/schemas";
import { unreadCounts } from "./unread";

/** The shell's own reads: the header's message-center bell. */
export const shellModule = defineModule("shell", [
  // Every signed-in user sees the bell, so no permission area gates the count.
  get("/message-center/unread-count", {
    tenancy: "location",
    description: "The bell's unread count for the accessed location (SMS plus portal chat).",
    response: dataOf(z.object({ count: z.number(), sms: z.number(), portal_chat: z.number() })),
  }, async ({ db, ctx }) => ({ data: await unreadCounts(db, ctx) })),
]);
