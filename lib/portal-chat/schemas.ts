import { z } from "@hono/zod-openapi";
import { id } from "@/lib/http/schemas";
import { messageText } from "@/lib/scheduled/schemas";

export const sendPortalBody = z.object({ contact_id: id("contact_id"), message: messageText }).openapi("SendPortalMessage");

export const portalLogRow = z
  .object({
    id: z.number().int(),
    contact_id: z.number().int(),
    direction: z.enum(["inbound", "outbound"]),
    body: z.string(),
    is_read: z.boolean(),
    sent_by: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi("PortalChatLog");
export type PortalLogRow = z.infer<typeof portalLogRow>;

export const latestRow = portalLogRow.extend({ name: z.string() }).openapi("PortalLatestMessage");

export const deleteScheduledIds = z
  .object({ ids: z.array(id("ids.*"), { error: "The ids field must be a list." }).min(1, "The ids field is required.").max(500) })
  .openapi("PortalScheduledIds");
