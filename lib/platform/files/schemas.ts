import { z } from "@hono/zod-openapi";
import { FILE_KINDS, VISIBILITIES } from "./constants";

export const fileData = z
  .object({
    id: z.number().int(),
    url: z.string(),
    name: z.string(),
    mime: z.string(),
    size: z.number().int(),
    kind: z.enum(FILE_KINDS),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  })
  .openapi("File");

export const uploadResponse = z.object({ data: fileData }).openapi("FileUploadResponse");

/**
 * The multipart body, for the OpenAPI document only: a plain schema object, so the router
 * does not parse the form itself (routes.ts reads it under a byte cap).
 */
export const uploadFormDoc = {
  type: "object" as const,
  required: ["file"],
  properties: {
    file: { type: "string" as const, format: "binary" },
    visibility: { type: "string" as const, enum: [...VISIBILITIES], default: "public" },
  },
};
