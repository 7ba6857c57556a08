import { z } from "@hono/zod-openapi";
import { pageQuery, pageSchema } from "@/lib/http/pagination";
import { id, INT32_MAX, text } from "@/lib/http/schemas";
import { FILE_KINDS } from "@/lib/platform/files/constants";
import { deleteConfirmError, FILE_PERMISSIONS, FILE_SORTS, fileNameError, ZIP_MAX_FILES } from "./constants";

const flag = (field: string) => z.coerce.number({ error: `The ${field} field must be 0 or 1.` }).int().min(0).max(1);
const folderRef = z.coerce.number({ error: "The folder id must be a number." }).int().min(0).max(INT32_MAX);

export const fileListQuery = pageQuery.extend({
  search: text("search").max(100).optional(),
  order_by: z.enum(FILE_SORTS, { error: "The selected order by is invalid." }).default("created_at"),
  order: z.enum(["asc", "desc"], { error: "The selected order is invalid." }).default("desc"),
  /** 0 = the main folder only; absent = every folder (search across the library). */
  folder_id: folderRef.optional(),
  archived: flag("archived").default(0),
});
export type FileListQuery = z.infer<typeof fileListQuery>;

export const libraryFile = z
  .object({
    id: z.number().int(),
    name: z.string(),
    ext: z.string(),
    kind: z.enum(FILE_KINDS),
    mime: z.string(),
    size: z.number().int(),
    folder_id: z.number().int().nullable(),
    archived: z.number().int(),
    permission: z.enum(FILE_PERMISSIONS),
    /** The current content's version number (1 until replaced). */
    version: z.number().int(),
    /** Portal views and downloads, all contacts together. */
    views: z.number().int(),
    downloads: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("LibraryFile");
export type LibraryFile = z.infer<typeof libraryFile>;

export const filePage = pageSchema(libraryFile).openapi("LibraryFilePage");
export const fileListAll = z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string(), ext: z.string() })) });

/** A name as typed: trimmed, and never a path (doc: "path traversal in names" is a 422). */
export const fileName = text("name")
  .transform((v) => v.trim())
  .superRefine((v, c) => {
    const error = fileNameError(v);
    if (error) c.addIssue({ code: "custom", message: error });
  });

export const fileRename = z.object({ name: fileName });
export const fileValidateName = z.object({ name: fileName, id: id().optional() });

const ids = z.array(id("ids"), { error: "The ids field must be a list of ids." }).min(1, { error: "The ids field is required." }).max(500);
export const fileArchive = z.object({ ids, archived: flag("archived") });

export const fileDelete = z.object({
  ids,
  /** The word typed in the dialog; checked here too, so no client deletes without it. */
  confirm: text("confirm").superRefine((v, c) => {
    const error = deleteConfirmError(v);
    if (error) c.addIssue({ code: "custom", message: error });
  }),
});

/** `?ids=1,2,3` */
export const zipQuery = z.object({
  ids: text("ids")
    .transform((v, c) => {
      const parts = v.split(",").map((p) => p.trim()).filter(Boolean);
      const nums = parts.map(Number);
      if (!parts.length || nums.some((n) => !Number.isInteger(n) || n < 1 || n > INT32_MAX)) {
        c.addIssue({ code: "custom", message: "The ids must be a comma-separated list of file ids." });
        return z.NEVER;
      }
      if (nums.length > ZIP_MAX_FILES) {
        c.addIssue({ code: "custom", message: `At most ${ZIP_MAX_FILES} files can be downloaded at once.` });
        return z.NEVER;
      }
      return [...new Set(nums)];
    })
    .openapi({ type: "string", example: "1,2,3" }),
});

export const uploadFormDoc = {
  type: "object" as const,
  required: ["file"],
  properties: { file: { type: "string" as const, format: "binary" }, folder_id: { type: "integer" as const, minimum: 0 } },
};

