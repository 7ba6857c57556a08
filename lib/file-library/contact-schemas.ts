import { z } from "@hono/zod-openapi";
import { pageQuery, pageSchema } from "@/lib/http/pagination";
import { id, idList } from "@/lib/http/schemas";
import { FILE_KINDS } from "@/lib/platform/files/constants";
import { ASSIGN_IDS_MAX, FILE_PERMISSIONS } from "./constants";

/** send-to-contact and remove-from-contact: every chosen file with every chosen contact. */
export const fileContactsBody = z.object({ file_ids: idList("file_ids", ASSIGN_IDS_MAX), contact_ids: idList("contact_ids", ASSIGN_IDS_MAX) });
export type FileContactsBody = z.infer<typeof fileContactsBody>;

export const contactIdParam = z.object({ contactId: id("contact id") });
export const contactFileQuery = pageQuery.extend({
  /** assigned: the files sent to the contact; portal: what the contact sees in the portal. */
  scope: z.enum(["assigned", "portal"], { error: "The selected scope is invalid." }).default("assigned"),
});

/** A library file as assigned to one contact (the profile's files section). */
export const contactFile = z
  .object({
    id: z.number().int(),
    name: z.string(),
    ext: z.string(),
    kind: z.enum(FILE_KINDS),
    size: z.number().int(),
    permission: z.enum(FILE_PERMISSIONS),
    /** Whether the contact sees it in the portal now (visibility.ts). */
    visible: z.boolean(),
    /** Null for a file the contact sees because it is for all clients, without an assignment. */
    assigned_at: z.string().nullable(),
  })
  .openapi("ContactFile");
export type ContactFile = z.infer<typeof contactFile>;
export const contactFilePage = pageSchema(contactFile).openapi("ContactFilePage");

/** A contact a file is assigned to (`/file/{id}/users`). */
export const fileUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  assigned_at: z.string(),
  /** This contact's portal views and downloads of the file. */
  views: z.number().int(),
  downloads: z.number().int(),
});
export const fileUsers = z.object({ data: z.array(fileUser) });
