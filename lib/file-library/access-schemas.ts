import { z } from "@hono/zod-openapi";
import { id } from "@/lib/http/schemas";
import { FILE_PERMISSIONS, STAT_EVENTS } from "./constants";

const permission = z.enum(FILE_PERMISSIONS, { error: (iss) => (iss.input === undefined ? "The permission field is required." : "The selected permission is invalid.") });
const ids = z
  .array(id("ids"), { error: (iss) => (iss.input === undefined ? "The ids field is required." : "The ids field must be a list of ids.") })
  .min(1, { error: "The ids field is required." })
  .max(500, { error: "The ids may not have more than 500 items." });

/** PATCH /file/update-permission: several files at once. */
export const filePermissionBulk = z.object({ ids, permission });
/** PATCH /file/{id}/change-permission */
export const filePermissionOne = z.object({ permission });

/**
 * PATCH /file/update-stats: the portal reports a view or a download of a file, by a contact
 * when it knows which (then the file must be one that contact sees).
 */
export const fileStatsBody = z.object({
  id: id("id"),
  type: z.enum(STAT_EVENTS, { error: (iss) => (iss.input === undefined ? "The type field is required." : "The selected type is invalid.") }),
  contact_id: id("contact id").optional(),
});
export const fileStats = z.object({ data: z.object({ id: z.number().int(), views: z.number().int(), downloads: z.number().int() }) });
