import { z } from "@hono/zod-openapi";
import { pageQuery } from "@/lib/http/pagination";
import { id, text } from "@/lib/http/schemas";
import { bulkBody } from "@/lib/contacts/bulk-schemas";
import { TAG_BULK_MAX, TAG_NAME_MAX, TAG_TYPES } from "./constants";

const tagType = z.coerce
  .number({ error: "The selected tag type is invalid." })
  .refine((v): v is (typeof TAG_TYPES)[number] => (TAG_TYPES as readonly number[]).includes(v), { error: "The selected tag type is invalid." });

const tagName = text("name").trim().min(1, "The name field is required.").max(TAG_NAME_MAX, `The name may not be greater than ${TAG_NAME_MAX} characters.`);

export const tagRow = z
  .object({ id: z.number().int(), name: z.string(), tag_type: z.number().int(), contacts_count: z.number().int(), created_at: z.string() })
  .openapi("Tag");
export type TagRow = z.input<typeof tagRow>;

export const tagGroup = z.object({ tag_type: z.number().int(), title: z.string(), tags: z.array(tagRow) }).openapi("TagGroup");

/** GET /tag/list: grouped by type (`tags`) and the flat list (`original`), doc 2 s3. */
export const tagListQuery = z.object({
  search: z.string().trim().max(100, "The search may not be greater than 100 characters.").optional(),
  tag_type: tagType.optional(),
});
export const tagList = z.object({ tags: z.array(tagGroup), original: z.array(tagRow) }).openapi("TagList");

export const tagCreate = z.object({ name: tagName, tag_type: tagType.default(1) }).openapi("TagCreate");
export const tagEdit = z.object({ id: id("id"), name: tagName, tag_type: tagType.optional() }).openapi("TagEdit");

const ids = (field: string) =>
  z
    .array(id(`${field}.*`), { error: `The ${field} field must be a list.` })
    .min(1, `The ${field} field is required.`)
    .max(TAG_BULK_MAX, `The ${field} may not have more than ${TAG_BULK_MAX} items.`);
/**
 * PATCH /tag/add-contact and /tag/remove-contact: every tag to every contact named, or (the bulk
 * bar's "select all") to every contact matching the list's filters (lib/contacts/bulk-schemas.ts).
 */
export const tagContacts = bulkBody("TagContacts", { tag_ids: ids("tag_ids") });

/** GET /tag/contact-list: the contacts that carry a tag. */
export const tagContactListQuery = pageQuery.extend({ tag_id: id("tag_id") });
export const taggedContact = z
  .object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), email: z.string().nullable() })
  .openapi("TaggedContact");

/** A contact's tags (GET /contact/{id}/tags). */
export const contactTag = z.object({ id: z.number().int(), name: z.string(), tag_type: z.number().int() }).openapi("ContactTag");
