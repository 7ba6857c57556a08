import { z } from "@hono/zod-openapi";
import { id, text, idList } from "@/lib/http/schemas";
import { ASSET_MSG, SHARE_CODE_PATTERN, SHARE_IDS_MAX, SHARE_PERMISSIONS } from "./constants";
import { shareableAsset } from "./registry";

/** A registered asset type's wire name (lib/assets/registry.ts); anything else is a 422. */
const assetType = text("type")
  .refine((t) => shareableAsset(t) !== undefined, { error: ASSET_MSG.typeInvalid })
  .openapi({ example: "file", description: "A registered asset type: file or image (playbook, page and form once those modules land)." });

/** `?type=file&id=12`: one asset of the accessed location. */
export const assetRef = z.object({ type: assetType, id: id() });
export type AssetRef = z.infer<typeof assetRef>;

export const sharePermission = z.enum(SHARE_PERMISSIONS, { error: "The selected permission is invalid." });

export const shareLink = z
  .object({
    type: z.string(),
    id: z.number().int(),
    code: z.string(),
    permission: sharePermission,
    /** The short URL (`{app}/s/{code}`): the link a coach copies. */
    link: z.string(),
  })
  .openapi("AssetShareLink");
export type ShareLink = z.infer<typeof shareLink>;

export const updatePermissionBody = assetRef.extend({ permission: sharePermission });

export const shortUrl = z.object({ data: z.object({ short_url: z.string() }) });

/** The code of a link, or the whole link as pasted (`https://…/s/{code}`). */
export const importBody = z.object({
  code: text("code")
    .transform((v) => v.trim().replace(/^.*\/s\//, "").replace(/[?#].*$/, ""))
    .refine((v) => SHARE_CODE_PATTERN.test(v), { error: "The code is not a share link." }),
});
export const importAnswer = z.object({ status: z.number().int(), message: z.string(), data: z.object({ type: z.string(), id: z.number().int() }) });

export const importLogs = z
  .object({
    data: z.array(
      z.object({
        id: z.number().int(),
        via: z.enum(["link", "location"]),
        /** The location the copy went to, when it is one of the caller's company; null for other companies. */
        location: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
    share_count: z.number().int(),
  })
  .openapi("AssetImportLogs");

export const deleteAssetsBody = z.object({
  assets: z
    .array(z.object({ type: assetType, ids: idList("ids", SHARE_IDS_MAX) }), { error: "The assets field must be a list." })
    .min(1, { error: "The assets field is required." })
    .max(10),
});

/** `?type=file&contact_id=5`: one contact's portal order, or the location's default without contact_id. */
export const sortedQuery = z.object({ type: assetType, contact_id: id("contact_id").optional() });
export const sortBody = z.object({ type: assetType, contact_id: id("contact_id"), ids: idList("ids", SHARE_IDS_MAX) });
export const sortDefaultBody = z.object({ type: assetType, ids: idList("ids", SHARE_IDS_MAX) });
export const sortedAssetsAnswer = z
  .object({ data: z.array(z.object({ id: z.number().int(), name: z.string(), detail: z.string().nullable(), position: z.number().int() })) })
  .openapi("SortedAssets");

/** GET /contact/assets?contact_id=5: one contact's assets of every type. */
export const contactAssetsQuery = z.object({ contact_id: id("contact_id") });
export const contactAssetsAnswer = z
  .object({
    data: z.array(
      z.object({
        type: z.string(),
        label: z.string(),
        plural: z.string(),
        /** In the contact's portal order. */
        items: sortedAssetsAnswer.shape.data,
      }),
    ),
  })
  .openapi("ContactAssets");

export const shareToLocationBody = z.object({
  type: assetType,
  ids: idList("ids", SHARE_IDS_MAX),
  location_ids: idList("location_ids", SHARE_IDS_MAX),
});
export const shareToLocationAnswer = z.object({ status: z.number().int(), message: z.string(), copied: z.number().int() });
