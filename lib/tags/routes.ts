import { z } from "@hono/zod-openapi";
import { defineModule } from "@/lib/http/module";
import { pageSchema } from "@/lib/http/pagination";
import { del, get, patch, post } from "@/lib/http/route";
import { idParam, statusOk } from "@/lib/http/schemas";
import { tagContactListQuery, tagContacts, tagCreate, tagEdit, tagList, tagListQuery, tagRow, taggedContact } from "./schemas";
import { addTagsToContacts, createTag, deleteTag, editTag, listTaggedContacts, listTags, removeTagsFromContacts } from "./service";

const tagAnswer = z.object({ data: tagRow, message: z.string() });
const tagging = z.object({ status: z.number().int(), contacts: z.number().int(), added: z.number().int().optional(), removed: z.number().int().optional(), message: z.string() });
/** Tagging contacts is a contact update (doc 2 s6: "tags" among the update-gated bulk actions). */
const tagContactsSpec = { tenancy: "location", permit: ["contacts-center", "update"], body: tagContacts, response: tagging } as const;

export const tagsModule = defineModule("tags", [
  get("/tag/list", { tenancy: "location", permit: ["tags", "view"], summary: "Tags grouped by type, and the flat list", query: tagListQuery, response: tagList },
    ({ db, ctx, query }) => listTags(db, ctx, query)),
  get("/tag/contact-list", { tenancy: "location", permit: ["tags", "view"], summary: "Contacts carrying a tag", query: tagContactListQuery, response: pageSchema(taggedContact) },
    ({ db, ctx, query }) => listTaggedContacts(db, ctx, query)),
  post("/tag/create", { tenancy: "location", permit: ["tags", "create"], summary: "Create a tag", body: tagCreate, response: tagAnswer, status: 201 },
    async ({ db, ctx, body }) => ({ data: await createTag(db, ctx, body), message: "Tag has been created successfully!" })),
  patch("/tag/edit-tag", { tenancy: "location", permit: ["tags", "update"], summary: "Rename a tag or change its type", body: tagEdit, response: tagAnswer },
    async ({ db, ctx, body }) => ({ data: await editTag(db, ctx, body), message: "Tag has been updated successfully!" })),
  del("/tag/{id}/delete", { tenancy: "location", permit: ["tags", "delete"], summary: "Delete a tag (and remove it from its contacts)", params: idParam, response: statusOk },
    async ({ db, ctx, params }) => {
      await deleteTag(db, ctx, params.id);
      return { status: 1, message: "Tag has been deleted successfully!" };
    }),
  patch("/tag/add-contact", { ...tagContactsSpec, summary: "Add tags to contacts" },
    async ({ db, ctx, body }) => ({ status: 1, ...(await addTagsToContacts(db, ctx, body)), message: "Tags have been added successfully!" })),
  patch("/tag/remove-contact", { ...tagContactsSpec, summary: "Remove tags from contacts" },
    async ({ db, ctx, body }) => ({ status: 1, ...(await removeTagsFromContacts(db, ctx, body)), message: "Tags have been removed successfully!" })),
]);
