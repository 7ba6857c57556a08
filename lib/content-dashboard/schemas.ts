import { z } from "@hono/zod-openapi";
import { id } from "@/lib/http/schemas";

export const dashboardTypeParam = z.object({
  type: z.string().regex(/^[a-z][a-z-]{0,39}$/, { error: "The selected type is invalid." }).openapi({ param: { name: "type", in: "path" }, example: "playbook" }),
});

export const thumbnailBody = z.object({
  id: id("id"),
  /** An image of this location's image library (cropped 1024x662 by the picker), or null to remove. */
  image_id: id("image_id").nullable(),
});

export const thumbnailAnswer = z.object({ status: z.literal(1), thumbnail: z.string().nullable() });

export const orderingBody = z.object({
  /** The ids shown, top to bottom, after the drag (a page of the dashboard). */
  ids: z.array(id("ids")).min(1, { error: "The ids field is required." }).max(100),
});
