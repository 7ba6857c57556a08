import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "@/lib/http/env";
import { defineModule } from "@/lib/http/module";
import { del, get, patch, post, put } from "@/lib/http/route";
import { dataOf, idParam, statusOk } from "@/lib/http/schemas";
import { checkDeclaredLength } from "@/lib/platform/files/multipart";
import { LIBRARY_BODY_BYTES } from "./constants";
import { downloadFile, downloadZip } from "./download";
import { fileArchive, fileDelete, fileListAll, fileListQuery, filePage, fileRename, fileValidateName, libraryFile, uploadFormDoc, zipQuery } from "./schemas";
import { archiveFiles, deleteFiles, listAllFiles, listFiles, renameFile, uploadFile, validateName } from "./service";

/** After authentication (401/403 first), before the body is touched. */
const bodyCap = createMiddleware<ApiEnv>(async (c, next) => {
  checkDeclaredLength(c.req.raw, LIBRARY_BODY_BYTES);
  await next();
});

const view = { tenancy: "location", permit: ["files", "view"] } as const;
const update = { tenancy: "location", permit: ["files", "update"] } as const;

export const fileLibraryModule = defineModule("file-library", [
  get("/file/lists", { ...view, summary: "A page of the library's files", query: fileListQuery, response: filePage },
    ({ db, ctx, query }) => listFiles(db, ctx, query)),
  get("/file/list-all", { ...view, summary: "Every live file's id and name", response: fileListAll },
    ({ db, ctx }) => listAllFiles(db, ctx)),
  post("/file/upload", { tenancy: "location", permit: ["files", "create"], summary: "The uploaded file", multipart: uploadFormDoc, middleware: [bodyCap], response: dataOf(libraryFile), status: 201 },
    async ({ db, ctx, req }) => ({ data: await uploadFile(db, ctx, req) })),
  put("/file/validate-name", { ...update, summary: "Whether a name may be used", body: fileValidateName, response: statusOk },
    ({ db, ctx, body }) => validateName(db, ctx, body)),
  patch("/file/{id}/rename", { ...update, summary: "The renamed file", params: idParam, body: fileRename, response: dataOf(libraryFile) },
    async ({ db, ctx, params, body }) => ({ data: await renameFile(db, ctx, params.id, body) })),
  patch("/file/archive-unarchive", { ...update, summary: "Files archived or restored", body: fileArchive, response: statusOk },
    ({ db, ctx, body }) => archiveFiles(db, ctx, body)),
  del("/file/delete", { tenancy: "location", permit: ["files", "delete"], summary: "Files deleted (confirm must be DELETE)", body: fileDelete, response: statusOk },
    ({ db, ctx, body }) => deleteFiles(db, ctx, body)),
  get("/file/{id}/download", { ...view, summary: "The file's bytes (attachment)", params: idParam },
    ({ db, ctx, params }) => downloadFile(db, ctx, params.id)),
  get("/file/download", { ...view, summary: "files.zip of the chosen files", query: zipQuery },
    ({ db, ctx, query }) => downloadZip(db, ctx, query.ids)),
]);
