import { createRoute, z } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import { authenticate } from "@/lib/auth/middleware";
import type { ApiEnv } from "@/lib/http/env";
import { createRouter } from "@/lib/http/router";
import { MAX_BODY_BYTES } from "./constants";
import { deleteFile, getFileUrl, putUploadedFile, type FileRow } from "./index";
import { checkDeclaredLength } from "./multipart";
import { fileIdParam, uploadFormDoc, uploadResponse } from "./schemas";

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  200: { content: { "application/json": { schema } }, description },
});

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
export const filesRoutes = createRouter()
  .openapi(
    createRoute({
      method: "post", path: "/file-upload", tags: ["files"], middleware: [authenticate(), bodyCap],
      request: { body: { content: { "multipart/form-data": { schema: uploadFormDoc } }, required: true } },
      responses: json(uploadResponse, "The stored file"),
    }),
    async (c) => {
      const row = await putUploadedFile(c.get("db"), c.get("ctx"), c.req.raw);
      return c.json({ data: toFileData(row) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "delete", path: "/file-upload/{id}", tags: ["files"], middleware: [authenticate()],
      request: { params: fileIdParam },
      responses: json(z.object({ status: z.number().int() }), "Deleted"),
    }),
    async (c) => {
      await deleteFile(c.get("db"), c.get("ctx"), c.req.valid("param").id);
      return c.json({ status: 1 }, 200);
    },
  );
