import { createMiddleware } from "hono/factory";
import { z } from "@hono/zod-openapi";
import type { ApiEnv } from "@/lib/http/env";
import { defineModule } from "@/lib/http/module";
import { get, patch, post } from "@/lib/http/route";
import { idParam, statusOk } from "@/lib/http/schemas";
import { checkDeclaredLength } from "@/lib/platform/files/multipart";
import { changePermission, updatePermission, updateStats } from "./access";
import { filePermissionBulk, filePermissionOne, fileStats, fileStatsBody } from "./access-schemas";
import { LIBRARY_BODY_BYTES } from "./constants";
import { libraryFile } from "./schemas";
import { fileVersions, versionParams } from "./version-schemas";
import { listVersions, replaceFile, restoreVersion } from "./versions";

/** After authentication (401/403 first), before the body is touched. */
const bodyCap = createMiddleware<ApiEnv>(async (c, next) => {
  checkDeclaredLength(c.req.raw, LIBRARY_BODY_BYTES);
  await next();
});

const view = { tenancy: "location", permit: ["files", "view"] } as const;
const update = { tenancy: "location", permit: ["files", "update"] } as const;
const fileWithMessage = z.object({ data: libraryFile, message: z.string() });
const replaceForm = { type: "object" as const, required: ["file"], properties: { file: { type: "string" as const, format: "binary" } } };

/**
 * The file library's permission, portal stats (doc 2 s7 "/file" calls) and content versions
 * (beyond the spec: replace a file keeping its links, assignments and stats; restore an earlier one).
 */
export const fileExtrasModule = defineModule("file-extras", [
  patch("/file/update-permission", { ...update, summary: "Set who sees files in the portal", description: "`permission`: private, assigned (the contacts it is sent to) or all_clients. Any id not of this location: 404, nothing changed.", body: filePermissionBulk, response: statusOk },
    ({ db, ctx, body }) => updatePermission(db, ctx, body)),
  patch("/file/{id}/change-permission", { ...update, summary: "Set who sees one file in the portal", params: idParam, body: filePermissionOne, response: z.object({ data: libraryFile }) },
    async ({ db, ctx, params, body }) => ({ data: await changePermission(db, ctx, params.id, body.permission) })),
  patch("/file/update-stats", { ...view, summary: "Count a portal view or download", description: "With `contact_id`, also counts on that contact's tally; the file must be one the contact sees in the portal, else 404.", body: fileStatsBody, response: fileStats },
    ({ db, ctx, body }) => updateStats(db, ctx, body)),
  post("/file/{id}/replace", { ...update, summary: "Replace the file's content, keeping its links, assignments and stats", params: idParam, multipart: replaceForm, middleware: [bodyCap], response: fileWithMessage },
    ({ db, ctx, params, req }) => replaceFile(db, ctx, params.id, req)),
  get("/file/{id}/versions", { ...view, summary: "The file's contents, current first", params: idParam, response: fileVersions },
    ({ db, ctx, params }) => listVersions(db, ctx, params.id)),
  post("/file/{id}/versions/{versionId}/restore", { ...update, summary: "Make an earlier content current again", params: versionParams, response: fileWithMessage },
    ({ db, ctx, params }) => restoreVersion(db, ctx, params.id, params.versionId)),
]);
