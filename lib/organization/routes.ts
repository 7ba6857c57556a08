import { z } from "@hono/zod-openapi";
import { defineModule } from "@/lib/http/module";
import { del, get, patch, post } from "@/lib/http/route";
import { dataOf, idParam, statusOk } from "@/lib/http/schemas";
import { pageSchema } from "@/lib/http/pagination";
import { listAudit } from "./audit";
import { addUsersToLocation, createLocation, deleteLocation, listCompanyLocations, suspendLocation, updateLocation } from "./locations";
import {
  addUsersBody,
  auditEntry,
  auditQuery,
  locationBody,
  locationTabs,
  message,
  orgLocation,
  orgUser,
  permissionCatalogue,
  suspendBody,
  userListQuery,
  userPermissions as userPermissionsSchema,
  userSaveBody,
} from "./schemas";
import { locationTabs as readLocationTabs, organizationTabs } from "./tabs";
import { deleteOrgUser, listOrgUsers, listSuperUsers, permissionCatalogue as catalogue, resendCredentials, saveOrgUser, userPermissions } from "./users";

// Doc 1 s6: organization admins manage locations and users; the admin-settings area's actions
// gate each call, and the services refuse location-level kinds (lib/organization/manage.ts).
const org = { tenancy: "company" } as const;
const view = { ...org, permit: ["admin-settings", "view"] } as const;
const create = { ...org, permit: ["admin-settings", "create"] } as const;
const update = { ...org, permit: ["admin-settings", "update"] } as const;
const remove = { ...org, permit: ["admin-settings", "delete"] } as const;

const withData = <T extends z.ZodType>(item: T) => z.object({ message: z.string(), data: item });

export const organizationModule = defineModule("organization", [
  // Locations
  get("/organization/locations", { ...view, summary: "The company's locations the caller manages (ours: the Admin Settings list)", response: dataOf(z.array(orgLocation)) },
    async ({ db, ctx }) => ({ data: await listCompanyLocations(db, ctx) })),
  post("/organization/location/create", { ...create, body: locationBody, response: withData(orgLocation), status: 201 },
    ({ db, ctx, body }) => createLocation(db, ctx, body)),
  patch("/organization/location/{id}/update", { ...update, params: idParam, body: locationBody, response: withData(orgLocation) },
    ({ db, ctx, params, body }) => updateLocation(db, ctx, params.id, body)),
  del("/organization/location/{id}/delete", { ...remove, params: idParam, response: message, description: "The primary location, and the location in use, cannot be deleted." },
    ({ db, ctx, params }) => deleteLocation(db, ctx, params.id)),
  patch("/organization/location/{id}/suspend", { ...update, params: idParam, body: suspendBody, bodyOptional: true, description: "Toggles; status 1 suspends and 0 activates. The location's users reach the Suspended screen.", response: withData(z.object({ id: z.number().int(), is_suspended: z.boolean() })) },
    ({ db, ctx, params, body }) => suspendLocation(db, ctx, params.id, body?.status)),
  post("/organization/location/{id}/add-users", { ...update, params: idParam, body: addUsersBody, response: message },
    ({ db, ctx, params, body }) => addUsersToLocation(db, ctx, params.id, body.user_ids)),

  // Users and permissions
  get("/organization/users", { ...view, query: userListQuery, response: pageSchema(orgUser) },
    ({ db, ctx, query }) => listOrgUsers(db, ctx, query)),
  get("/organization/{id}/super-users", { ...view, params: idParam, response: dataOf(z.array(z.object({ id: z.number().int(), full_name: z.string(), email: z.string() }))) },
    ({ db, ctx, params }) => listSuperUsers(db, ctx, params.id)),
  get("/organization/permissions", { ...view, summary: "The areas x actions table and what the caller may grant", response: dataOf(permissionCatalogue) },
    ({ ctx }) => catalogue(ctx)),
  get("/organization/user/{id}/permissions", { ...view, params: idParam, response: dataOf(userPermissionsSchema) },
    ({ db, ctx, params }) => userPermissions(db, ctx, params.id)),
  post("/organization/user/save", { ...update, body: userSaveBody, description: "Creates (no id) or updates a user. A new user gets a set-password link by email. Grants only what the caller holds.", response: withData(orgUser) },
    ({ db, ctx, body }) => saveOrgUser(db, ctx, body)),
  del("/organization/user/{id}/delete", { ...remove, params: idParam, description: "The organization owner cannot be removed.", response: message },
    ({ db, ctx, params }) => deleteOrgUser(db, ctx, params.id)),
  post("/organization/user/{id}/resend-credentials", { ...update, params: idParam, response: statusOk },
    ({ db, ctx, params }) => resendCredentials(db, ctx, params.id)),
  get("/organization/audit-log", { ...view, summary: "Who changed which user, permission or location, and when (ours; owner and super users)", query: auditQuery, response: pageSchema(auditEntry) },
    ({ db, ctx, query }) => listAudit(db, ctx, query)),

  // Location tabs: any signed-in member, for their own locations and companies (others 404).
  get("/auth/location/{id}/tabs", { tenancy: "user", params: idParam, response: dataOf(locationTabs) },
    ({ db, ctx, params }) => readLocationTabs(db, ctx, params.id)),
  get("/auth/organization/{id}/tabs", { tenancy: "user", params: idParam, response: dataOf(locationTabs) },
    ({ db, ctx, params }) => organizationTabs(db, ctx, params.id)),
]);
