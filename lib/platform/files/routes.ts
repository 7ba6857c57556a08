import { z } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "@/lib/http/env";
import { defineModule } from "@/lib/http/module";
import { del, post } from "@/lib/http/route";
import { idParam } from "@/lib/http/schemas";
import { MAX_BODY_BYTES } from "./constants";
import { deleteFile, getFileUrl, putUploadedFile, type FileRow } from "./index";
import { checkDeclaredLength } from "./multipart";
import { uploadFormDoc, uploadResponse } from "./schemas";

/** After authentication (401/403 first), before the body is touched. */
const bodyCap = createMiddleware<ApiEnv>(async (c, next) => {
  checkDeclaredLength(c.req.raw, MAX_BODY_BYTES);
  await next();
});

export const toFileData = (row: FileRow) => ({
  id: row.id,
  url: getFileUrl(row),
  name: row.originalName,
  mime: row.mime,
  size: row.size,
  kind: row.kind as "image" | "document" | "video" | "audio",
  width: row.width,
  height: row.height,
});

// Any signed-in member of the accessed location may upload (profile photos, contact images,
// attachments all land here); the location comes from the token, never from the form.
export const filesModule = defineModule("files", [
  post("/file-upload", { tenancy: "location", summary: "The stored file", multipart: uploadFormDoc, middleware: [bodyCap], response: uploadResponse },
    async ({ db, ctx, req }) => ({ data: toFileData(await putUploadedFile(db, ctx, req)) })),
  del("/file-upload/{id}", { tenancy: "location", summary: "Deleted", params: idParam, response: z.object({ status: z.number().int() }) },
    async ({ db, ctx, params }) => {
      await deleteFile(db, ctx, params.id);
      return { status: 1 };
    }),
]);
