import { z } from "@hono/zod-openapi";
import { EMAIL_PATTERN, MSG } from "@/lib/auth/forms";
import { portalLogRow } from "@/lib/portal-chat/schemas";
import { messageText } from "@/lib/scheduled/schemas";
import { SLUG_MAX } from "./constants";

/** Wire formats of the portal's own calls (issue 32). */

const email = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .max(255, "The email may not be greater than 255 characters.")
  .regex(EMAIL_PATTERN, MSG.emailInvalid)
  .openapi({ format: "email" });
const slug = z.string({ error: "The slug field is required." }).min(1, "The slug field is required.").max(SLUG_MAX, "The portal is not known.");
const token = z.string({ error: "The token field is required." }).min(1, "The token field is required.").max(256, "The token is invalid.");

export const portalLoginBody = z
  .object({ slug, email, password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(128, "The password may not be greater than 128 characters.") })
  .openapi("PortalLogin");
export const portalEmailBody = z.object({ slug, email }).openapi("PortalEmail");
export const portalLinkBody = z.object({ token }).openapi("PortalSignInLink");

export const portalMessage = z.object({ status: z.number().int(), message: z.string() });
export const portalSignedIn = z.object({ status: z.number().int(), message: z.string(), slug: z.string() }).openapi("PortalSignedIn");

export const portalMe = z
  .object({
    contact: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), email: z.string().nullable() }),
    portal: z.object({ slug: z.string(), name: z.string(), logo_url: z.string().nullable(), primary_color: z.string().nullable() }),
    greeting: z.string(),
    tabs: z.array(z.object({ key: z.string(), name: z.string(), segment: z.string() })),
  })
  .openapi("PortalMe");

export const portalChatQuery = z.object({
  before_id: z.coerce.number({ error: "The before id must be a number." }).int("The before id must be a whole number.").min(1, "The before id must be at least 1.").max(2147483647, "The before id is too large.").optional(),
  per_page: z.coerce.number({ error: "The per page must be a number." }).int("The per page must be a whole number.").min(1, "The per page must be at least 1.").max(100, "The per page may not be greater than 100.").default(30),
});
export const portalChatSendBody = z.object({ message: messageText }).openapi("PortalChatSend");
export const portalChatPage = z.object({ data: z.array(portalLogRow), next_before_id: z.number().int().nullable() }).openapi("PortalChatPage");
export const portalChannelAuthBody = z.object({
  socket_id: z.string({ error: "The socket id field is required." }).regex(/^\d+\.\d+$/, "The socket id is invalid."),
  channel_name: z.string({ error: "The channel name field is required." }).min(1, "The channel name field is required.").max(200, "The channel name is invalid."),
});
