import { z } from "@hono/zod-openapi";
import { id, INT32_MAX, text } from "@/lib/http/schemas";
import { ASSET_TYPES, FOLDER_MSG, FOLDER_TITLE_MAX } from "./constants";

export const assetType = z.enum(ASSET_TYPES, { error: "The selected asset type is invalid." });
export const assetTypeParam = z.object({ asset_type: assetType });

const flag = z.coerce.number({ error: "The archived field must be 0 or 1." }).int().min(0).max(1);

/** Trimmed, 1–24 characters (doc 2 s5). */
export const folderTitle = text("title")
  .transform((v) => v.trim())
  .pipe(z.string().min(1, { error: FOLDER_MSG.titleRequired }).max(FOLDER_TITLE_MAX, { error: FOLDER_MSG.titleTooLong }));

/** A folder id where 0 means the main folder (the top level). */
const folderRef = (field: string) =>
  z.coerce
    .number({ error: `The ${field} must be a number.` })
    .int({ error: `The ${field} must be a whole number.` })
    .min(0, { error: `The ${field} must be 0 or a folder id.` })
    .max(INT32_MAX, { error: `The ${field} is not a valid id.` });
const parentId = folderRef("parent id").optional();
const queryParent = parentId;

export const folderListQuery = z.object({ parent_id: queryParent, archived: flag.default(0) });

export const folderRow = z
  .object({
    id: z.number().int(),
    title: z.string(),
    parent_id: z.number().int().nullable(),
    archived: z.number().int(),
    asset_type: assetType,
    ordering: z.number().int(),
    assets_count: z.number().int(),
    subfolders_count: z.number().int(),
  })
  .openapi("Folder");

const crumb = z.object({ id: z.number().int(), title: z.string() });
export const folderList = z.object({ data: z.array(folderRow), breadcrumb: z.array(crumb) });

export const mainFolder = z.object({
  data: z.object({ id: z.literal(0), title: z.string(), asset_type: assetType, assets_count: z.number().int(), folders: z.array(folderRow) }),
});

export const folderCreate = z.object({ asset_type: assetType, title: folderTitle, parent_id: parentId });
export const folderUpdate = z.object({ id: id(), asset_type: assetType, title: folderTitle });
export const folderArchive = z.object({ id: id(), archived: flag });
export const folderDelete = z.object({ id: id() });
export const folderSort = z.object({ asset_type: assetType, ids: z.array(id("ids")).min(1).max(500) });
export const folderAddAssets = z.object({
  asset_type: assetType,
  assets_id: z.array(id("assets_id")).min(1, { error: FOLDER_MSG.selectAtLeastOne }).max(1000),
  folder_id: folderRef("folder id"),
});

export type FolderRow = z.infer<typeof folderRow>;
export type FolderListQuery = z.infer<typeof folderListQuery>;
