import { z } from "@hono/zod-openapi";
import { id } from "@/lib/http/schemas";
import { FILE_KINDS } from "@/lib/platform/files/constants";

/** One content of a library file; the current one has no version id (it is the file itself). */
export const fileVersion = z
  .object({
    id: z.number().int().nullable(),
    version: z.number().int(),
    current: z.boolean(),
    /** The file's name with this content's extension. */
    name: z.string(),
    ext: z.string(),
    kind: z.enum(FILE_KINDS),
    size: z.number().int(),
    uploaded_at: z.string(),
    uploaded_by: z.string().nullable(),
  })
  .openapi("LibraryFileVersion");
export type FileVersion = z.infer<typeof fileVersion>;
export const fileVersions = z.object({ data: z.array(fileVersion) });

export const versionParams = z.object({ id: id(), versionId: id("version id") });
