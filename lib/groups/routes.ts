import { z } from "@hono/zod-openapi";
import { defineModule } from "@/lib/http/module";
import { pageSchema } from "@/lib/http/pagination";
import { del, get, patch, post } from "@/lib/http/route";
import { idParam, statusOk } from "@/lib/http/schemas";
import { GROUP_MSG } from "./constants";
import { groupAddContacts, groupAnswer, groupCreate, groupEdit, groupListQuery, groupMember, groupMemberQuery, groupRow, userGroups, userGroupsQuery } from "./schemas";
import { addContactsToGroup, createGroup, deleteGroup, editGroup, listGroups, listMembers, userGroups as readUserGroups } from "./service";

const view = { tenancy: "location", permit: ["groups", "view"] } as const;
const adding = z.object({ status: z.number().int(), contacts: z.number().int(), added: z.number().int(), message: z.string() });

export const groupsModule = defineModule("groups", [
  get("/group/lists", { ...view, summary: "A page of the location's groups", query: groupListQuery, response: pageSchema(groupRow) },
    ({ db, ctx, query }) => listGroups(db, ctx, query)),
  get("/group/contact-list", { ...view, summary: "A page of a group's members", query: groupMemberQuery, response: pageSchema(groupMember) },
    ({ db, ctx, query }) => listMembers(db, ctx, query)),
  get("/group/user-groups", { ...view, summary: "A contact's groups, or every group (pickers)", query: userGroupsQuery, response: userGroups },
    ({ db, ctx, query }) => readUserGroups(db, ctx, query.contact_id)),
  post("/group/create-group", { tenancy: "location", permit: ["groups", "create"], summary: "A new group, with its first members", body: groupCreate, response: groupAnswer, status: 201 },
    async ({ db, ctx, body }) => ({ data: await createGroup(db, ctx, body), message: GROUP_MSG.created })),
  post("/group/{id}/edit-group", { tenancy: "location", permit: ["groups", "update"], summary: "Renames a group and adds or removes members", params: idParam, body: groupEdit, response: groupAnswer },
    async ({ db, ctx, params, body }) => ({ data: await editGroup(db, ctx, params.id, body), message: GROUP_MSG.updated })),
  del("/group/{id}/delete", { tenancy: "location", permit: ["groups", "delete"], summary: "Deletes a group (its contacts stay)", params: idParam, response: statusOk },
    ({ db, ctx, params }) => deleteGroup(db, ctx, params.id)),
  // The contact bulk bar's "Add to group" changes a group: groups update.
  patch("/group/add-contacts", { tenancy: "location", permit: ["groups", "update"], summary: "Adds the chosen (or all matching) contacts to a group", body: groupAddContacts, response: adding },
    ({ db, ctx, body }) => addContactsToGroup(db, ctx, body)),
]);
