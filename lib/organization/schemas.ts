import { z } from "@hono/zod-openapi";
import { AREAS, PERMISSIONS, type Area } from "@/lib/auth/permissions";
import { pageQuery } from "@/lib/http/pagination";
import { id, text } from "@/lib/http/schemas";

const name = (field: string, label: string) =>
  text(field).trim().min(1, `The ${label} field is required.`).max(120, `The ${label} may not be greater than 120 characters.`);

const flag = z.union([z.literal(0), z.literal(1), z.boolean()], { error: "The status must be 0 or 1." }).transform((v) => v === true || v === 1);

const ids = (field: string, max = 200) =>
  z.array(id(`${field}.*`), { error: `The ${field} field must be a list.` }).min(1, `The ${field} field is required.`).max(max, `The ${field} may not have more than ${max} items.`);

/** A permission map as sent: area -> action -> boolean; only areas and actions of doc 1 s6. */
export const permissionMapInput = z
  .record(z.string(), z.record(z.string(), z.boolean({ error: "Each permission must be true or false." }), { error: "Each area must map actions to true or false." }), {
    error: "The permissions field must map areas to actions.",
  })
  .superRefine((map, ctx) => {
    for (const [area, actions] of Object.entries(map)) {
      if (!(AREAS as string[]).includes(area)) {
        ctx.addIssue({ code: "custom", path: [area], message: `The area ${area.slice(0, 40)} is unknown.` });
        continue;
      }
      for (const action of Object.keys(actions)) {
        if (!(PERMISSIONS[area as Area] as readonly string[]).includes(action)) {
          ctx.addIssue({ code: "custom", path: [area, action], message: `The action ${action.slice(0, 40)} is unknown for ${area}.` });
        }
      }
    }
  });

export const permissionMap = z.record(z.string(), z.record(z.string(), z.boolean())).openapi("PermissionMap");
/** A map or null: `.nullable()` on a named schema documents `allOf [$ref, object|null]`, which null fails. */
const nullablePermissionMap = z.union([permissionMap, z.null()]);

export const locationBody = z.object({ businessname: name("businessname", "business name") }).openapi("OrganizationLocation");
export const suspendBody = z.object({ status: flag.optional() }).openapi("LocationSuspend");
export const addUsersBody = z.object({ user_ids: ids("user_ids") }).openapi("LocationAddUsers");

export const userSaveBody = z
  .object({
    id: id("id").optional(),
    full_name: name("full_name", "full name"),
    email: text("email").trim().toLowerCase().pipe(z.email({ error: "The email must be a valid email address." })).pipe(z.string().max(190, "The email may not be greater than 190 characters.")),
    location_ids: ids("location_ids"),
    is_super_user: z.boolean({ error: "The is_super_user field must be true or false." }).default(false),
    permissions: permissionMapInput.default({}),
  })
  .openapi("OrganizationUserSave");
export type UserSave = z.output<typeof userSaveBody>;

export const userListQuery = pageQuery.extend({
  search: z.string().trim().max(100, "The search may not be greater than 100 characters.").optional(),
});
export const auditQuery = pageQuery;

export const orgLocation = z
  .object({
    id: z.number().int(),
    businessname: z.string(),
    is_primary: z.boolean(),
    is_suspended: z.boolean(),
    users_count: z.number().int(),
    created_at: z.string(),
  })
  .openapi("OrganizationLocationRow");

export const orgUserLocation = z.object({ id: z.number().int(), businessname: z.string(), user_type: z.string() });
export const orgUser = z
  .object({
    id: z.number().int(),
    full_name: z.string(),
    email: z.string(),
    is_organization_owner: z.boolean(),
    is_super_user: z.boolean(),
    locations: z.array(orgUserLocation),
  })
  .openapi("OrganizationUser");
export type OrgUser = z.output<typeof orgUser>;

export const userPermissions = z
  .object({
    user_id: z.number().int(),
    is_super_user: z.boolean(),
    permissions: nullablePermissionMap,
    locations: z.array(z.object({ id: z.number().int(), businessname: z.string(), user_type: z.string(), permissions: nullablePermissionMap })),
  })
  .openapi("OrganizationUserPermissions");

export const permissionCatalogue = z
  .object({
    areas: z.array(z.object({ area: z.string(), actions: z.array(z.string()) })),
    grantable: permissionMap,
    may_make_super_users: z.boolean(),
  })
  .openapi("PermissionCatalogue");

export const auditEntry = z
  .object({
    id: z.number().int(),
    actor_name: z.string(),
    action: z.string(),
    target_type: z.string(),
    target_name: z.string(),
    details: z.record(z.string(), z.unknown()),
    created_at: z.string(),
  })
  .openapi("OrganizationAuditEntry");

export const message = z.object({ message: z.string() });
export const tabItem = z.object({ title: z.string(), value: z.string() });
export const locationTabs = z.record(z.string(), z.array(tabItem)).openapi("LocationTabs");
