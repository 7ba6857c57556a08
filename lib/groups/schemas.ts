import { z } from "@hono/zod-openapi";
import { bulkBody } from "@/lib/contacts/bulk-schemas";
import { pageQuery } from "@/lib/http/pagination";
import { id, text } from "@/lib/http/schemas";
import { GROUP_DESCRIPTION_MAX, GROUP_MEMBERS_MAX, GROUP_MSG, GROUP_NAME_MAX, GROUP_SORTS } from "./constants";

const search = z.string().trim().max(100, "The search may not be greater than 100 characters.").optional();

export const groupListQuery = pageQuery.extend({
  search,
  order_by: z.enum(GROUP_SORTS, { error: "The selected order by is invalid." }).default("created_at"),
  order: z.enum(["asc", "desc"], { error: "The selected order is invalid." }).default("desc"),
});
export type GroupListQuery = z.infer<typeof groupListQuery>;

export const groupRow = z
  .object({ id: z.number().int(), name: z.string(), description: z.string(), members_count: z.number().int(), created_at: z.string() })
  .openapi("ContactGroup");
export type GroupRow = z.infer<typeof groupRow>;

export const groupMemberQuery = pageQuery.extend({ group_id: id("group_id"), search });
export const groupMember = z
  .object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), email: z.string().nullable(), number: z.string().nullable(), added_at: z.string() })
  .openapi("ContactGroupMember");

/** A contact's groups (`contact_id`), or every group for a picker. */
export const userGroupsQuery = z.object({ contact_id: id("contact_id").optional() });
export const groupRef = z.object({ id: z.number().int(), name: z.string(), members_count: z.number().int() });
export const userGroups = z.object({ data: z.array(groupRef) });

const name = text("name").trim().min(1, GROUP_MSG.nameRequired).max(GROUP_NAME_MAX, `The name may not be greater than ${GROUP_NAME_MAX} characters.`);
const description = text("description").trim().max(GROUP_DESCRIPTION_MAX, `The description may not be greater than ${GROUP_DESCRIPTION_MAX} characters.`);
const contactIds = (field: string) =>
  z.array(id(`${field}.*`), { error: `The ${field} field must be a list.` }).max(GROUP_MEMBERS_MAX, `The ${field} may not have more than ${GROUP_MEMBERS_MAX} items.`);

export const groupCreate = z.object({ name, description: description.default(""), contact_ids: contactIds("contact_ids").default([]) }).openapi("ContactGroupCreate");
export const groupEdit = z
  .object({ name, description: description.default(""), add_contact_ids: contactIds("add_contact_ids").default([]), remove_contact_ids: contactIds("remove_contact_ids").default([]) })
  .openapi("ContactGroupEdit");

/** The contact bulk bar's "Add to group": chosen contacts, or every contact matching the list. */
export const groupAddContacts = bulkBody("GroupAddContacts", { group_id: id("group_id") });

export const groupAnswer = z.object({ data: groupRow, message: z.string() });
