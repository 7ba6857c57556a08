import { z } from "@hono/zod-openapi";
import { defineModule } from "@/lib/http/module";
import { del, get, post } from "@/lib/http/route";
import { dataOf, idParam } from "@/lib/http/schemas";
import { mindbodyConnectBody, mindbodyStatus as statusSchema, mindbodySync } from "./schemas";
import { connectMindbody, disconnectMindbody, getMindbodySync, mindbodyStatus, startMindbodySync } from "./service";

// Like the other integrations (lib/integrations/routes.ts): organization admins manage the
// accessed location's Mindbody site under the admin-settings area's actions.
const loc = { tenancy: "location" } as const;
const view = { ...loc, permit: ["admin-settings", "view"] } as const;
const update = { ...loc, permit: ["admin-settings", "update"] } as const;
const remove = { ...loc, permit: ["admin-settings", "delete"] } as const;

const answer = z.object({ status: z.number().int(), message: z.string(), data: statusSchema });

export const mindbodyModule = defineModule("integration-mindbody", [
  get("/integration/mindbody", { ...view, summary: "The location's Mindbody connection and latest sync (ours)", response: dataOf(statusSchema) },
    async ({ db, ctx }) => ({ data: await mindbodyStatus(db, ctx.locationId) })),
  post("/integration/connect-mindbody", {
    ...update,
    body: mindbodyConnectBody,
    description: "Checks the site's staff login against Mindbody (POST /usertoken/issue) and saves it sealed. 422 on the field Mindbody refused, or with a readable message when it cannot be reached or the server has no Mindbody key.",
    response: answer,
  }, ({ db, ctx, body }) => connectMindbody(db, ctx, body)),
  get("/integration/sync-mindbody", {
    ...update,
    description: "Starts syncing the site's clients into the location's contacts (a job); answers the sync, or the one already running. 422 when Mindbody is not connected.",
    answers: [422],
    response: z.object({ status: z.number().int(), message: z.string(), data: mindbodySync }),
  }, ({ db, ctx }) => startMindbodySync(db, ctx)),
  get("/integration/mindbody-sync/{id}", { ...view, params: idParam, summary: "One Mindbody sync and its progress (ours)", response: dataOf(mindbodySync) },
    ({ db, ctx, params }) => getMindbodySync(db, ctx, params.id)),
  del("/integration/mindbody", { ...remove, summary: "Disconnects Mindbody (ours)", description: "404 when the location has no connection.", answers: [404], response: answer },
    ({ db, ctx }) => disconnectMindbody(db, ctx)),
]);
